// WebP metadata, chunk by chunk (decision 020); total on hostile input like image-metadata.mjs.
import { damaged, startsWithText, tiffOrientation } from "./metadata-common.mjs";

const exifBody = (bytes) => (startsWithText(bytes, 0, "Exif\0\0") ? bytes.subarray(6) : bytes);

export const isWebp = (bytes) => startsWithText(bytes, 0, "RIFF") && startsWithText(bytes, 8, "WEBP");

/** A chunk cut off is damage. */
function webpChunks(input) {
  if (input.length < 12) throw damaged("the WebP header is cut off");
  const end = Math.min(input.length, 8 + input.readUInt32LE(4));
  const chunks = [];
  let offset = 12;
  while (offset + 8 <= end) {
    const size = input.readUInt32LE(offset + 4);
    const next = offset + 8 + size + (size % 2);
    if (offset + 8 + size > end) throw damaged("a WebP chunk is cut off");
    chunks.push({
      type: input.toString("latin1", offset, offset + 4),
      start: offset,
      data: offset + 8,
      size,
      end: Math.min(next, end),
    });
    offset = next;
  }
  return chunks;
}

/** Null when there is none or the file cannot be followed. */
export function webpExifTiff(input) {
  try {
    const exif = webpChunks(input).find((c) => c.type === "EXIF");
    return exif ? exifBody(input.subarray(exif.data, exif.data + exif.size)) : null;
  } catch {
    return null;
  }
}

/** 1 when there is none or the file cannot be followed. */
export function webpOrientation(input) {
  const tiff = webpExifTiff(input);
  return tiff ? tiffOrientation(tiff) : 1;
}

/** VP8L, as screenshots often are. */
export function isLosslessWebp(input) {
  try {
    return webpChunks(input).find((c) => c.type === "VP8 " || c.type === "VP8L")?.type === "VP8L";
  } catch {
    return false;
  }
}

const WEBP_KEEP = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ICCP", "ANIM", "ANMF"]);

/** Drops EXIF (its orientation is returned), XMP and unknown chunks, and clears their flags in the extended header. */
export function stripWebp(input) {
  const chunks = webpChunks(input);
  if (!chunks.some((c) => c.type === "VP8 " || c.type === "VP8L" || c.type === "ANMF"))
    throw damaged("the WebP has no image data");
  let orientation = 1;
  const parts = [];
  for (const chunk of chunks) {
    if (chunk.type === "EXIF" && orientation === 1) {
      orientation = tiffOrientation(exifBody(input.subarray(chunk.data, chunk.data + chunk.size)));
    }
    if (!WEBP_KEEP.has(chunk.type)) continue;
    const copy = Buffer.from(input.subarray(chunk.start, chunk.end));
    if (chunk.type === "VP8X" && copy.length > 8) copy[8] &= ~(0x08 | 0x04); // no EXIF, no XMP
    parts.push(copy);
  }
  const header = Buffer.from(input.subarray(0, 12));
  const body = Buffer.concat(parts);
  header.writeUInt32LE(4 + body.length, 4);
  return { bytes: Buffer.concat([header, body]), orientation };
}
