import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, launchBrowser, newContext, screenshot } from "../support/browser";
import { RENDITION, seedClip, seedPhoto } from "../support/clip-seed";
import { startServer, type TestServer } from "../support/server";

// An approved clip beside a photo in FSW25's gallery, as the upload and the review store them.
const BASE = 1_750_000_000_000;
const CLIP = `${BASE + 2000}-clip_on_deck`;
const PHOTO = `${BASE + 1000}-photo_sunset`;
const TILE = /^Play clip \d+ of \d+ \(0:03\): Forró on deck$/;

let dataDir: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-e2e-clips-"));
  await seedClip(dataDir, { key: CLIP, title: "Forró on deck", state: "approved", name: "Ana Lima" });
  await seedPhoto(dataDir, { key: PHOTO, title: "Sunset", state: "approved", jpeg: await makeJpeg(480, 360) });
  [server, browser] = await Promise.all([
    startServer({ DATA_DIR: dataDir, SITE_NOW: "2025-07-01T12:00:00Z", REQUEST_LOG: "off" }),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("a clip in an edition's gallery", () => {
  it("plays in the lightbox without JavaScript: Chromium decodes the H.264 rendition /media serves, and reads its length", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    try {
      const page = await context.newPage();
      const rendition = `/media/images/originals/${CLIP}`;
      const served: number[] = [];
      page.on("response", (res) => {
        if (new URL(res.url()).pathname === rendition) served.push(res.status());
      });
      await page.goto(`${server.url}/event-details/fsw25`);
      const tile = page.getByRole("link", { name: TILE });
      expect(await tile.locator(".clip-mark").innerText()).toMatch(/▶\s*0:03/);
      await tile.click();
      const dialog = page.getByRole("dialog").filter({ hasText: "Forró on deck" });
      expect(await dialog.isVisible()).toBe(true);
      const video = dialog.locator("video");
      expect(await video.isVisible()).toBe(true);
      expect(await dialog.getByRole("link", { name: "Download the clip (MP4)" }).getAttribute("href")).toBe(rendition);
      // Nothing of the clip is fetched before the visitor asks: preload="none".
      expect(served).toEqual([]);
      // The player's own keys, as a visitor on a keyboard starts it (a click on the picture does not, in Chromium).
      await video.focus();
      await page.keyboard.press("Space");
      // The page's own timers stand still without JavaScript: asked from here until it has played a little.
      const playing = () => video.evaluate((el: HTMLVideoElement) => ({ ready: el.readyState, at: el.currentTime }));
      let seen = await playing();
      for (let i = 0; i < 300 && !(seen.ready >= 2 && seen.at > 0); i++) {
        await page.waitForTimeout(100);
        seen = await playing();
      }
      expect(seen.ready).toBeGreaterThanOrEqual(2);
      expect(seen.at).toBeGreaterThan(0);
      const state = await video.evaluate((el: HTMLVideoElement) => ({
        duration: el.duration,
        width: el.videoWidth,
        height: el.videoHeight,
        error: el.error?.code ?? null,
        source: new URL(el.currentSrc).pathname,
        h264: el.canPlayType('video/mp4; codecs="avc1.4D401E, mp4a.40.2"'),
      }));
      expect(state).toMatchObject({
        width: RENDITION.width,
        height: RENDITION.height,
        error: null,
        source: rendition,
        h264: "probably",
      });
      expect(state.duration).toBeCloseTo(RENDITION.seconds, 0);
      expect(served.length).toBeGreaterThan(0);
      expect(served.every((status) => status === 206)).toBe(true);
      await screenshot(page, "clip-lightbox-phone-nojs");
    } finally {
      await context.close();
    }
  });

  it("leaves axe nothing to report on the gallery with a clip and on its open lightbox", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/event-details/fsw25`, { waitUntil: "load" });
      const found: Record<string, unknown> = {};
      let violations = await axeViolations(page);
      if (violations.length) found.gallery = violations;
      const lightbox = await page.getByRole("link", { name: TILE }).getAttribute("href");
      await page.goto(`${server.url}/event-details/fsw25${lightbox}`, { waitUntil: "load" });
      expect(await page.locator(`${lightbox} video`).isVisible()).toBe(true);
      violations = await axeViolations(page);
      if (violations.length) found.lightbox = violations;
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
});
