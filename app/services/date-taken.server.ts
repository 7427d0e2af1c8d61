import exifr from "exifr";

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
    tags = await exifr.parse(file instanceof Uint8Array ? Buffer.from(file) : file, {
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
