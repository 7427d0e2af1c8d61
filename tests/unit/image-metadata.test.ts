import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import exifr from "exifr";
import { Jimp } from "jimp";
import { describe, expect, it } from "vitest";
import { applyOrientation, decodeImage, encodeImage } from "~/workers/codecs.mjs";
import processImage from "~/workers/image.worker.mjs";
import {
  MetadataError,
  orientationSegment,
  readOrientation,
  stripGif,
  stripJpeg,
  stripMetadata,
  stripPng,
} from "~/workers/image-metadata.mjs";
import { dayOfExifDate, readDateTaken } from "~/services/images/date-taken.server";
import {
  GPS_FIELDS,
  PERSONAL,
  TAGS,
  buildTiff,
  cameraSegments,
  jpegScanData,
  withSegments,
  type ExifField,
} from "../fixtures/exif";
import { makeGif, makeJpeg, makePng } from "../fixtures/images";

const COLOURS = [0xff0000ff, 0x00ff00ff, 0x0000ffff, 0xffff00ff, 0x00ffffff, 0xff00ffff];

/** 24×16 pixels: six solid 8×8 blocks of distinct colours, so every turn and mirror tells itself apart. */
function blocks() {
  const image = new Jimp({ width: 24, height: 16, color: 0 });
  image.scan(0, 0, 24, 16, (x, y, i) => image.bitmap.data.writeUInt32BE(COLOURS[Math.floor(y / 8) * 3 + Math.floor(x / 8)]!, i));
  return image;
}

const withOrientation = (jpeg: Buffer, orientation: number) =>
  Buffer.concat([jpeg.subarray(0, 2), orientationSegment(orientation), jpeg.subarray(2)]);

function blockColours(image: { bitmap: { width: number; height: number; data: Buffer } }): number[][] {
  const { width, height, data } = image.bitmap;
  const out: number[][] = [];
  for (let y = 4; y < height; y += 8) {
    for (let x = 4; x < width; x += 8) out.push([...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)]);
  }
  return out;
}

const near = (a: number[][], b: number[][]) => a.every((p, i) => p.every((v, c) => Math.abs(v - b[i]![c]!) <= 40));

