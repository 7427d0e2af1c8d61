import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs/promises";
import path from "node:path";
import { PHOTO_UPLOAD_URL } from "../../app/lib/photo-upload";
import { en } from "../../app/i18n/messages/en";
import { makeJpeg } from "../fixtures/images";
import { withExifDate } from "../fixtures/exif-date";
import { CONSENT_LABELS, axeViolations, giveConsent, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { distinctJpeg } from "../support/upload";

let server: TestServer;
let browser: Browser;
let photo: Buffer;

beforeAll(async () => {
  [server, browser, photo] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0", PHOTO_REVIEW: "off" }),
    launchBrowser(),
    makeJpeg(2400, 1600),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("/add-photo in the browser", () => {
  it("uploads with JavaScript off: plain form post, success messages once, photo in the list", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`);
      await page.getByText("No tasks found. Start adding some!").waitFor();
      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles({ name: "harbour night.jpg", mimeType: "image/jpeg", buffer: photo });
      await page.getByLabel("Title").fill("Harbour at night");
      await page.getByLabel("Describe the photo for people who cannot see it").fill("Harbour at night");
      await page.getByLabel("Tags").fill("night, harbour");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.waitForURL(`${server.url}/add-photo`);
      await page.getByText("Image uploaded successfully!").waitFor();
      expect(await page.getByText("Data added successfully!").isVisible()).toBe(true);
      const thumb = page
        .getByRole("region", { name: "Photos shared so far" })
        .getByRole("img", { name: "Harbour at night", exact: true });
      expect(await thumb.isVisible()).toBe(true);
      expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
      await screenshot(page, "add-photo-uploaded-phone-nojs");
      await page.reload();
      expect(await page.getByText("Image uploaded successfully!").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows the missing-file message with JavaScript off, keeping the typed values", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`);
      await page.getByLabel("Title").fill("Forgot the file");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("Please select a file to upload.").waitFor();
      expect(await page.getByLabel("Title").inputValue()).toBe("Forgot the file");
    } finally {
      await context.close();
    }
  });

  for (const javaScript of [false, true]) {
    it(`requires the consent box with JavaScript ${javaScript ? "on" : "off"}: without it nothing is sent or kept`, async () => {
      const context = await newContext(browser, { viewport: "phone", javaScript });
      const page = await context.newPage();
      const sent: string[] = [];
      page.on("request", (r) => void (r.method() === "POST" ? sent.push(new URL(r.url()).pathname) : null));
      const recordsDir = path.join(server.dataDir, "database/events/fsw25");
      const records = async () => (await fs.readdir(recordsDir).catch(() => [] as string[])).length;
      try {
        await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
        const box = page.getByRole("checkbox", { name: CONSENT_LABELS.en });
        expect(await box.isChecked()).toBe(false);
        expect(await box.getAttribute("required")).not.toBeNull();
        // The notice says where the photos go, and links to the privacy page.
        expect(await page.getByText(/anyone can see and download it/).isVisible()).toBe(true);
        expect(await page.getByRole("link", { name: "privacy notice" }).getAttribute("href")).toBe("/privacy");
        const before = await records();
        const file = {
          name: `unasked ${javaScript}.jpg`,
          mimeType: "image/jpeg",
          buffer: distinctJpeg(photo, `unasked ${javaScript}`),
        };
        await page.getByLabel("Photos and clips (required)").setInputFiles(file);
        await page.getByLabel("Title").fill("Not yet agreed");
        await page.getByRole("button", { name: "Upload photos" }).click();
        const error = page.locator("#consent-error");
        await error.waitFor();
        expect(await error.textContent()).toBe(en["upload.noConsent"]);
        // Red, like the form's other errors.
        expect(await error.evaluate((e) => getComputedStyle(e).color)).toBe("rgb(179, 50, 44)");
        expect(await box.getAttribute("aria-invalid")).toBe("true");
        expect(await page.getByLabel("Title").inputValue()).toBe("Not yet agreed");
        expect(await box.isChecked()).toBe(false);
        // axe runs in a context with JavaScript; the markup is the same either way.
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `add-photo-consent-missing-phone-${javaScript ? "js" : "nojs"}`);
        // With JavaScript nothing left the browser; without, the form went and nothing was kept.
        expect(sent.filter((p) => p !== "/add-photo")).toEqual([]);
        if (javaScript) expect(sent).toEqual([]);
        expect(await records()).toBe(before);

        if (!javaScript) await page.getByLabel("Photos and clips (required)").setInputFiles(file);
        await giveConsent(page);
        await page.getByRole("button", { name: "Upload photos" }).click();
        await page.getByText("Image uploaded successfully!").first().waitFor({ timeout: 30_000 });
        await expect.poll(records).toBe(before + 1);
      } finally {
        await context.close();
      }
    });
  }

  it("uploads with JavaScript on: progress in percent, the messages, no page reload, the form resets", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        const form = document.querySelector("form.upload-form")!;
        new MutationObserver(() => seen.push(form.textContent ?? "")).observe(form, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles({ name: "deck party.jpg", mimeType: "image/jpeg", buffer: distinctJpeg(photo, "deck") });
      await page.getByLabel("Title").fill("Deck party");
      await page.getByLabel("Describe the photo for people who cannot see it").fill("Deck party");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("Image uploaded successfully!").waitFor({ timeout: 30_000 });
      expect(posts.filter((u) => u === `${server.url}${PHOTO_UPLOAD_URL}`)).toHaveLength(1);
      expect(await page.getByText("Data added successfully!").isVisible()).toBe(true);
      const seen = await page.evaluate(() => (window as unknown as { seen?: string[] }).seen ?? null);
      expect(seen, "the page was reloaded").not.toBeNull();
      expect(seen!.some((t) => /Uploading… \d+%/.test(t))).toBe(true);
      // The form resets, and the list shows the photo, once the page's data has been loaded again:
      // just after the file's own answer.
      await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("");
      await page
        .getByRole("region", { name: "Photos shared so far" })
        .getByRole("img", { name: "Deck party", exact: true })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows errors next to the field with JavaScript on", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("Please select a file to upload.").waitFor();
      // Too big: refused before anything is sent.
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      await page.getByLabel("Photos and clips (required)").setInputFiles({
        name: "huge.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.alloc(25 * 1024 * 1024 + 1),
      });
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("Error uploading file: The file is larger than 25.00 MB.").first().waitFor();
      expect(posts).toEqual([]);
      await page.getByLabel("Photos and clips (required)").setInputFiles({
        name: "notes.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("this is not a photo at all, just text"),
      });
      await page.getByLabel("Title").fill("Not a photo");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      const error = page.locator(".upload-queue .field__error", {
        hasText: /^Error uploading file: This file is not a photo we can read/,
      });
      await error.waitFor();
      expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(179, 50, 44)");
      expect(await page.getByLabel("Title").inputValue()).toBe("Not a photo");
      expect(await page.getByText(/notes\.jpg: refused — Error uploading file: This file is not a photo/).count()).toBe(1);
      await screenshot(page, "add-photo-error-phone-js");
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("with JavaScript, sends the photo again by itself after a 429's Retry-After", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
      let refused = 0;
      // The first post meets a full line (as 50 uploads at once would); the next one reaches the server.
      await page.route(`${server.url}${PHOTO_UPLOAD_URL}`, async (route) => {
        if (refused++ > 0) return route.continue();
        await route.fulfill({
          status: 429,
          headers: { "Retry-After": "2" },
          contentType: "application/json",
          body: JSON.stringify({ ok: false, status: 429, formError: "busy", fieldErrors: {}, values: {} }),
        });
      });
      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles({ name: "bus home.jpg", mimeType: "image/jpeg", buffer: distinctJpeg(photo, "bus") });
      await page.getByLabel("Title").fill("Bus home");
      await page.getByLabel("Describe the photo for people who cannot see it").fill("Bus home");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText(/sending again in \d s/).waitFor();
      await page.getByText("Image uploaded successfully!").waitFor({ timeout: 30_000 });
      expect(refused).toBe(2);
      expect(await page.getByText("busy").count()).toBe(0);
      // The page's data is read again once the batch is over.
      await page
        .getByRole("region", { name: "Photos shared so far" })
        .getByRole("img", { name: "Bus home", exact: true })
        .waitFor();
    } finally {
      await context.close();
    }
  });
  it("takes photos dropped onto the form, shows the date each was taken, and sends it when the Date field is empty", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
      const bytes = [...withExifDate(distinctJpeg(photo, "dropped"), "2025:09:14 18:02:11")];
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith(PHOTO_UPLOAD_URL)) sent.push(r.postData() ?? "");
      });
      await page.locator("form.upload-form").evaluate((form, data) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], "dropped.jpg", { type: "image/jpeg" }));
        form.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }));
        form.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, bytes);
      await page.getByRole("img", { name: "Preview of dropped.jpg" }).waitFor();
      const date = page.getByLabel("Date taken of dropped.jpg");
      await expect.poll(() => date.inputValue()).toBe("2025-09-14");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("Image uploaded successfully!").waitFor({ timeout: 30_000 });
      expect(sent.join("")).toMatch(/name="date"\r\n\r\n2025-09-14\r\n/);
    } finally {
      await context.close();
    }
  });
});
