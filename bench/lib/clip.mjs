// The benchmarks' clips: filmed by the system's ffmpeg from the same command lines as the tests'
// (tests/fixtures/clip-specs.mjs), once, and cached under os.tmpdir(); the cache name carries a hash of
// the command line, so a changed spec films again. Copies for several phones differ only in their
// creation time (a remux, no new encode), so each one is a different file to the server's
// "never twice" check and the same work to transcode.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CLIP_SPECS, filmClip } from "../../tests/fixtures/clip-specs.mjs";

const run = promisify(execFile);
const CACHE = path.join(os.tmpdir(), "fsw-bench-clips");

/** The cached clip of `kind` (e.g. "phone-60s"), filmed first when missing. */
export async function ensureClip(kind, { log = () => {} } = {}) {
  const spec = CLIP_SPECS[kind];
  const hash = createHash("sha256")
    .update(JSON.stringify(spec.args("OUT")))
    .update(JSON.stringify(spec.tags ?? []))
    .digest("hex");
  const file = path.join(CACHE, `clip-${kind}-${hash.slice(0, 12)}.${spec.ext}`);
  if (!(await fs.stat(file).catch(() => null))) {
    await fs.mkdir(CACHE, { recursive: true });
    log(`Filming the ${kind} clip with ffmpeg (once; cached at ${file}) …`);
    const started = performance.now();
    await filmClip(kind, file);
    log(`… filmed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { file, ...(await describeClip(file)) };
}

/** Copies of `file` in `dir`, each with its own creation time, all else the same bytes. */
export async function clipCopies(file, dir, count) {
  const ext = path.extname(file);
  const copies = [];
  for (let i = 0; i < count; i++) {
    const copy = path.join(dir, `clip-${i}${ext}`);
    const at = new Date(Date.UTC(2026, 6, 10 + (i % 7), 14, i, 0)).toISOString();
    await run("ffmpeg", [
      "-v",
      "error",
      "-nostdin",
      "-y",
      "-i",
      file,
      "-map",
      "0",
      "-c",
      "copy",
      "-metadata",
      `creation_time=${at}`,
      copy,
    ]);
    copies.push(copy);
  }
  return copies;
}

/** Duration, size, codecs and frame size of a clip, from ffprobe. */
export async function describeClip(file) {
  const { stdout } = await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], {
    maxBuffer: 8 << 20,
  });
  const probe = JSON.parse(stdout);
  const video = probe.streams.find((s) => s.codec_type === "video");
  const audio = probe.streams.find((s) => s.codec_type === "audio");
  return {
    bytes: Number(probe.format.size),
    seconds: Number(probe.format.duration),
    video: video ? { codec: video.codec_name, width: video.width, height: video.height, fps: video.avg_frame_rate } : null,
    audio: audio ? { codec: audio.codec_name } : null,
  };
}
