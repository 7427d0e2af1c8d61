import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg, truncate } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { parseConfig, setConfigForTests } from "~/config/config.server";
import { processImage, shutdownImagePool } from "~/services/images/image-processing.server";
import { resolveImage } from "~/services/images/images.server";
import { contentGeneration } from "~/services/backend/cached-backend.server";
import { resolvePublicPhotos } from "~/services/galleries/gallery.server";
import {
  findVariants,
  holdVariantQueueForTests,
  settleVariants,
  queueUploadVariants,
  queueVariants,
  resetVariantsForTests,
  variantQueueIdle,
  variantQueueStats,
} from "~/services/images/variants.server";

const UPLOADS = [
  "1732000000000-deck",
  "1732000000001-mast",
  "1732000000002-gone",
  "1732000000003-busy",
  "1732000000004-waits",
  "1732000000005-runs",
];
let removeDir: () => Promise<void>;
let dataDir: string;

function configure(dataDir: string, variantQueueLimit = 500) {
  setConfigForTests({ dataDir, variantQueueLimit, thumbnails: { ...parseConfig({}).thumbnails, concurrency: 1 } });
}

beforeAll(async () => {
  const { dir, remove } = await tempDir("fsw-variants-");
  removeDir = remove;
  dataDir = dir;
  configure(dir);
  resetBackendForTests();
  const storage = await getStorage();
  const photo = await makeJpeg(1400, 1050);
  for (const name of ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg", "f.jpg"])
    await storage.put(`events/test/${name}`, photo, { contentType: "image/jpeg" });
  for (const key of UPLOADS) await storage.put(`images/originals/${key}`, photo, { contentType: "image/jpeg" });
  await storage.put("events/test/broken.jpg", truncate(photo, Math.floor(photo.length / 2)), { contentType: "image/jpeg" });
}, 60_000);

afterEach(async () => {
  await variantQueueIdle();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await shutdownImagePool();
  resetVariantsForTests();
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

describe("variants on first sight", () => {
  it("renders the original at once, queues one job however many views ask, and later views get srcset", async () => {
    const views = await Promise.all(Array.from({ length: 8 }, () => resolveImage("events/test/a.jpg", "A", "gallery")));
    for (const view of views) {
      expect(view.src).toBe("/media/events/test/a.jpg");
      expect(view.responsive).toBeUndefined();
      // Its own size is not known before its variants: the gallery keeps the usual tile.
      expect(view.natural).toBeUndefined();
    }
    expect(variantQueueStats().waiting + variantQueueStats().running).toBe(1);
    expect(queueVariants("events/test/a.jpg")).toBe("already-queued");
    await variantQueueIdle();

    const later = await resolveImage("events/test/a.jpg", "A", "gallery");
    expect(later.src).toMatch(/^\/media\/variants\/events\/test\/a\.jpg\.\d+w\.jpg$/);
    expect(later.responsive?.webp.split(", ").map((s) => s.split(" ")[1])).toEqual([
      "320w",
      "640w",
      "736w",
      "960w",
      "1280w",
      "1400w",
    ]);
    expect(later.responsive?.jpeg).toContain("/media/variants/events/test/a.jpg.1400w.jpg 1400w");
    expect(later.responsive?.sizes).toContain("calc(100vw - 40px)");
    expect(later.responsive?.original).toBe("/media/events/test/a.jpg");
    expect(later.natural).toEqual({ width: 1400, height: 1050 });
  }, 60_000);

  it("skips a corrupt image with one log line, keeps showing the original, and goes on with the queue", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(queueVariants("events/test/broken.jpg")).toBe("queued");
    expect(queueVariants("events/test/b.jpg")).toBe("queued");
    await variantQueueIdle();
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^Variants of "events\/test\/broken\.jpg" skipped: The image could not be decoded/),
    ]);
    expect(await findVariants("events/test/b.jpg")).not.toBeNull();
    const broken = await resolveImage("events/test/broken.jpg", "Broken", "gallery");
    expect(broken.src).toBe("/media/events/test/broken.jpg");
    expect(broken.responsive).toBeUndefined();
    // Not tried again by every view.
    expect(queueVariants("events/test/broken.jpg")).toBe("failed-recently");
  }, 60_000);

  it("refuses new jobs while the queue is full, without failing the page", async () => {
    configure(dataDir, 2);
    try {
      expect(queueVariants("events/test/c.jpg")).toBe("queued");
      expect(queueVariants("events/test/d.jpg")).toBe("queued");
      expect(queueVariants("events/test/missing.jpg")).toBe("full");
      const view = await resolveImage("events/test/d.jpg", "D", "card");
      expect(view.src).toBe("/media/events/test/d.jpg");
    } finally {
      await variantQueueIdle();
      configure(dataDir);
    }
  }, 60_000);

  it("leaves SVG drawings as they are", async () => {
    const storage = await getStorage();
    await storage.put("misc/drawing.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>", { contentType: "image/svg+xml" });
    const view = await resolveImage("misc/drawing.svg", "Drawing", "hero");
    expect(view.src).toBe("/media/misc/drawing.svg");
    expect(view.responsive).toBeUndefined();
    expect(variantQueueStats()).toEqual({ waiting: 0, running: 0 });
  });
});

