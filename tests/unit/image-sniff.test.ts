import { crc32 } from "node:zlib";
import { Jimp } from "jimp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BMP,
  GIF,
  JPEG,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  PNG,
  SUPPORTED_IMAGE_TYPES,
  TIFF,
  checkImageSize,
  readImageDimensions,
  sniffImageType,
  type ImageType,
} from "~/lib/image-sniff";
import { makeBmp, makeBombPng, makeGif, makeJpeg, makePng, makeTiff, truncate } from "../fixtures/images";
import { mulberry32 } from "../../scripts/demo-media/prng";

const W = 37;
const H = 23;
const samples: Record<ImageType["ext"], Buffer> = {} as Record<ImageType["ext"], Buffer>;

beforeAll(async () => {
  samples.jpg = await makeJpeg(W, H);
  samples.png = await makePng(W, H);
  samples.gif = await makeGif(W, H);
  samples.bmp = await makeBmp(W, H);
  samples.tiff = await makeTiff(W, H);
});

function bytes(...parts: (number[] | string | Uint8Array)[]): Uint8Array {
  const chunks = parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)));
  return new Uint8Array(Buffer.concat(chunks));
}

function pngChunk(type: string, data: number[] | Uint8Array = []): Uint8Array {
  const body = bytes(type, data instanceof Uint8Array ? data : data);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return bytes(head, body, crc);
}

/** JPEG segment: marker + big-endian length (including itself) + payload. */
function seg(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function sof(marker: number, width: number, height: number): number[] {
  return seg(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
}

/** Minimal TIFF header and first IFD with the given (tag, type, value) entries. */
function tiff(littleEndian: boolean, entries: [number, number, number][], ifdOffset = 8): Uint8Array {
  const buf = Buffer.alloc(ifdOffset + 2 + entries.length * 12 + 4);
  const u16 = (v: number, o: number) => (littleEndian ? buf.writeUInt16LE(v, o) : buf.writeUInt16BE(v, o));
  const u32 = (v: number, o: number) => (littleEndian ? buf.writeUInt32LE(v, o) : buf.writeUInt32BE(v, o));
  buf.write(littleEndian ? "II" : "MM", 0, "latin1");
  u16(42, 2);
  u32(ifdOffset, 4);
  u16(entries.length, ifdOffset);
  entries.forEach(([tag, type, value], i) => {
    const o = ifdOffset + 2 + i * 12;
    u16(tag, o);
    u16(type, o + 2);
    u32(1, o + 4);
    if (type === 3) u16(value, o + 8);
    else u32(value, o + 8);
  });
  return new Uint8Array(buf);
}

describe("sniffImageType and readImageDimensions on real jimp-encoded images", () => {
  it.each(["jpg", "png", "gif", "bmp", "tiff"] as const)("%s: type and dimensions match what jimp decodes", async (ext) => {
    const file = samples[ext];
    const type = sniffImageType(file);
    expect(type?.ext).toBe(ext);
    expect(readImageDimensions(file, type as ImageType)).toEqual({ width: W, height: H });
    const decoded = await Jimp.fromBuffer(file);
    expect(decoded.mime).toBe(type?.mime);
    expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([W, H]);
  });

  it("recognises the magic bytes from a short head alone", () => {
    expect(sniffImageType(samples.jpg.subarray(0, 4))).toBe(JPEG);
    expect(sniffImageType(samples.png.subarray(0, 64))).toBe(PNG);
    expect(sniffImageType(samples.gif.subarray(0, 6))).toBe(GIF);
    expect(sniffImageType(samples.bmp.subarray(0, 18))).toBe(BMP);
    expect(sniffImageType(samples.tiff.subarray(0, 8))).toBe(TIFF);
  });

  it("supports exactly jimp's default decoders and the WebAssembly ones (WebP, HEIC)", () => {
    expect(SUPPORTED_IMAGE_TYPES.map((t) => t.mime).sort()).toEqual([
      "image/bmp",
      "image/gif",
      "image/heic",
      "image/jpeg",
      "image/png",
      "image/tiff",
      "image/webp",
    ]);
  });

  it("reads wide and tall images and every byte order", () => {
    expect(readImageDimensions(bytes([0xff, 0xd8], sof(0xc0, 6000, 4000)), JPEG)).toEqual({ width: 6000, height: 4000 });
    expect(
      readImageDimensions(
        tiff(true, [
          [256, 3, 640],
          [257, 4, 480],
        ]),
        TIFF,
      ),
    ).toEqual({ width: 640, height: 480 });
    expect(
      readImageDimensions(
        tiff(false, [
          [257, 3, 9],
          [256, 4, 70000],
        ]),
        TIFF,
      ),
    ).toEqual({ width: 70000, height: 9 });
    expect(sniffImageType(tiff(true, [[256, 3, 1]]))).toBe(TIFF);
  });

  it("reads a top-down BMP (negative height) as its absolute height", () => {
    const bmp = Buffer.from(samples.bmp);
    bmp.writeInt32LE(-H, 22);
    expect(readImageDimensions(bmp, BMP)).toEqual({ width: W, height: H });
  });
});

describe("JPEG marker walk", () => {
  it("skips APPn/DQT/DHT/JPG/DAC segments, fill bytes and standalone markers to reach the frame header", () => {
    const jpeg = bytes(
      [0xff, 0xd8],
      seg(
        0xe0,
        Array.from("JFIF\0", (c) => c.charCodeAt(0)),
      ),
      [0xff, 0xff, 0xff], // fill bytes before the next marker
      seg(0xe1, Array(300).fill(0xc0)), // EXIF-like payload full of bytes that look like SOF markers
      [0xff, 0x01], // TEM, no length
      seg(0xdb, Array(65).fill(1)),
      seg(0xc4, Array(20).fill(0)),
      seg(0xc8, [1, 2, 3]),
      seg(0xcc, [1, 2]),
      sof(0xc2, 1234, 567),
    );
    expect(sniffImageType(jpeg)).toBe(JPEG);
    expect(readImageDimensions(jpeg, JPEG)).toEqual({ width: 1234, height: 567 });
  });

  it.each(
    [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf].map((m) => [m.toString(16), m] as const),
  )("accepts SOF marker 0x%s", (_, marker) => {
    expect(readImageDimensions(bytes([0xff, 0xd8], sof(marker, 10, 20)), JPEG)).toEqual({ width: 10, height: 20 });
  });

  it("returns null instead of throwing on truncated or broken headers", () => {
    const real = samples.jpg;
    for (let n = 0; n < 200; n++) {
      const head = truncate(real, n);
      expect(() => readImageDimensions(head, JPEG)).not.toThrow();
    }
    expect(readImageDimensions(truncate(real, 20), JPEG)).toBeNull();
    expect(readImageDimensions(bytes([0xff, 0xd8], sof(0xc0, 10, 20)).subarray(0, 8), JPEG)).toBeNull();
    expect(readImageDimensions(bytes([0xff, 0xd8], seg(0xe1, [1, 2, 3]).slice(0, 4)), JPEG)).toBeNull();
    expect(readImageDimensions(bytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), JPEG)).toBeNull(); // length beyond the end
    expect(readImageDimensions(bytes([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01]), JPEG)).toBeNull(); // length < 2
    expect(readImageDimensions(bytes([0xff, 0xd8], seg(0xda, [0]), sof(0xc0, 1, 1)), JPEG)).toBeNull(); // scan first
    expect(readImageDimensions(bytes([0xff, 0xd8, 0xff, 0xd9], sof(0xc0, 1, 1)), JPEG)).toBeNull(); // EOI first
    expect(readImageDimensions(bytes([0xff, 0xd8], sof(0xc0, 100, 0)), JPEG)).toBeNull(); // height from DNL: unsupported
    expect(readImageDimensions(bytes([0xff, 0xd8], Array(5000).fill(0xff)), JPEG)).toBeNull();
    expect(readImageDimensions(new Uint8Array(0), JPEG)).toBeNull();
  });

  it("reads the dimensions once the frame header is in the head", () => {
    const sofAt = samples.jpg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sofAt).toBeGreaterThan(0);
    expect(readImageDimensions(truncate(samples.jpg, sofAt + 9), JPEG)).toEqual({ width: W, height: H });
    expect(readImageDimensions(truncate(samples.jpg, sofAt + 8), JPEG)).toBeNull();
  });
});

