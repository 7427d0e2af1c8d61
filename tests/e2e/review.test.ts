import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, launchBrowser, newContext, type ViewportName } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { addOrganiser } from "../support/organisers";
import { upload } from "../support/upload";

const EMAIL = "bosun@example.org";
const PASSWORD = "reef knots and bowlines";
let server: TestServer;
let browser: Browser;
let site: string;
let key: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ UPLOAD_RATE_LIMIT: "0", REQUEST_LOG: "off" }), launchBrowser()]);
  // Organiser posts must come from SITE_URL's origin (by default http://localhost:PORT).
  site = server.url.replace("127.0.0.1", "localhost");
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
  const { res } = await upload(server, {
    file: { bytes: await makeJpeg(1200, 800), name: "mast.jpg" },
    fields: { title: "Up the mast", edition: "FSW25" },
  });
  expect(res.status).toBe(303);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(viewport: ViewportName, javaScript: boolean): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport, javaScript });
  // The site itself, at its public origin; the helper fakes every other host.
  await context.route(new RegExp(`^${site.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/`), (route) => route.continue());
  const page = await context.newPage();
  await page.goto(`${site}/organisers/sign-in`);
  await page.getByLabel("E-mail").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${site}/organisers`);
  await page.close();
  return context;
}

describe("the review pages in a browser", () => {
  it("an organiser on a phone without JavaScript approves the waiting photo, and visitors then see it", async () => {
    const context = await signedIn("phone", false);
    try {
      const page = await context.newPage();
      await page.goto(`${site}/organisers`);
      const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Up the mast" }) });
      key = (await item.locator('input[type="hidden"][name="key"]').getAttribute("value"))!;
      expect(key).toMatch(/^\d+-mast$/);
      // The organiser sees the waiting photo itself, which no visitor is served.
      await expect.poll(() => item.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
      await item.getByRole("button", { name: "Save and approve" }).click();
      await page.getByText("1 photo saved and approved.").waitFor();
      await page.goto(`${site}/add-photo`);
      expect(await page.locator(`img[src*="thumb-${key}"]`).count()).toBe(1);
    } finally {
      await context.close();
    }
  }, 60_000);

  it.each(["phone", "desktop"] as const)(
    "axe-core finds no violations on the review pages at %s width",
    async (viewport) => {
      const context = await signedIn(viewport, true);
      try {
        const page = await context.newPage();
        const found: Record<string, unknown> = {};
        for (const path of ["/organisers", "/organisers?state=approved", "/organisers/audit", `/organisers/delete?key=${key}`]) {
          await page.goto(site + path, { waitUntil: "load" });
          const violations = await axeViolations(page);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
