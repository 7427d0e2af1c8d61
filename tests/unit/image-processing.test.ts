import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Jimp } from "jimp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, setConfigForTests, type Config } from "~/config/config.server";
import {
  ImageBusyError as ThumbnailBusyError,
  ImageError as ThumbnailError,
  imagePoolStats as stats,
  makeThumbnail,
  processImage,
  processUpload,
  shutdownImagePool as shutdownThumbnailPool,
} from "~/services/images/image-processing.server";
import { variantWidths } from "~/lib/image-variants";
import { inspectImage } from "~/services/images/image-inspect.server";
import { makeBombPng, makeJpeg, makePng, truncate } from "../fixtures/images";

let dir: string;
const files: Record<string, string> = {};

async function put(name: string, data: Uint8Array | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  files[name] = file;
  return file;
}

function file(name: string): string {
  const found = files[name];
  if (!found) throw new Error(`fixture ${name} missing`);
  return found;
}

async function withPool(thumbnails: Partial<Config["thumbnails"]>, fn: () => Promise<void>) {
  await shutdownThumbnailPool();
  setConfigForTests({ thumbnails: { ...parseConfig({}).thumbnails, ...thumbnails } });
  try {
    await fn();
  } finally {
    await shutdownThumbnailPool();
    setConfigForTests(null);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "fsw-thumbnails-"));
  const jpeg = await makeJpeg(1200, 800);
  await put("photo.jpg", jpeg);
  await put("half.jpg", truncate(jpeg, Math.floor(jpeg.length / 2)));
  await put("header-only.jpg", truncate(jpeg, 20));
  await put("tall.png", await makePng(300, 500));
  await put("strip.png", await makePng(1000, 5));
  await put("big.jpg", await makeJpeg(2400, 1600));
  await put("bomb.png", makeBombPng(50000, 50000));
  await put("notes.jpg", "These are my notes, not a photo.\n");
}, 60_000);

afterEach(() => {
  expect(stats().pending).toBe(0);
});

afterAll(async () => {
  await shutdownThumbnailPool();
  await rm(dir, { recursive: true, force: true });
});

