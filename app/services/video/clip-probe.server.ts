import { FILE_FIELD } from "~/lib/photo-upload";
import type { Words } from "~/i18n/words";
import { UPLOAD_WORDS, UploadRefusal } from "~/lib/upload-refusal";
import type { VideoContainer } from "~/lib/video-types";
import { runTool } from "./ffmpeg-run.server";
import type { FfmpegTools } from "./ffmpeg.server";

/** Larger is refused before any decode: 4K phones fit, an 8K frame would take a gigabyte to transcode. */
export const MAX_CLIP_SIDE = 4096;
export const MAX_CLIP_PIXELS = 4096 * 2304;
const PROBE_TIMEOUT_MS = 20_000;

export interface ClipInfo {
  container: VideoContainer;
  /** Upright, after the display matrix. */
  width: number;
  height: number;
  /** Null when the file does not say (a streamed WebM); the transcode then stops at the limit. */
  duration: number | null;
  /** The calendar day where it was filmed (a phone's local creation date), else the instant, else null. */
  filmed: { day: string } | { at: Date } | null;
}

export const clipRefusal = (status: UploadRefusal["status"], words: Words) =>
  new UploadRefusal(status, UPLOAD_WORDS.uploadError(words), FILE_FIELD);

export const unreadableClip = () => clipRefusal(400, { key: "upload.error.clipUnreadable" });

/** The demuxer ffmpeg is told to use: it never guesses one from the bytes (a playlist or an image sequence would read other files). */
export const DEMUXER: Record<VideoContainer, string> = { "iso-bmff": "mov", matroska: "matroska" };

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  side_data_list?: Array<{ rotation?: number }>;
  tags?: Record<string, string>;
}

/** Refuses with an UploadRefusal what is no clip, has no picture, is too long or too large. */
export async function probeClip(
  tools: FfmpegTools,
  filePath: string,
  container: VideoContainer,
  limits: { maxSeconds: number },
): Promise<ClipInfo> {
  const args = ["-v", "error", "-protocol_whitelist", "file", "-f", DEMUXER[container]];
  args.push("-print_format", "json", "-show_format", "-show_streams", "-i", `file:${filePath}`);
  let parsed: { streams?: ProbeStream[]; format?: { duration?: string; tags?: Record<string, string> } };
  try {
    parsed = JSON.parse(await runTool(tools.ffprobe, args, AbortSignal.timeout(PROBE_TIMEOUT_MS)));
  } catch {
    throw unreadableClip();
  }
  const video = parsed.streams?.find((s) => s.codec_type === "video" && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  if (!video) {
    if (parsed.streams?.some((s) => s.codec_type === "audio")) throw clipRefusal(415, { key: "upload.error.clipNoPicture" });
    throw unreadableClip();
  }
  const turned = Math.abs(video.side_data_list?.find((d) => typeof d.rotation === "number")?.rotation ?? 0) % 180 === 90;
  const width = turned ? video.height! : video.width!;
  const height = turned ? video.width! : video.height!;
  if (Math.max(width, height) > MAX_CLIP_SIDE || width * height > MAX_CLIP_PIXELS) {
    const vars = { width: String(width), height: String(height), max: String(MAX_CLIP_SIDE) };
    throw clipRefusal(413, { key: "upload.error.clipTooManyPixels", vars });
  }
  const duration = seconds(parsed.format?.duration) ?? seconds(video.duration);
  if (duration !== null && duration > limits.maxSeconds + 0.5) {
    throw clipRefusal(413, {
      key: "upload.error.clipTooLong",
      vars: { seconds: String(Math.round(duration)), max: String(limits.maxSeconds) },
    });
  }
  return { container, width, height, duration, filmed: filmedWhen(parsed.format?.tags ?? {}) };
}

function seconds(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : null;
}

function filmedWhen(tags: Record<string, string>): ClipInfo["filmed"] {
  const local = /^(\d{4}-\d{2}-\d{2})T/.exec(tags["com.apple.quicktime.creationdate"] ?? "")?.[1];
  if (local && !local.startsWith("19")) return { day: local };
  const at = new Date(tags.creation_time ?? "");
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 ? null : { at };
}
