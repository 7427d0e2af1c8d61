import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIDE_SECONDS } from "../../app/lib/slideshow";
import { makeClip } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, launchBrowser, screenshot } from "../support/browser";
import { addAccounts, organiser, signIn } from "../support/review";
import { listFiles, startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";

// A clip among photos on the party screen: uploaded and approved as a guest and an organiser do it.
const SCREEN = { width: 1920, height: 1080 };
const EMAIL = "bosun@example.org";
const PASSWORD = "a clip between two photos";
let server: TestServer;
let browser: Browser;
let site: string;
const keys = { before: "", clip: "", after: "" };

async function send(file: { bytes: Uint8Array; name: string; type?: string }, title: string): Promise<string> {
  const { res, data } = await upload(server, { file, fields: { title, edition: "FSW25" }, asScript: true });
  expect(res.status, JSON.stringify(data)).toBeLessThan(300);
  const key = data.key!;
  for (let waited = 0; ; waited += 100) {
    const variants = await listFiles(`${server.dataDir}/storage/variants/images/originals`);
    if (variants.some((f) => f.includes(`${key}.ready.`))) return key;
    if (waited > 120_000) throw new Error(`No variants of ${key}\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function screen(javaScript = true): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: SCREEN, javaScriptEnabled: javaScript });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 200, body: "outside" }));
  return context;
}

/** The key of the slide on screen, once its picture or its clip's poster is drawn. */
const onScreen = (page: Page) =>
  page.evaluate(() => {
    const slide = document.querySelector(".slideshow__slide--current");
    const video = slide?.querySelector("video");
    if (video) return video.dataset.key ?? null;
    const img = slide?.querySelector("img");
    return img && img.complete && img.naturalWidth > 0 ? img.currentSrc.replace(/^.*\/([^/]+?)\.\d+w\.\w+$/, "$1") : null;
  });

beforeAll(async () => {
  const photo = await makeJpeg(1600, 1200);
  const clip = await makeClip("portrait");
  [server, browser] = await Promise.all([startServer({ UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off" }), launchBrowser()]);
  site = server.url.replace("127.0.0.1", "localhost");
  addAccounts(server, [[EMAIL, PASSWORD]]);
  // The show starts with the newest, then plays the others oldest first: the clip second, a photo after it.
  keys.clip = await send(clip, "Forró on deck");
  keys.after = await send({ bytes: distinctJpeg(photo, "after"), name: "after.jpg" }, "After the dance");
  keys.before = await send({ bytes: distinctJpeg(photo, "before"), name: "before.jpg" }, "Before the dance");
  const who = organiser(server, await signIn(server, EMAIL, PASSWORD));
  expect(await who.act("approve", [keys.after, keys.clip, keys.before])).toBe(303);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a clip in the slideshow", () => {
  it("the slideshow shows a clip then moves on: muted over its poster, to its end, the next slide after it ended", async () => {
    const context = await screen();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => void errors.push(error.message));
      // The page's timers stand still unless told: only the clip's own end can move the show on from it.
      await page.clock.install();
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      await page.clock.runFor(1500);
      await page.locator(".slideshow[data-running]").waitFor();
      await expect.poll(() => page.locator(".slideshow__slide").count()).toBe(3);
      await expect.poll(() => onScreen(page)).toBe(keys.before);
      // Waiting its turn, the clip loads no more than its first bytes.
      const video = page.locator(`video[data-key="${keys.clip}"]`);
      expect(await video.getAttribute("preload")).toBe("metadata");
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await video.evaluate((v: HTMLVideoElement) => {
        const seen: string[] = [];
        (window as unknown as { clipEvents: string[] }).clipEvents = seen;
        // A quarter of its speed: time enough to pause it midway.
        v.defaultPlaybackRate = 0.25;
        v.playbackRate = 0.25;
        v.addEventListener("playing", () => seen.push("playing"));
        v.addEventListener("ended", () =>
          seen.push(v.closest(".slideshow__slide--current") ? "ended on screen" : "ended elsewhere"),
        );
      });
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => onScreen(page)).toBe(keys.clip);
      expect(await video.getAttribute("preload")).toBe("auto");
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
      expect(await video.getAttribute("poster")).toMatch(/^\/media\/variants\/images\/originals\/.+\.\d+w\.jpg$/);
      const events = () => page.evaluate(() => (window as unknown as { clipEvents: string[] }).clipEvents.join());
      await expect.poll(events, { timeout: 15_000 }).toContain("playing");
      const faded = () => video.evaluate((v) => getComputedStyle(v.closest("figure")!).opacity);
      await expect.poll(faded).toBe("1");
      await screenshot(page, "party-slideshow-clip-desktop-js");
      // P pauses the clip where it is; P again plays it on.
      await page.keyboard.press("p");
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      const heldAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      expect(heldAt).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(heldAt);
      expect(await onScreen(page)).toBe(keys.clip);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("p");
      await expect.poll(() => onScreen(page), { timeout: 30_000 }).toBe(keys.after);
      expect(await events()).toBe("playing,playing,ended on screen");
      expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1.5);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("moves on from a clip that cannot play after a photo's time, and never sticks", async () => {
    const context = await screen();
    try {
      const rendition = `**/media/images/originals/${keys.clip}`;
      await context.route(rendition, (route) => route.fulfill({ status: 404, body: "" }));
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      await page.clock.runFor(1500);
      await page.locator(".slideshow[data-running]").waitFor();
      await expect.poll(() => page.locator(".slideshow__slide").count()).toBe(3);
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => onScreen(page)).toBe(keys.clip);
      const video = page.locator(`video[data-key="${keys.clip}"]`);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.error?.code ?? null)).not.toBeNull();
      await page.clock.runFor((SLIDE_SECONDS - 2) * 1000);
      expect(await onScreen(page)).toBe(keys.clip);
      await page.clock.runFor(3000);
      await expect.poll(() => onScreen(page)).toBe(keys.after);
      // Its next turn, the network back: it tries again and plays.
      await context.unroute(rendition);
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => onScreen(page)).toBe(keys.before);
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => onScreen(page)).toBe(keys.clip);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
    } finally {
      await context.close();
    }
  }, 60_000);

  it("without JavaScript shows the poster and a link to the clip, and moves on as for a photo", async () => {
    const context = await screen(false);
    try {
      const page = await context.newPage();
      await page.goto(`${site}/event-details/fsw25/slideshow?photo=${keys.clip}`);
      const video = page.locator("video");
      expect(await video.getAttribute("poster")).toMatch(/^\/media\/variants\/images\/originals\/.+\.\d+w\.jpg$/);
      const link = page.getByRole("link", { name: "Watch the clip" });
      const href = (await link.getAttribute("href"))!;
      const res = await fetch(new URL(href, site));
      expect(res.headers.get("Content-Type")).toBe("video/mp4");
      await res.body?.cancel();
      // The oldest: a 2-second clip holds a photo's time, then the round starts again with the newest.
      expect(await page.locator('meta[http-equiv="refresh"]').getAttribute("content")).toBe(
        `${SLIDE_SECONDS}; url=/event-details/fsw25/slideshow`,
      );
      await page.waitForURL(`${site}/event-details/fsw25/slideshow`, { timeout: (SLIDE_SECONDS + 10) * 1000 });
      expect(await page.locator("video").count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
