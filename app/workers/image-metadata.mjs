// Strips personal metadata without re-encoding pixels (decision 012). Total on hostile input: cleaned
// bytes or a MetadataError, never a read past the end, every loop moving forward.

import { damaged, MetadataError, startsWithText, tiffOrientation } from "./metadata-common.mjs";
import { isHeif, readHeif } from "./heif.mjs";
import { isWebp, stripWebp, webpOrientation } from "./webp.mjs";

export { MetadataError, tiffOrientation } from "./metadata-common.mjs";
export { isHeif, readHeif } from "./heif.mjs";
export { isLosslessWebp, isWebp, stripWebp, webpOrientation } from "./webp.mjs";

/** The EXIF orientation (1–8) still to apply, from the first bytes; 1 when none. HEIC: only without its own transform. */
export function readOrientation(head) {
  const bytes = Buffer.isBuffer(head) ? head : Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (startsWithText(bytes, 0, "II*\0") || startsWithText(bytes, 0, "MM\0*")) return tiffOrientation(bytes);
  if (isWebp(bytes)) return webpOrientation(bytes);
  if (isHeif(bytes)) return readHeif(bytes)?.orientation ?? 1;
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return 1;
    if (marker === 0xe1 && startsWithText(bytes, offset + 4, "Exif\0")) {
      return tiffOrientation(bytes.subarray(offset + 10, Math.min(bytes.length, offset + 2 + length)));
    }
    offset += 2 + length;
  }
  return 1;
}

export function orientationSegment(orientation) {
  const tiff = Buffer.alloc(26);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const header = Buffer.from([0xff, 0xe1, 0, 0, 0x45, 0x78, 0x69, 0x66, 0, 0]);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([header, tiff]);
}

/** APP2 "ICC_PROFILE" segments of at most 65519 bytes each, as the ICC specification lays them out. */
export function withIccProfile(jpeg, profile) {
  const CHUNK = 65519;
  const count = Math.ceil(profile.length / CHUNK);
  if (count === 0 || count > 255) return jpeg;
  const segments = [];
  for (let i = 0; i < count; i++) {
    const part = profile.subarray(i * CHUNK, (i + 1) * CHUNK);
    const head = Buffer.alloc(18);
    head.writeUInt16BE(0xffe2, 0);
    head.writeUInt16BE(2 + 14 + part.length, 2);
    head.write("ICC_PROFILE\0", 4, "latin1");
    head[16] = i + 1;
    head[17] = count;
    segments.push(head, part);
  }
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}

/** Keeps frame, tables, scans, JFIF, ICC and Adobe segments byte for byte; EXIF is rebuilt with only the orientation. */
export function stripJpeg(input) {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) throw damaged("no JPEG start marker");
  const parts = [input.subarray(0, 2)];
  let exifAt = 1; // insert the orientation after SOI, or after a JFIF header that follows it
  let orientation = 1;
  let offset = 2;
  let ended = false;
  while (offset < input.length) {
    if (input[offset] !== 0xff) {
      offset++; // a stray byte between segments: decoders skip it, and so is it dropped here
      continue;
    }
    let at = offset;
    while (at < input.length && input[at] === 0xff) at++;
    if (at >= input.length) break;
    const marker = input[at];
    const start = at - 1;
    offset = at + 1;
    if (marker === 0xd9) {
      parts.push(input.subarray(start, start + 2));
      ended = true;
      break;
    }
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (offset + 2 > input.length) throw damaged("a segment is cut off");
    const length = input.readUInt16BE(offset);
    const end = offset + length;
    if (length < 2 || end > input.length) throw damaged("a segment is cut off");
    const body = offset + 2;
    offset = end;
    if (marker === 0xe0) {
      if (!startsWithText(input, body, "JFIF\0") || length < 16) continue; // JFXX: an extension thumbnail
      const jfif = Buffer.from(input.subarray(start, body + 14));
      jfif.writeUInt16BE(16, 2);
      jfif[jfif.length - 2] = 0; // no thumbnail
      jfif[jfif.length - 1] = 0;
      parts.push(jfif);
      if (parts.length === 2) exifAt = 2;
      continue;
    }
    if (marker === 0xe1) {
      if (orientation === 1 && startsWithText(input, body, "Exif\0")) {
        orientation = tiffOrientation(input.subarray(body + 6, end));
      }
      continue;
    }
    if (marker === 0xe2 && startsWithText(input, body, "ICC_PROFILE\0")) parts.push(input.subarray(start, end));
    else if (marker === 0xee && startsWithText(input, body, "Adobe")) parts.push(input.subarray(start, end));
    else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) continue;
    else parts.push(input.subarray(start, end));
    if (marker !== 0xda) continue;
    // A scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
    let scan = offset;
    for (;;) {
      const ff = input.indexOf(0xff, scan);
      if (ff < 0 || ff + 1 >= input.length) {
        scan = input.length;
        break;
      }
      const next = input[ff + 1];
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) scan = ff + 1;
      else {
        scan = ff;
        break;
      }
    }
    parts.push(input.subarray(offset, scan));
    offset = scan;
  }
  // Without its end marker the image data may be cut off anywhere: refused, as jimp's decoder did.
  if (!ended) throw damaged("the image data are cut off");
  if (orientation !== 1) parts.splice(exifAt, 0, orientationSegment(orientation));
  return { bytes: Buffer.concat(parts), orientation };
}

