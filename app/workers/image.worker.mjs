// Loaded from disk by the piscina pool; each export is a job kind. One decode per original (decision 019).
import { readlinkSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { setPriority } from "node:os";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { cleanImage, decodeImage, encodeImage, releaseCodecs } from "./codecs.mjs";
import { halve, shrink } from "./resize.mjs";

export { drawPreview } from "./preview-card.mjs";

// A lower nice value keeps pages and /healthz answering while every core resizes (Linux only; decision 002).
function yieldToRequests() {
  try {
    const thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, 10);
  } catch {
    // Not Linux, or no /proc: the thread keeps the process's priority.
  }
}
yieldToRequests();

// V8 seldom collects while pixels lie outside the heap, so the worker collects itself (decision 019).
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");

async function release() {
  await releaseCodecs();
  collectGarbage();
}

function reasonOf(error) {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** A file the cleaner cannot follow is refused before any decoder sees it. */
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
    await release();
    // JPEG has no alpha: white rather than jimp's default black.
    image.background = 0xffffffff;
    const variants = [];
    // Exactly half of a made width is its 2×2 average: as exact as a resize, at a fraction of the cost.
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
    await release();
  }
}

export default processImage;
