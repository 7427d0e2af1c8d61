import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { readImageDimensions, sniffImageType } from "~/lib/image-sniff";
import { parseConfig, setConfigForTests } from "~/config/config.server";
import { makeThumbnail } from "~/services/images/image-processing.server";
import { loader as previewLoader } from "~/routes/previews.$file";
import { makeJpeg } from "../fixtures/images";
import { shutdownImagePool } from "~/services/images/image-queue.server";
import {
  eventPreviewSpec,
  getPreview,
  lookupPreview,
  previewFileName,
  previewImage,
  renderPreview,
  sitePreviewSpec,
} from "~/services/images/preview-image.server";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-preview-"));
  setConfigForTests({ dataDir, siteUrl: "https://fsw.example" });
});
afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  await fs.rm(dataDir, { recursive: true, force: true });
});

const fsw26 = events.find((e) => e.id === "fsw26")!;

/** Type and size read from the file's own header. */
function header(bytes: Buffer) {
  const type = sniffImageType(bytes.subarray(0, 512));
  return { mime: type?.mime, ...(type ? readImageDimensions(bytes, type) : {}) };
}

// Drawing and JPEG encoding take seconds on a busy machine; the guard is for hangs, not speed.
describe("preview images", { timeout: 60_000 }, () => {
  it("draws an event's card as a 1200×630 JPEG under 300 KB, with its cover", async () => {
    const preview = await renderPreview(eventPreviewSpec(fsw26));
    expect(preview.complete).toBe(true);
    expect(header(preview.bytes)).toEqual({ mime: "image/jpeg", width: 1200, height: 630 });
    expect(preview.bytes.byteLength).toBeLessThan(300 * 1024);
  });

  it("draws a raster cover too (a camera-size JPEG made here)", async () => {
    const { Jimp } = await import("jimp");
    const photo = new Jimp({ width: 3000, height: 2000, color: 0x126e82ff });
    await fs.mkdir(path.join(dataDir, "storage/covers"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "storage/covers/photo.jpg"), await photo.getBuffer("image/jpeg"));
    const preview = await renderPreview({ ...eventPreviewSpec(fsw26), imgPath: "covers/photo.jpg" });
    expect(preview.complete).toBe(true);
    expect(header(preview.bytes)).toEqual({ mime: "image/jpeg", width: 1200, height: 630 });
  });

  it("still draws the card when the cover is missing, but marks it incomplete so it is not kept", async () => {
    const spec = { ...eventPreviewSpec(fsw26), key: "event-missing", imgPath: "covers/does-not-exist.svg" };
    const preview = await getPreview(previewFileName(spec), spec);
    expect(preview.complete).toBe(false);
    expect(header(preview.bytes)).toMatchObject({ width: 1200, height: 630 });
    await expect(fs.readdir(path.join(dataDir, "cache/previews")).catch(() => [])).resolves.not.toContain(previewFileName(spec));
  });

  it("keeps a drawn card on disk under its name and serves the same bytes again", async () => {
    const spec = sitePreviewSpec();
    const name = previewFileName(spec);
    const [a, b] = await Promise.all([getPreview(name, spec), getPreview(name, spec)]);
    expect(a).toBe(b);
    expect(await fs.readFile(path.join(dataDir, "cache/previews", name))).toEqual(a.bytes);
    expect(await fs.readdir(path.join(dataDir, "cache/previews"))).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });
});

