import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { deflateSync } from "node:zlib";
import exifr from "exifr";
import { Jimp } from "jimp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { savePhoto, type PhotoRecord } from "~/services/uploads/photos.server";
import { variantQueueIdle } from "~/services/images/variants.server";
import {
  FAKE_ICC,
  PERSONAL,
  buildTiff,
  cameraSegments,
  jpegScanData,
  pngChunk,
  TAGS,
  GPS_FIELDS,
  withPngChunks,
  withSegments,
} from "../fixtures/exif";
import { makePng } from "../fixtures/images";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { uploadForm } from "../support/upload";

let firebase: MockedFirebase;
let dir: string;
let removeDir: () => Promise<void>;

beforeAll(async () => {
  firebase = mockedFirebase();
  ({ dir, remove: removeDir } = await tempDir());
  setConfigForTests({ dataDir: dir, firebase: { ...firebase.config, retryScale: 0.01 }, uploadRateLimit: 0 });
  resetBackendForTests();
});

afterAll(async () => {
  await variantQueueIdle();
  setConfigForTests(null);
  resetBackendForTests();
  await shutdownImagePool();
  firebase?.close();
  await removeDir?.();
});

const RED = 0xff0000ff;
const BLUE = 0x2040c0ff;

/** A camera-size frame as the sensor stored it: blue, with a red block in its top-left corner. */
async function sensorJpeg(width: number, height: number): Promise<Buffer> {
  const image = new Jimp({ width, height, color: BLUE });
  image.scan(0, 0, Math.round(width / 4), Math.round(height / 4), (_x, _y, i) => {
    image.bitmap.data.writeUInt32BE(RED, i);
  });
  return image.getBuffer("image/jpeg", { quality: 80 });
}

async function stored(storagePath: string): Promise<Buffer> {
  const storage = await getStorage();
  const file = path.join(dir, `read-${Math.random().toString(36).slice(2)}`);
  await storage.download(storagePath, file, { maxBytes: 64 * 1024 * 1024 });
  return readFile(file);
}

async function send(bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}) {
  const result = await savePhoto(
    new Request("http://localhost/add-photo", {
      method: "POST",
      body: uploadForm({ file: { bytes, name, type }, fields: { title: "Harbour", ...fields } }),
    }),
  );
  // A refused photo, or one answered "already shared" (no new record), is not what these tests send.
  if (!result.ok || !result.record) throw new Error(`upload not stored: ${JSON.stringify(result)}`);
  return { key: result.key, record: result.record };
}

const isRed = (image: { getPixelColor: (x: number, y: number) => number }, x: number, y: number) => {
  const pixel = image.getPixelColor(x, y);
  const [r, g, b] = [pixel >>> 24, (pixel >>> 16) & 0xff, (pixel >>> 8) & 0xff];
  return r > 200 && g < 60 && b < 60;
};

function expectNoPersonalStrings(bytes: Buffer, where: string) {
  const text = bytes.toString("latin1");
  for (const value of Object.values(PERSONAL)) expect(text.includes(value), `${where} holds "${value}"`).toBe(false);
  for (const marker of ["http://ns.adobe.com/xap", "Photoshop 3.0", "Canon", "EOS R6"]) {
    expect(text.includes(marker), `${where} holds "${marker}"`).toBe(false);
  }
}

