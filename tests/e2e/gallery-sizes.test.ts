import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_COLUMNS, GALLERY_SIZES } from "../../app/lib/gallery-layout";
import { makeJpeg } from "../fixtures/images";
import { launchBrowser, screenshot } from "../support/browser";
import { ROOT, startServer, type TestServer } from "../support/server";

// The fsw25 gallery: the demo drawings (01–06.svg, size unknown), an organisers' portrait photo and a
// landscape one (their variants made by `npm run images`, which records each photo's size), and an
// approved portrait upload whose size is in the public index.
const UPLOAD = "1750000000000-portrait_upload";
const PORTRAITS = ["035.jpg", UPLOAD];
const LANDSCAPES = ["07.jpg"];

let dataDir: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-e2e-gallery-sizes-"));
  const gallery = path.join(dataDir, "storage/events/fsw25");
  await fs.mkdir(gallery, { recursive: true });
  await fs.writeFile(path.join(gallery, "035.jpg"), await makeJpeg(600, 800));
  await fs.writeFile(path.join(gallery, "07.jpg"), await makeJpeg(900, 600));
  await promisify(execFile)("npm", ["run", "--silent", "images"], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
  await fs.mkdir(path.join(dataDir, "storage/images/originals"), { recursive: true });
  await fs.mkdir(path.join(dataDir, "storage/images/thumbnails"), { recursive: true });
  await fs.writeFile(path.join(dataDir, "storage/images/originals", UPLOAD), await makeJpeg(450, 600));
  await fs.writeFile(path.join(dataDir, "storage/images/thumbnails", `thumb-${UPLOAD}`), await makeJpeg(100, 133));
  const entry = {
    title: "Portrait on deck",
    original: `/media/images/originals/${UPLOAD}`,
    thumbnail: `/media/images/thumbnails/thumb-${UPLOAD}`,
    width: 450,
    height: 600,
    uploadedAt: new Date(1_750_000_000_000).toISOString(),
    edition: "FSW25",
  };
  const review = { state: "approved", edition: "fsw25", updatedAt: entry.uploadedAt };
  for (const [node, value] of [
    ["gallery/all", entry],
    ["gallery/editions/fsw25", entry],
    ["photoReview", review],
  ] as const) {
    const file = path.join(dataDir, "database", node, `${UPLOAD}.json`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JSON.stringify(value));
  }
  [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, SITE_NOW: "2025-07-01T12:00:00Z", REQUEST_LOG: "off" }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Phones, tablets and desktops, and each side of every column break. */
const WIDTHS = [
  320,
  360,
  390,
  412,
  ...GALLERY_COLUMNS.flatMap(({ minWidth }) => [minWidth - 1, minWidth, minWidth + 40]),
  1024,
  1179,
  1180,
  1440,
  1920,
];

describe("gallery photos' sizes", () => {
  it.each(WIDTHS)(
    "at %i px the width the sizes promise is the width each tile is drawn, and a portrait photo's tile is portrait",
    async (width) => {
      // Overlay scrollbars (as on phones and tablets), so 100vw is the page's width.
      const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/event-details/fsw25`, { waitUntil: "load" });
        const { promised, tiles, gap } = await page.evaluate((sizes) => {
          // What the browser makes of `sizes`: the first matching condition's length.
          const [, length] = sizes
            .split(/,\s*(?![^()]*\))/)
            .map((part) => /^(\([^)]*\))\s+(.+)$/.exec(part.trim())?.slice(1) ?? [null, part.trim()])
            .find(([condition]) => !condition || window.matchMedia(condition).matches)!;
          const probe = document.createElement("div");
          probe.style.cssText = `position:absolute;visibility:hidden;height:1px;width:${length}`;
          document.body.append(probe);
          const promised = probe.getBoundingClientRect().width;
          probe.remove();
          const box = (element: Element) => {
            const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
            return { left, top, right, bottom, width, height };
          };
          const grid = document.querySelector(".gallery__grid")!;
          const tiles = [...grid.querySelectorAll(":scope > li")].map((li) => {
            // The lightbox the tile opens links the full-size photo; drawings have no such link.
            const target = li.querySelector("a")!.getAttribute("href")!;
            const full = document.querySelector(`${target} .modal__original a`)?.getAttribute("href");
            const img = li.querySelector("img")!;
            return {
              name: (full ?? img.getAttribute("src") ?? "").split("/").pop()!,
              portrait: li.classList.contains("gallery__tile--portrait"),
              tile: box(li.querySelector(".gallery__item")!),
              image: box(img),
            };
          });
          return { promised, tiles, gap: parseFloat(getComputedStyle(grid).rowGap) };
        }, GALLERY_SIZES);

        expect(tiles.length).toBe(9);
        for (const { name, tile } of tiles)
          expect(Math.abs(promised - tile.width), `${name}: promised ${promised} px, drawn ${tile.width} px`).toBeLessThanOrEqual(
            1,
          );

        // Exactly the photos known to be portrait get a portrait tile; the rest keep 3:2.
        expect(tiles.filter((t) => t.portrait).map((t) => t.name)).toEqual(PORTRAITS);
        for (const name of LANDSCAPES) expect(tiles.find((t) => t.name === name)?.portrait, name).toBe(false);
        for (const { name, portrait, tile, image } of tiles) {
          const aspect = tile.width / tile.height;
          const wanted = portrait ? 3 / 4 : 3 / 2;
          expect(Math.abs(aspect / wanted - 1), `${name}: ${tile.width}×${tile.height}`).toBeLessThanOrEqual(
            portrait ? 0.05 : 0.01,
          );
          // The photo fills its tile: the box the browser draws it in is the tile's.
          expect(Math.abs(image.width - tile.width), name).toBeLessThanOrEqual(1);
          expect(Math.abs(image.height - tile.height), name).toBeLessThanOrEqual(1);
        }

        // No hole: every tile below the first row sits right under another tile.
        const top = Math.min(...tiles.map((t) => t.tile.top));
        for (const { name, tile } of tiles) {
          if (tile.top - top < 1) continue;
          const above = tiles.some(
            (t) =>
              Math.abs(t.tile.left - tile.left) < 1 && tile.top - t.tile.bottom > gap - 2 && tile.top - t.tile.bottom < gap + 2,
          );
          expect(above, `${name} at ${tile.left},${tile.top} has a hole above it`).toBe(true);
        }
        if (width === 412 || width === 1180) {
          await page.locator(".gallery__grid").scrollIntoViewIfNeeded();
          await screenshot(page, `gallery-portrait-tiles-${width}`);
        }
      } finally {
        await context.close();
      }
    },
  );
});
