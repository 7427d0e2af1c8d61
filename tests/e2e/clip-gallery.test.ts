import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, launchBrowser, newContext, screenshot } from "../support/browser";
import { clipLength } from "../../app/components/clip-mark";
import { RECORDS_PATH } from "../../app/lib/photo-layout";
import { makeClip } from "../fixtures/clips";
import { addAccounts, organiser, readNode, signIn } from "../support/review";
import { upload } from "../support/upload";
import { startServer, type TestServer } from "../support/server";

// A phone's clip (H.264 in a MOV, with where and on what it was filmed) and a photo, sent through the uploader and approved.
const TILE = /^Play clip \d+ of \d+ \(\d:\d\d\): Forró on deck$/;

let server: TestServer;
let browser: Browser;
let rendition: string;
let record: { original: string; duration: number; dimensions: { width: number; height: number } };

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", SITE_NOW: "2025-07-01T12:00:00Z", REQUEST_LOG: "off" }),
    launchBrowser(),
  ]);
  addAccounts(server, [["clips@example.org", "a long enough password 3"]]);
  const review = organiser(server, await signIn(server, "clips@example.org", "a long enough password 3"));
  const photo = { bytes: await makeJpeg(480, 360), name: "sunset.jpg", type: "image/jpeg" };
  const keys: string[] = [];
  for (const [file, title] of [
    [photo, "Sunset"],
    [await makeClip("h264-mov"), "Forró on deck"],
  ] as const) {
    const sent = await upload(server, { file, fields: { edition: "FSW25", title, alt: title }, asScript: true });
    expect(sent.res.status, sent.body).toBe(200);
    keys.push(sent.data.key!);
  }
  expect(await review.act("approve", keys)).toBe(303);
  record = (await readNode(server, RECORDS_PATH))[keys[1]!] as typeof record;
  rendition = record.original;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a clip in an edition's gallery", () => {
  it("plays in the lightbox without JavaScript: Chromium decodes the H.264 rendition /media serves, and reads its length", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    try {
      const page = await context.newPage();
      const served: number[] = [];
      page.on("response", (res) => {
        if (new URL(res.url()).pathname === rendition) served.push(res.status());
      });
      await page.goto(`${server.url}/event-details/fsw25`);
      const tile = page.getByRole("link", { name: TILE });
      expect(await tile.locator(".clip-mark").innerText()).toMatch(new RegExp(`▶\\s*${clipLength(record.duration)}$`));
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
        width: record.dimensions.width,
        height: record.dimensions.height,
        error: null,
        source: rendition,
        h264: "probably",
      });
      expect(state.duration).toBeCloseTo(record.duration, 0);
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