describe("a phone photo with personal metadata and an EXIF orientation of 6", () => {
  let base: Buffer;
  let upload: Buffer;
  let key: string;
  let record: PhotoRecord;

  beforeAll(async () => {
    base = await sensorJpeg(4000, 3000);
    const thumbnail = await sensorJpeg(160, 120);
    const camera = cameraSegments({ orientation: 6, thumbnail, dateTimeOriginal: "2025:07:04 18:30:00" });
    upload = withSegments(base, camera.segments, camera.trailer);
    // The fixture really carries what a camera writes (checked with an independent reader).
    const tags = await exifr.parse(upload, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: true,
      iptc: true,
      ifd1: true,
      makerNote: true,
    });
    expect(tags).toMatchObject({ Artist: PERSONAL.artist, SerialNumber: PERSONAL.serial, Orientation: "Rotate 90 CW" });
    expect(tags.latitude).toBeCloseTo(36.62, 2);
    expect(await exifr.thumbnail(upload)).toBeDefined();
    ({ key, record } = await send(upload, "IMG_2041.JPG", "image/jpeg"));
  }, 120_000);

  it("stores an original free of GPS, names, serial numbers, maker notes, thumbnails, XMP, IPTC and comments", async () => {
    const original = await stored(`images/originals/${key}`);
    expectNoPersonalStrings(original, "original");
    const tags = await exifr.parse(original, {
      tiff: true,
      exif: true,
      gps: true,
      xmp: true,
      iptc: true,
      ifd1: true,
      makerNote: true,
      jfif: false,
    });
    expect(tags).toEqual({ Orientation: "Rotate 90 CW" });
    expect(await exifr.gps(original)).toBeUndefined();
    expect(await exifr.thumbnail(original)).toBeUndefined();
    // Nothing after the end of the image (where multi-picture files keep a second image).
    expect(original.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(original.length).toBeLessThan(upload.length);
    expect(record.size).toBe((original.length / (1024 * 1024)).toFixed(2));
  });

  it("keeps the original's compressed pixels byte for byte, and its ICC colour profile", async () => {
    const original = await stored(`images/originals/${key}`);
    expect(jpegScanData(original).equals(jpegScanData(base))).toBe(true);
    expect(original.includes(Buffer.concat([Buffer.from("ICC_PROFILE\0\x01\x01", "latin1"), FAKE_ICC]))).toBe(true);
  });

  it("records the upright size and the day the photo was taken", () => {
    expect(record.dimensions).toEqual({ width: 3000, height: 4000 });
    expect(record.date).toBe("2025-07-04");
  });

  it("makes a thumbnail and, after the answer, variants that are upright and carry no metadata at all", async () => {
    // The variants follow the answer, made from the stored (cleaned) original.
    await variantQueueIdle();
    const thumbnail = await stored(`images/thumbnails/thumb-${key}`);
    const variantFolder = `variants/images/originals`;
    const names = (await (await getStorage()).list(variantFolder)).filter((p) => p.includes(key));
    const variants = names.filter((p) => /\.\d+w\.(jpg|webp)$/.test(p));
    expect(variants).toHaveLength(12);
    expect(names).toContain(`${variantFolder}/${key}.ready.3000x4000`);
    for (const [name, bytes] of [
      ["thumbnail", thumbnail],
      ...(await Promise.all(variants.map(async (v) => [v, await stored(v)] as const))),
    ] as const) {
      expectNoPersonalStrings(bytes, name);
      const text = bytes.toString("latin1");
      expect(text.includes("Exif\0"), `${name} has EXIF`).toBe(false);
      expect(/EXIF|XMP /.test(name.endsWith(".webp") ? text.slice(12, 64) : ""), `${name} has a WebP metadata chunk`).toBe(false);
    }
    const image = await Jimp.fromBuffer(thumbnail);
    expect([image.bitmap.width, image.bitmap.height]).toEqual([100, 133]);
    // The sensor's top-left corner is the upright photo's top-right corner after a quarter turn clockwise.
    expect(isRed(image, 95, 4)).toBe(true);
    expect(isRed(image, 4, 4)).toBe(false);
    expect(isRed(image, 95, 128)).toBe(false);
    const variant = await Jimp.fromBuffer(await stored(`${variantFolder}/${key}.640w.jpg`));
    expect([variant.bitmap.width, variant.bitmap.height]).toEqual([640, 853]);
    expect(isRed(variant, 630, 10)).toBe(true);
    expect(isRed(variant, 10, 10)).toBe(false);
  }, 30_000); // twelve encodes of a 12 MP photo's variants
});

describe("the date taken", () => {
  const thumbnail = undefined;
  const small = () => sensorJpeg(64, 48);

  it("keeps the date the uploader typed over the photo's own", async () => {
    const camera = cameraSegments({ thumbnail, dateTimeOriginal: "2025:07:04 18:30:00" });
    const { record } = await send(withSegments(await small(), camera.segments), "typed.jpg", "image/jpeg", {
      date: "2025-06-30",
    });
    expect(record.date).toBe("2025-06-30");
  });

  it("falls back to CreateDate, and stays empty when the photo has no usable date", async () => {
    const created = cameraSegments({ thumbnail, dateTimeOriginal: "0000:00:00 00:00:00", createDate: "2024:12:31 23:59:59" });
    expect((await send(withSegments(await small(), created.segments), "created.jpg", "image/jpeg")).record.date).toBe(
      "2024-12-31",
    );
    const none = cameraSegments({ thumbnail });
    expect((await send(withSegments(await small(), none.segments), "none.jpg", "image/jpeg")).record.date).toBe("");
  });
});