describe("files no decoder of the site would decode", () => {
  const notImages: [string, Uint8Array][] = [
    ["a text file named .jpg", bytes("Hello, this is not really a photo.\n")],
    ["an HTML page", bytes("<!doctype html><html><body>hi</body></html>")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["a PDF", bytes("%PDF-1.7\n%âãÏÓ\n")],
    ["an animated WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8X", [10, 0, 0, 0, 0x02, 0, 0, 0])],
    ["a RIFF file that is not a WebP", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["an AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "mif1miafMA1B")],
    ["empty", new Uint8Array(0)],
    ["two bytes of JPEG", bytes([0xff, 0xd8])],
    ["a GIF with an unknown version", bytes("GIF88a", [1, 0, 1, 0])],
    ["a BMP with an OS/2 header", bytes("BM", Array(12).fill(0), [12, 0, 0, 0], Array(12).fill(0))],
    ["text starting with BM", bytes("BMW is a car maker, not a bitmap.")],
    ["a BigTIFF", bytes("II", [43, 0, 8, 0, 0, 0, 16, 0, 0, 0, 0, 0])],
    ["a Canon CR2", bytes("II", [42, 0, 16, 0, 0, 0], "CR", [2, 0, 0, 0, 0, 0, 0, 0])],
    ["a JPEG-LS file", bytes([0xff, 0xd8, 0xff, 0xf7], Array(20).fill(0))],
  ];

  it.each(notImages)("%s → null", (_, data) => {
    expect(sniffImageType(data)).toBeNull();
  });

  it("refuses an animated PNG (acTL before IDAT), which jimp cannot decode either", async () => {
    const ihdr = [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0];
    const apng = bytes(
      samples.png.subarray(0, 8),
      pngChunk("IHDR", ihdr),
      pngChunk("acTL", [0, 0, 0, 1, 0, 0, 0, 0]),
      pngChunk("IDAT", [0]),
    );
    expect(sniffImageType(apng)).toBeNull();
    await expect(Jimp.fromBuffer(Buffer.from(apng))).rejects.toThrow(/apng/);
  });

  it("refuses a DNG (TIFF with a DNGVersion tag), which jimp cannot decode either", async () => {
    const dng = tiff(true, [
      [256, 3, 4],
      [257, 3, 4],
      [50706, 1, 1],
    ]);
    expect(sniffImageType(dng)).toBeNull();
    await expect(Jimp.fromBuffer(Buffer.from(dng))).rejects.toThrow(/does not support decoding/);
  });

  it("refuses a PNG whose first chunk is not a 13-byte IHDR", () => {
    expect(sniffImageType(bytes(samples.png.subarray(0, 8), pngChunk("IDAT", [0])))).toBeNull();
    expect(sniffImageType(bytes(samples.png.subarray(0, 8), pngChunk("IHDR", [0, 0, 0, 1])))).toBeNull();
  });

  it("returns null dimensions for zero-sized images", () => {
    expect(readImageDimensions(bytes("GIF89a", [0, 0, 5, 0]), GIF)).toBeNull();
    expect(readImageDimensions(makeBombPng(0, 10), PNG)).toBeNull();
    expect(
      readImageDimensions(
        tiff(true, [
          [256, 3, 0],
          [257, 3, 5],
        ]),
        TIFF,
      ),
    ).toBeNull();
    expect(readImageDimensions(tiff(true, [[256, 3, 5]]), TIFF)).toBeNull(); // no height tag
    const farIfd = Buffer.from(
      tiff(true, [
        [256, 3, 5],
        [257, 3, 5],
      ]),
    );
    farIfd.writeUInt32LE(0xfffffff0, 4);
    expect(readImageDimensions(farIfd, TIFF)).toBeNull(); // IFD out of range
  });
});

describe("hostile bytes", () => {
  it("never throws and only returns positive whole dimensions, for thousands of random and mutated inputs", () => {
    // Seeded, so a fuzz failure can be reproduced.
    const random = mulberry32(20250620);
    const seeds = [...Object.values(samples).map((s) => s.subarray(0, 512)), makeBombPng(50000, 50000)];
    let recognised = 0;
    for (let i = 0; i < 4000; i++) {
      let input: Uint8Array;
      if (i % 2 === 0) {
        input = new Uint8Array(Math.floor(random() * 300));
        for (let j = 0; j < input.length; j++) input[j] = Math.floor(random() * 256);
        if (i % 8 === 0 && input.length > 3) input.set([0xff, 0xd8, 0xff], 0); // force the JPEG walk
      } else {
        const seed = seeds[i % seeds.length] as Uint8Array;
        input = seed.slice(0, Math.floor(random() * (seed.length + 1)));
        const flips = 1 + Math.floor(random() * 8);
        for (let f = 0; f < flips && input.length > 0; f++) {
          input[Math.floor(random() * input.length)] = Math.floor(random() * 256);
        }
      }
      const type = sniffImageType(input);
      if (type) recognised++;
      for (const t of SUPPORTED_IMAGE_TYPES) {
        const d = readImageDimensions(input, t);
        if (d) {
          expect(Number.isInteger(d.width) && d.width > 0).toBe(true);
          expect(Number.isInteger(d.height) && d.height > 0).toBe(true);
        }
      }
    }
    expect(recognised).toBeGreaterThan(100);
  });

  it("terminates on a large buffer with no markers (bounded loop)", () => {
    const junk = new Uint8Array(8 * 1024 * 1024).fill(0xff);
    junk[0] = 0xff;
    junk[1] = 0xd8;
    expect(readImageDimensions(junk, JPEG)).toBeNull();
  });
});

describe("checkImageSize", () => {
  it("flags a decompression-bomb PNG from its header alone", () => {
    const bomb = makeBombPng(50000, 50000);
    expect(bomb.length).toBeLessThan(2000);
    const type = sniffImageType(bomb);
    expect(type).toBe(PNG);
    const dims = readImageDimensions(bomb, PNG);
    expect(dims).toEqual({ width: 50000, height: 50000 });
    expect(checkImageSize(dims as { width: number; height: number })).toBe(
      "The image is too large to process (50000 × 50000 pixels; at most 40 megapixels).",
    );
  });

  it("allows up to 40 megapixels and 20000 pixels per side", () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(MAX_IMAGE_SIDE).toBe(20_000);
    expect(checkImageSize({ width: 8000, height: 5000 })).toBeNull();
    expect(checkImageSize({ width: 20000, height: 2000 })).toBeNull();
    expect(checkImageSize({ width: 8000, height: 5001 })).toMatch(/at most 40 megapixels/);
    expect(checkImageSize({ width: 12000, height: 9000 })).toBe(
      "The image is too large to process (12000 × 9000 pixels; at most 40 megapixels).",
    );
    expect(checkImageSize({ width: 20001, height: 10 })).toBe(
      "The image is too large to process (20001 × 10 pixels; at most 20000 pixels per side).",
    );
  });
});
