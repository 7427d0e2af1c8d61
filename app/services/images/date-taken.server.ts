import { open } from "node:fs/promises";
import exifr from "exifr";
import { heifExifTiff, isHeif } from "~/workers/heif.mjs";
import { isWebp, webpExifTiff } from "~/workers/webp.mjs";

/** Their metadata sit near the start. */
const HEAD_BYTES = 1024 * 1024;

/** exifr does not read these here; null for every other file. */
async function phoneExif(file: string | Uint8Array): Promise<Buffer | null> {
  let head: Buffer;
  if (typeof file === "string") {
    const handle = await open(file, "r");
    try {
      head = Buffer.alloc(HEAD_BYTES);
      head = head.subarray(0, (await handle.read(head, 0, HEAD_BYTES, 0)).bytesRead);
    } finally {
      await handle.close();
    }
  } else head = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (isWebp(head)) return webpExifTiff(head);
  if (isHeif(head)) return heifExifTiff(head);
  return null;
}

const EXIF_DATE = /^(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T]|$)/;

/** Null unless a real calendar day; camera clocks have no zone, so the day is taken as written, never shifted. */
export function dayOfExifDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = EXIF_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return null; // "0000:00:00 00:00:00" is how cameras write "unset"
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** DateTimeOriginal, else CreateDate; reads only the head, so fine on the request thread. Pass the upload as received: the stored original has no dates. */
export async function readDateTaken(file: string | Uint8Array): Promise<string | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    const source = (await phoneExif(file)) ?? (file instanceof Uint8Array ? Buffer.from(file) : file);
    tags = await exifr.parse(source, {
      pick: ["DateTimeOriginal", "CreateDate"],
      reviveValues: false,
      translateValues: false,
      tiff: true,
      exif: true,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
      gps: false,
      interop: false,
      ifd1: false,
    });
  } catch {
    return null;
  }
  return dayOfExifDate(tags?.DateTimeOriginal) ?? dayOfExifDate(tags?.CreateDate);
}
