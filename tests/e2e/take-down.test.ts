import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, giveConsent, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// Taking a photo down, in a browser without JavaScript: a visitor asks from the gallery's lightbox,
// then the uploader withdraws it from their own list. Review is off so the upload is public at once.
const TITLE = "Anchored off Panarea";
let server: TestServer;
let browser: Browser;
let site: string;
let photo: Buffer;
let uploader: BrowserContext;

beforeAll(async () => {
  [server, browser, photo] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off", PHOTO_REVIEW: "off" }),
    launchBrowser(),
    makeJpeg(1600, 1200),
  ]);
  site = server.url.replace("127.0.0.1", "localhost");
}, 120_000);

afterAll(async () => {
  await uploader?.close();
  await browser?.close();
  await server?.stop();
});

/** A browser context that reaches the site at its public origin (the helper fakes every other host). */
async function siteContext(javaScript: boolean): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: "phone", javaScript });
  await context.route(new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/`), (route) => route.continue());
  return context;
}

describe("taking a photo down, in a browser", () => {
  it("a visitor asks for its removal from the lightbox; the photo stays until an organiser acts", async () => {
    uploader = await siteContext(false);
    const page = await uploader.newPage();
    await page.goto(`${site}/add-photo`);
    await page
      .getByLabel("Photos and clips (required)")
      .setInputFiles({ name: "panarea.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Describe the photo for people who cannot see it").fill(TITLE);
    await page.getByLabel("Edition").selectOption("FSW25");
    await giveConsent(page);
    await page.getByRole("button", { name: "Upload photos" }).click();
    await page.getByText("In the gallery").waitFor();

    const visitor = await siteContext(false);
    try {
      const view = await visitor.newPage();
      await view.goto(`${site}/event-details/fsw25`);
      await view.getByRole("link", { name: new RegExp(`^Enlarge photo \\d+ of \\d+: ${TITLE}$`) }).click();
      await view.getByRole("dialog").getByRole("link", { name: "Ask to remove this photo" }).click();
      await view.waitForURL(/\/photos\/\d+-panarea\/remove$/);
      await view.getByLabel("Why should it be removed?").fill("That is me on the left; please take it down.");
      await view.getByLabel("Your e-mail address (optional)").fill("on-the-left@example.net");
      await view.getByRole("button", { name: "Send the request" }).click();
      await view.getByText("your request has reached the organisers").waitFor();
      await screenshot(view, "take-down-request-sent-phone");
      await view.goto(`${site}/event-details/fsw25`);
      expect(await view.getByRole("link", { name: new RegExp(`: ${TITLE}$`) }).count()).toBe(1);
    } finally {
      await visitor.close();
    }
    // The form is accessible (axe needs JavaScript in the page).
    const checker = await siteContext(true);
    try {
      const form = await checker.newPage();
      await form.goto(`${site}/event-details/fsw25`);
      const href = await form
        .getByRole("link", { name: "Ask to remove this photo", includeHidden: true })
        .first()
        .getAttribute("href");
      await form.goto(`${site}${href}`);
      expect(await axeViolations(form)).toEqual([]);
    } finally {
      await checker.close();
    }
  }, 120_000);

  it("the uploader withdraws it after a confirmation, and it is gone from the gallery", async () => {
    const page = await uploader.newPage();
    await page.goto(`${site}/add-photo`);
    await page.getByRole("link", { name: `Withdraw “${TITLE}”` }).click();
    await page.getByRole("heading", { name: "Withdraw your photo?" }).waitFor();
    await page.getByRole("button", { name: "Withdraw for good" }).click();
    await page.getByText("Your photo is gone from the site").waitFor();
    await page.goto(`${site}/add-photo`);
    expect(await page.getByText("In the gallery").count()).toBe(0);
    await page.goto(`${site}/event-details/fsw25`);
    expect(await page.content()).not.toContain("panarea");
  }, 60_000);
});
