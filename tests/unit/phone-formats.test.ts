import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { VARIANT_WIDTHS } from "~/lib/image-variants";
import { contentTypeOf, HEIC, isSvg, readImageDimensions, sniffImageType, WEBP } from "~/lib/image-sniff";
import { readDateTaken } from "~/services/images/date-taken.server";
import { cleanImage, decodeImage } from "~/workers/codecs.mjs";
import { isLosslessWebp, readHeif, readOrientation, stripMetadata, stripWebp } from "~/workers/image-metadata.mjs";
import { FAKE_ICC } from "../fixtures/exif";
import { makeJpeg, makePng } from "../fixtures/images";
import { MARKER, sidewaysHeic, sidewaysWebp, webpExif, withRotation, withXmp } from "../fixtures/phone-formats";
import { mulberry32 } from "../../scripts/demo-media/prng";

let heic: Buffer;
let heicWithProfile: Buffer;
let webp: Buffer;
let webpWithDate: Buffer;

beforeAll(async () => {
  [heic, heicWithProfile, webp, webpWithDate] = await Promise.all([
    sidewaysHeic(96, 64),
    sidewaysHeic(96, 64, { icc: FAKE_ICC, taken: "2025:07:04 18:30:00" }),
    sidewaysWebp(96, 64),
    sidewaysWebp(96, 64, { taken: "2025:07:05 09:15:00" }),
  ]);
}, 60_000);

