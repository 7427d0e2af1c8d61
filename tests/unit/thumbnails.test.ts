import { parseConfig, setConfigForTests } from "../../app/services/config.server";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Jimp } from "jimp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ThumbnailBusyError, ThumbnailError, makeThumbnail, shutdownThumbnailPool, stats } from "~/services/thumbnails.server";
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

type PoolEnv = Partial<
  Record<"THUMBNAIL_CONCURRENCY" | "THUMBNAIL_QUEUE_LIMIT" | "THUMBNAIL_WORKER_MEMORY_MB" | "THUMBNAIL_IDLE_MS", string>
>;

async function withPoolEnv(env: PoolEnv, fn: () => Promise<void>) {
  await shutdownThumbnailPool();
  setConfigForTests({ thumbnails: parseConfig(env).thumbnails });
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
  expect(stats().active).toBe(0);
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
    await withPoolEnv({ THUMBNAIL_CONCURRENCY: "2" }, async () => {
      let maxActive = 0;
      let maxWorkers = 0;
      let maxQueued = 0;
      const probe = setInterval(() => {
        const s = stats();
        maxActive = Math.max(maxActive, s.active);
        maxWorkers = Math.max(maxWorkers, s.workers);
        maxQueued = Math.max(maxQueued, s.queued);
      }, 5);
      try {
        const results = await Promise.all(Array.from({ length: 6 }, () => makeThumbnail(file("big.jpg"))));
        for (const r of results) expect([r.width, r.height, r.original.width]).toEqual([100, 67, 2400]);
      } finally {
        clearInterval(probe);
      }
      expect(maxActive).toBe(2);
      expect(maxWorkers).toBe(2);
      expect(maxQueued).toBeGreaterThanOrEqual(1);
      expect(stats()).toEqual({ active: 0, queued: 0, workers: 2 });
    });
  }, 60_000);

  it("retires idle workers, so the memory a decode leaves behind is given back", async () => {
    await withPoolEnv({ THUMBNAIL_CONCURRENCY: "2", THUMBNAIL_IDLE_MS: "50" }, async () => {
      await Promise.all([makeThumbnail(file("big.jpg")), makeThumbnail(file("big.jpg"))]);
      expect(stats().workers).toBeGreaterThan(0);
      await expect.poll(() => stats().workers, { timeout: 5000, interval: 20 }).toBe(0);
      // And the pool starts workers again when work comes.
      expect((await makeThumbnail(file("big.jpg"))).width).toBe(100);
    });
  }, 60_000);

  it("rejects jobs beyond the queue limit with ThumbnailBusyError", async () => {
    await withPoolEnv({ THUMBNAIL_CONCURRENCY: "1", THUMBNAIL_QUEUE_LIMIT: "2" }, async () => {
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => makeThumbnail(file("big.jpg"))));
      const busy = outcomes.filter((o) => o.status === "rejected" && o.reason instanceof ThumbnailBusyError);
      const done = outcomes.filter((o) => o.status === "fulfilled");
      expect(busy).toHaveLength(2);
      expect(done).toHaveLength(3);
      expect((busy[0] as PromiseRejectedResult).reason.message).toMatch(/busy/);
    });
  }, 60_000);

  it("terminates and replaces a worker that exceeds the timeout", async () => {
    await withPoolEnv({ THUMBNAIL_CONCURRENCY: "1" }, async () => {
      const error = await makeThumbnail(file("big.jpg"), { timeoutMs: 20 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ThumbnailError);
      expect((error as ThumbnailError).code).toBe("timeout");
      expect(stats().workers).toBe(0);
      const thumb = await makeThumbnail(file("tall.png"));
      expect(thumb.width).toBe(100);
      expect(stats().workers).toBe(1);
    });
  }, 60_000);

  it("turns a worker running out of memory into a rejected job, and keeps serving", async () => {
    await withPoolEnv({ THUMBNAIL_CONCURRENCY: "1", THUMBNAIL_WORKER_MEMORY_MB: "32" }, async () => {
      const error = await makeThumbnail(file("big.jpg")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ThumbnailError);
      expect((error as ThumbnailError).code).toBe("out-of-memory");
      expect((error as Error).message).toBe("The image needs too much memory to process.");
      const thumb = await makeThumbnail(file("tall.png"));
      expect([thumb.width, thumb.height]).toEqual([100, 167]);
    });
  }, 60_000);

  it("rejects waiting and running jobs on shutdown", async () => {
    await withPoolEnv({ THUMBNAIL_CONCURRENCY: "1" }, async () => {
      const settled = Promise.allSettled([makeThumbnail(file("big.jpg")), makeThumbnail(file("big.jpg"))]);
      while (stats().active + stats().queued < 2) await new Promise((r) => setTimeout(r, 5));
      await shutdownThumbnailPool();
      const outcomes = await settled;
      expect(outcomes.map((o) => o.status === "rejected" && String(o.reason))).toEqual([
        "Error: The thumbnail pool was shut down.",
        "Error: The thumbnail pool was shut down.",
      ]);
      expect(stats()).toEqual({ active: 0, queued: 0, workers: 0 });
    });
  }, 60_000);
});
