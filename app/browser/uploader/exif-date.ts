// A few hundred bytes instead of an EXIF library on a page with a script budget; every offset is
// checked, so a damaged or hostile file gives null.
import { isClipFile } from "~/browser/uploader/file-kind";

const DATE_TIME_ORIGINAL = 0x9003;
const CREATE_DATE = 0x9004;
const DATE_TIME = 0x0132;
const EXIF_IFD_POINTER = 0x8769;

/** "2025:09:14 18:02:11" → "2025-09-14"; null when it is no real date. */
export function exifDateToIso(value: string): string | null {
  const m = /^(\d{4}):(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${mo}-${d}`;
  return Number(y) >= 1900 && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** DateTimeOriginal, else CreateDate, else DateTime; the EXIF block sits in the first 64 KB. */
export function readExifDate(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.byteLength;
  if (size < 4 || view.getUint16(0) !== 0xffd8) return null;
  let at = 2;
  while (at + 4 <= size && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    if (marker === 0xda || length < 2) return null;
    // APP1 holding "Exif\0\0"
    if (marker === 0xe1 && at + 10 <= size && view.getUint32(at + 4) === 0x45786966 && view.getUint16(at + 8) === 0) {
      return readTiffDate(view, at + 10, Math.min(at + 2 + length, size));
    }
    at += 2 + length;
  }
  return null;
}

function readTiffDate(view: DataView, tiff: number, end: number): string | null {
  if (tiff + 8 > end) return null;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const u16 = (at: number) => (at + 2 <= end ? view.getUint16(at, little) : -1);
  const u32 = (at: number) => (at + 4 <= end ? view.getUint32(at, little) : -1);

  const entries = (ifdOffset: number) => {
    const found = new Map<number, number>();
    const start = tiff + ifdOffset;
    const count = ifdOffset > 0 ? u16(start) : -1;
    for (let i = 0; i < count && i < 512; i++) {
      const entry = start + 2 + i * 12;
      if (entry + 12 > end) break;
      found.set(u16(entry), entry);
    }
    return found;
  };
  const ascii = (entry: number | undefined) => {
    if (entry === undefined || u16(entry + 2) !== 2) return null;
    const count = u32(entry + 4);
    const at = count <= 4 ? entry + 8 : tiff + u32(entry + 8);
    if (count < 10 || count > 64 || at < tiff || at + count > end) return null;
    let text = "";
    for (let i = 0; i < count; i++) text += String.fromCharCode(view.getUint8(at + i));
    return exifDateToIso(text);
  };

  const ifd0 = entries(u32(tiff + 4));
  const pointer = ifd0.get(EXIF_IFD_POINTER);
  const exif = pointer === undefined ? new Map<number, number>() : entries(u32(pointer + 8));
  return ascii(exif.get(DATE_TIME_ORIGINAL)) ?? ascii(exif.get(CREATE_DATE)) ?? ascii(ifd0.get(DATE_TIME));
}

/** Null for other types than JPEG (a clip is never read) or when it carries none. */
export async function dateTaken(file: File): Promise<string | null> {
  if ((file.type && file.type !== "image/jpeg") || isClipFile(file)) return null;
  try {
    return readExifDate(new Uint8Array(await file.slice(0, 131072).arrayBuffer()));
  } catch {
    return null;
  }
}