describe("an upload's variants", () => {
  it("are made before storage images' variants that were asked for earlier", async () => {
    const storage = await getStorage();
    const firstPut: string[] = [];
    const put = storage.put.bind(storage);
    vi.spyOn(storage, "put").mockImplementation((p, body, options) => {
      const image = p.replace(/\.(\d+w\.(jpg|webp)|ready\.\d+x\d+)$/, "");
      if (!firstPut.includes(image)) firstPut.push(image);
      return put(p, body, options);
    });
    const release = holdVariantQueueForTests();
    try {
      expect(queueVariants("events/test/e.jpg")).toBe("queued");
      expect(queueVariants("events/test/f.jpg")).toBe("queued");
      expect(queueUploadVariants(UPLOADS[0]!)).toBe("queued");
      expect(queueUploadVariants(UPLOADS[0]!)).toBe("already-queued");
    } finally {
      release();
    }
    await variantQueueIdle();
    expect(firstPut).toEqual([
      `variants/images/originals/${UPLOADS[0]}`,
      "variants/events/test/e.jpg",
      "variants/events/test/f.jpg",
    ]);
  }, 60_000);

  it("show on a gallery page as soon as they exist: the original before, srcset after, the page cache told", async () => {
    const photo = {
      key: UPLOADS[1]!,
      title: "Mast",
      original: `/media/images/originals/${UPLOADS[1]}`,
      thumbnail: `/media/images/thumbnails/thumb-${UPLOADS[1]}`,
      width: 1400,
      height: 1050,
      uploadedAt: new Date(1732000000001).toISOString(),
      edition: "FSW25",
    };
    const release = holdVariantQueueForTests();
    const [before] = await resolvePublicPhotos([photo]);
    expect(before!.src).toBe(photo.original);
    expect(before!.responsive).toBeUndefined();
    const generation = contentGeneration();
    release();
    await variantQueueIdle();
    // Stored through the storage wrapper: cached pages rendered before are stale now.
    expect(contentGeneration()).toBeGreaterThan(generation);
    const [after] = await resolvePublicPhotos([photo]);
    expect(after!.responsive?.jpeg).toContain(`/media/variants/images/originals/${UPLOADS[1]}.640w.jpg 640w`);
    expect(after!.src).toMatch(new RegExp(`^/media/variants/images/originals/${UPLOADS[1]}\\.\\d+w\\.jpg$`));
  }, 60_000);

  it("leave no file behind when the photo is deleted while they are being made", async () => {
    const storage = await getStorage();
    const key = UPLOADS[2]!;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const put = storage.put.bind(storage);
    let deleted = false;
    vi.spyOn(storage, "put").mockImplementation(async (p, body, options) => {
      const done = await put(p, body, options);
      // A delete (original first, then every variant path) runs between two variants being stored.
      if (!deleted) {
        deleted = true;
        await storage.remove(`images/originals/${key}`);
        for (const left of await storage.list(`variants/images/originals`)) await storage.remove(left);
      }
      return done;
    });
    expect(queueUploadVariants(key)).toBe("queued");
    await variantQueueIdle();
    expect(deleted).toBe(true);
    expect((await storage.list("variants/images/originals")).filter((p) => p.includes(key))).toEqual([]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(new RegExp(`^Variants of "images/originals/${key}" skipped: the image was deleted`)),
    ]);
  }, 60_000);

  it("are asked for again by the next view when the image line was full, with the upload kept", async () => {
    const storage = await getStorage();
    const key = UPLOADS[3]!;
    const photo = `${dataDir}/busy-source.jpg`;
    await storage.download(`images/originals/${key}`, photo, { maxBytes: 64 * 1024 * 1024 });
    await shutdownImagePool();
    setConfigForTests({ dataDir, thumbnails: { ...parseConfig({}).thumbnails, concurrency: 1, queueLimit: 0 } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // The one worker busy with an upload, and no room to wait: the variant job is refused.
      const upload = processImage(photo, { variants: true });
      expect(queueUploadVariants(key)).toBe("queued");
      await variantQueueIdle();
      await upload;
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(new RegExp(`^Variants of "images/originals/${key}" skipped: The server is busy`)),
      ]);
      expect(await findVariants(`images/originals/${key}`)).toBeNull();
      // Not held against the image: the next view asks again, and this time they are made.
      expect(queueUploadVariants(key)).toBe("queued");
      await variantQueueIdle();
      expect(await findVariants(`images/originals/${key}`)).not.toBeNull();
      expect(await storage.open(`images/originals/${key}`)).not.toBeNull();
    } finally {
      await shutdownImagePool();
      configure(dataDir);
    }
  }, 60_000);
});

