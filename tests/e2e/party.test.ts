import { Jimp } from "jimp";
import jsQR from "jsqr";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLIDE_SECONDS } from "../../app/lib/slideshow";
import { makeJpeg } from "../fixtures/images";
import { withExifDate } from "../fixtures/exif-date";
import { axeViolations, launchBrowser, screenshot } from "../support/browser";
import { addOrganiser } from "../support/organisers";
import { listFiles, startServer, type TestServer } from "../support/server";
import { distinctJpeg, upload } from "../support/upload";

// The party screen on a 1920×1080 screen, and the QR posters read back by a QR reader.
const SCREEN = { width: 1920, height: 1080 };
const EMAIL = "quartermaster@example.org";
const PASSWORD = "fair winds and following seas";
const CODE = "rum & limes";
const SUNSET = "Sunset jam";
const NIGHT = "Night dance";
let server: TestServer;
let browser: Browser;
let site: string;
const keys: Record<string, string> = {};

async function uploadPhoto(photo: Buffer, name: string, title: string) {
  const { res } = await upload(server, {
    file: { bytes: distinctJpeg(photo, name), name: `${name}.jpg` },
    fields: { title, alt: title, edition: "FSW25", accessCode: CODE },
  });
  expect(res.status).toBe(303);
  const originals = await listFiles(`${server.dataDir}/storage/images/originals`);
  const key = originals.find((f) => f.endsWith(`-${name}`))!;
  // Its variants are made in the background: wait for the marker that says the set is complete.
  for (let waited = 0; ; waited += 100) {
    const variants = await listFiles(`${server.dataDir}/storage/variants/images/originals`);
    if (variants.some((f) => f.includes(`${key}.ready.`))) break;
    if (waited > 120_000) throw new Error(`No variants of ${key}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  keys[name] = key;
}

/** A browser context that reaches this site only (at either of its names); anything else is a stand-in page. */
async function screen({ javaScript = true, viewport = SCREEN } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>outside</title><p>outside page</p>" }),
  );
  return context;
}

async function signedIn(javaScript: boolean): Promise<BrowserContext> {
  const context = await screen({ javaScript, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site}/organisers/sign-in`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${site}/organisers`);
  await page.close();
  return context;
}

/** Approves a waiting photo the way an organiser does, on the review page. */
async function approveInBrowser(title: string) {
  const context = await signedIn(false);
  try {
    const page = await context.newPage();
    await page.goto(`${site}/organisers`);
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await item.getByRole("button", { name: "Save and approve" }).click();
    await page.getByText("1 photo saved and approved.").waitFor();
  } finally {
    await context.close();
  }
}

/** The second photo approved, for a test run on its own (the first test approves it while the show runs). */
let nightApproved = false;
async function approveNight() {
  if (!nightApproved) await approveInBrowser(NIGHT);
  nightApproved = true;
}

/** The alt text of the photo on screen, once it is drawn (null while none is). */
const shownPhoto = (page: Page) =>
  page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>(".slideshow__slide--current img");
    return img && img.complete && img.naturalWidth > 0 ? img.alt : null;
  });

/** Every stored image the page asked for. */
function mediaRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/media/")) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

function expectScreenSizedVariants(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).toMatch(/^\/media\/variants\/images\/originals\/\d+-\w+\.\d+w\.(?:webp|jpg)$/);
    expect(Number(/\.(\d+)w\./.exec(url)![1])).toBeLessThanOrEqual(SCREEN.width);
  }
  // A 2400 px photo on a 1920 px screen: the largest variant, not a thumbnail.
  expect(urls.some((url) => url.includes(".1920w."))).toBe(true);
}

async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).first().screenshot();
  const image = await Jimp.read(png);
  const { data, width, height } = image.bitmap;
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}

beforeAll(async () => {
  // Drawn before the server starts: it holds the event loop for a while.
  const photo = withExifDate(await makeJpeg(2400, 1600), "2025:09:14 22:10:00");
  [server, browser] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", UPLOAD_ACCESS_CODE: CODE }),
    launchBrowser(),
  ]);
  site = server.url.replace("127.0.0.1", "localhost");
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
  await uploadPhoto(photo, "sunset", SUNSET);
  await uploadPhoto(photo, "night", NIGHT);
  await approveInBrowser(SUNSET);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the slideshow on a 1920×1080 screen", () => {
  it("shows a photo approved while it runs within 15 s, loading only variants no wider than the screen", async () => {
    const context = await screen();
    try {
      const page = await context.newPage();
      const requested = mediaRequests(page);
      // Hydration keeps the server's page (a mismatch is a console error), and nothing fails.
      const errors: string[] = [];
      page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
      page.on("pageerror", (error) => void errors.push(error.message));
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      await expect.poll(() => shownPhoto(page)).toContain(SUNSET);
      await page.locator(".slideshow[data-running]").waitFor();
      await approveNight();
      const approvedAt = Date.now();
      await expect.poll(() => shownPhoto(page), { timeout: 15_000, interval: 200 }).toContain(NIGHT);
      expect(Date.now() - approvedAt).toBeLessThan(15_000);
      await screenshot(page, "party-slideshow-desktop-js");
      expectScreenSizedVariants(requested);
      // The corner code leads to this edition's upload form, without the access code (the screen is public).
      expect(await decodeQr(page, ".slideshow__qr")).toBe(`${site}/add-photo?edition=fsw25`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("is driven by the keyboard: arrows and space move, P pauses and plays again", async () => {
    const context = await screen();
    try {
      await approveNight();
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      // The scripts start after the first frames; the page's clock only moves when told.
      await page.clock.runFor(1500);
      await page.locator(".slideshow[data-running]").waitFor();
      await expect.poll(() => page.locator(".slideshow__slide").count()).toBe(2);
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => shownPhoto(page)).toContain(SUNSET);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
      await page.keyboard.press("Space");
      await expect.poll(() => shownPhoto(page)).toContain(SUNSET);

      await page.keyboard.press("p");
      await expect(page.getByRole("status").textContent()).resolves.toBe("Paused: press P to play");
      await page.clock.runFor(SLIDE_SECONDS * 4 * 1000);
      expect(await shownPhoto(page)).toContain(SUNSET);
      await page.keyboard.press("P");
      await expect(page.getByRole("status").textContent()).resolves.toBe("");
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);

      // C hides the captions and shows them again.
      await expect(page.locator(".slideshow__slide--current figcaption").textContent()).resolves.toBe(NIGHT);
      await page.keyboard.press("c");
      await expect.poll(() => page.locator("figcaption").count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("pauses and plays again with a button, by mouse and by keyboard, and says so", async () => {
    const context = await screen();
    try {
      await approveNight();
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      await page.clock.runFor(1500);
      await page.locator(".slideshow[data-running]").waitFor();
      await expect.poll(() => page.locator(".slideshow__slide").count()).toBe(2);
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
      const pause = page.getByRole("button", { name: "Pause" });
      expect(await pause.isVisible()).toBe(true);
      expect(await pause.getAttribute("aria-keyshortcuts")).toBe("P");

      // The first Tab reaches the button; Space presses it (it does not skip a photo), Enter too.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Pause");
      await page.keyboard.press("Space");
      const play = page.getByRole("button", { name: "Play" });
      await play.waitFor();
      await expect(page.getByRole("status").textContent()).resolves.toBe("Paused: press P to play");
      await page.clock.runFor(SLIDE_SECONDS * 2 * 1000);
      expect(await shownPhoto(page)).toContain(NIGHT);
      await page.keyboard.press("Enter");
      await pause.waitFor();
      await expect(page.getByRole("status").textContent()).resolves.toBe("");
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => shownPhoto(page)).toContain(SUNSET);

      await pause.click();
      await play.waitFor();
      await expect(page.getByRole("status").textContent()).resolves.toBe("Paused: press P to play");
      // Four slides' time, polls included: the photo stays.
      await page.clock.runFor(SLIDE_SECONDS * 4 * 1000);
      expect(await shownPhoto(page)).toContain(SUNSET);
      await expect.poll(() => play.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      await screenshot(page, "party-slideshow-paused-desktop-js");
      expect(await axeViolations(page)).toEqual([]);
      await play.click();
      await pause.waitFor();
      await page.clock.runFor(SLIDE_SECONDS * 1000 + 100);
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("pauses without JavaScript: the Pause link holds the photo with no refresh, and Play goes on from it", async () => {
    await approveNight();
    const context = await screen({ javaScript: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
      const refreshes = () => page.locator('meta[http-equiv="refresh"]').count();
      expect(await refreshes()).toBe(1);
      await page.getByRole("link", { name: "Pause" }).click();
      const held = `${site}/event-details/fsw25/slideshow?photo=${keys.night}&paused=1`;
      await page.waitForURL(held);
      expect(await refreshes()).toBe(0);
      expect(await page.getByRole("status").textContent()).toBe("Paused");
      // Longer than a slide's time: still the same page and photo.
      await page.waitForTimeout((SLIDE_SECONDS + 2) * 1000);
      expect(page.url()).toBe(held);
      expect(await shownPhoto(page)).toContain(NIGHT);
      await screenshot(page, "party-slideshow-paused-desktop-nojs");
      await page.getByRole("link", { name: "Play" }).click();
      await page.waitForURL(`${site}/event-details/fsw25/slideshow?photo=${keys.night}`);
      await page.waitForURL(`${site}/event-details/fsw25/slideshow?photo=${keys.sunset}`, {
        timeout: (SLIDE_SECONDS + 10) * 1000,
      });
      await expect.poll(() => shownPhoto(page)).toContain(SUNSET);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("cross-fades, and cuts without motion when the viewer asks for reduced motion", async () => {
    const context = await screen();
    try {
      const page = await context.newPage();
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      const duration = () =>
        page
          .locator(".slideshow__slide")
          .first()
          .evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(await duration()).toBe("1.2s");
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await duration()).toBe("0s");
    } finally {
      await context.close();
    }
  });

  it("runs without JavaScript: each photo refreshes to the next, and the last back to the newest", async () => {
    await approveNight();
    const context = await screen({ javaScript: false });
    try {
      const page = await context.newPage();
      const requested = mediaRequests(page);
      await page.goto(`${site}/event-details/fsw25/slideshow`);
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
      await page.waitForURL(`${site}/event-details/fsw25/slideshow?photo=${keys.sunset}`, {
        timeout: (SLIDE_SECONDS + 10) * 1000,
      });
      await expect.poll(() => shownPhoto(page)).toContain(SUNSET);
      await screenshot(page, "party-slideshow-desktop-nojs");
      await page.waitForURL(`${site}/event-details/fsw25/slideshow`, { timeout: (SLIDE_SECONDS + 10) * 1000 });
      await expect.poll(() => shownPhoto(page)).toContain(NIGHT);
      expectScreenSizedVariants(requested);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("axe-core finds no violations on the running slideshow", async () => {
    const context = await screen();
    try {
      const page = await context.newPage();
      await page.goto(`${site}/event-details/fsw25/slideshow`, { waitUntil: "load" });
      await page.locator(".slideshow[data-running]").waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("the QR posters", () => {
  it("opened from the organisers' page, hold the absolute upload address with the access code, which fills in the form", async () => {
    const context = await signedIn(true);
    try {
      const page = await context.newPage();
      await page.goto(`${site}/organisers`);
      await page.getByText("Party screen and QR posters").click();
      await page.locator('a[href^="/event-details/fsw25/poster"]').click();
      await page.waitForURL(/\/event-details\/fsw25\/poster\?code=/);
      const address = `${site}/add-photo?edition=fsw25&code=rum+%26+limes`;
      expect(await decodeQr(page, ".poster__qr")).toBe(address);
      expect(await decodeQr(page, ".poster-cards .poster__qr")).toBe(address);
      await screenshot(page, "party-poster-desktop");
      expect(await axeViolations(page)).toEqual([]);
      // On paper: the poster and the sheet of cards, two A4 pages, without the screen's instructions.
      await page.emulateMedia({ media: "print" });
      expect(await page.locator(".poster-tools").isVisible()).toBe(false);
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
      // A4 is 595.28 × 841.89 points.
      const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(boxes).toHaveLength(2);
      for (const [width, height] of boxes) {
        expect(Math.abs(width! - 595.28)).toBeLessThan(1);
        expect(Math.abs(height! - 841.89)).toBeLessThan(1);
      }

      // A visitor who scans it meets the form with the edition chosen and the code filled in.
      const visitor = await screen({ viewport: { width: 390, height: 844 } });
      try {
        const form = await visitor.newPage();
        await form.goto(address);
        expect(await form.getByLabel("Edition").inputValue()).toBe("FSW25");
        expect(await form.getByLabel("Access code").inputValue()).toBe(CODE);
      } finally {
        await visitor.close();
      }
    } finally {
      await context.close();
    }
  }, 90_000);
});
