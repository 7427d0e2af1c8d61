// MozJPEG, libwebp and libheif (WebAssembly) decode and encode, jimp resizes (decision 012).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import decodeJpegWasm, { init as initJpegDecoder } from "@jsquash/jpeg/decode.js";
import encodeJpegWasm, { init as initJpegEncoder } from "@jsquash/jpeg/encode.js";
import decodeWebpWasm, { init as initWebpDecoder } from "@jsquash/webp/decode.js";
import encodeWebpWasm, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import { Jimp } from "jimp";
import { halve, shrink } from "./resize.mjs";
import { isHeif, isLosslessWebp, isWebp, readHeif, stripMetadata, withIccProfile } from "./image-metadata.mjs";

const require = createRequire(import.meta.url);
const ready = new Map();

// The codecs' glue defines a global ImageData inside its first instance, pinning that instance's memory.
globalThis.ImageData ??= class ImageData {
  constructor(data, width, height) {
    this.data = data;
    this.width = width;
    this.height = height;
  }
};

// Node's fetch cannot load the .wasm from a file: URL, so each worker compiles the module once.
// Node 22 and 24 always have SIMD, so the SIMD WebP build is the one the package would pick.
function wasm(file, init) {
  let codec = ready.get(file);
  if (!codec) {
    const module = readFile(require.resolve(file)).then((bytes) => WebAssembly.compile(bytes));
    codec = { init, module, instance: module.then((m) => init(m)) };
    ready.set(file, codec);
  }
  return codec.instance;
}

/** Fresh instances for every codec used so far: WebAssembly memory never shrinks (decision 019). */
export async function releaseCodecs() {
  const fresh = [...ready.values()].map((codec) => (codec.instance = codec.module.then((m) => codec.init(m))));
  await Promise.all(fresh);
}

/** Baseline JPEG with optimised Huffman tables, 4:2:0 chroma. */
const JPEG_OPTIONS = {
  baseline: false,
  arithmetic: false,
  progressive: false,
  optimize_coding: true,
  smoothing: 0,
  color_space: 3,
  quant_table: 3,
  trellis_multipass: false,
  trellis_opt_zero: false,
  trellis_opt_table: false,
  trellis_loops: 1,
  auto_subsample: true,
  chroma_subsample: 2,
  separate_chroma_quality: false,
  chroma_quality: 75,
};

const isJpeg = (bytes) => bytes.length > 2 && bytes[0] === 0xff && bytes[1] === 0xd8;

/** In place, as the WASM decoders ignore EXIF orientation (2–8); 5–8 swap width and height. */
export function applyOrientation(image, orientation) {
  if (!(orientation >= 2 && orientation <= 8)) return image;
  const { width: w, height: h, data } = image.bitmap;
  const source = new Uint32Array(data.buffer, data.byteOffset, w * h);
  const swap = orientation >= 5;
  const outWidth = swap ? h : w;
  const outHeight = swap ? w : h;
  const out = Buffer.alloc(w * h * 4);
  const target = new Uint32Array(out.buffer, out.byteOffset, w * h);
  for (let y = 0; y < outHeight; y++) {
    const row = y * outWidth;
    for (let x = 0; x < outWidth; x++) {
      let sx;
      let sy;
      switch (orientation) {
        case 2:
          sx = w - 1 - x;
          sy = y;
          break;
        case 3:
          sx = w - 1 - x;
          sy = h - 1 - y;
          break;
        case 4:
          sx = x;
          sy = h - 1 - y;
          break;
        case 5:
          sx = y;
          sy = x;
          break;
        case 6:
          sx = y;
          sy = h - 1 - x;
          break;
        case 7:
          sx = w - 1 - y;
          sy = h - 1 - x;
          break;
        default: // 8
          sx = w - 1 - y;
          sy = x;
      }
      target[row + x] = source[sy * w + sx];
    }
  }
  image.bitmap.data = out;
  image.bitmap.width = outWidth;
  image.bitmap.height = outHeight;
  return image;
}

/** Pixels from a WebAssembly decoder as a jimp image (a view of the whole buffer, as jimp needs). */
function fromPixels({ data, width, height }) {
  const pixels = data.byteOffset !== 0 || data.byteLength !== data.buffer.byteLength ? data.slice() : data;
  return Jimp.fromBitmap({ data: pixels, width, height });
}

let heicDecoder = null;

/** The primary image with irot/imir applied, as libheif decodes by default. */
async function decodeHeic(bytes) {
  heicDecoder ??= import("heic-decode").then((module) => module.default);
  return fromPixels(await (await heicDecoder)({ buffer: bytes }));
}

async function decodeWebp(bytes) {
  await wasm("@jsquash/webp/codec/dec/webp_dec.wasm", initWebpDecoder);
  return fromPixels(await decodeWebpWasm(bytes));
}

