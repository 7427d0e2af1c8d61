import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import encode, { init } from "@jsquash/webp/encode.js";
import { simd } from "wasm-feature-detect";
import { Jimp } from "jimp";
const require = createRequire(import.meta.url);
const dir = new URL("./node_modules/@jsquash/webp/codec/enc/", import.meta.url);
console.log("simd", await simd());
const wasm = await WebAssembly.compile(await readFile(new URL((await simd()) ? "webp_enc_simd.wasm" : "webp_enc.wasm", dir)));
await init(wasm);
const src = await readFile(process.argv[2]);
let t = performance.now();
const img = await Jimp.fromBuffer(src);
console.log("decode", performance.now() - t, img.bitmap.width);
for (const w of [1920, 1280, 640]) {
  const c = img.clone().resize({ w });
  t = performance.now();
  const buf = await encode({ data: new Uint8ClampedArray(c.bitmap.data.buffer, c.bitmap.data.byteOffset, c.bitmap.data.length), width: c.bitmap.width, height: c.bitmap.height, colorSpace: "srgb" }, { quality: 75 });
  const tw = performance.now() - t;
  t = performance.now();
  const jpg = await c.getBuffer("image/jpeg", { quality: 75 });
  console.log(w, "webp", buf.byteLength, tw.toFixed(0), "jpeg", jpg.length, (performance.now() - t).toFixed(0));
}
