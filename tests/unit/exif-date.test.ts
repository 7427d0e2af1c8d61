import { describe, expect, it } from "vitest";
import { dateTaken, exifDateToIso, readExifDate } from "~/lib/exif-date";
import { makeJpeg } from "../fixtures/images";

/** A JPEG start with an EXIF block: IFD0 (DateTime, the Exif IFD pointer) and the Exif IFD (DateTimeOriginal). */
function jpegWithExif({
  little = true,
  original = "2025:09:14 18:02:11",
  modified = "2026:01:02 10:00:00",
}: { little?: boolean; original?: string | null; modified?: string | null } = {}) {
  const tiff = Buffer.alloc(200);
  const u16 = (v: number, at: number) => (little ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at));
  const u32 = (v: number, at: number) => (little ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at));
  tiff.write(little ? "II" : "MM", 0, "latin1");
  u16(42, 2);
  u32(8, 4);
  // IFD0 at 8: two entries
  u16(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    u16(tag, at);
    u16(type, at + 2);
    u32(count, at + 4);
    u32(value, at + 8);
  };
  entry(10, 0x0132, 2, 20, 100);
  entry(22, 0x8769, 4, 1, 50);
  u32(0, 34);
  // Exif IFD at 50: one entry
  u16(1, 50);
  entry(52, 0x9003, 2, 20, 130);
  u32(0, 64);
  if (modified) tiff.write(`${modified}\0`, 100, "latin1");
  if (original) tiff.write(`${original}\0`, 130, "latin1");
  const app1 = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(app1.length + 2, 4);
  return new Uint8Array(Buffer.concat([header, app1, Buffer.from([0xff, 0xda, 0, 2])]));
}

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
