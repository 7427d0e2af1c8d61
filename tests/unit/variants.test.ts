import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeJpeg, truncate } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { getStorage, resetBackendForTests } from "~/services/backend.server";
import { parseConfig, setConfigForTests } from "~/services/config.server";
import { shutdownImagePool } from "~/services/image-processing.server";
import { resolveImage } from "~/services/images.server";
import {
  findVariants,
  queueVariants,
  resetVariantsForTests,
  variantQueueIdle,
  variantQueueStats,
} from "~/services/variants.server";

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
  for (const name of ["a.jpg", "b.jpg", "c.jpg", "d.jpg"])
    await storage.put(`events/test/${name}`, photo, { contentType: "image/jpeg" });
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
    expect(later.responsive?.webp.split(", ").map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w", "1400w"]);
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
