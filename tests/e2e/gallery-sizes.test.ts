import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GALLERY_COLUMNS, GALLERY_SIZES } from "../../app/lib/gallery-layout";
import { launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
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
  it.each(WIDTHS)("at %i px the width the sizes promise is the width each tile is drawn", async (width) => {
    // Overlay scrollbars (as on phones and tablets), so 100vw is the page's width.
    const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/event-details/fsw25`, { waitUntil: "load" });
      const { promised, tiles } = await page.evaluate((sizes) => {
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
        const tiles = [...document.querySelectorAll(".gallery__grid .gallery__item")].map((a) => a.getBoundingClientRect().width);
        return { promised, tiles };
      }, GALLERY_SIZES);
      expect(tiles.length).toBeGreaterThan(0);
      for (const tile of tiles)
        expect(Math.abs(promised - tile), `promised ${promised} px, drawn ${tile} px`).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});
