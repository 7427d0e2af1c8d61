import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { addOrganiser } from "../support/organisers";

const EMAIL = "crew@example.org";
const PASSWORD = "sails up at dawn, again";
/** One account per viewport for the walk through the security page, which changes the account. */
const VIEWPORT_EMAILS = ["phone@example.org", "desktop@example.org"];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ REQUEST_LOG: "off" }, { ownSiteUrl: true }), launchBrowser()]);
  for (const email of [EMAIL, ...VIEWPORT_EMAILS]) {
    const made = addOrganiser(server, email, PASSWORD);
    expect(made.status, made.stderr).toBe(0);
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("organiser sign-in in a browser", () => {
  it("signs in and out on a phone without JavaScript", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/organisers`);
      expect(new URL(page.url()).pathname).toBe("/organisers/sign-in");
      await page.getByLabel("E-mail address").fill(EMAIL);
      await page.getByLabel("Password").fill("a wrong password here");
      await page.getByRole("button", { name: "Sign in" }).click();
      expect(await page.getByRole("alert").first().textContent()).toContain("not right");
      await page.getByLabel("E-mail address").fill(EMAIL);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      expect(new URL(page.url()).pathname).toBe("/organisers");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Photo review");
      expect(await page.getByText(EMAIL).isVisible()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, "organisers-phone-nojs");
      await page.getByRole("button", { name: "Sign out" }).click();
      expect(new URL(page.url()).pathname).toBe("/organisers/sign-in");
      await page.goto(`${server.url}/organisers`);
      expect(new URL(page.url()).pathname).toBe("/organisers/sign-in");
    } finally {
      await context.close();
    }
  }, 60_000);

  it.each(["phone", "desktop"] as const)(
    "axe finds nothing on the organiser pages at %s width",
    async (viewport) => {
      const context = await newContext(browser, { viewport, javaScript: true });
      const page = await context.newPage();
      try {
        const found: Record<string, unknown> = {};
        const check = async (name: string) => {
          const violations = await axeViolations(page);
          if (violations.length) found[name] = violations;
        };
        const email = VIEWPORT_EMAILS[viewport === "phone" ? 0 : 1]!;
        await page.goto(`${server.url}/organisers/sign-in`);
        await check("sign-in");
        await page.getByLabel("E-mail address").fill(email);
        await page.getByLabel("Password").fill("a wrong password here");
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("alert").first().waitFor();
        await check("sign-in refused");
        await page.getByLabel("E-mail address").fill(email);
        await page.getByLabel("Password").fill(PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.waitForURL(`${server.url}/organisers`);
        await check("review");
        await page.goto(`${server.url}/organisers/security`);
        await check("security");
        await page.getByRole("button", { name: "Set up the second factor" }).click();
        await page.getByText("Secret (type it into the app)").waitFor();
        await check("security set-up");
        await screenshot(page, `organisers-security-${viewport}-js`);
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});

describe("a newcomer's server: npm start with SITE_URL unset", () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startServer({ REQUEST_LOG: "off" });
    const made = addOrganiser(fresh, EMAIL, PASSWORD);
    expect(made.status, made.stderr).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await fresh?.stop();
  });

  it("signs in and out in a browser opened at http://127.0.0.1:PORT, not SITE_URL's localhost", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: true });
    const page = await context.newPage();
    try {
      expect(fresh.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await page.goto(`${fresh.url}/organisers/sign-in`);
      await page.getByLabel("E-mail address").fill(EMAIL);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${fresh.url}/organisers`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Photo review");
      expect(await page.getByText(EMAIL).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${fresh.url}/organisers/sign-in`);
      await page.goto(`${fresh.url}/organisers`);
      expect(new URL(page.url()).pathname).toBe("/organisers/sign-in");
    } finally {
      await context.close();
    }
  }, 60_000);
});