describe("a PNG with personal text chunks", () => {
  it("stores it without tEXt, zTXt, iTXt, eXIf, tIME and private chunks, keeping iCCP and the image data", async () => {
    const base = await makePng(300, 200);
    const gps = buildTiff({ ifd0: [{ tag: TAGS.Artist, ascii: PERSONAL.artist }], gps: GPS_FIELDS });
    const iccp = Buffer.concat([Buffer.from("Display P3\0\0", "latin1"), deflateSync(FAKE_ICC)]);
    const upload = withPngChunks(base, [
      pngChunk("iCCP", iccp),
      pngChunk("tEXt", Buffer.from(`Author\0${PERSONAL.artist}`, "latin1")),
      pngChunk("zTXt", Buffer.concat([Buffer.from("Comment\0\0", "latin1"), deflateSync(PERSONAL.comment)])),
      pngChunk("iTXt", Buffer.from(`Description\0\0\0\0\0${PERSONAL.xmpCreator}`, "utf8")),
      pngChunk("eXIf", gps),
      pngChunk("tIME", Buffer.from([0x07, 0xe9, 7, 4, 18, 30, 0])),
      pngChunk("prVt", Buffer.from(PERSONAL.serial, "latin1")),
    ]);
    expect(((await exifr.parse(upload, { tiff: true, gps: true })) as { Artist?: string } | undefined)?.Artist).toBe(
      PERSONAL.artist,
    );
    const { key } = await send(upload, "chart.png", "image/png");
    const original = await stored(`images/originals/${key}`);
    const chunks: string[] = [];
    for (let at = 8; at < original.length; at += 12 + original.readUInt32BE(at))
      chunks.push(original.toString("latin1", at + 4, at + 8));
    expect(chunks.filter((c) => c !== "IDAT")).toEqual(["IHDR", "iCCP", "IEND"]);
    expect(original.includes(pngChunk("iCCP", iccp))).toBe(true);
    expect(original.toString("latin1").includes(PERSONAL.artist)).toBe(false);
    expect(original.includes(Buffer.from(PERSONAL.serial))).toBe(false);
    const [before, after] = await Promise.all([Jimp.fromBuffer(base), Jimp.fromBuffer(original)]);
    expect(after.bitmap.data.equals(before.bitmap.data)).toBe(true);
    const tags = (await exifr.parse(original, { tiff: true, gps: true, xmp: true, ihdr: false })) as
      Record<string, unknown> | undefined;
    expect(tags).toBeUndefined();
  });
});

describe("a damaged upload", () => {
  it("is refused as a JPEG cut off in its image data, before any copy is written", async () => {
    const whole = withSegments(await sensorJpeg(640, 480), cameraSegments({ orientation: 6 }).segments);
    const result = await savePhoto(
      new Request("http://localhost/add-photo", {
        method: "POST",
        body: uploadForm({ file: { bytes: whole.subarray(0, whole.length - 500), name: "cut.jpg" }, fields: { title: "Cut" } }),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.status).toBe(400);
    expect(result.refusal.fieldErrors.photo).toMatch(
      /^Error uploading file: The image could not be decoded: The image is damaged/,
    );
  });

  it("whose cleaned copy was written but whose pixels cannot be decoded leaves no copy or object behind", async () => {
    const png = await makePng(64, 64);
    const idat = png.indexOf(Buffer.from("IDAT"));
    for (let i = idat + 20; i < idat + 60; i++) png[i] = 0x5a; // the compressed data (and its checksum) broken
    const result = await savePhoto(
      new Request("http://localhost/add-photo", {
        method: "POST",
        body: uploadForm({ file: { bytes: png, name: "broken.png", type: "image/png" }, fields: { title: "Broken" } }),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.status).toBe(400);
    expect(result.refusal.fieldErrors.photo).toMatch(/^Error uploading file: The image could not be decoded/);
    const leftovers = (await readdir(dir, { recursive: true })).filter((name) => String(name).endsWith(".clean"));
    expect(leftovers).toEqual([]);
    const names = await (await getStorage()).list("images/originals");
    expect(names.some((n) => n.endsWith("-broken"))).toBe(false);
  });
});
