import { execFileSync } from "node:child_process";
import path from "node:path";
import { getConfig, type VideoConfig } from "../../config/config.server";

/** The system's ffmpeg and ffprobe, never a binary from the registry (decision 044). */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
  version: string;
}

export type FfmpegDetection = { ok: true; tools: FfmpegTools } | { ok: false; reason: string };

let detected: FfmpegDetection | undefined;

const run = (file: string, args: string[]) =>
  execFileSync(file, args, { encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 4 << 20 });

/** Usable: both programs run, and ffmpeg has the H.264 and AAC encoders every rendition needs. */
export function detectFfmpeg(config: Pick<VideoConfig, "ffmpegPath">): FfmpegDetection {
  const ffmpeg = config.ffmpegPath ?? "ffmpeg";
  const ffprobe = config.ffmpegPath ? path.join(path.dirname(config.ffmpegPath), "ffprobe") : "ffprobe";
  let version: string;
  try {
    version = /^ffmpeg version (\S+)/m.exec(run(ffmpeg, ["-hide_banner", "-version"]))?.[1] ?? "unknown";
  } catch (error) {
    return { ok: false, reason: `${ffmpeg} does not run (${shortReason(error)})` };
  }
  try {
    run(ffprobe, ["-hide_banner", "-version"]);
  } catch (error) {
    return { ok: false, reason: `${ffprobe} does not run (${shortReason(error)})` };
  }
  const encoders = run(ffmpeg, ["-hide_banner", "-encoders"]);
  for (const encoder of ["libx264", "aac"]) {
    if (!new RegExp(`^\\s*[VAS][A-Z.]{5}\\s+${encoder}\\s`, "m").test(encoders)) {
      return { ok: false, reason: `${ffmpeg} ${version} has no ${encoder} encoder` };
    }
  }
  return { ok: true, tools: { ffmpeg, ffprobe, version } };
}

function shortReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === "ENOENT") return "not found";
  if (code === "EACCES") return "not executable";
  return error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : String(error);
}

export function ffmpegTools(): FfmpegTools | null {
  detected ??= detectFfmpeg(getConfig().video);
  return detected.ok ? detected.tools : null;
}

export function clipsEnabled(): boolean {
  return ffmpegTools() !== null;
}

export function describeClips(): string {
  ffmpegTools();
  const found = detected!;
  return found.ok
    ? `clips: on (ffmpeg ${found.tools.version} ${found.tools.ffmpeg.includes("/") ? `at ${found.tools.ffmpeg}` : "on PATH"}; up to ${getConfig().video.maxSeconds} s and ${getConfig().video.maxBytes / 1024 / 1024} MB)`
    : `clips: off, photos only: no usable ffmpeg (${found.reason}); install Debian's ffmpeg or set FFMPEG_PATH`;
}

export function forgetFfmpegForTests(): void {
  detected = undefined;
}
