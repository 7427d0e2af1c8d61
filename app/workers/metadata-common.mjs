export class MetadataError extends Error {
  name = "MetadataError";
}

export const damaged = (what) => new MetadataError(`The image is damaged: ${what}.`);

/** From the body of an EXIF APP1 after "Exif\0\0"; 1 when none. */
export function tiffOrientation(tiff) {
  if (tiff.length < 8) return 1;
  const le = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!le && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const u16 = (o) => (o + 2 <= tiff.length ? (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o)) : null);
  const u32 = (o) => (o + 4 <= tiff.length ? (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o)) : null);
  const ifd = u32(4);
  const count = ifd === null ? null : u16(ifd);
  if (count === null) return 1;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = u16(entry);
    if (tag === null) break;
    if (tag !== 0x0112 || u16(entry + 2) !== 3) continue;
    const value = u16(entry + 8);
    return value !== null && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

export const startsWithText = (bytes, offset, text) =>
  offset + text.length <= bytes.length && bytes.toString("latin1", offset, offset + text.length) === text;
