// Worker thread for the "bare jimp" reference of bench/upload.mjs: exactly the work the app's
// app/workers/thumbnail.worker.mjs does for one upload (read file, decode with the same jpeg-js
// limits, resize to 100 px wide, JPEG-encode at quality 80) and nothing else, timed per step.
// Kept a copy rather than importing the app worker so the reference stays fixed and bench-only.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import { Jimp } from "jimp";

if (!parentPort) throw new Error("bare-thumbnail.worker.mjs must be started as a worker thread");
const port = parentPort;

port.on("message", async ({ id, filePath, width = 100, quality = 80 }) => {
  try {
    const t0 = performance.now();
    let bytes = await readFile(filePath);
    const t1 = performance.now();
    const image = await Jimp.fromBuffer(bytes, {
      "image/jpeg": { maxResolutionInMP: 40, maxMemoryUsageInMB: 512 },
    });
    bytes = undefined;
    const t2 = performance.now();
    image.resize({ w: width });
    image.background = 0xffffffff;
    const t3 = performance.now();
    const encoded = await image.getBuffer("image/jpeg", { quality });
    const t4 = performance.now();
    port.postMessage({
      id,
      ok: true,
      readMs: t1 - t0,
      decodeMs: t2 - t1,
      resizeMs: t3 - t2,
      encodeMs: t4 - t3,
      totalMs: t4 - t0,
      thumbBytes: encoded.length,
      thumbWidth: image.bitmap.width,
      thumbHeight: image.bitmap.height,
    });
  } catch (error) {
    port.postMessage({ id, ok: false, reason: error instanceof Error ? error.message : String(error) });
  }
});