async function decodeBitmap(bytes, limits) {
  if (isWebp(bytes)) return decodeWebp(bytes);
  if (isHeif(bytes)) return decodeHeic(bytes);
  if (!isJpeg(bytes)) {
    return Jimp.fromBuffer(bytes, {
      "image/jpeg": { maxResolutionInMP: limits.maxMegapixels, maxMemoryUsageInMB: limits.maxMemoryMb },
    });
  }
  await wasm("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm", initJpegDecoder);
  return fromPixels(await decodeJpegWasm(bytes));
}

/** For originals the site encodes itself (a HEIC, a turned WebP): close to the phone's own quality. */
export const ORIGINAL_QUALITY = 90;

/**
 * The image without personal metadata; a HEIC becomes a JPEG and an oriented WebP is turned (decision
 * 020), both returned with the decoded `image` and orientation 1. Without `store`, `bytes` is null for a HEIC.
 * @returns {Promise<{ bytes: Buffer | null, orientation: number, image?: { bitmap: { data: Buffer, width: number, height: number } } }>}
 */
export async function cleanImage(bytes, store) {
  if (isHeif(bytes)) {
    const heif = readHeif(bytes);
    const image = applyOrientation(await decodeHeic(bytes), heif?.orientation ?? 1);
    if (!store) return { bytes: null, orientation: 1, image };
    // An iPhone's HEIC is in Display P3: its profile goes along.
    const jpeg = await encodeImage(image, "jpeg", ORIGINAL_QUALITY);
    return { bytes: heif?.icc ? withIccProfile(jpeg, heif.icc) : jpeg, orientation: 1, image };
  }
  const cleaned = stripMetadata(bytes);
  if (!store || cleaned.orientation === 1 || !isWebp(cleaned.bytes)) return cleaned;
  const image = applyOrientation(await decodeWebp(cleaned.bytes), cleaned.orientation);
  const lossless = isLosslessWebp(cleaned.bytes);
  await wasm("@jsquash/webp/codec/enc/webp_enc_simd.wasm", initWebpEncoder);
  const options = lossless ? { lossless: 1, exact: 0 } : { quality: ORIGINAL_QUALITY };
  return { bytes: Buffer.from(await encodeWebpWasm(pixelsOf(image), options)), orientation: 1, image };
}

/** Upright, with `original` its full size; resized to `firstWidth` when smaller, so the turn runs on the smaller bitmap. */
export async function decodeImage(bytes, orientation, limits, firstWidth) {
  const image = bytes.bitmap ? bytes : await decodeBitmap(bytes, limits);
  const swap = orientation >= 5 && orientation <= 8;
  const { width, height } = image.bitmap;
  const original = swap ? { width: height, height: width } : { width, height };
  if (firstWidth > 0 && firstWidth < original.width) {
    // Shrink on load as libjpeg's scaled decoding does: halve while at least twice the first width.
    const uprightWidth = () => (swap ? image.bitmap.height : image.bitmap.width);
    while (uprightWidth() >= 2 * firstWidth && image.bitmap.width >= 2 && image.bitmap.height >= 2) halve(image);
    if (swap) shrink(image, { w: Math.round(width * (firstWidth / height)) || 1, h: firstWidth });
    else shrink(image, { w: firstWidth, h: Math.round(height * (firstWidth / width)) || 1 });
  }
  return { image: applyOrientation(image, orientation), original };
}

const pixelsOf = (image) => {
  const { data, width, height } = image.bitmap;
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height, colorSpace: "srgb" };
};

/** JPEG has no alpha: pixels that are not opaque are laid over white (as jimp's own encoder did). */
function opaqueOnWhite(image) {
  const { data, width, height } = image.bitmap;
  let flat = null;
  for (let i = 3; i < data.length; i += 4) {
    const alpha = data[i];
    if (alpha === 255) continue;
    flat ??= Buffer.from(data);
    for (let c = i - 3; c < i; c++) flat[c] = Math.round((data[c] * alpha + 255 * (255 - alpha)) / 255);
    flat[i] = 255;
  }
  return flat ? { bitmap: { data: flat, width, height } } : image;
}

/** `quality` is 1–100. */
export async function encodeImage(image, format, quality) {
  if (format === "jpeg") {
    await wasm("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm", initJpegEncoder);
    return Buffer.from(await encodeJpegWasm(pixelsOf(opaqueOnWhite(image)), { ...JPEG_OPTIONS, quality }));
  }
  await wasm("@jsquash/webp/codec/enc/webp_enc_simd.wasm", initWebpEncoder);
  return Buffer.from(await encodeWebpWasm(pixelsOf(image), { quality }));
}
