import fs from "node:fs/promises";
import path from "node:path";
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readImageDimensions, sniffImageType } from "../../app/lib/image-sniff";
import { decodeImage } from "../../app/workers/codecs.mjs";
import { MARKER, phoneExif, sidewaysHeic, sidewaysWebp, webpExif, withRotation, withXmp } from "../fixtures/phone-formats";
import { startServer, type TestServer } from "../support/server";
import { CONSENT, tusMetadata, upload } from "../support/upload";

// What phones send besides JPEG, each stored 1600 × 1200 sideways with EXIF orientation 6 and GPS:
// a HEIC from heif-enc (orientation only in EXIF, as older converters leave it), the same with an
// irot transform (as an iPhone writes it), and WebPs from cwebp with the EXIF kept.
const WIDTH = 1600;
const HEIGHT = 1200;
let heic: Buffer;
let webp: Buffer;

beforeAll(async () => {
  [heic, webp] = await Promise.all([sidewaysHeic(WIDTH, HEIGHT), sidewaysWebp(WIDTH, HEIGHT)]);
}, 180_000);

const TUS = { "Tus-Resumable": "1.0.0" };

async function viaTus(server: TestServer, bytes: Buffer, filename: string): Promise<string> {
  const created = await fetch(`${server.url}/add-photo/tus/`, {
    method: "POST",
    headers: { ...TUS, "Upload-Length": String(bytes.length), "Upload-Metadata": tusMetadata({ filename }) },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get("location")!;
  const patched = await fetch(server.url + location, {
    method: "PATCH",
    headers: { ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
    body: new Uint8Array(bytes),
  });
  expect(patched.status).toBe(204);
  const res = await fetch(`${server.url}/add-photo/upload`, {
    method: "POST",
    body: new URLSearchParams({ ...CONSENT, tusUpload: location.split("/").pop()!, title: "" }),
  });
  const data = (await res.json()) as { ok: boolean; key: string; formError?: string };
  expect(data.formError).toBeUndefined();
  expect(res.status).toBe(200);
  return data.key;
}

async function viaForm(server: TestServer, bytes: Buffer, name: string, type: string): Promise<string> {
  const { res, data } = await upload(server, { file: { bytes, name, type }, asScript: true });
  expect(data.formError ?? data.fieldErrors).toBeUndefined();
  expect(res.status).toBe(200);
  return data.key!;
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;

/** The stored original is upright (sides swapped, the marker turned to the top-right), of `mime`, without GPS. */
async function expectUpright(original: Buffer, served: string | null, mime: string) {
  expect(served).toBe(mime);
  const type = sniffImageType(original);
  expect(type?.mime).toBe(mime);
  expect(readImageDimensions(original, type!)).toEqual({ width: HEIGHT, height: WIDTH });
  const { image } = await decodeImage(original, 1, { maxMegapixels: 40, maxMemoryMb: 512 }, 0);
  expect([image.bitmap.width, image.bitmap.height]).toEqual([HEIGHT, WIDTH]);
  const pixel = (x: number, y: number) => [...image.bitmap.data.subarray((y * HEIGHT + x) * 4, (y * HEIGHT + x) * 4 + 3)];
  expect(isRed(pixel(HEIGHT - MARKER / 2, MARKER / 2))).toBe(true);
  expect(isRed(pixel(MARKER / 2, MARKER / 2))).toBe(false);
  expect(isRed(pixel(MARKER / 2, WIDTH - MARKER / 2))).toBe(false);
  if (mime === "image/jpeg") {
    expect(await exifr.gps(original)).toBeUndefined();
    expect(await exifr.orientation(original)).toBeUndefined();
  } else {
    expect(webpExif(original)).toBeNull();
    if (original.toString("latin1", 12, 16) === "VP8X") expect(original[20]! & 0x0c).toBe(0);
  }
  expect(original.includes("Phone")).toBe(false);
  expect(original.includes("CREATOR")).toBe(false);
}

describe("the photos phones send", () => {
  it("are sideways with EXIF orientation 6 and GPS: the HEIC's size turned only by an irot, the WebP's EXIF in a chunk", async () => {
    expect(sniffImageType(heic)?.mime).toBe("image/heic");
    expect(readImageDimensions(heic, sniffImageType(heic)!)).toEqual({ width: WIDTH, height: HEIGHT });
    expect(readImageDimensions(withRotation(heic, 3), sniffImageType(heic)!)).toEqual({ width: HEIGHT, height: WIDTH });
    // heif-enc copied the camera's EXIF (orientation 6, GPS) into the HEIC as it was.
    expect(heic.includes(phoneExif(6))).toBe(true);
    expect((await exifr.gps(phoneExif(6)))?.latitude).toBeCloseTo(36.62, 2);
    const exif = webpExif(webp)!;
    expect(await exifr.orientation(exif)).toBe(6);
    expect((await exifr.gps(exif))?.latitude).toBeCloseTo(36.62, 2);
  });
});

describe.each([
  { backend: "the embedded default", mocks: false },
  { backend: "Firebase (modelled)", mocks: true },
])("HEIC and WebP from a phone on $backend", ({ mocks }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ UPLOAD_RATE_LIMIT: "0", PHOTO_REVIEW: "off", FIREBASE_RETRY_SCALE: "0.01" }, { mocks });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Every photo record, by key. */
  async function records(): Promise<Record<string, { title: string }>> {
    if (mocks) return ((await (await fetch(`${server.mockOrigin}/__mocks/database?path=events/fsw25`)).json()) ?? {}) as never;
    const dir = path.join(server.dataDir, "database/events/fsw25");
    const names = await fs.readdir(dir).catch(() => []);
    const entries = await Promise.all(
      names.map(async (n) => [n.replace(/\.json$/, ""), JSON.parse(await fs.readFile(path.join(dir, n), "utf8"))]),
    );
    return Object.fromEntries(entries);
  }

  async function stored(key: string) {
    const record = mocks
      ? ((await (await fetch(`${server.mockOrigin}/__mocks/database?path=events/fsw25/${key}`)).json()) as Record<
          string,
          unknown
        >)
      : (JSON.parse(await fs.readFile(path.join(server.dataDir, "database/events/fsw25", `${key}.json`), "utf8")) as Record<
          string,
          unknown
        >);
    const res = await fetch(new URL(record.original as string, server.url));
    expect(res.status).toBe(200);
    return { record, bytes: Buffer.from(await res.arrayBuffer()), served: res.headers.get("content-type") };
  }

  it("a HEIC through the form becomes an upright JPEG original without GPS, and its record says JPEG", async () => {
    const key = await viaForm(server, heic, "IMG_0042.HEIC", "image/heic");
    const { record, bytes, served } = await stored(key);
    await expectUpright(bytes, served, "image/jpeg");
    expect(record).toMatchObject({ type: "image/jpeg", title: "IMG_0042", dimensions: { width: HEIGHT, height: WIDTH } });
  }, 120_000);

  it("an iPhone's HEIC (irot transform and EXIF orientation) through tus is turned once, not twice", async () => {
    const key = await viaTus(server, withRotation(heic, 3), "IMG_0043.heic");
    const { record, bytes, served } = await stored(key);
    await expectUpright(bytes, served, "image/jpeg");
    expect(record).toMatchObject({ type: "image/jpeg", dimensions: { width: HEIGHT, height: WIDTH } });
  }, 120_000);

  it("a damaged HEIC is a 400, a HEIC bomb a 413 and an animated WebP a 415, and nothing is stored", async () => {
    const before = Object.keys(await records());
    const cut = heic.subarray(0, Math.floor(heic.length * 0.6));
    const damaged = await upload(server, { file: { bytes: cut, name: "cut.heic", type: "image/heic" }, asScript: true });
    expect(damaged.res.status).toBe(400);
    expect(damaged.data.fieldErrors?.photo).toMatch(/could not be decoded/);
    const bomb = Buffer.from(heic);
    const ispe = bomb.indexOf("ispe");
    bomb.writeUInt32BE(30_000, ispe + 8);
    bomb.writeUInt32BE(20_000, ispe + 12);
    // Its EXIF orientation 6 turns the size it is refused at.
    const huge = await upload(server, { file: { bytes: bomb, name: "bomb.heic", type: "image/heic" }, asScript: true });
    expect(huge.res.status).toBe(413);
    expect(huge.data.fieldErrors?.photo).toMatch(/too large to process \(20000 × 30000 pixels/);
    const animated = Buffer.from(webp);
    animated[20]! |= 0x02;
    const moving = await upload(server, { file: { bytes: animated, name: "sticker.webp", type: "image/webp" }, asScript: true });
    expect(moving.res.status).toBe(415);
    expect(moving.data.fieldErrors?.photo).toContain("JPEG, PNG, WebP, HEIC, GIF, BMP or TIFF");
    expect(Object.keys(await records())).toEqual(before);
  }, 60_000);

  it("a WebP through the form and through tus is stored upright in its pixels, as WebP, without EXIF or XMP", async () => {
    // The page's own form, without JavaScript: answered with a redirect, the record found by its title.
    const { res } = await upload(server, { file: { bytes: webp, name: "chat.webp", type: "image/webp" } });
    expect(res.status).toBe(303);
    const formKey = Object.entries(await records()).find(([, r]) => r.title === "chat")![0];
    const tusKey = await viaTus(server, withXmp(webp, "XMP-CREATOR-Ana"), "chat-2.webp");
    for (const key of [formKey, tusKey]) {
      const { record, bytes, served } = await stored(key);
      await expectUpright(bytes, served, "image/webp");
      expect(record).toMatchObject({ type: "image/webp", dimensions: { width: HEIGHT, height: WIDTH } });
    }
  }, 120_000);
});