describe("a photo taken down while its variants are due", () => {
  it("leaves the line when it is still waiting, and no variant of it is made", async () => {
    const storage = await getStorage();
    const original = `images/originals/${UPLOADS[4]}`;
    const release = holdVariantQueueForTests();
    try {
      expect(queueUploadVariants(UPLOADS[4]!)).toBe("queued");
      expect(variantQueueStats().waiting).toBe(1);
      await settleVariants(original);
      expect(variantQueueStats().waiting).toBe(0);
    } finally {
      release();
    }
    await variantQueueIdle();
    expect(await storage.list(`variants/${original}`)).toEqual([]);
  });

  it("is removed only after a job making them now has ended, so the removal sees all it stored", async () => {
    const storage = await getStorage();
    const original = `images/originals/${UPLOADS[5]}`;
    const put = storage.put.bind(storage);
    let unblock = () => {};
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    let running = () => {};
    const started = new Promise<void>((resolve) => (running = resolve));
    const stored: string[] = [];
    vi.spyOn(storage, "put").mockImplementation(async (p, body, options) => {
      if (p.startsWith(`variants/${original}`)) {
        running();
        await blocked;
      }
      const done = await put(p, body, options);
      stored.push(p);
      return done;
    });
    expect(queueUploadVariants(UPLOADS[5]!)).toBe("queued");
    await started;
    let settled = false;
    const settling = settleVariants(original).then(() => (settled = true));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The job is still storing: the removal must wait for it.
      expect(settled).toBe(false);
    } finally {
      unblock();
    }
    await settling;
    const atSettle = stored.filter((p) => p.startsWith(`variants/${original}`));
    // Everything the job stored was stored before the removal could begin, the ready marker last.
    expect(atSettle.some((p) => p.includes(".ready."))).toBe(true);
    await variantQueueIdle();
    expect(stored.filter((p) => p.startsWith(`variants/${original}`))).toEqual(atSettle);
  }, 60_000);
});
