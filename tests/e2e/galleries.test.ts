import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// 40 approved uploads of FSW25 in the public index and approved in review (as the review step writes them), with their files.
const BASE = 1_750_000_000_000;
const keyOf = (i: number) => `${BASE + i * 1000}-deck_${i}`;

let dataDir: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-e2e-galleries-"));
  const photo = await makeJpeg(480, 360);
  const thumb = await makeJpeg(100, 75);
  await fs.mkdir(path.join(dataDir, "storage/images/originals"), { recursive: true });
  await fs.mkdir(path.join(dataDir, "storage/images/thumbnails"), { recursive: true });
  for (let i = 0; i < 40; i++) {
    const key = keyOf(i);
    await fs.writeFile(path.join(dataDir, "storage/images/originals", key), photo);
    await fs.writeFile(path.join(dataDir, "storage/images/thumbnails", `thumb-${key}`), thumb);
    const entry = {
      title: `Dancing on deck ${i}`,
      // Described as its uploader would: the tile and the lightbox are named by it (decision 051).
      alt: `Dancing on deck ${i}`,
      original: `/media/images/originals/${key}`,
      thumbnail: `/media/images/thumbnails/thumb-${key}`,
      width: 480,
      height: 360,
      uploadedAt: new Date(BASE + i * 1000).toISOString(),
      edition: "FSW25",
    };
    const review = { state: "approved", edition: "fsw25", updatedAt: entry.uploadedAt };
    // Listed by boat too, as review writes it since the gallery can be narrowed.
    for (const [node, value] of [
      ["gallery/all", entry],
      ["gallery/editions/fsw25", entry],
      ["photoReview", review],
      [i % 2 ? "gallery/facets/fsw25/boat/bali-4-2" : "gallery/facets/fsw25/boat/lagoon-42", i % 2 ? "Bali 4.2" : "Lagoon 42"],
    ] as const) {
      const file = path.join(dataDir, "database", node, `${key}.json`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(value));
    }
  }
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

describe("an edition gallery with shared photos, on a phone", () => {
  it("pages to older photos and opens one in the lightbox with its title, without JavaScript", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/event-details/fsw25`);
      expect(await page.getByRole("link", { name: "Download all photos (ZIP)" }).getAttribute("href")).toBe(
        "/event-details/fsw25/photos.zip",
      );
      await page.getByRole("link", { name: "Older photos →" }).click();
      await page.waitForURL(/\?before=/);
      expect(page.url()).toContain(`?before=${keyOf(3)}`);
      const tile = page.getByRole("link", { name: /: Dancing on deck 0$/ });
      await tile.click();
      const dialog = page.getByRole("dialog").filter({ hasText: "Dancing on deck 0" });
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await dialog.locator(".modal__close").click();
      await page.getByRole("link", { name: "← Newer photos" }).click();
      // The page just newer is the newest one: it is shown at the gallery's own address.
      await page.waitForURL((url) => url.pathname === "/event-details/fsw25" && url.search === "");
      expect(await page.getByRole("link", { name: /: Dancing on deck 39$/ }).count()).toBe(1);
      expect(await page.getByRole("link", { name: /: Dancing on deck 4$/ }).count()).toBe(1);
      expect(await page.getByRole("link", { name: /: Dancing on deck 3$/ }).count()).toBe(0);
      await screenshot(page, "galleries-event-older-phone-nojs");
    } finally {
      await context.close();
    }
  });

  it("leaves axe nothing to report on the gallery, its lightbox and the upload page with the edition choice", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await context.newPage();
      const found: Record<string, unknown> = {};
      for (const url of [
        "/event-details/fsw25",
        `/event-details/fsw25?before=${keyOf(3)}#event-gallery-1`,
        "/event-details/fsw25?boat=bali-4-2",
        "/add-photo",
      ]) {
        await page.goto(server.url + url, { waitUntil: "load" });
        const violations = await axeViolations(page);
        if (violations.length) found[url] = violations;
      }
      expect(found).toEqual({});
      expect(await page.getByLabel("Edition").inputValue()).toBe("FSW25");
    } finally {
      await context.close();
    }
  });
});