describe("orientation", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "turns orientation %i upright exactly as jimp's own EXIF rotation does",
    async (orientation) => {
      const jpeg = withOrientation(await blocks().getBuffer("image/jpeg", { quality: 100 }), orientation);
      const reference = await Jimp.fromBuffer(jpeg); // jimp applies the EXIF orientation on read
      const cleaned = stripJpeg(jpeg);
      expect(cleaned.orientation).toBe(orientation);
      const { image, original } = await decodeImage(cleaned.bytes, cleaned.orientation, { maxMegapixels: 40, maxMemoryMb: 512 });
      expect([image.bitmap.width, image.bitmap.height]).toEqual([reference.bitmap.width, reference.bitmap.height]);
      expect(original).toEqual({ width: reference.bitmap.width, height: reference.bitmap.height });
      expect(near(blockColours(image), blockColours(reference))).toBe(true);
    },
  );

  it("resizes before turning when asked for a first width, with the size jimp's resize would give upright", async () => {
    const jpeg = withOrientation(await makeJpeg(300, 200), 6);
    const { image, original } = await decodeImage(stripJpeg(jpeg).bytes, 6, { maxMegapixels: 40, maxMemoryMb: 512 }, 90);
    const upright = await Jimp.fromBuffer(jpeg);
    upright.resize({ w: 90 });
    expect(original).toEqual({ width: 200, height: 300 });
    expect([image.bitmap.width, image.bitmap.height]).toEqual([upright.bitmap.width, upright.bitmap.height]);
  });

  it.each([
    [1, 1001, 777, 320],
    [6, 1001, 777, 320],
    [8, 1600, 1200, 100],
    [3, 1601, 1199, 700],
  ])(
    "halves a large photo on load (orientation %i, %i×%i to %i px) and still gets jimp's size and picture",
    async (orientation, w, h, first) => {
      const source = new Jimp({ width: w, height: h, color: 0x2040c0ff });
      source.scan(0, 0, Math.round(w / 2), Math.round(h / 2), (_x, _y, i) => source.bitmap.data.writeUInt32BE(0xff0000ff, i));
      const jpeg = withOrientation(await source.getBuffer("image/jpeg", { quality: 90 }), orientation);
      const { image } = await decodeImage(stripJpeg(jpeg).bytes, orientation, { maxMegapixels: 40, maxMemoryMb: 512 }, first);
      const reference = await Jimp.fromBuffer(jpeg);
      reference.resize({ w: first });
      expect([image.bitmap.width, image.bitmap.height]).toEqual([reference.bitmap.width, reference.bitmap.height]);
      const quarter = (img: typeof image) =>
        [0.25, 0.75].flatMap((fy) =>
          [0.25, 0.75].map(
            (fx) => img.getPixelColor(Math.floor(img.bitmap.width * fx), Math.floor(img.bitmap.height * fy)) >>> 24 > 200,
          ),
        );
      expect(quarter(image)).toEqual(quarter(reference));
    },
    30_000,
  );

  it("makes a width half of one already made by averaging it, with the size and picture jimp's resize gives", async () => {
    // Stored 1500×2000 with orientation 6: upright 2000×1500, so 500 px is half of 1000×750 (even).
    const source = new Jimp({ width: 1500, height: 2000, color: 0x2040c0ff });
    source.scan(0, 0, 750, 1000, (_x, _y, i) => source.bitmap.data.writeUInt32BE(0xff0000ff, i));
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-halving-"));
    try {
      const file = path.join(dir, "photo.jpg");
      await fs.writeFile(file, withOrientation(await source.getBuffer("image/jpeg", { quality: 90 }), 6));
      const widths = [1000, 600, 500, 250];
      const result = await processImage({
        filePath: file,
        maxMegapixels: 40,
        maxMemoryMb: 512,
        thumbnail: { width: 100, quality: 80 },
        variants: { widths, jpegQuality: 90, webpQuality: 72 },
      });
      expect(result.ok).toBe(true);
      const upright = await Jimp.fromBuffer(await fs.readFile(file));
      for (const width of widths) {
        const variant = result.variants?.find((v: { width: number; format: string }) => v.width === width && v.format === "jpeg");
        expect(variant, `${width}`).toBeDefined();
        const made = await Jimp.fromBuffer(variant!.data);
        const reference = upright.clone().resize({ w: width });
        expect([made.bitmap.width, made.bitmap.height], `${width}`).toEqual([reference.bitmap.width, reference.bitmap.height]);
        expect(near(blockColours(made), blockColours(reference)), `${width}`).toBe(true);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("reads the orientation from a file's first bytes, and 1 when there is none", async () => {
    const jpeg = await makeJpeg(40, 20);
    expect(readOrientation(withOrientation(jpeg, 8))).toBe(8);
    expect(readOrientation(jpeg)).toBe(1);
    expect(readOrientation(await makePng(4, 4))).toBe(1);
    expect(readOrientation(withOrientation(jpeg, 6).subarray(0, 12))).toBe(1);
  });

  it("leaves the bitmap alone for orientation 1 and for values outside 1–8", () => {
    for (const orientation of [1, 0, 9, Number.NaN]) {
      const image = blocks();
      const before = Buffer.from(image.bitmap.data);
      applyOrientation(image, orientation);
      expect(image.bitmap.data.equals(before)).toBe(true);
    }
  });
});

describe("JPEG", () => {
  it("keeps JFIF without its thumbnail, ICC and Adobe segments, and frames and scans byte for byte", async () => {
    const base = await makeJpeg(64, 48);
    const camera = cameraSegments({ orientation: 3, thumbnail: await makeJpeg(16, 12), dateTimeOriginal: "2025:07:04 10:00:00" });
    const adobe = Buffer.from([0xff, 0xee, 0, 14, ...Buffer.from("Adobe"), 0, 100, 0, 0, 0, 0, 1]);
    const input = withSegments(base, [...camera.segments, adobe], camera.trailer);
    const { bytes, orientation } = stripJpeg(input);
    expect(orientation).toBe(3);
    expect(jpegScanData(bytes).equals(jpegScanData(base))).toBe(true);
    expect(bytes.includes(adobe)).toBe(true);
    expect(bytes.includes(Buffer.from("ICC_PROFILE\0"))).toBe(true);
    const text = bytes.toString("latin1");
    for (const value of Object.values(PERSONAL)) expect(text.includes(value)).toBe(false);
    expect(
      await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, ifd1: true, jfif: false }),
    ).toEqual({
      Orientation: "Rotate 180",
    });
    expect(await readDateTaken(bytes)).toBeNull();
    expect(await readDateTaken(input)).toBe("2025-07-04");
    // The cleaned file decodes to the same pixels as the upload (the JFIF thumbnail size is zeroed).
    const [a, b] = await Promise.all([Jimp.fromBuffer(bytes), Jimp.fromBuffer(input)]);
    expect(a.bitmap.data.equals(b.bitmap.data)).toBe(true);
  });

  it("adds no EXIF when there is no orientation, and is idempotent", async () => {
    const base = await makeJpeg(32, 32);
    const once = stripJpeg(withSegments(base, cameraSegments({}).segments)).bytes;
    expect(once.includes(Buffer.from("Exif\0"))).toBe(false);
    expect(stripJpeg(once).bytes.equals(once)).toBe(true);
  });

  it("refuses a JPEG cut off in its image data or inside a segment", async () => {
    const base = await makeJpeg(64, 48);
    expect(() => stripJpeg(base.subarray(0, base.length - 40))).toThrow(MetadataError);
    expect(() => stripJpeg(base.subarray(0, 30))).toThrow(MetadataError);
    expect(() => stripJpeg(Buffer.from([0xff, 0xd8]))).toThrow(MetadataError);
  });
});

