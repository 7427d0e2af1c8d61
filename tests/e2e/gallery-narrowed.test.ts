import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { launchBrowser, newContext } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { zipEntries } from "../support/zip";
import { originalPath, type UploadRecord } from "~/lib/photo-layout";
import { LocalDatabase } from "~/services/backend/database.server";
import { reviewUpdate } from "~/services/review/review-writes.server";

// Six approved uploads of FSW25 on two boats by two photographers, written as the review step writes them, and one
// waiting: without JavaScript a visitor narrows the gallery to a boat, downloads its photos, then to a photographer.
const BASE = 1_750_000_000_000;
const keyOf = (i: number) => `${BASE + i * 1000}-deck_${i}`;
const boatOf = (i: number) => (i % 2 === 0 ? "Bali 4.2" : "Lagoon 42");
const nameOf = (i: number) => (i % 3 === 0 ? "Ana Souza" : "Bruno Lima");

let dataDir: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-e2e-narrowed-"));
  const photo = await makeJpeg(480, 360);
  await fs.mkdir(path.join(dataDir, "storage/images/originals"), { recursive: true });
  const writes: Record<string, unknown> = {};
  for (let i = 0; i < 7; i++) {
    const key = keyOf(i);
    await fs.writeFile(path.join(dataDir, "storage", originalPath(key)), photo);
    const record: UploadRecord = {
      original: `/media/${originalPath(key)}`,
      thumbnail: `/media/images/thumbnails/thumb-${key}`,
      uploadedAt: new Date(BASE + i * 1000).toISOString(),
      title: `Deck ${i}`,
      alt: `Deck ${i}`,
      edition: "FSW25",
      dimensions: { width: 480, height: 360 },
      name: nameOf(i),
      boat: boatOf(i),
      day: "2025-06-16",
    };
    const state = i === 6 ? "pending" : "approved";
    Object.assign(writes, reviewUpdate(key, { record: null, review: null }, { record, state }, BASE, []));
  }
  await new LocalDatabase(dataDir).update("/", writes);
  [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, SITE_NOW: "2025-07-01T12:00:00Z", REQUEST_LOG: "off" }),
    launchBrowser(),
  ]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("an edition gallery narrowed without JavaScript", () => {
  it("shows one boat's photos, downloads them as a ZIP, then one photographer's", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/event-details/fsw25`);
      const facets = page.getByRole("navigation", { name: "Narrow the photos" });
      await facets.getByRole("link", { name: "Bali 4.2 (3 photos)" }).click();
      await page.waitForURL(/\?boat=bali-4-2#event-gallery-heading$/);
      const tiles = () => page.locator(".gallery__item").evaluateAll((items) => items.map((a) => a.getAttribute("aria-label")));
      expect(await tiles()).toEqual([
        "Enlarge photo 1 of 3: Deck 4",
        "Enlarge photo 2 of 3: Deck 2",
        "Enlarge photo 3 of 3: Deck 0",
      ]);
      expect(await page.getByText("Photos of the boat Bali 4.2").isVisible()).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download this boat's photos (ZIP)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("fsw25-bali-4-2-photos.zip");
      const files = await zipEntries(await fs.readFile((await download.path())!));
      expect([...files.keys()]).toEqual(["Deck-0.jpg", "Deck-2.jpg", "Deck-4.jpg"]);

      // A photographer's link replaces the boat: one narrowing at a time.
      await facets.getByRole("link", { name: "Ana Souza (2 photos)" }).click();
      await page.waitForURL((url) => url.search === "?by=ana-souza");
      expect(await tiles()).toEqual(["Enlarge photo 1 of 2: Deck 3", "Enlarge photo 2 of 2: Deck 0"]);
      await page.locator(".gallery__item").first().click();
      expect(await page.getByRole("dialog").filter({ hasText: "Deck 3" }).getByText("Photo by Ana Souza").isVisible()).toBe(true);
      await page.goBack();
      await page.getByRole("link", { name: "Show all photos" }).click();
      await page.waitForURL((url) => url.pathname === "/event-details/fsw25" && url.search === "");
      expect((await tiles()).filter((label) => /: Deck \d$/.test(label ?? ""))).toHaveLength(6);
    } finally {
      await context.close();
    }
  });
});
