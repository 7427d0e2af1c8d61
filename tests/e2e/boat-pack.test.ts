import fs from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../data/events";
import { axeViolations, launchBrowser, newContext, SCREENSHOT_DIR } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

const SITE_NOW = "2026-05-01T00:00:00Z";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_NOW, REQUEST_LOG: "off" }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A4 at the 96 px per inch of CSS. */
const A4 = { width: 794, height: 1123 };

describe("the boat pack in print", () => {
  it.each(events.map((e) => e.id))(
    "%s prints on one A4 sheet without navigation or footer, without JavaScript",
    async (id) => {
      const context = await newContext(browser, { viewport: "desktop", javaScript: false });
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/event-details/${id}/boat-pack`);
        // On screen the site's chrome is there; printed, only the sheet.
        expect(await page.locator(".site-header").isVisible()).toBe(true);
        await page.setViewportSize(A4);
        await page.emulateMedia({ media: "print" });
        for (const chrome of [".site-header", ".site-footer", ".nav", ".skip-link"]) {
          expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false);
        }
        expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
        expect(await page.locator(".boat-pack__qr-code").isVisible()).toBe(true);
        await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `boat-pack-${id}-print.png`), fullPage: true });
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? [];
        expect(pages.length).toBe(1);
        // A4 is 595 × 842 points.
        const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString("latin1"));
        expect(Math.round(Number(box?.[1]))).toBe(595);
        expect(Math.round(Number(box?.[2]))).toBe(842);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it.each(["phone", "desktop"] as const)("axe finds nothing at %s width, on screen and printed", async (viewport) => {
    const context = await newContext(browser, { viewport, javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/event-details/fsw26/boat-pack`);
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ media: "print" });
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});