describe("PNG and GIF", () => {
  it("drops a PNG's text after the end chunk and refuses one without an end", async () => {
    const base = await makePng(8, 8);
    const extended = Buffer.concat([base, Buffer.from(PERSONAL.comment)]);
    expect(stripPng(extended).bytes.equals(base)).toBe(true);
    expect(() => stripPng(base.subarray(0, base.length - 12))).toThrow(MetadataError);
  });

  it("drops GIF comments, plain text and XMP application data, keeping frames and the looping extension", async () => {
    const gif = await makeGif(20, 10);
    const flags = gif[10]!;
    const afterTable = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
    const sub = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text, "latin1"), Buffer.from([0])]);
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), sub(PERSONAL.comment)]);
    const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from("XMP DataXMP"), sub(PERSONAL.xmpCreator)]);
    const loop = Buffer.from([0x21, 0xff, 11, ...Buffer.from("NETSCAPE2.0"), 3, 1, 0, 0, 0]);
    const input = Buffer.concat([gif.subarray(0, afterTable), comment, xmp, loop, gif.subarray(afterTable)]);
    const { bytes } = stripGif(input);
    const text = bytes.toString("latin1");
    expect(text.includes(PERSONAL.comment) || text.includes(PERSONAL.xmpCreator) || text.includes("XMP DataXMP")).toBe(false);
    expect(bytes.includes(loop)).toBe(true);
    const [a, b] = await Promise.all([Jimp.fromBuffer(bytes), Jimp.fromBuffer(gif)]);
    expect(a.bitmap.data.equals(b.bitmap.data)).toBe(true);
  });
});

