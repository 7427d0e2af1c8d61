import { open } from "node:fs/promises";
import exifr from "exifr";
import { heifExifTiff, isHeif } from "~/workers/heif.mjs";
import { isWebp, webpExifTiff } from "~/workers/webp.mjs";

/** How much of a file is read to find a WebP's or a HEIC's EXIF: their metadata sit near the start. */
const HEAD_BYTES = 1024 * 1024;

/**
 * The EXIF (TIFF structure) of a WebP or a HEIC, which exifr does not read here (a WebP's EXIF
 * chunk; the Exif item of a HEIC as heif-enc writes it), or null for every other file.
 */
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

/**
 * "YYYY-MM-DD" from an EXIF date ("2025:07:04 18:30:00"; also the ISO form XMP uses), or null when the
 * value is not a real calendar day. Camera clocks are local time without a zone: the day is taken as
 * written, never shifted through the server's time zone.
 */
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

/**
 * The day a photo was taken, in the upload form's date format (YYYY-MM-DD), from its EXIF
 * DateTimeOriginal, else CreateDate; null when the file has neither or cannot be read. Reads only the
 * first chunk of the file, so it can run on the request thread. Pass the upload as received: the
 * stored original no longer carries these dates.
 */
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
