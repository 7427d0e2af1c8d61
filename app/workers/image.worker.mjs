// Runs in the piscina worker threads of app/services/image-queue.server.ts. Plain JavaScript
// because the server bundle does not include it: the pool loads this file from disk. Each named
// export is one kind of job (runImageJob's `kind`).
// One decode per original: the bitmap is shrunk step by step from the largest width down, each step
// encoded as it passes, so the full-size bitmap is freed after the first step.
import { readlinkSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setPriority } from "node:os";
import encodeWebp, { init as initWebp } from "@jsquash/webp/encode.js";
import { Jimp } from "jimp";

export { drawPreview } from "./preview-card.mjs";

const require = createRequire(import.meta.url);
let webpReady;

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

// @jsquash/webp would fetch its .wasm by URL, which Node's fetch cannot do for file: URLs; it takes a
// compiled module instead. Node 20+ always has WebAssembly SIMD, so the SIMD build is the one it picks.
function webpEncoder() {
  webpReady ??= readFile(require.resolve("@jsquash/webp/codec/enc/webp_enc_simd.wasm"))
    .then((bytes) => WebAssembly.compile(bytes))
    .then((module) => initWebp(module));
  return webpReady;
}

function reasonOf(error) {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** The file's bytes as a bitmap (jimp rotates by EXIF on read). */
function decode(bytes, task) {
  return Jimp.fromBuffer(bytes, {
    "image/jpeg": { maxResolutionInMP: task.maxMegapixels, maxMemoryUsageInMB: task.maxMemoryMb },
  });
}

function encodeJpeg(image, quality) {
  return image.getBuffer("image/jpeg", { quality });
}

async function encode(image, format, quality) {
  if (format === "jpeg") return encodeJpeg(image, quality);
  await webpEncoder();
  const { data, width, height } = image.bitmap;
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(await encodeWebp({ data: pixels, width, height, colorSpace: "srgb" }, { quality }));
}

/**
 * task: { filePath, maxMegapixels, maxMemoryMb,
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
    const image = await decode(bytes, task);
    bytes = undefined;
    const original = { width: image.bitmap.width, height: image.bitmap.height };
    // JPEG has no alpha: transparent areas become white rather than jimp's default black.
    image.background = 0xffffffff;
    const variants = [];
    const widths = [...(task.variants?.widths ?? [])].sort((a, b) => b - a);
    for (const width of widths) {
      if (width !== image.bitmap.width) image.resize({ w: width });
      for (const [format, quality] of [
        ["webp", task.variants.webpQuality],
        ["jpeg", task.variants.jpegQuality],
      ]) {
        const data = await encode(image, format, quality);
        variants.push({ width, height: image.bitmap.height, format, data });
      }
    }
    let thumbnail = null;
    if (task.thumbnail) {
      image.resize({ w: task.thumbnail.width });
      const jpeg = await encodeJpeg(image, task.thumbnail.quality);
      thumbnail = { jpeg, width: image.bitmap.width, height: image.bitmap.height };
    }
    return { ok: true, original, thumbnail, variants };
  } catch (error) {
    return { ok: false, kind: "decode", reason: reasonOf(error) };
  }
}

export default processImage;