const PNG_KEEP = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP"]);
const PNG_KEEP_TOO = new Set(["mDCv", "cLLi", "bKGD", "pHYs"]);

/** Drops text chunks, eXIf, tIME and every private chunk. */
export function stripPng(input) {
  const parts = [input.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= input.length) {
    const length = input.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > input.length) throw damaged("a chunk is cut off");
    const type = input.toString("latin1", offset + 4, offset + 8);
    if (PNG_KEEP.has(type) || PNG_KEEP_TOO.has(type)) parts.push(input.subarray(offset, end));
    offset = end;
    if (type === "IEND") return { bytes: Buffer.concat(parts), orientation: 1 };
  }
  throw damaged("the PNG has no end chunk");
}

/** Drops comments, plain text and application data other than looping and ICC (XMP). */
export function stripGif(input) {
  if (input.length < 13) throw damaged("the GIF header is cut off");
  const tableSize = (flags) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let offset = 13 + tableSize(input[10]);
  const parts = [input.subarray(0, offset)];
  const skipSubBlocks = (from) => {
    let at = from;
    while (at < input.length && input[at] !== 0) at += input[at] + 1;
    if (at >= input.length) throw damaged("a GIF block is cut off");
    return at + 1;
  };
  while (offset < input.length) {
    const introducer = input[offset];
    if (introducer === 0x3b) {
      parts.push(input.subarray(offset, offset + 1));
      return { bytes: Buffer.concat(parts), orientation: 1 };
    }
    if (introducer === 0x2c) {
      if (offset + 10 > input.length) throw damaged("a GIF frame is cut off");
      const end = skipSubBlocks(offset + 10 + tableSize(input[offset + 9]) + 1);
      parts.push(input.subarray(offset, end));
      offset = end;
    } else if (introducer === 0x21) {
      const label = input[offset + 1];
      const end = skipSubBlocks(offset + 2);
      const app = label === 0xff && input[offset + 2] === 11 ? input.toString("latin1", offset + 3, offset + 14) : "";
      if (label === 0xf9 || ["NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"].includes(app)) {
        parts.push(input.subarray(offset, end));
      }
      offset = end;
    } else throw damaged("unknown GIF block");
  }
  throw damaged("the GIF has no trailer");
}

const TIFF_TYPE_SIZES = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };
/** ICC profile is 34675. */
const TIFF_KEEP = new Set([
  254, 256, 257, 258, 259, 262, 266, 273, 274, 277, 278, 279, 282, 283, 284, 292, 293, 296, 301, 317, 318, 319, 320, 322, 323,
  324, 325, 338, 339, 347, 529, 530, 531, 532, 34675,
]);
const DATA_TAGS = [
  [273, 279],
  [324, 325],
];

