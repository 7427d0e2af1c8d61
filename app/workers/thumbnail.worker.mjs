// Runs in a worker thread started by app/services/thumbnails.server.ts. Plain JavaScript because the
// server bundle does not include it: the pool loads this file from disk.
import { readFile } from "node:fs/promises";
import { parentPort } from "node:worker_threads";
import { Jimp } from "jimp";

if (!parentPort) throw new Error("thumbnail.worker.mjs must be started as a worker thread");
const port = parentPort;

function reasonOf(error) {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

async function handle(job) {
  let bytes;
  try {
    bytes = await readFile(job.filePath);
  } catch (error) {
    port.postMessage({ type: "result", id: job.id, ok: false, kind: "io", reason: reasonOf(error) });
    return;
  }
  try {
    const image = await Jimp.fromBuffer(bytes, {
      "image/jpeg": { maxResolutionInMP: job.maxMegapixels, maxMemoryUsageInMB: job.maxMemoryMb },
    });
    bytes = undefined;
    const original = { width: image.bitmap.width, height: image.bitmap.height };
    image.resize({ w: job.width });
    // JPEG has no alpha: transparent areas become white rather than jimp's default black.
    image.background = 0xffffffff;
    const encoded = await image.getBuffer("image/jpeg", { quality: job.quality });
    // Small buffers live in Node's shared, untransferable pool; those few KB are copied, larger ones moved.
    const whole = encoded.byteOffset === 0 && encoded.byteLength === encoded.buffer.byteLength;
    const jpeg = whole ? encoded.buffer : encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength);
    port.postMessage(
      {
        type: "result",
        id: job.id,
        ok: true,
        jpeg,
        width: image.bitmap.width,
        height: image.bitmap.height,
        original,
      },
      [jpeg],
    );
  } catch (error) {
    port.postMessage({ type: "result", id: job.id, ok: false, kind: "decode", reason: reasonOf(error) });
  }
}

port.on("message", (job) => {
  void handle(job);
});
port.postMessage({ type: "ready" });
