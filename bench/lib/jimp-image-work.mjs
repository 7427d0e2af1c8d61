// The image worker as it was before the WebAssembly JPEG codecs (jimp's jpeg-js decoder and encoder,
// libwebp for WebP), kept here as the fixed reference of bench/image-work.mjs.
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import encodeWebp, { init as initWebp } from "@jsquash/webp/encode.js";
import { Jimp } from "jimp";

const require = createRequire(import.meta.url);
let webpReady;

async function webp(image, quality) {
  webpReady ??= readFile(require.resolve("@jsquash/webp/codec/enc/webp_enc_simd.wasm"))
    .then((bytes) => WebAssembly.compile(bytes))
    .then((module) => initWebp(module));
  await webpReady;
  const { data, width, height } = image.bitmap;
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(await encodeWebp({ data: pixels, width, height, colorSpace: "srgb" }, { quality }));
}

/** The same outputs as app/workers/image.worker.mjs: WebP + JPEG at each width (largest first), then the thumbnail. */
export async function jimpImageWork(filePath, { widths, jpegQuality, webpQuality, thumbnail }) {
  const image = await Jimp.fromBuffer(await readFile(filePath), {
    "image/jpeg": { maxResolutionInMP: 40, maxMemoryUsageInMB: 512 },
  });
  image.background = 0xffffffff;
  const outputs = [];
  for (const width of [...widths].sort((a, b) => b - a)) {
    if (width !== image.bitmap.width) image.resize({ w: width });
    outputs.push({ format: "webp", width, bytes: (await webp(image, webpQuality)).length });
    outputs.push({ format: "jpeg", width, bytes: (await image.getBuffer("image/jpeg", { quality: jpegQuality })).length });
  }
  image.resize({ w: thumbnail.width });
  outputs.push({
    format: "jpeg",
    width: thumbnail.width,
    bytes: (await image.getBuffer("image/jpeg", { quality: thumbnail.quality })).length,
  });
  return outputs;
}