/** An uncompressed 6×4 RGB TIFF with personal tags, its EXIF and GPS IFDs, as a scanner or camera writes it. */
function personalTiff(): { tiff: Buffer; pixels: Buffer } {
  const pixels = Buffer.alloc(6 * 4 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
  const fields = (stripAt: number): ExifField[] => [
    { tag: 256, short: [6] },
    { tag: 257, short: [4] },
    { tag: 258, short: [8, 8, 8] },
    { tag: 259, short: [1] },
    { tag: 262, short: [2] },
    { tag: 270, ascii: PERSONAL.comment },
    { tag: 273, long: [stripAt] },
    { tag: TAGS.Orientation, short: [1] },
    { tag: 277, short: [3] },
    { tag: 278, short: [4] },
    { tag: 279, long: [pixels.length] },
    { tag: TAGS.Artist, ascii: PERSONAL.artist },
    { tag: 316, ascii: "HOSTCOMPUTER-jane-laptop" },
  ];
  const parts = (stripAt: number) => ({
    ifd0: fields(stripAt),
    exif: [{ tag: TAGS.BodySerialNumber, ascii: PERSONAL.serial }],
    gps: GPS_FIELDS,
  });
  const length = buildTiff(parts(0)).length;
  return { tiff: Buffer.concat([buildTiff(parts(length)), pixels]), pixels };
}

describe("TIFF", () => {
  it("rewrites the first image with only the tags a viewer needs, its pixel data copied as they are", async () => {
    const { tiff, pixels } = personalTiff();
    expect(((await exifr.parse(tiff, { tiff: true, gps: true })) as { Artist?: string }).Artist).toBe(PERSONAL.artist);
    const { bytes } = stripMetadata(tiff);
    const text = bytes.toString("latin1");
    for (const value of [PERSONAL.artist, PERSONAL.serial, PERSONAL.comment, "HOSTCOMPUTER"])
      expect(text.includes(value)).toBe(false);
    expect(bytes.includes(pixels)).toBe(true);
    expect(await exifr.gps(bytes)).toBeUndefined();
    const [a, b] = await Promise.all([Jimp.fromBuffer(bytes), Jimp.fromBuffer(tiff)]);
    expect([a.bitmap.width, a.bitmap.height]).toEqual([6, 4]);
    expect(a.bitmap.data.equals(b.bitmap.data)).toBe(true);
  });

  it("refuses a TIFF whose image data lie beyond the end of the file", () => {
    const { tiff } = personalTiff();
    expect(() => stripMetadata(tiff.subarray(0, tiff.length - 10))).toThrow(MetadataError);
  });
});

describe("hostile input", () => {
  it("returns cleaned bytes or throws MetadataError for damaged files of every type, never anything else", async () => {
    const samples = [
      withSegments(await makeJpeg(24, 16), cameraSegments({ orientation: 6 }).segments),
      await makePng(12, 12),
      await makeGif(12, 12),
      personalTiff().tiff,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (const sample of samples) {
      for (let round = 0; round < 300; round++) {
        const damaged = Buffer.from(sample.subarray(0, 8 + Math.floor(random() * (sample.length - 8))));
        for (let flips = 1 + Math.floor(random() * 4); flips > 0; flips--) {
          damaged[8 + Math.floor(random() * (damaged.length - 8))] = Math.floor(random() * 256);
        }
        try {
          expect(Buffer.isBuffer(stripMetadata(damaged).bytes)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(MetadataError);
        }
      }
    }
    expect(() => stripMetadata(Buffer.from("These are my notes, not a photo."))).toThrow(MetadataError);
  });
});

describe("the date taken", () => {
  it("reads the day as written, whatever the server's time zone, and refuses days that do not exist", () => {
    expect(dayOfExifDate("2025:07:04 23:59:59")).toBe("2025-07-04");
    expect(dayOfExifDate("2025-07-04T01:00:00+14:00")).toBe("2025-07-04");
    expect(dayOfExifDate("2025:02:29 10:00:00")).toBeNull();
    expect(dayOfExifDate("0000:00:00 00:00:00")).toBeNull();
    expect(dayOfExifDate("    :  :     :  :  ")).toBeNull();
    expect(dayOfExifDate(20250704)).toBeNull();
  });

  it("is null for files without EXIF and for bytes that are no image", async () => {
    expect(await readDateTaken(await makePng(4, 4))).toBeNull();
    expect(await readDateTaken(Buffer.from("not an image"))).toBeNull();
  });

  it("encodes JPEG copies that carry no metadata, flattening transparency onto white", async () => {
    const image = new Jimp({ width: 16, height: 16, color: 0x00000000 });
    const jpeg = await encodeImage(image, "jpeg", 80);
    expect(jpeg.includes(Buffer.from("Exif\0"))).toBe(false);
    const decoded = await Jimp.fromBuffer(jpeg);
    expect(decoded.bitmap.data[0]).toBeGreaterThan(245);
  });
});
