import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { giveConsent, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// The site on its Firebase backend against the modelled Google services, in a real browser.
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", FIREBASE_RETRY_SCALE: "0.01", PHOTO_REVIEW: "off" }, { mocks: true }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("Firebase mode in the browser", () => {
  it.each([true, false])("shows the images from the bucket (JavaScript %s)", async (javaScript) => {
    const context = await newContext(browser, { viewport: "desktop", javaScript });
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") blocked.push(m.text());
    });
    try {
      await page.goto(`${server.url}/event-details/fsw25`, { waitUntil: "networkidle" });
      const hero = page.locator("img.detail-hero__image");
      expect(await hero.getAttribute("src")).toContain(`${server.mockOrigin}/v0/b/`);
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(blocked).toEqual([]);
      await screenshot(page, `firebase-event-details-${javaScript ? "js" : "nojs"}`);
    } finally {
      await context.close();
    }
  });

  it("uploads a photo with JavaScript on and shows its thumbnail from the bucket", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles({ name: "crew.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 900) });
      await page.getByLabel("Title").fill("Crew photo");
      await page.getByLabel("Describe the photo for people who cannot see it").fill("Crew photo");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photo" }).click();
      await page.getByText("Image uploaded successfully!").waitFor({ timeout: 30_000 });
      expect(await page.getByText("Data added successfully!").isVisible()).toBe(true);
      const thumb = page
        .getByRole("region", { name: "Photos shared so far" })
        .getByRole("img", { name: "Crew photo", exact: true });
      await thumb.waitFor();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
      expect(await thumb.getAttribute("src")).toContain(
        `${server.mockOrigin}/v0/b/fsw-test.appspot.com/o/images%2Fthumbnails%2Fthumb-`,
      );
    } finally {
      await context.close();
    }
  });
});