/** Rewrites the file with its first image only and the tags in TIFF_KEEP; image data copied byte for byte. */
export function stripTiff(input) {
  const le = input[0] === 0x49;
  const u16 = (o) => {
    if (o < 0 || o + 2 > input.length) throw damaged("a TIFF field is cut off");
    return le ? input.readUInt16LE(o) : input.readUInt16BE(o);
  };
  const u32 = (o) => {
    if (o < 0 || o + 4 > input.length) throw damaged("a TIFF field is cut off");
    return le ? input.readUInt32LE(o) : input.readUInt32BE(o);
  };
  const ifd = u32(4);
  const count = u16(ifd);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    const tag = u16(at);
    const type = u16(at + 2);
    const n = u32(at + 4);
    const size = TIFF_TYPE_SIZES[type];
    if (!TIFF_KEEP.has(tag) || !size || entries.has(tag)) continue;
    const bytes = n * size;
    const from = bytes <= 4 ? at + 8 : u32(at + 8);
    if (from + bytes > input.length) throw damaged("a TIFF field is cut off");
    entries.set(tag, { tag, type, n, value: input.subarray(from, from + bytes) });
  }
  if (u16ValueOf(entries.get(259), le) === 6) {
    throw new MetadataError("This TIFF uses the old JPEG compression, which we cannot store safely. Please send a JPEG.");
  }
  const readArray = (entry) =>
    Array.from({ length: entry.n }, (_, i) =>
      entry.type === 3
        ? le
          ? entry.value.readUInt16LE(i * 2)
          : entry.value.readUInt16BE(i * 2)
        : le
          ? entry.value.readUInt32LE(i * 4)
          : entry.value.readUInt32BE(i * 4),
    );
  const blocks = [];
  for (const [offsetsTag, countsTag] of DATA_TAGS) {
    const offsets = entries.get(offsetsTag);
    const counts = entries.get(countsTag);
    if (!offsets && !counts) continue;
    if (!offsets || !counts || offsets.n !== counts.n || ![3, 4].includes(offsets.type) || ![3, 4].includes(counts.type)) {
      throw damaged("the TIFF image data cannot be located");
    }
    const starts = readArray(offsets);
    const lengths = readArray(counts);
    starts.forEach((start, i) => {
      if (start + lengths[i] > input.length) throw damaged("the TIFF image data are cut off");
      blocks.push(input.subarray(start, start + lengths[i]));
    });
    entries.set(offsetsTag, { ...offsets, type: 4, value: Buffer.alloc(offsets.n * 4), isOffsets: true });
  }
  if (blocks.length === 0) throw damaged("the TIFF has no image data");
  const sorted = [...entries.values()].sort((a, b) => a.tag - b.tag);
  const w16 = (b, v, o) => (le ? b.writeUInt16LE(v, o) : b.writeUInt16BE(v, o));
  const w32 = (b, v, o) => (le ? b.writeUInt32LE(v, o) : b.writeUInt32BE(v, o));
  const header = Buffer.alloc(8 + 2 + sorted.length * 12 + 4);
  header.write(le ? "II" : "MM", 0, "latin1");
  w16(header, 42, 2);
  w32(header, 8, 4);
  w16(header, sorted.length, 8);
  let next = header.length;
  const extra = [];
  const place = (length) => {
    const at = next;
    next += length + (length % 2);
    return at;
  };
  const located = sorted.map((entry) => (entry.value.length > 4 ? { entry, at: place(entry.value.length) } : { entry }));
  const dataStarts = blocks.map((block) => place(block.length));
  sorted.forEach((entry, i) => {
    const at = 10 + i * 12;
    w16(header, entry.tag, at);
    w16(header, entry.type, at + 2);
    w32(header, entry.n, at + 4);
  });
  let blockIndex = 0;
  for (const [offsetsTag] of DATA_TAGS) {
    const entry = entries.get(offsetsTag);
    if (!entry?.isOffsets) continue;
    for (let i = 0; i < entry.n; i++) w32(entry.value, dataStarts[blockIndex++], i * 4);
  }
  located.forEach(({ entry, at }, i) => {
    const field = 10 + i * 12 + 8;
    if (at === undefined) entry.value.copy(header, field);
    else {
      w32(header, at, field);
      extra.push({ at, bytes: entry.value });
    }
  });
  blocks.forEach((block, i) => extra.push({ at: dataStarts[i], bytes: block }));
  const output = Buffer.alloc(next);
  header.copy(output, 0);
  for (const { at, bytes } of extra) bytes.copy(output, at);
  return { bytes: output, orientation: u16ValueOf(entries.get(274), le) ?? 1 };
}

function u16ValueOf(entry, le) {
  if (!entry || entry.type !== 3 || entry.n < 1) return null;
  return le ? entry.value.readUInt16LE(0) : entry.value.readUInt16BE(0);
}

/** Returns { bytes, orientation }; throws MetadataError on a structure it cannot follow. A HEIC is re-encoded by the worker instead (codecs.mjs). */
export function stripMetadata(input) {
  if (input[0] === 0xff && input[1] === 0xd8) return stripJpeg(input);
  if (input[0] === 0x89 && startsWithText(input, 1, "PNG")) return stripPng(input);
  if (startsWithText(input, 0, "GIF8")) return stripGif(input);
  if (startsWithText(input, 0, "II*\0") || startsWithText(input, 0, "MM\0*")) return stripTiff(input);
  if (isWebp(input)) return stripWebp(input);
  if (startsWithText(input, 0, "BM")) return { bytes: input, orientation: 1 };
  throw new MetadataError("This file is not an image we can clean.");
}
