import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { launchBrowser, screenshot, VIEWPORTS } from "../support/browser";
import { ROOT, startServer, type TestServer } from "../support/server";

let dataDir: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-e2e-images-"));
  const gallery = path.join(dataDir, "storage/events/fsw25");
  await fs.mkdir(gallery, { recursive: true });
  await fs.writeFile(path.join(gallery, "01.jpg"), await makeJpeg(2400, 1600));
  await promisify(execFile)("npm", ["run", "--silent", "images"], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("responsive photos in the browser", () => {
  it("a phone without JavaScript gets a screen-sized WebP in the grid and in the lightbox, and can open the original", async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      deviceScaleFactor: 3,
      isMobile: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/event-details/fsw25`);
      const item = page.locator(".gallery__item").first();
      await item.scrollIntoViewIfNeeded();
      const grid = item.locator("img");
      await expect
        .poll(() => grid.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 10_000 })
        .toMatch(/01\.jpg\.1280w\.webp$/);
      await item.click();
      const lightbox = page.locator(".modal:target img");
      await lightbox.waitFor();
      await expect
        .poll(() => lightbox.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), { timeout: 10_000 })
        .toMatch(/01\.jpg\.960w\.webp$/);
      expect(
        await page.locator(".modal:target").getByRole("link", { name: "Open the full-size photo" }).getAttribute("href"),
      ).toBe("/media/events/fsw25/01.jpg");
      await screenshot(page, "event-lightbox-variant-phone-nojs");
    } finally {
      await context.close();
    }
  });
});
