// What a file is from its first bytes, without decoding. Accepted: what jimp 1.6's default build and the
// WebAssembly codecs decode; same-magic files none reads (JPEG-LS, APNG, animated WebP, AVIF, BigTIFF,
// raw camera formats) are refused. Total on hostile input: no throws, no reads past the end.

import { IMAGE_TYPES, type ImageExt, type ImageMime } from "./image-types";
import { isHeif, readHeif } from "../workers/heif.mjs";
import { CLIP_MIME, sniffVideoContainer } from "./video-types";

export type { ImageExt, ImageMime } from "./image-types";

export interface ImageType {
  mime: ImageMime;
  ext: ImageExt;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;

function typeOf(mime: ImageMime): ImageType {
  const { ext } = IMAGE_TYPES.find((t) => t.mime === mime)!;
  return { mime, ext };
}

export const JPEG = typeOf("image/jpeg");
export const PNG = typeOf("image/png");
export const GIF = typeOf("image/gif");
export const BMP = typeOf("image/bmp");
export const TIFF = typeOf("image/tiff");
export const WEBP = typeOf("image/webp");
export const HEIC = typeOf("image/heic");

export const SUPPORTED_IMAGE_TYPES: readonly ImageType[] = IMAGE_TYPES.map((t) => typeOf(t.mime));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Anything else bmp-ts refuses to decode. */
const BMP_HEADER_SIZES = new Set([40, 52, 56, 108, 124]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function u16be(b: Uint8Array, o: number): number | null {
  return o >= 0 && o + 2 <= b.length ? ((b[o] as number) << 8) | (b[o + 1] as number) : null;
}
function u16le(b: Uint8Array, o: number): number | null {
  return o >= 0 && o + 2 <= b.length ? (b[o] as number) | ((b[o + 1] as number) << 8) : null;
}
function u32be(b: Uint8Array, o: number): number | null {
  const hi = u16be(b, o);
  const lo = u16be(b, o + 2);
  return hi === null || lo === null ? null : hi * 0x10000 + lo;
}
function u32le(b: Uint8Array, o: number): number | null {
  const lo = u16le(b, o);
  const hi = u16le(b, o + 2);
  return hi === null || lo === null ? null : hi * 0x10000 + lo;
}

type Reader = { u16: (o: number) => number | null; u32: (o: number) => number | null };

function tiffReader(b: Uint8Array): Reader | null {
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00])) return { u16: (o) => u16le(b, o), u32: (o) => u32le(b, o) };
  if (startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return { u16: (o) => u16be(b, o), u32: (o) => u32be(b, o) };
  return null;
}

function isCameraRaw(b: Uint8Array, r: Reader): boolean {
  const ifd = r.u32(4);
  if (ifd === null) return false;
  if (ifd >= 6 && b[8] === 0x43 && b[9] === 0x52) return true; // Canon CR2
  if (ifd >= 8) {
    const id1 = r.u16(8);
    const id2 = r.u16(10);
    if ((id1 === 0x1c && id2 === 0xfe) || (id1 === 0x1f && id2 === 0x0b)) return true; // Nikon NEF
  }
  const count = r.u16(ifd);
  if (count === null) return false;
  for (let i = 0; i < count; i++) {
    const tag = r.u16(ifd + 2 + i * 12);
    if (tag === null) break;
    if (tag === 50341 || tag === 50706) return true; // Sony ARW, Adobe DNG
  }
  return false;
}

/** file-type calls a PNG with an acTL chunk before the first IDAT "image/apng", which jimp cannot decode. */
function isPlainPng(b: Uint8Array): boolean {
  let offset = 8;
  let first = true;
  while (offset + 8 <= b.length) {
    const length = u32be(b, offset);
    if (length === null || length > 0x7fffffff) return false;
    const type = String.fromCharCode(
      b[offset + 4] as number,
      b[offset + 5] as number,
      b[offset + 6] as number,
      b[offset + 7] as number,
    );
    if (first && type !== "IHDR") return false;
    if (type === "IHDR" && length !== 13) return false;
    if (type === "acTL") return false;
    if (type === "IDAT") return true;
    first = false;
    offset += 12 + length;
  }
  return !first || b.length < 16;
}

const isRiffWebp = (b: Uint8Array) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8);

function webpFirstChunk(b: Uint8Array): string {
  return b.length >= 16 ? String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) : "";
}

/** An animation is refused, as its frames would be lost. */
function isStillWebp(b: Uint8Array): boolean {
  const first = webpFirstChunk(b);
  if (first === "VP8X") return b.length < 21 || ((b[20] as number) & 0x02) === 0;
  return first === "VP8 " || first === "VP8L";
}

/** Null when none of the site's decoders could decode the file. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return head[3] === 0xf7 ? null : JPEG;
  }
  if (startsWith(head, PNG_SIGNATURE)) return isPlainPng(head) ? PNG : null;
  // omggif accepts only these two versions.
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return GIF;
  }
  if (head[0] === 0x42 && head[1] === 0x4d) {
    const dibSize = u32le(head, 14);
    return dibSize !== null && BMP_HEADER_SIZES.has(dibSize) ? BMP : null;
  }
  const tiff = tiffReader(head);
  if (tiff) return isCameraRaw(head, tiff) ? null : TIFF;
  if (isRiffWebp(head)) return isStillWebp(head) ? WEBP : null;
  if (isHeif(asBuffer(head))) return HEIC;
  return null;
}

const asBuffer = (b: Uint8Array) => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));

/** XML (after an optional byte-order mark, declaration, comments and doctype) whose root is <svg>. */
export function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder().decode(head.subarray(0, 1024)).replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text);
}