describe("a disk that cannot keep previews", { timeout: 60_000 }, () => {
  it("still answers with the card, and warns", async () => {
    // The storage backend keeps its first data directory; only the cache moves to one that cannot be written.
    const blocked = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-preview-blocked-"));
    await fs.writeFile(path.join(blocked, "cache"), "a file where the cache folder would go");
    setConfigForTests({ dataDir: blocked, siteUrl: "https://fsw.example" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const spec = { ...sitePreviewSpec(), title: "Forró Sailing Week, read-only" };
      const preview = await getPreview(previewFileName(spec), spec);
      expect(preview.complete).toBe(true);
      expect(header(preview.bytes)).toEqual({ mime: "image/jpeg", width: 1200, height: 630 });
      expect(await fs.readdir(blocked)).toEqual(["cache"]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("Preview cache: could not keep"), expect.anything());
    } finally {
      warn.mockRestore();
      setConfigForTests({ dataDir, siteUrl: "https://fsw.example" });
      await fs.rm(blocked, { recursive: true, force: true });
    }
  });
});

describe("a full image line", { timeout: 60_000 }, () => {
  it("answers 429 with Retry-After for a card not drawn yet, never a 500, and draws it once there is room", async () => {
    await shutdownImagePool();
    setConfigForTests({
      dataDir,
      siteUrl: "https://fsw.example",
      thumbnails: { ...parseConfig({}).thumbnails, concurrency: 1, queueLimit: 1 },
    });
    const photo = path.join(dataDir, "busy.jpg");
    await fs.writeFile(photo, await makeJpeg(2400, 1600));
    // A real card no other test here draws, so neither memory nor disk has it.
    const name = previewFileName(eventPreviewSpec(events.find((e) => e.id === "fsw19")!));
    const ask = () =>
      previewLoader({ params: { file: name }, request: new Request(`https://fsw.example/previews/${name}`), context: {} });
    try {
      // One job on the only worker and one waiting: the line is full.
      const busy = [makeThumbnail(photo), makeThumbnail(photo)];
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.text()).toMatch(/busy/);
      await Promise.all(busy);
      const drawn = await ask();
      expect(drawn.status).toBe(200);
      expect(header(Buffer.from(await drawn.arrayBuffer()))).toEqual({ mime: "image/jpeg", width: 1200, height: 630 });
    } finally {
      await shutdownImagePool();
      setConfigForTests({ dataDir, siteUrl: "https://fsw.example" });
    }
  });
});

describe("preview addresses", () => {
  it("change when the title, the dates or the image change, and only then", () => {
    const base = previewFileName(eventPreviewSpec(fsw26));
    expect(previewFileName(eventPreviewSpec({ ...fsw26 }))).toBe(base);
    expect(previewFileName(eventPreviewSpec({ ...fsw26, title: "FSW26 – Lycian Coast" }))).not.toBe(base);
    expect(previewFileName(eventPreviewSpec({ ...fsw26, date: ["2026-06-20", "2026-06-27"] }))).not.toBe(base);
    expect(previewFileName(eventPreviewSpec({ ...fsw26, imgPath: "covers/fsw26-new.jpg" }))).not.toBe(base);
    expect(base).toMatch(/^event-fsw26-[0-9a-f]{16}\.jpg$/);
  });

  it("are absolute on SITE_URL and describe the image", () => {
    const image = previewImage(eventPreviewSpec(fsw26));
    expect(image.url).toMatch(/^https:\/\/fsw\.example\/previews\/event-fsw26-[0-9a-f]{16}\.jpg$/);
    expect(image).toMatchObject({ type: "image/jpeg", width: 1200, height: 630 });
    expect(image.alt).toContain(fsw26.title);
  });

  it("resolve today's name, send an older name of a known card on, and refuse anything else", () => {
    const current = previewFileName(sitePreviewSpec());
    expect(lookupPreview(current)).toMatchObject({ status: "current" });
    expect(lookupPreview("site-0000000000000000.jpg")).toEqual({ status: "stale", current });
    for (const bad of [
      "event-fsw99-0000000000000000.jpg",
      "site.jpg",
      "../site-0000000000000000.jpg",
      "site-0000000000000000.png",
      "",
    ]) {
      expect(lookupPreview(bad), bad).toBeNull();
    }
  });

  it("are drawn in each language, each card under a name of its own that the route knows", () => {
    const de = eventPreviewSpec(fsw26, "de");
    const pt = eventPreviewSpec(fsw26, "pt");
    expect(de.key).toBe("event-fsw26-de");
    expect(pt.key).toBe("event-fsw26-pt");
    expect(eventPreviewSpec(fsw26).key).toBe("event-fsw26");
    expect(de.lines[1]).toMatch(/Juni 2026$/);
    expect(pt.lines[1]).toMatch(/de junho de 2026$/);
    expect(de.alt).toContain(de.lines[1]);
    expect(sitePreviewSpec("de").lines).toEqual(["Eine Woche auf gecharterten Segelbooten mit Forró-Workshops"]);
    expect(sitePreviewSpec("pt").lines).toEqual(["Uma semana em veleiros fretados com oficinas de forró"]);
    const names = [sitePreviewSpec("pt"), de].map(previewFileName);
    expect(new Set([...names, previewFileName(eventPreviewSpec(fsw26))]).size).toBe(3);
    for (const name of names) expect(lookupPreview(name)).toMatchObject({ status: "current" });
    expect(lookupPreview("event-fsw26-de-0000000000000000.jpg")).toEqual({ status: "stale", current: names[1] });
  });
});
