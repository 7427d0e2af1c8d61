import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, setConfigForTests } from "~/config/config.server";
import { processImage } from "~/services/images/image-processing.server";
import { PixelBudget, imagePoolStats, shutdownImagePool } from "~/services/images/image-queue.server";
import processImageInThisThread from "~/workers/image.worker.mjs";
import { makeJpeg } from "../fixtures/images";

const MB = 1024 * 1024;
/** Lets every settled promise run its callbacks (grants are resolved promises). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the pixel budget of the image jobs running at once", () => {
  it("starts a job whose pixels fit beside the running ones, and holds one that does not until room is given back", async () => {
    const budget = new PixelBudget(64 * MB);
    const first = await budget.acquire(48 * MB);
    let second: (() => void) | null = null;
    void budget.acquire(48 * MB).then((free) => (second = free));
    let small: (() => void) | null = null;
    void budget.acquire(8 * MB).then((free) => (small = free));
    await settle();
    // The small job would fit, but it does not pass the large one that asked before it.
    expect([second, small]).toEqual([null, null]);
    expect(budget.usedBytes).toBe(48 * MB);
    first();
    await settle();
    expect(second).toBeInstanceOf(Function);
    expect(small).toBeInstanceOf(Function);
    expect(budget.usedBytes).toBe(56 * MB);
    second!();
    small!();
    expect(budget.usedBytes).toBe(0);
  });

  it("runs a job larger than the whole budget alone rather than refusing it", async () => {
    const budget = new PixelBudget(64 * MB);
    const huge = await budget.acquire(160 * MB);
    expect(budget.usedBytes).toBe(160 * MB);
    let next = false;
    void budget.acquire(1 * MB).then(() => (next = true));
    await settle();
    expect(next).toBe(false);
    huge();
    await settle();
    expect(next).toBe(true);
  });

  it("lets a job cancelled while it waits leave, with its reason, and the next one start", async () => {
    const budget = new PixelBudget(64 * MB);
    const first = await budget.acquire(40 * MB);
    const cancel = new AbortController();
    const cancelled = budget.acquire(40 * MB, cancel.signal).catch((error: Error) => error.message);
    let after = false;
    void budget.acquire(20 * MB).then(() => (after = true));
    await settle();
    expect(after).toBe(false);
    cancel.abort(new Error("the visitor left"));
    expect(await cancelled).toBe("the visitor left");
    await settle();
    expect(after).toBe(true);
    expect(budget.usedBytes).toBe(60 * MB);
    first();
  });

  it("never holds more than its limit, except for one job alone, over a long mixed run", async () => {
    const budget = new PixelBudget(100 * MB);
    // A fixed sequence of sizes (1–160 MB), each released two grants later.
    const sizes = Array.from({ length: 200 }, (_, i) => (((i * 7919) % 160) + 1) * MB);
    const held: Array<{ bytes: number; free: () => void }> = [];
    let worst = 0;
    const pending = sizes.map((bytes) => budget.acquire(bytes).then((free) => held.push({ bytes, free })));
    for (let granted = 0; granted < sizes.length;) {
      await settle();
      const used = held.reduce((sum, h) => sum + h.bytes, 0);
      expect(used).toBe(budget.usedBytes);
      if (held.length > 1) worst = Math.max(worst, used);
      const oldest = held.shift();
      expect(oldest).toBeDefined();
      oldest!.free();
      granted++;
    }
    await Promise.all(pending);
    expect(worst).toBeGreaterThan(0);
    expect(worst).toBeLessThanOrEqual(100 * MB);
    expect(budget.usedBytes).toBe(0);
  });
});

describe("the image queue under a pixel budget", () => {
  let dir: string;
  let photo: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "fsw-image-memory-"));
    photo = path.join(dir, "photo.jpg");
    await writeFile(photo, await makeJpeg(1600, 1000));
    await shutdownImagePool();
    // Two workers, and room for the pixels of less than one photo (1600 × 1000 × 4 = 6.1 MB).
    setConfigForTests({ thumbnails: { ...parseConfig({}).thumbnails, concurrency: 2, pixelMemoryMb: 4 } });
  }, 60_000);

  afterAll(async () => {
    await shutdownImagePool();
    setConfigForTests(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("runs two photos one after the other when their pixels do not fit together, and refuses neither", async () => {
    const jobs = [processImage(photo, { variants: true }), processImage(photo, { variants: true })];
    // Both admitted; the second waits for the first's pixels to be given back, though a worker is free.
    await expect
      .poll(() => imagePoolStats(), { timeout: 20_000, interval: 2 })
      .toMatchObject({
        pending: 2,
        queued: 1,
        pixelBytes: 1600 * 1000 * 4,
      });
    const done = await Promise.all(jobs);
    expect(done.map((d) => d.original)).toEqual([
      { width: 1600, height: 1000 },
      { width: 1600, height: 1000 },
    ]);
    expect(imagePoolStats()).toMatchObject({ pending: 0, queued: 0, pixelBytes: 0 });
  }, 60_000);
});

describe("the codecs' WebAssembly memory after a job", () => {
  it("is a fresh instance's, not the one the photo made grow", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fsw-codec-memory-"));
    const file = path.join(dir, "photo.jpg");
    // 2400 × 1800: 17 MB of decoded pixels, more than a codec instance starts with (16 MB).
    await writeFile(file, await makeJpeg(2400, 1800));
    const memories = new Map<WebAssembly.Module, WebAssembly.Memory[]>();
    const Instance = WebAssembly.Instance;
    WebAssembly.Instance = function (module: WebAssembly.Module, imports?: WebAssembly.Imports) {
      const instance = new Instance(module, imports);
      const memory = Object.values(instance.exports).find((v) => v instanceof WebAssembly.Memory);
      if (memory) memories.set(module, [...(memories.get(module) ?? []), memory]);
      return instance;
    } as unknown as typeof WebAssembly.Instance;
    try {
      const result = await processImageInThisThread({
        filePath: file,
        maxMegapixels: 40,
        maxMemoryMb: 512,
        thumbnail: { width: 100, quality: 80 },
        variants: { widths: [1920, 960], jpegQuality: 78, webpQuality: 72 },
      });
      expect(result.ok).toBe(true);
    } finally {
      WebAssembly.Instance = Instance;
      await rm(dir, { recursive: true, force: true });
    }
    // The decoder and both encoders: each grew during the job, and each now has a fresh instance.
    const codecs = [...memories.values()].filter((list) => list.some((m) => m.buffer.byteLength > 17 * MB));
    expect(codecs.length).toBe(3);
    for (const list of codecs) {
      const latest = list.at(-1)!;
      expect(latest.buffer.byteLength).toBeLessThanOrEqual(17 * MB);
      expect(Math.max(...list.map((m) => m.buffer.byteLength))).toBeGreaterThan(17 * MB);
    }
  }, 60_000);
});
