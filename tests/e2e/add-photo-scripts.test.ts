import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { launchBrowser, newContext } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let browser: Browser;
let jpeg: Buffer;

beforeAll(async () => {
  [server, browser, jpeg] = await Promise.all([startServer({ UPLOAD_RATE_LIMIT: "0" }), launchBrowser(), makeJpeg(320, 240)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("/add-photo with its scripts loaded after the first paint", () => {
  it("hydrates without a mismatch, and a photo chosen before the scripts arrived joins the queue", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => void (m.type() === "error" || m.type() === "warning" ? problems.push(m.text()) : null));
    page.on("pageerror", (e) => problems.push(e.message));
    // Hold every built script until a photo is chosen, as a slow connection would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route("**/build/**/*.js", async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/add-photo`, { waitUntil: "domcontentloaded" });
      // Drawn, and the scripts asked for only after that (the template is gone once they are).
      await expect.poll(() => requested.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.locator("template#deferred-scripts").count()).toBe(0);
      expect(await page.evaluate(() => typeof (window as { __remixRouter?: unknown }).__remixRouter)).toBe("undefined");

      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles([{ name: "early.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
      const heading = page.getByRole("heading", { name: "Share your photos" });
      await heading.evaluate((h) => h.setAttribute("data-before-hydration", "yes"));
      release();

      await page.getByRole("img", { name: "Preview of early.jpg" }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole("button", { name: "Upload photos" }).isEnabled()).toBe(true);
      // Hydrated in place: the server's nodes were kept, not drawn again by a client render.
      expect(await heading.getAttribute("data-before-hydration")).toBe("yes");
      expect(requested.some((p) => /^\/build\/routes\/\(\$lang\)\.add-photo-/.test(p))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
