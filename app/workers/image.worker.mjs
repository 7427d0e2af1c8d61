// Runs in the piscina worker threads of app/services/images/image-queue.server.ts. Plain JavaScript
// because the server bundle does not include it: the pool loads this file from disk. Each named
// export is one kind of job (runImageJob's `kind`).
// One decode per original: the bitmap is shrunk step by step from the largest width down, each step
// encoded as it passes, so the full-size bitmap is freed after the first step; a width half of one
// already made is that one's 2×2 average.
// Metadata are removed before anything is decoded (image-metadata.mjs; a HEIC, and a WebP to be
// turned, are decoded first and re-encoded: codecs.mjs, cleanImage); for an upload the cleaned
// bytes are written to task.cleanPath, and that file is what the site stores as the original.
import { readlinkSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { setPriority } from "node:os";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { cleanImage, decodeImage, encodeImage, releaseCodecs } from "./codecs.mjs";
import { halve, shrink } from "./resize.mjs";

export { drawPreview } from "./preview-card.mjs";

// On Linux a thread has its own nice value: this one gives way to the request thread, so pages and
// /healthz keep answering on a host whose cores are all busy with images. Elsewhere nothing changes.
function yieldToRequests() {
  try {
    const thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, 10);
  } catch {
    // Not Linux, or no /proc: the thread keeps the process's priority.
  }
}
yieldToRequests();

// A worker's heap stays small while the pixels lie outside it (Buffers, WebAssembly memories), so V8
// seldom collects on its own and a job's dead bitmaps outlive it by several jobs. The worker collects
// at the two points where the most becomes garbage (docs/decisions/019-image-memory.md). A worker
// cannot be started with --expose-gc; the flag set here gives a new context the gc function.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");

/** Frees what the codecs and the job's dead bitmaps hold, before the next step or job needs room. */
async function release() {
  await releaseCodecs();
  collectGarbage();
}

function reasonOf(error) {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * The image without personal metadata, and its orientation; the cleaned bytes go to cleanPath when
 * asked. A file whose structure the cleaner cannot follow (a JPEG cut off in its image data, say) is
 * refused here, before any decoder sees it.
 */
async function clean(bytes, cleanPath) {
  const cleaned = await cleanImage(bytes, Boolean(cleanPath));
  if (cleanPath) await writeFile(cleanPath, cleaned.bytes);
  return cleaned;
}

/**
 * task: { filePath, cleanPath?, maxMegapixels, maxMemoryMb,
 *         thumbnail: { width, quality } | null,
 *         variants: { widths: number[], jpegQuality, webpQuality } | null }
 */
export async function processImage(task) {
  let bytes;
  try {
    bytes = await readFile(task.filePath);
  } catch (error) {
    return { ok: false, kind: "io", reason: reasonOf(error) };
  }
  try {
    let cleaned = await clean(bytes, task.cleanPath);
    bytes = undefined;
    const widths = [...(task.variants?.widths ?? [])].sort((a, b) => b - a);
    const firstWidth = widths[0] ?? task.thumbnail?.width;
    const { image, original } = await decodeImage(cleaned.image ?? cleaned.bytes, cleaned.orientation, task, firstWidth);
    cleaned = undefined;
    // The full-size bitmap and the decoder's memory are no longer needed: gone before the encoders start.
    await release();
    // JPEG has no alpha: transparent areas become white rather than jimp's default black.
    image.background = 0xffffffff;
    const variants = [];
    // Each width comes from the smallest bitmap already made: exactly half of one (even height) is a
    // 2×2 average of it, as exact as a resize and a fraction of its cost; any other by jimp.
    const made = new Map();
    for (const width of widths) {
      const double = made.get(width * 2);
      if (double && double.height % 2 === 0 && width !== image.bitmap.width) {
        Object.assign(image.bitmap, double);
        halve(image);
      } else if (width !== image.bitmap.width) shrink(image, { w: width });
      const { data, height } = image.bitmap;
      made.set(width, { data, width: image.bitmap.width, height });
      for (const [format, quality] of [
        ["webp", task.variants.webpQuality],
        ["jpeg", task.variants.jpegQuality],
      ]) {
        const data = await encodeImage(image, format, quality);
        variants.push({ width, height: image.bitmap.height, format, data });
      }
    }
    let thumbnail = null;
    if (task.thumbnail) {
      shrink(image, { w: task.thumbnail.width });
      const jpeg = await encodeImage(image, "jpeg", task.thumbnail.quality);
      thumbnail = { jpeg, width: image.bitmap.width, height: image.bitmap.height };
    }
    return { ok: true, original, thumbnail, variants };
  } catch (error) {
    // Writing the cleaned original can fail like any file operation (ENOSPC, EACCES …).
    if (typeof error?.code === "string" && error.code.startsWith("E")) return { ok: false, kind: "io", reason: reasonOf(error) };
    return { ok: false, kind: "decode", reason: reasonOf(error) };
  } finally {
    // The encoders' memories and the job's bitmaps: an idle worker holds next to nothing.
    await release();
  }
}

export default processImage;
