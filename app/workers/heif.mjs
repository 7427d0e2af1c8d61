// Reads an HEIF meta box without decoding (decision 020); a box that cannot be followed gives null.
import { startsWithText, tiffOrientation } from "./metadata-common.mjs";

/** The only ones libheif with libde265 can read. */
const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx"]);

/** Major brand heic/heix, or mif1/msf1 listing one of them (AVIF shares mif1 and is not HEVC). */
export function isHeif(bytes) {
  if (!startsWithText(bytes, 4, "ftyp") || bytes.length < 16) return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const major = bytes.toString("latin1", 8, 12);
  if (major === "heic" || major === "heix") return true;
  if (major !== "mif1" && major !== "msf1") return false;
  for (let at = 16; at + 4 <= size; at += 4) if (HEVC_BRANDS.has(bytes.toString("latin1", at, at + 4))) return true;
  return false;
}

/** { type, body, end }; never past the input. */
function isoBoxes(bytes, from, to) {
  const found = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) break;
    found.push({ type: bytes.toString("latin1", at + 4, at + 8), body, end: at + size });
    at += size;
  }
  return found;
}

/**
 * Shown size (ispe, turned by irot), own transforms (irot, imir), and the EXIF `orientation` still to
 * apply: ignored when the file has transforms, as HEIF has it (decision 020). Null when unreadable.
 */
export function readHeif(input) {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  try {
    const meta = isoBoxes(bytes, 0, bytes.length).find((b) => b.type === "meta");
    if (!meta) return null;
    const children = isoBoxes(bytes, meta.body + 4, meta.end);
    const box = (type) => children.find((b) => b.type === type);
    const pitm = box("pitm");
    if (!pitm) return null;
    const primary = bytes[pitm.body] === 0 ? bytes.readUInt16BE(pitm.body + 4) : bytes.readUInt32BE(pitm.body + 4);
    const iprp = box("iprp");
    if (!iprp) return null;
    const inIprp = isoBoxes(bytes, iprp.body, iprp.end);
    const ipco = inIprp.find((b) => b.type === "ipco");
    const ipma = inIprp.find((b) => b.type === "ipma");
    if (!ipco || !ipma) return null;
    const properties = isoBoxes(bytes, ipco.body, ipco.end);
    const associated = [];
    const version = bytes[ipma.body];
    const wide = (bytes[ipma.body + 3] & 1) === 1;
    let at = ipma.body + 8;
    const entries = bytes.readUInt32BE(ipma.body + 4);
    for (let i = 0; i < entries && at < ipma.end; i++) {
      const item = version < 1 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
      at += version < 1 ? 2 : 4;
      const count = bytes[at];
      at += 1;
      for (let j = 0; j < count && at < ipma.end; j++) {
        const index = wide ? bytes.readUInt16BE(at) & 0x7fff : bytes[at] & 0x7f;
        at += wide ? 2 : 1;
        if (item === primary && index > 0 && properties[index - 1]) associated.push(properties[index - 1]);
      }
    }
    const ispe = associated.find((p) => p.type === "ispe");
    if (!ispe || ispe.body + 12 > ispe.end) return null;
    let width = bytes.readUInt32BE(ispe.body + 4);
    let height = bytes.readUInt32BE(ispe.body + 8);
    const irot = associated.find((p) => p.type === "irot");
    const transformed = Boolean(irot) || associated.some((p) => p.type === "imir");
    if (irot && irot.body < irot.end && (bytes[irot.body] & 1) === 1) [width, height] = [height, width];
    const exif = transformed ? null : heifExif(bytes, children);
    // An iPhone's colour profile is Display P3.
    const colr = associated.find(
      (p) => p.type === "colr" && ["prof", "rICC"].includes(bytes.toString("latin1", p.body, p.body + 4)),
    );
    const icc = colr && colr.end > colr.body + 4 ? bytes.subarray(colr.body + 4, colr.end) : null;
    return { width, height, transformed, orientation: exif ? tiffOrientation(exif) : 1, icc };
  } catch {
    return null;
  }
}

/** Null when unreadable within the bytes given. */
export function heifExifTiff(input) {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  try {
    const meta = isoBoxes(bytes, 0, bytes.length).find((b) => b.type === "meta");
    return meta ? heifExif(bytes, isoBoxes(bytes, meta.body + 4, meta.end)) : null;
  } catch {
    return null;
  }
}

/** Construction method 0 only. */
function heifExif(bytes, children) {
  const iinf = children.find((b) => b.type === "iinf");
  const iloc = children.find((b) => b.type === "iloc");
  if (!iinf || !iloc) return null;
  const infes = isoBoxes(bytes, iinf.body + 4 + (bytes[iinf.body] === 0 ? 2 : 4), iinf.end).filter((b) => b.type === "infe");
  let exifItem = null;
  for (const infe of infes) {
    const v = bytes[infe.body];
    if (v < 2) continue;
    const id = v === 2 ? bytes.readUInt16BE(infe.body + 4) : bytes.readUInt32BE(infe.body + 4);
    const typeAt = infe.body + 4 + (v === 2 ? 2 : 4) + 2;
    if (bytes.toString("latin1", typeAt, typeAt + 4) === "Exif") {
      exifItem = id;
      break;
    }
  }
  if (exifItem === null) return null;
  const v = bytes[iloc.body];
  const sizes = bytes[iloc.body + 4];
  const more = bytes[iloc.body + 5];
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 15;
  const baseSize = more >> 4;
  const indexSize = v >= 1 ? more & 15 : 0;
  const read = (at, n) => (n === 0 ? 0 : n === 4 ? bytes.readUInt32BE(at) : n === 8 ? Number(bytes.readBigUInt64BE(at)) : NaN);
  let at = iloc.body + 6;
  const count = v < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
  at += v < 2 ? 2 : 4;
  for (let i = 0; i < count && at < iloc.end; i++) {
    const id = v < 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
    at += v < 2 ? 2 : 4;
    const method = v >= 1 ? bytes.readUInt16BE(at) & 15 : 0;
    at += v >= 1 ? 2 : 0;
    at += 2; // data reference index
    const base = read(at, baseSize);
    at += baseSize;
    const extents = bytes.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = read(at, offsetSize);
      const length = read(at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      if (id !== exifItem || e > 0) continue;
      if (method !== 0 || !Number.isFinite(base + offset) || (length !== 0 && length < 8)) return null;
      const start = base + offset;
      if (start + 4 > bytes.length) return null;
      const tiffAt = start + 4 + bytes.readUInt32BE(start);
      const end = length > 0 ? Math.min(bytes.length, start + length) : bytes.length;
      return tiffAt < end ? bytes.subarray(tiffAt, end) : null;
    }
  }
  return null;
}