describe("makeThumbnail", () => {
  it("turns a 1200×800 JPEG into a 100 px wide JPEG of 67 px height", async () => {
    const thumb = await makeThumbnail(file("photo.jpg"));
    expect(thumb.width).toBe(100);
    expect(thumb.height).toBe(67);
    expect(thumb.original).toEqual({ width: 1200, height: 800 });
    expect(Buffer.isBuffer(thumb.jpeg)).toBe(true);
    expect([...thumb.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const decoded = await Jimp.fromBuffer(thumb.jpeg);
    expect(decoded.mime).toBe("image/jpeg");
    expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([100, 67]);
  });

  it("accepts PNG input and keeps the proportions", async () => {
    const thumb = await makeThumbnail(file("tall.png"));
    expect([thumb.width, thumb.height]).toEqual([100, 167]);
    expect(thumb.original).toEqual({ width: 300, height: 500 });
    expect(thumb.jpeg[0]).toBe(0xff);
  });

  it("never makes a thumbnail less than 1 px high", async () => {
    const thumb = await makeThumbnail(file("strip.png"));
    expect([thumb.width, thumb.height]).toEqual([100, 1]);
  });

  it("honours width and quality options", async () => {
    const small = await makeThumbnail(file("photo.jpg"), { width: 50, quality: 10 });
    const large = await makeThumbnail(file("photo.jpg"), { width: 50, quality: 100 });
    expect([small.width, small.height]).toEqual([50, 33]);
    expect(small.jpeg.length).toBeLessThan(large.jpeg.length);
    await expect(makeThumbnail(file("photo.jpg"), { width: 0 })).rejects.toThrow(RangeError);
    await expect(makeThumbnail(file("photo.jpg"), { quality: 101 })).rejects.toThrow(RangeError);
  });

  it("rejects a truncated JPEG with a ThumbnailError from the decoder", async () => {
    const error = await makeThumbnail(file("half.jpg")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThumbnailError);
    expect((error as ThumbnailError).code).toBe("decode-failed");
    expect((error as Error).message).toMatch(/^The image could not be decoded: .+/);
  });

  it("rejects a JPEG cut inside its header before starting a worker", async () => {
    await shutdownThumbnailPool();
    const error = await makeThumbnail(file("header-only.jpg")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThumbnailError);
    expect((error as ThumbnailError).code).toBe("decode-failed");
    expect(stats().workers).toBe(0);
  });

  it("rejects a text file named .jpg as unsupported", async () => {
    const error = await makeThumbnail(file("notes.jpg")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThumbnailError);
    expect((error as ThumbnailError).code).toBe("unsupported");
  });

  it("rejects a decompression bomb from its header, without decoding it", async () => {
    await shutdownThumbnailPool();
    const error = await makeThumbnail(file("bomb.png")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThumbnailError);
    expect((error as ThumbnailError).code).toBe("too-large");
    expect((error as Error).message).toBe("The image is too large to process (50000 × 50000 pixels; at most 40 megapixels).");
    expect(stats().workers).toBe(0);
  });

  it("reports a missing file as a plain error, not as the visitor's fault", async () => {
    const error = await makeThumbnail(path.join(dir, "missing.jpg")).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ThumbnailError);
    expect((error as NodeJS.ErrnoException).code).toBe("ENOENT");
  });
});

describe("thumbnail worker pool", () => {
  it("runs 6 parallel jobs with at most 2 at a time, off the main thread, reusing workers", async () => {
    await withPool({ concurrency: 2 }, async () => {
      let maxWorkers = 0;
      let maxQueued = 0;
      const probe = setInterval(() => {
        const s = stats();
        maxWorkers = Math.max(maxWorkers, s.workers);
        maxQueued = Math.max(maxQueued, s.queued);
      }, 5);
      try {
        const results = await Promise.all(Array.from({ length: 6 }, () => makeThumbnail(file("big.jpg"))));
        for (const r of results) expect([r.width, r.height, r.original.width]).toEqual([100, 67, 2400]);
      } finally {
        clearInterval(probe);
      }
      expect(maxWorkers).toBe(2);
      expect(maxQueued).toBeGreaterThanOrEqual(1);
      expect(stats()).toEqual({ pending: 0, queued: 0, workers: 2, pixelBytes: 0 });
    });
  }, 60_000);

  it("retires idle workers, so the memory a decode leaves behind is given back", async () => {
    await withPool({ concurrency: 2, idleMs: 50 }, async () => {
      await Promise.all([makeThumbnail(file("big.jpg")), makeThumbnail(file("big.jpg"))]);
      expect(stats().workers).toBeGreaterThan(0);
      await expect.poll(() => stats().workers, { timeout: 5000, interval: 20 }).toBe(0);
      // And the pool starts workers again when work comes.
      expect((await makeThumbnail(file("big.jpg"))).width).toBe(100);
    });
  }, 60_000);

  it("rejects jobs beyond the queue limit with ThumbnailBusyError", async () => {
    await withPool({ concurrency: 1, queueLimit: 2 }, async () => {
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => makeThumbnail(file("big.jpg"))));
      const busy = outcomes.filter((o) => o.status === "rejected" && o.reason instanceof ThumbnailBusyError);
      const done = outcomes.filter((o) => o.status === "fulfilled");
      expect(busy).toHaveLength(2);
      expect(done).toHaveLength(3);
      expect((busy[0] as PromiseRejectedResult).reason.message).toMatch(/busy/);
    });
  }, 60_000);

  it("terminates and replaces a worker that exceeds the timeout", async () => {
    await withPool({ concurrency: 1 }, async () => {
      const error = await makeThumbnail(file("big.jpg"), { timeoutMs: 20 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ThumbnailError);
      expect((error as ThumbnailError).code).toBe("timeout");
      const thumb = await makeThumbnail(file("tall.png"));
      expect(thumb.width).toBe(100);
      expect(stats().workers).toBeLessThanOrEqual(1);
    });
  }, 60_000);

  it("decodes JPEG outside the worker's JavaScript heap: a 32 MB worker that jimp's own decoder ran out of now serves it", async () => {
    // MozJPEG keeps its pixels in WebAssembly memory, which the heap limit does not count; the pixel
    // limit checked before decoding (inspectImage) is what bounds a decode now.
    await withPool({ concurrency: 1, workerMemoryMb: 32 }, async () => {
      const thumb = await makeThumbnail(file("big.jpg"));
      expect([thumb.width, thumb.height, thumb.original.width]).toEqual([100, 67, 2400]);
      const tall = await makeThumbnail(file("tall.png"));
      expect([tall.width, tall.height]).toEqual([100, 167]);
    });
  }, 60_000);

  it("rejects waiting and running jobs on shutdown", async () => {
    await withPool({ concurrency: 1 }, async () => {
      const settled = Promise.allSettled([makeThumbnail(file("big.jpg")), makeThumbnail(file("big.jpg"))]);
      while (stats().pending < 2) await new Promise((r) => setTimeout(r, 5));
      await shutdownThumbnailPool();
      const outcomes = await settled;
      expect(outcomes.map((o) => o.status === "rejected" && String(o.reason))).toEqual([
        "Error: The image pool was shut down.",
        "Error: The image pool was shut down.",
      ]);
      expect(stats()).toEqual({ pending: 0, queued: 0, workers: 0, pixelBytes: 0 });
    });
  }, 60_000);
});