/** An ftyp box with a major brand and compatible brands, then nothing. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const body = Buffer.from(major + "\0\0\0\0" + compatible.join(""), "latin1");
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write("ftyp", 4, "latin1");
  return Buffer.concat([head, body]);
}

describe("the one byte sniffer: WebP and HEIC", () => {
  it("recognises a HEIC by its brands (heic, heix; mif1 and msf1 with an HEVC brand), never AVIF", () => {
    expect(sniffImageType(heic)).toBe(HEIC);
    expect(sniffImageType(ftyp("heix", "mif1"))).toBe(HEIC);
    expect(sniffImageType(ftyp("mif1", "mif1", "heic"))).toBe(HEIC);
    expect(sniffImageType(ftyp("msf1", "msf1", "hevc"))).toBe(HEIC);
    expect(sniffImageType(ftyp("avif", "mif1", "miaf"))).toBeNull();
    expect(sniffImageType(ftyp("mif1", "mif1", "avif", "miaf"))).toBeNull();
    expect(sniffImageType(ftyp("isom", "mp41"))).toBeNull(); // a video
  });

  it("reads a HEIC's size from the primary item's ispe, turned by an irot quarter turn", () => {
    expect(readImageDimensions(heic, HEIC)).toEqual({ width: 96, height: 64 });
    expect(readImageDimensions(withRotation(heic, 1), HEIC)).toEqual({ width: 64, height: 96 });
    expect(readImageDimensions(withRotation(heic, 2), HEIC)).toEqual({ width: 96, height: 64 });
    expect(readImageDimensions(ftyp("heic", "mif1"), HEIC)).toBeNull();
  });

  it("a HEIC's EXIF orientation counts only when the file has no transform of its own", () => {
    expect(readHeif(heic)).toMatchObject({ transformed: false, orientation: 6 });
    expect(readOrientation(heic)).toBe(6);
    expect(readHeif(withRotation(heic, 3))).toMatchObject({ transformed: true, orientation: 1 });
    expect(readOrientation(withRotation(heic, 3))).toBe(1);
  });

  it("refuses a HEIC whose header claims a decompression bomb, from the header alone", () => {
    const bomb = Buffer.from(heic);
    const ispe = bomb.indexOf("ispe");
    bomb.writeUInt32BE(50_000, ispe + 8);
    bomb.writeUInt32BE(50_000, ispe + 12);
    expect(readImageDimensions(bomb, HEIC)).toEqual({ width: 50_000, height: 50_000 });
  });

  it("recognises a still WebP (lossy, lossless, extended) and reads its size; refuses an animation", async () => {
    expect(sniffImageType(webp)).toBe(WEBP);
    expect(readImageDimensions(webp, WEBP)).toEqual({ width: 96, height: 64 });
    const animated = Buffer.from(webp);
    expect(animated.toString("latin1", 12, 16)).toBe("VP8X");
    animated[20]! |= 0x02;
    expect(sniffImageType(animated)).toBeNull();
    const lossy = stripWebp(webp).bytes; // still VP8X
    expect(readImageDimensions(lossy, WEBP)).toEqual({ width: 96, height: 64 });
    // A simple lossy file: RIFF, WEBP, then the VP8 chunk at once.
    const vp8At = webp.indexOf("VP8 ");
    const simple = Buffer.concat([webp.subarray(0, 12), webp.subarray(vp8At, vp8At + 8 + webp.readUInt32LE(vp8At + 4))]);
    simple.writeUInt32LE(simple.length - 8, 4);
    expect(readImageDimensions(simple, WEBP)).toEqual({ width: 96, height: 64 });
    // VP8L: signature 0x2f, then 14 bits of width − 1 and 14 of height − 1.
    const vp8l = Buffer.alloc(30);
    vp8l.write("RIFF", 0, "latin1");
    vp8l.writeUInt32LE(22, 4);
    vp8l.write("WEBPVP8L", 8, "latin1");
    vp8l.writeUInt32LE(10, 16);
    vp8l[20] = 0x2f;
    vp8l.writeUInt32LE(((640 - 1) | ((480 - 1) << 14)) >>> 0, 21);
    expect(sniffImageType(vp8l)).toBe(WEBP);
    expect(readImageDimensions(vp8l, WEBP)).toEqual({ width: 640, height: 480 });
  });

  it("gives a stored object's content type and tells an SVG drawing, as the storage and the preview cards ask", async () => {
    expect(contentTypeOf(await makeJpeg(8, 8))).toBe("image/jpeg");
    expect(contentTypeOf(await makePng(8, 8))).toBe("image/png");
    expect(contentTypeOf(webp)).toBe("image/webp");
    expect(contentTypeOf(heic)).toBe("image/heic");
    // A type the site would not decode is still served as what it is.
    expect(contentTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xf7, 0, 0]))).toBe("image/jpeg");
    const svg = Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(isSvg(svg)).toBe(true);
    expect(contentTypeOf(svg)).toBe("image/svg+xml");
    expect(isSvg(Buffer.from("<svgfoo></svgfoo>"))).toBe(false);
    expect(isSvg(Buffer.from("<html><svg></svg></html>"))).toBe(false);
    expect(contentTypeOf(Buffer.from("hello"))).toBe("application/octet-stream");
  });
});

describe("a WebP's metadata", () => {
  it("are removed chunk by chunk: EXIF (its orientation returned) and XMP go, their flags cleared, the image data stay", () => {
    const input = withXmp(webp, "XMP-CREATOR-Ana");
    expect(webpExif(input)).not.toBeNull();
    const { bytes, orientation } = stripMetadata(input);
    expect(orientation).toBe(6);
    expect(webpExif(bytes)).toBeNull();
    expect(bytes.includes("XMP-CREATOR")).toBe(false);
    expect(bytes.includes("Phone")).toBe(false);
    expect(bytes[20]! & 0x0c).toBe(0);
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    const vp8At = webp.indexOf("VP8 ");
    const image = webp.subarray(vp8At, vp8At + 8 + webp.readUInt32LE(vp8At + 4));
    expect(bytes.includes(image)).toBe(true);
  });

  it("a WebP cut off inside a chunk, or without image data, is refused as damaged", () => {
    expect(() => stripMetadata(webp.subarray(0, webp.length - 10))).toThrow(/damaged/);
    const noImage = Buffer.from("RIFF\x04\0\0\0WEBP", "latin1");
    expect(() => stripMetadata(noImage)).toThrow(/damaged/);
  });
});

describe("hostile WebP and HEIC bytes", () => {
  it("never make the sniffer or the HEIF reader throw, and sizes are positive whole numbers", () => {
    const random = mulberry32(20261125);
    const seeds = [heic, withRotation(heic, 3), webp];
    for (let i = 0; i < 3000; i++) {
      const seed = seeds[i % seeds.length]!;
      const input = Buffer.from(seed.subarray(0, Math.floor(random() * (seed.length + 1))));
      const flips = 1 + Math.floor(random() * 8);
      for (let f = 0; f < flips && input.length > 0; f++) {
        // Mostly the header, where the structure lies.
        input[Math.floor(random() * Math.min(input.length, 700))] = Math.floor(random() * 256);
      }
      sniffImageType(input);
      readOrientation(input);
      for (const type of [HEIC, WEBP]) {
        const d = readImageDimensions(input, type);
        if (d) expect(Number.isInteger(d.width) && d.width > 0 && Number.isInteger(d.height) && d.height > 0).toBe(true);
      }
      try {
        stripMetadata(input);
      } catch (error) {
        expect((error as Error).name).toBe("MetadataError");
      }
    }
  });
});

describe("what the worker stores for a HEIC and a turned WebP (cleanImage)", () => {
  const isRed = (data: Buffer, width: number, x: number, y: number) => {
    const i = (y * width + x) * 4;
    return data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60;
  };

  it("a HEIC becomes an upright JPEG with its colour profile and nothing else of its metadata", async () => {
    const cleaned = await cleanImage(heicWithProfile, true);
    const [bytes, image] = [cleaned.bytes!, cleaned.image!];
    expect(cleaned.orientation).toBe(1);
    expect(sniffImageType(bytes)?.mime).toBe("image/jpeg");
    expect([image.bitmap.width, image.bitmap.height]).toEqual([64, 96]);
    expect(isRed(image.bitmap.data, 64, 64 - MARKER / 4, MARKER / 4)).toBe(true);
    expect(isRed(image.bitmap.data, 64, MARKER / 4, MARKER / 4)).toBe(false);
    expect(bytes.includes(FAKE_ICC)).toBe(true);
    expect(bytes.includes("ICC_PROFILE\0\x01\x01")).toBe(true);
    expect(bytes.includes("Exif")).toBe(false);
    expect(bytes.includes("Phone")).toBe(false);
    // The cleaner of decision 012 keeps it as it is.
    expect(stripMetadata(bytes).bytes.equals(bytes)).toBe(true);
  }, 30_000);

  it("without storing (a variant of a HEIC in storage) the image is decoded upright and nothing is encoded", async () => {
    const { bytes, image } = await cleanImage(withRotation(heic, 3), false);
    expect(bytes).toBeNull();
    if (!image) throw new Error("no image decoded");
    expect([image.bitmap.width, image.bitmap.height]).toEqual([64, 96]);
    expect(isRed(image.bitmap.data, 64, 64 - MARKER / 4, MARKER / 4)).toBe(true);
  }, 30_000);

  it("a WebP with an orientation is turned and re-encoded; one without is only cleaned, its image data kept", async () => {
    const turned = await cleanImage(webp, true);
    expect(turned.orientation).toBe(1);
    expect(turned.image).toBeDefined();
    expect(readImageDimensions(turned.bytes!, WEBP)).toEqual({ width: 64, height: 96 });
    expect(webpExif(turned.bytes!)).toBeNull();
    const upright = stripWebp(turned.bytes!).bytes;
    const again = await cleanImage(upright, true);
    expect(again.image).toBeUndefined();
    expect(again.bytes!.equals(upright)).toBe(true);
    // A lossless WebP (a screenshot) stays lossless, turned like the others.
    const lossless = await cleanImage(await sidewaysWebp(96, 64, { lossless: true }), true);
    expect(isLosslessWebp(lossless.bytes!)).toBe(true);
    expect(readImageDimensions(lossless.bytes!, WEBP)).toEqual({ width: 64, height: 96 });
    const { image } = await decodeImage(lossless.bytes!, 1, { maxMegapixels: 40, maxMemoryMb: 512 }, 0);
    expect(isRed(image.bitmap.data, 64, 64 - MARKER / 4, MARKER / 4)).toBe(true);
    expect(isRed(image.bitmap.data, 64, MARKER / 4, MARKER / 4)).toBe(false);
    // Not storing: cleaned only, the orientation left for the decode that follows.
    const forVariants = await cleanImage(webp, false);
    expect(forVariants.orientation).toBe(6);
    expect(forVariants.image).toBeUndefined();
  }, 30_000);
});

describe("the date taken of a phone's WebP or HEIC", () => {
  it("is read from the WebP's EXIF chunk and the HEIC's Exif item, from bytes and from a file", async () => {
    expect(await readDateTaken(webpWithDate)).toBe("2025-07-05");
    expect(await readDateTaken(heicWithProfile)).toBe("2025-07-04");
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-date-"));
    try {
      await fs.writeFile(path.join(dir, "a.heic"), heicWithProfile);
      expect(await readDateTaken(path.join(dir, "a.heic"))).toBe("2025-07-04");
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    // Without a date: none, and no error.
    expect(await readDateTaken(webp)).toBeNull();
    expect(await readDateTaken(heic)).toBeNull();
  });
});

describe("the variant widths on the phone Lighthouse emulates (412 px, device pixel ratio 1.75)", () => {
  it("have one close above what a one-column tile (372 px) and a full-width image (412 px) need", () => {
    for (const drawn of [412 - 40, 412]) {
      const needed = drawn * 1.75;
      const taken = VARIANT_WIDTHS.find((w) => w >= needed)!;
      expect(taken / needed, `${drawn} px drawn`).toBeLessThanOrEqual(1.15);
    }
  });
});
