import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, giveConsent, launchBrowser, newContext, screenshot, type ViewportName } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { addOrganiser } from "../support/organisers";

// The whole way of a shared photo, walked in a browser as people would: a participant uploads it from
// a phone without JavaScript, an organiser signs in on a phone and approves it, and visitors find it
// in its edition's gallery and lightbox, with JavaScript and without.
const EMAIL = "harbourmaster@example.org";
const PASSWORD = "a fair wind past Stromboli";
const TITLE = "Sunset over Salina";
const ALT = "Two sails filling with wind off Salina, the island green behind them";
let server: TestServer;
let browser: Browser;
let site: string;
let photo: Buffer;
let key: string;

beforeAll(async () => {
  [server, browser, photo] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off" }),
    launchBrowser(),
    makeJpeg(1600, 1200),
  ]);
  // Organiser posts must come from SITE_URL's origin (by default http://localhost:PORT).
  site = server.url.replace("127.0.0.1", "localhost");
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context that reaches the site at its public origin (the helper fakes every other host). */
async function siteContext(viewport: ViewportName, javaScript: boolean): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport, javaScript });
  await context.route(new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/`), (route) => route.continue());
  return context;
}

const tileOf = (page: Page) => page.getByRole("link", { name: new RegExp(`^Enlarge photo \\d+ of \\d+: ${ALT}$`) });

async function loadedSource(page: Page, selector: ReturnType<Page["locator"]>): Promise<string> {
  await selector.scrollIntoViewIfNeeded();
  await expect
    .poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
  return selector.evaluate((img: HTMLImageElement) => img.currentSrc);
}

describe("a shared photo from upload to gallery, in a browser", () => {
  it("a participant uploads it from a phone without JavaScript; it waits, seen only by them", async () => {
    const context = await siteContext("phone", false);
    try {
      const page = await context.newPage();
      await page.goto(`${site}/add-photo`);
      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles({ name: "salina.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByLabel("Title").fill(TITLE);
      await page.getByLabel("Edition").selectOption("FSW25");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.waitForURL(`${site}/add-photo`);
      await page.getByText("Image uploaded successfully!").waitFor();
      expect(await page.getByText("Waiting for review").count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
    // Any other visitor: not on the edition's page yet.
    const visitor = await siteContext("phone", false);
    try {
      const page = await visitor.newPage();
      await page.goto(`${site}/event-details/fsw25`);
      expect(await tileOf(page).count()).toBe(0);
      expect(await page.content()).not.toContain("salina");
    } finally {
      await visitor.close();
    }
  }, 60_000);

  it("an organiser signs in on a phone, sees and dismisses the notice of failed attempts, and approves it", async () => {
    // Someone tried three wrong passwords on the account first.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/organisers/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
        body: new URLSearchParams({ email: EMAIL, password: `a guess ${i}` }),
      });
      expect(res.status).toBe(400);
      await res.body?.cancel();
    }
    const context = await siteContext("phone", true);
    try {
      const page = await context.newPage();
      await page.goto(`${site}/organisers`);
      // Not signed in yet: the sign-in page, which sends them back after.
      await page.waitForURL(/\/organisers\/sign-in\?redirectTo=/);
      await page.getByLabel("E-mail").fill(EMAIL);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${site}/organisers`);
      const notice = page.getByRole("status").filter({ hasText: "3 sign-in attempts in a row failed" });
      expect(await notice.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await notice.getByRole("button", { name: "Dismiss" }).click();
      await expect.poll(() => notice.count()).toBe(0);
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE }) });
      key = (await item.locator('input[type="hidden"][name="key"]').getAttribute("value"))!;
      expect(key).toMatch(/^\d+-salina$/);
      // The phone-sized page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Described and approved in one step.
      await item.getByLabel("Description for people who cannot see it").fill(ALT);
      await item.getByRole("button", { name: "Save and approve" }).click();
      await page.getByText("1 photo saved and approved.").waitFor();
      await screenshot(page, "review-walk-approved-phone-js");
    } finally {
      await context.close();
    }
  }, 60_000);

  it.each([true, false])(
    "a visitor finds it in the fsw25 gallery and lightbox (JavaScript %s)",
    async (javaScript) => {
      expect(key).toBeDefined();
      const context = await siteContext("phone", javaScript);
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        // The variants follow the upload's answer: the gallery offers them as soon as they exist.
        await expect
          .poll(async () => (await (await fetch(`${site}/event-details/fsw25`)).text()).includes(`${key}.320w.jpg`), {
            timeout: 60_000,
            interval: 250,
          })
          .toBe(true);
        await page.goto(`${site}/event-details/fsw25`, { waitUntil: "load" });
        const tile = tileOf(page);
        expect(await tile.count()).toBe(1);
        // The tile is a resized copy, chosen from srcset for the phone's width.
        const tileImage = tile.locator("img");
        const srcset = (await tileImage.getAttribute("srcset")) ?? "";
        expect(srcset).toContain(`/media/variants/images/originals/${key}.320w.jpg 320w`);
        expect(srcset).toMatch(new RegExp(`${key}\\.\\d+w\\.jpg \\d+w, .*${key}\\.\\d+w\\.jpg \\d+w`));
        expect(await loadedSource(page, tileImage)).toMatch(
          new RegExp(`/media/variants/images/originals/${key}\\.\\d+w\\.(?:webp|jpg)$`),
        );

        await tile.click();
        const dialog = page.getByRole("dialog").filter({ hasText: TITLE });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        expect(await dialog.locator(".modal__caption").textContent()).toBe(TITLE);
        expect(await dialog.locator("img").getAttribute("alt")).toBe(ALT);
        const large = await loadedSource(page, dialog.locator("img"));
        expect(large).toMatch(new RegExp(`/media/variants/images/originals/${key}\\.\\d+w\\.(?:webp|jpg)$`));
        const full = await dialog.getByRole("link", { name: "Open the full-size photo" }).getAttribute("href");
        expect(full).toBe(`/media/images/originals/${key}`);
        const original = await fetch(`${server.url}${full}`);
        expect(original.status).toBe(200);
        expect(original.headers.get("content-type")).toBe("image/jpeg");
        await original.body?.cancel();
        await screenshot(page, `review-walk-lightbox-phone-${javaScript ? "js" : "nojs"}`);

        // The edition page carries no script (docs/decisions/007): the lightbox is the address's
        // fragment, closed by its link, the same with JavaScript on or off.
        await dialog.locator(".modal__close").click();
        await expect.poll(() => dialog.isVisible()).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