const jpegSize = (image: { mime?: string; bitmap: { width: number; height: number } }) =>
  image.mime === "image/jpeg" ? [image.bitmap.width, image.bitmap.height] : null;

/** Size from a lossy WebP's VP8 frame header (jimp's default build does not decode WebP). */
function webpSize(data: Buffer): number[] | null {
  if (data.toString("latin1", 0, 4) !== "RIFF" || data.toString("latin1", 8, 16) !== "WEBPVP8 ") return null;
  return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff];
}

/** The JPEG with 1.2 MB of APP segments (like a large embedded preview or XMP) before its frame header. */
function withLongMetadata(jpeg: Buffer): Buffer {
  const segments: Buffer[] = [];
  for (let i = 0; i < 20; i++) {
    const segment = Buffer.alloc(4 + 65_000, 0x20);
    segment.writeUInt16BE(0xffe2, 0);
    segment.writeUInt16BE(65_002, 2);
    segments.push(segment);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

describe("processImage", () => {
  it("makes WebP and JPEG variants at every standard width below a large original's, from one decode", async () => {
    const done = await processImage(file("big.jpg"), { thumbnail: {}, variants: true });
    expect(done.original).toEqual({ width: 2400, height: 1600 });
    expect(done.info).toMatchObject({ width: 2400, height: 1600, type: { mime: "image/jpeg" } });
    expect(done.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
      [320, 640, 736, 960, 1280, 1920].flatMap((w) => [`jpeg ${w}`, `webp ${w}`]).sort(),
    );
    for (const v of done.variants) {
      expect(Math.abs(v.height - (v.width * 2) / 3)).toBeLessThanOrEqual(1);
      expect(v.format === "webp" ? webpSize(v.data) : jpegSize(await Jimp.fromBuffer(v.data))).toEqual([v.width, v.height]);
    }
    expect([done.thumbnail?.width, done.thumbnail?.height]).toEqual([100, 67]);
  }, 60_000);

  it("never makes a variant wider than a small original: the original's own width is the largest", async () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1920)).toEqual([320, 640, 736, 960, 1280, 1920]);
    const done = await processImage(file("tall.png"), { variants: true });
    expect(done.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["webp", 300, 500],
      ["jpeg", 300, 500],
    ]);
    expect(done.thumbnail).toBeNull();
  });

  it("accepts a JPEG whose frame header lies beyond the first MiB, by one rule for every caller", async () => {
    const long = await put("long-metadata.jpg", withLongMetadata(await makeJpeg(640, 480)));
    expect(await inspectImage(long)).toMatchObject({ width: 640, height: 480 });
    expect((await makeThumbnail(long)).original).toEqual({ width: 640, height: 480 });
  }, 60_000);
});

describe("processUpload", () => {
  it("bounds waiting uploads by their bytes on disk, not by a count: beyond UPLOAD_QUEUE_BYTES the caller is told to retry", async () => {
    const photo = file("big.jpg");
    const { size } = await stat(photo);
    await shutdownThumbnailPool();
    setConfigForTests({
      uploadQueueBytes: Math.floor(size * 2.5),
      thumbnails: { ...parseConfig({}).thumbnails, concurrency: 1 },
    });
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => processUpload(photo, size)));
      expect(
        outcomes.map((o) => (o.status === "fulfilled" ? "done" : o.reason instanceof ThumbnailBusyError ? "busy" : "?")),
      ).toEqual(["done", "done", "busy", "busy"]);
      const done = outcomes[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof processUpload>>>;
      expect(done.value.thumbnail?.width).toBe(100);
      // The variants are made later, from the stored original: the upload's job does not wait for them.
      expect(done.value.variants).toEqual([]);
      // The bytes are given back once an upload is processed.
      expect((await processUpload(photo, size)).original).toEqual({ width: 2400, height: 1600 });
    } finally {
      await shutdownThumbnailPool();
      setConfigForTests(null);
    }
  }, 120_000);
});
