import { describe, expect, it } from "vitest";
import { dateTaken, exifDateToIso, readExifDate } from "~/browser/uploader/exif-date";
import { jpegWithExif } from "../fixtures/exif-date";
import { makeJpeg } from "../fixtures/images";

describe("the date taken, read in the browser", () => {
  it("reads DateTimeOriginal in either byte order", () => {
    expect(readExifDate(jpegWithExif())).toBe("2025-09-14");
    expect(readExifDate(jpegWithExif({ little: false }))).toBe("2025-09-14");
  });

  it("falls back to the file's DateTime, and gives null without any", () => {
    expect(readExifDate(jpegWithExif({ original: null }))).toBe("2026-01-02");
    expect(readExifDate(jpegWithExif({ original: "0000:00:00 00:00:00" }))).toBe("2026-01-02");
    expect(readExifDate(jpegWithExif({ original: null, modified: null }))).toBeNull();
  });

  it("survives damaged and hostile files", async () => {
    const good = jpegWithExif();
    for (let cut = 0; cut < good.length; cut += 7) expect(() => readExifDate(good.slice(0, cut))).not.toThrow();
    const pointingOut = jpegWithExif();
    // The DateTimeOriginal's value offset points far past the end.
    new DataView(pointingOut.buffer).setUint32(6 + 6 + 52 + 8, 0x7fffffff, true);
    expect(readExifDate(pointingOut)).toBe("2026-01-02");
    expect(readExifDate(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readExifDate(new Uint8Array(await makeJpeg(40, 30)))).toBeNull();
  });

  it("accepts only real calendar dates", () => {
    expect(exifDateToIso("2024:02:29 00:00:00")).toBe("2024-02-29");
    expect(exifDateToIso("2023:02:29 00:00:00")).toBeNull();
    expect(exifDateToIso("2023-02-01")).toBeNull();
  });

  it("reads a File, and leaves other types alone", async () => {
    expect(await dateTaken(new File([jpegWithExif()], "a.jpg", { type: "image/jpeg" }))).toBe("2025-09-14");
    expect(await dateTaken(new File([jpegWithExif()], "a.png", { type: "image/png" }))).toBeNull();
  });
});
