import fs from "node:fs/promises";
import ICAL from "ical.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// Event pages carry no script: every step here runs with JavaScript off, on a phone.
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ SITE_NOW: "2026-05-01T00:00:00Z", SITE_URL: "https://fsw.example" }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("add to calendar and share, without JavaScript", () => {
  it("the calendar link downloads the edition as an .ics file", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/event-details/fsw26`);
      const calendar = page.getByRole("region", { name: "Add to calendar" });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        calendar.getByRole("link", { name: /Calendar file \(\.ics\) for FSW26/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("fsw26.ics");
      const ics = await fs.readFile((await download.path())!, "utf8");
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
      expect(event.startDate.toString()).toBe("2026-06-13");
      expect(event.endDate.toString()).toBe("2026-06-21");
    } finally {
      await context.close();
    }
  });

  it("Google Calendar and the share services open in a new window; the address is there to copy", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/event-details/fsw26`);
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: /Google Calendar for FSW26/ }).click(),
      ]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).searchParams.get("dates")).toBe("20260613/20260621");
      const share = page.getByRole("region", { name: "Share" });
      for (const name of [/WhatsApp/, /Facebook/]) {
        await expect(share.getByRole("link", { name }).getAttribute("target")).resolves.toBe("_blank");
      }
      await expect(share.getByRole("link", { name: /E-mail/ }).getAttribute("href")).resolves.toMatch(/^mailto:\?subject=/);
      const address = share.getByRole("textbox", { name: "Address of this page" });
      await expect(address.inputValue()).resolves.toBe("https://fsw.example/event-details/fsw26");
      await expect(address.getAttribute("readonly")).resolves.not.toBeNull();
    } finally {
      await context.close();
    }
  });
});
