import { readFile, rm, stat } from "node:fs/promises";
import { getConfig } from "../../config/config.server";
import { ImageError } from "../images/image-inspect.server";
import { processImage } from "../images/image-processing.server";
import { runImageJob } from "../images/image-queue.server";
import { clipRefusal, DEMUXER, probeClip, unreadableClip, type ClipInfo } from "./clip-probe.server";
import { FfmpegFailure, runTool } from "./ffmpeg-run.server";
import type { FfmpegTools } from "./ffmpeg.server";

/** The long side of a rendition: 720p, which phones and laptops play smoothly. */
export const RENDITION_LONG_SIDE = 1280;
export const RENDITION_MAX_FPS = 30;

/** Upright, the long side at most RENDITION_LONG_SIDE, even sizes as H.264 needs. */
const SCALE =
  `scale=w='if(gte(iw,ih),min(${RENDITION_LONG_SIDE},trunc(iw/2)*2),-2)'` +
  `:h='if(gte(iw,ih),-2,min(${RENDITION_LONG_SIDE},trunc(ih/2)*2))',format=yuv420p`;

/** The rendition every browser plays: first picture and sound only, no tags, chapters, subtitles or data tracks (decision 044). */
export function renditionArgs(input: string, output: string, container: ClipInfo["container"], maxSeconds: number): string[] {
  return [
    ...["-v", "error", "-xerror", "-nostdin", "-y", "-threads", "1", "-protocol_whitelist", "file"],
    ...["-f", DEMUXER[container], "-i", `file:${input}`, "-t", String(maxSeconds + 1)],
    ...["-map", "0:v:0", "-map", "0:a:0?", "-map_metadata", "-1", "-map_chapters", "-1", "-sn", "-dn"],
    ...["-vf", SCALE, "-fpsmax", String(RENDITION_MAX_FPS)],
    ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-profile:v", "high", "-threads", "1"],
    ...["-c:a", "aac", "-b:a", "128k", "-ac", "2", "-movflags", "+faststart", "-f", "mp4", `file:${output}`],
  ];
}

export function posterArgs(rendition: string, output: string, at: number): string[] {
  return [
    ...["-v", "error", "-nostdin", "-y", "-protocol_whitelist", "file", "-ss", at.toFixed(2), "-f", "mov"],
    ...["-i", `file:${rendition}`, "-map", "0:v:0", "-frames:v", "1", "-map_metadata", "-1", "-q:v", "3", "-f", "image2"],
    `file:${output}`,
  ];
}

export interface ProcessedClip {
  info: ClipInfo;
  rendition: { path: string; bytes: number };
  poster: { path: string; jpeg: Buffer };
  thumbnail: { jpeg: Buffer; width: number; height: number };
  width: number;
  height: number;
  /** Seconds, one decimal, of the rendition. */
  duration: number;
}

/** Ample for veryfast at 720p; a clip that takes longer is stopped and refused. */
function timeoutFor(seconds: number): number {
  return 60_000 + seconds * 4_000;
}

async function renditionFacts(tools: FfmpegTools, file: string): Promise<{ width: number; height: number; duration: number }> {
  const args = ["-v", "error", "-protocol_whitelist", "file", "-f", "mov", "-print_format", "json"];
  const out = await runTool(
    tools.ffprobe,
    [...args, "-show_entries", "stream=width,height:format=duration", "-i", `file:${file}`],
    AbortSignal.timeout(20_000),
  );
  const parsed = JSON.parse(out) as { streams?: Array<{ width?: number; height?: number }>; format?: { duration?: string } };
  const video = parsed.streams?.find((s) => (s.width ?? 0) > 0);
  return { width: video?.width ?? 0, height: video?.height ?? 0, duration: Number(parsed.format?.duration ?? 0) };
}

/**
 * Probed once it has its place in the one line of image work, then rendered there by ffmpeg holding the whole
 * pixel budget (so no photo decodes beside it), killed at its deadline; the caller removes what `cleanup` names.
 */
export async function processClip(
  tools: FfmpegTools,
  filePath: string,
  container: ClipInfo["container"],
  bytes: number,
): Promise<ProcessedClip> {
  const { maxSeconds } = getConfig().video;
  const rendition = `${filePath}.rendition.mp4`;
  const poster = `${filePath}.poster.jpg`;
  let info: ClipInfo | undefined;
  try {
    const prepare = async () => {
      info = await probeClip(tools, filePath, container, { maxSeconds });
      return {};
    };
    const run = async (_: object, signal: AbortSignal) => {
      await runTool(tools.ffmpeg, renditionArgs(filePath, rendition, container, maxSeconds), signal);
      const facts = await renditionFacts(tools, rendition);
      await runTool(tools.ffmpeg, posterArgs(rendition, poster, Math.min(1, facts.duration / 2)), signal);
      return facts;
    };
    const facts = await runImageJob<{ width: number; height: number; duration: number }>("renderClip", prepare, {
      priority: "foreground",
      bytes,
      timeoutMs: timeoutFor(maxSeconds),
      run,
    }).catch((error: unknown) => {
      throw clipFailure(error);
    });
    if (facts.width <= 0 || facts.duration <= 0) throw unreadableClip();
    if (facts.duration > maxSeconds + 0.5) {
      throw clipRefusal(413, { key: "upload.error.clipTooLong", vars: { seconds: `${maxSeconds}+`, max: String(maxSeconds) } });
    }
    if (info!.duration !== null && facts.duration < info!.duration * 0.9 - 0.5) throw unreadableClip();
    const image = await processImage(poster, { thumbnail: {} });
    return {
      info: info!,
      rendition: { path: rendition, bytes: (await stat(rendition)).size },
      poster: { path: poster, jpeg: await readFile(poster) },
      thumbnail: image.thumbnail!,
      width: facts.width,
      height: facts.height,
      duration: Math.round(facts.duration * 10) / 10,
    };
  } catch (error) {
    await removeClipFiles(filePath);
    throw error;
  }
}

export async function removeClipFiles(filePath: string): Promise<void> {
  await Promise.all([`${filePath}.rendition.mp4`, `${filePath}.poster.jpg`].map((p) => rm(p, { force: true })));
}

function clipFailure(error: unknown): unknown {
  if (error instanceof ImageError && error.code === "timeout") {
    const limit = /more than ([^)]+)\)/.exec(error.message)?.[1] ?? "";
    return clipRefusal(400, { key: "upload.error.clipTimeout", vars: { limit } });
  }
  if (error instanceof ImageError && error.code === "crashed" && error.cause instanceof FfmpegFailure) {
    const cause = error.cause;
    if (!cause.killed) console.warn(`A clip was refused: ${cause.message}`);
    return cause.killed ? clipRefusal(400, { key: "upload.error.clipNotProcessed" }) : unreadableClip();
  }
  return error;
}