/** From the bytes, as upload names carry no extension; a type the site would not decode is still named. */
export function contentTypeOf(head: Uint8Array): string {
  const type = sniffImageType(head);
  if (type) return type.mime;
  const b = head;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (startsWith(b, PNG_SIGNATURE)) return "image/png";
  if (startsWith(b, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (b[0] === 0x42 && b[1] === 0x4d) return "image/bmp";
  if (tiffReader(b)) return "image/tiff";
  if (isRiffWebp(b)) return "image/webp";
  if (isSvg(b)) return "image/svg+xml";
  const container = sniffVideoContainer(b);
  if (container) return container === "matroska" ? "video/webm" : CLIP_MIME;
  return "application/octet-stream";
}

function dims(width: number | null, height: number | null): ImageDimensions | null {
  if (width === null || height === null || width <= 0 || height <= 0) return null;
  return { width, height };
}

function pngDimensions(b: Uint8Array): ImageDimensions | null {
  if (!startsWith(b, PNG_SIGNATURE) || u32be(b, 8) !== 13 || !startsWith(b, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  return dims(u32be(b, 16), u32be(b, 20));
}

function gifDimensions(b: Uint8Array): ImageDimensions | null {
  if (!startsWith(b, [0x47, 0x49, 0x46])) return null;
  return dims(u16le(b, 6), u16le(b, 8));
}

function bmpDimensions(b: Uint8Array): ImageDimensions | null {
  if (b[0] !== 0x42 || b[1] !== 0x4d) return null;
  const dibSize = u32le(b, 14);
  if (dibSize === null || !BMP_HEADER_SIZES.has(dibSize)) return null;
  // bmp-ts reads the width unsigned, so a "negative" width is reported as the huge number it decodes with.
  const width = u32le(b, 18);
  const rawHeight = u32le(b, 22);
  if (rawHeight === null) return null;
  const height = rawHeight > 0x7fffffff ? 0x100000000 - rawHeight : rawHeight;
  return dims(width, height);
}

function tiffDimensions(b: Uint8Array): ImageDimensions | null {
  const r = tiffReader(b);
  if (!r) return null;
  const ifd = r.u32(4);
  if (ifd === null || ifd < 8) return null;
  const count = r.u16(ifd);
  if (count === null) return null;
  let width: number | null = null;
  let height: number | null = null;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = r.u16(entry);
    const type = r.u16(entry + 2);
    const n = r.u32(entry + 4);
    if (tag === null || type === null || n === null) break;
    if ((tag !== 256 && tag !== 257) || n < 1) continue;
    const value = type === 3 ? r.u16(entry + 8) : type === 4 ? r.u32(entry + 8) : null;
    if (tag === 256) width = value;
    else height = value;
    if (width !== null && height !== null) break;
  }
  return dims(width, height);
}

function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let offset = 2;
  while (offset < b.length) {
    if (b[offset] !== 0xff) {
      offset++; // stray byte between segments; decoders skip it too
      continue;
    }
    while (offset < b.length && b[offset] === 0xff) offset++; // fill bytes
    if (offset >= b.length) return null;
    const marker = b[offset] as number;
    offset++;
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // standalone
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = u16be(b, offset);
    if (length === null || length < 2) return null;
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      if (length < 7) return null;
      return dims(u16be(b, offset + 5), u16be(b, offset + 3));
    }
    offset += length;
  }
  return null;
}

function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (!isRiffWebp(b)) return null;
  const first = webpFirstChunk(b);
  const u24le = (o: number) =>
    o + 3 <= b.length ? (b[o] as number) | ((b[o + 1] as number) << 8) | ((b[o + 2] as number) << 16) : null;
  if (first === "VP8X") {
    const w = u24le(24);
    const h = u24le(27);
    return w === null || h === null ? null : dims(w + 1, h + 1);
  }
  if (first === "VP8 ") {
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    const w = u16le(b, 26);
    const h = u16le(b, 28);
    return w === null || h === null ? null : dims(w & 0x3fff, h & 0x3fff);
  }
  if (first === "VP8L") {
    const bits = b[20] === 0x2f ? u32le(b, 21) : null;
    return bits === null ? null : dims((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/** As shown: a quarter turn applied. */
function heicDimensions(b: Uint8Array): ImageDimensions | null {
  const heif = readHeif(asBuffer(b));
  return heif ? dims(heif.width, heif.height) : null;
}

/** Null when the header is missing, truncated or invalid (zero sides included). */
export function readImageDimensions(bytes: Uint8Array, type: ImageType): ImageDimensions | null {
  try {
    switch (type.mime) {
      case "image/jpeg":
        return jpegDimensions(bytes);
      case "image/png":
        return pngDimensions(bytes);
      case "image/gif":
        return gifDimensions(bytes);
      case "image/bmp":
        return bmpDimensions(bytes);
      case "image/tiff":
        return tiffDimensions(bytes);
      case "image/webp":
        return webpDimensions(bytes);
      case "image/heic":
        return heicDimensions(bytes);
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** Which limit an image is over, if any. */
export function imageSizeProblem({ width, height }: ImageDimensions): "pixels" | "side" | null {
  if (width * height > MAX_IMAGE_PIXELS) return "pixels";
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return "side";
  return null;
}

/** A message for the visitor (in English: the upload's refusal says it in the visitor's language), else null. */
export function checkImageSize({ width, height }: ImageDimensions): string | null {
  const problem = imageSizeProblem({ width, height });
  if (problem === "pixels") {
    return `The image is too large to process (${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`;
  }
  if (problem === "side") {
    return `The image is too large to process (${width} × ${height} pixels; at most ${MAX_IMAGE_SIDE} pixels per side).`;
  }
  return null;
}
