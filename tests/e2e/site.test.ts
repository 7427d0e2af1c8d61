import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { team } from "../../data/team";
import { isInventoriedHost } from "~/lib/privacy-inventory";
import { axeViolations, launchBrowser, newContext, screenshot, type ViewportName } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

// Before the Turkish coast edition, so the upcoming view (badge, days left, Reserve a spot) is shown too.
const SITE_NOW = "2026-05-01T00:00:00Z";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_NOW }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PAGES = [
  { name: "home", path: "/home", heading: "A week at sea" },
  { name: "events", path: "/events", heading: "Events" },
  { name: "event-details", path: "/event-details/fsw26", heading: events.find((e) => e.id === "fsw26")!.title },
  { name: "team", path: "/team", heading: "Team" },
  { name: "team-details", path: `/team-details/${team[0]!.id}`, heading: team[0]!.name },
  // Guests without a team profile: a teacher and a skipper (data/events.ts).
  { name: "teacher", path: `/teachers/${encodeURIComponent("léa martin")}`, heading: "Léa Martin" },
  { name: "skipper", path: `/skippers/${encodeURIComponent("ivan marić")}`, heading: "Ivan Marić" },
  { name: "rates", path: "/rates", heading: "" },
  { name: "rates-details", path: "/rates-details?medal=silver", heading: "" },
  { name: "faq", path: "/faq", heading: "Frequently asked questions" },
  { name: "about-fsw", path: "/about-fsw", heading: "Imprint" },
  { name: "privacy", path: "/privacy", heading: "Privacy" },
  { name: "accessibility", path: "/accessibility", heading: "Accessibility statement" },
  { name: "add-photo", path: "/add-photo", heading: "Share your photos" },
  { name: "not-found", path: "/nowhere", heading: "Page Not found" },
];

/** What the footer of every page must lead to. */
const FOOTER_LINKS = [
  { name: "Privacy", path: "/privacy", heading: "Privacy" },
  { name: "Accessibility", path: "/accessibility", heading: "Accessibility statement" },
];

// Every mode is checked; the pictures (slow: each page scrolled through, images awaited) are taken in
// two, a phone without JavaScript and a desktop with it, which between them show every layout.
const MODES = [
  { viewport: "phone", javaScript: true, pictures: false },
  { viewport: "phone", javaScript: false, pictures: true },
  { viewport: "desktop", javaScript: true, pictures: true },
  { viewport: "desktop", javaScript: false, pictures: false },
] as const satisfies ReadonlyArray<{ viewport: ViewportName; javaScript: boolean; pictures: boolean }>;

/** Remix asks for the routes a page links to; leaving the page cuts that request off, which is no error of the page's. */
const CUT_OFF_BY_LEAVING = /Failed to fetch manifest patches TypeError: Failed to fetch/;

describe.each(MODES)("every page at $viewport width, JavaScript $javaScript", ({ viewport, javaScript, pictures }) => {
  it("renders its heading without console errors and without horizontal scrolling", async () => {
    const context = await newContext(browser, { viewport, javaScript });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
    try {
      for (const p of PAGES) {
        const response = await page.goto(server.url + p.path, { waitUntil: "load" });
        expect(response?.status(), p.path).toBe(p.name === "not-found" ? 404 : 200);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect.poll(() => h1.isVisible(), { timeout: 5000 }).toBe(true);
        if (p.heading) expect(await h1.textContent()).toContain(p.heading);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.path} scrolls sideways`).toBeLessThanOrEqual(0);
        if (pictures) await screenshot(page, `${p.name}-${viewport}-${javaScript ? "js" : "nojs"}`);
      }
      // The 404 page logs its own status as a failed resource; nothing else may log an error.
      expect(errors.filter((e) => !/status of 404/.test(e) && !CUT_OFF_BY_LEAVING.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Each axe run takes seconds on a busy machine.
describe("accessibility", { timeout: 180_000 }, () => {
  // English at phone width here; the same pages in Portuguese are checked at desktop width and in German at
  // phone width below, so every page is checked in every language and at both widths.
  it("axe-core finds no violations on any page at phone width", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    try {
      const found: Record<string, unknown> = {};
      for (const p of PAGES) {
        await page.goto(server.url + p.path, { waitUntil: "load" });
        const violations = await axeViolations(page);
        if (violations.length) found[p.path] = violations;
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
});

/** Every page in Portuguese and German: the same addresses behind the language's prefix. */
const TRANSLATED = (["pt", "de"] as const).flatMap((lang) => PAGES.map((p) => ({ ...p, lang, path: `/${lang}${p.path}` })));

describe("every page in Portuguese and German", () => {
  it("declares its language and fits a phone without JavaScript, long German words included", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      for (const p of TRANSLATED) {
        const response = await page.goto(server.url + p.path, { waitUntil: "load" });
        expect(response?.status(), p.path).toBe(p.name === "not-found" ? 404 : 200);
        expect(await page.getAttribute("html", "lang"), p.path).toBe(p.lang === "pt" ? "pt-BR" : p.lang);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible(), { timeout: 5000 }).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    ["pt", "desktop"],
    ["de", "phone"],
  ] as const)("axe-core finds no violations on any page in %s at %s width", { timeout: 180_000 }, async (lang, viewport) => {
    const context = await newContext(browser, { viewport, javaScript: true });
    const page = await context.newPage();
    try {
      const found: Record<string, unknown> = {};
      for (const p of TRANSLATED.filter((t) => t.lang === lang)) {
        await page.goto(server.url + p.path, { waitUntil: "load" });
        const violations = await axeViolations(page);
        if (violations.length) found[p.path] = violations;
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
});

describe("the footer", () => {
  it(
    "leads from every page to the privacy notice and the accessibility statement, without JavaScript",
    { timeout: 180_000 },
    async () => {
      const context = await newContext(browser, { viewport: "desktop", javaScript: false });
      const page = await context.newPage();
      // Only the links matter here: the pictures, sixty navigations' worth, are left out.
      await page.route(/\/(?:media|previews)\/|\.(?:svg|jpe?g|webp|png)(?:\?|$)/, (route) => route.abort());
      try {
        for (const p of PAGES) {
          for (const target of FOOTER_LINKS) {
            await page.goto(server.url + p.path, { waitUntil: "domcontentloaded" });
            await page.locator("footer").getByRole("link", { name: target.name, exact: true }).click();
            await page.waitForURL((url) => url.pathname === target.path, { waitUntil: "domcontentloaded" });
            expect(await page.getByRole("heading", { level: 1 }).textContent(), `${p.path} → ${target.path}`).toBe(
              target.heading,
            );
          }
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe("the keyboard", () => {
  it("reaches 'Skip to content' with the first Tab on every page, and it moves focus to the page's content", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: false });
    const page = await context.newPage();
    try {
      for (const p of PAGES) {
        await page.goto(server.url + p.path, { waitUntil: "load" });
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Skip to content" });
        expect(await skip.evaluate((el) => el === document.activeElement), p.path).toBe(true);
        expect(await skip.isVisible(), p.path).toBe(true);
        await page.keyboard.press("Enter");
        await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 2000 }).toBe("main");
      }
    } finally {
      await context.close();
    }
  });
});

describe("outside hosts", () => {
  it("no page contacts a host the privacy inventory does not name", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    const contacted = new Set<string>();
    let p = "";
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.origin !== server.url && url.protocol !== "data:" && url.protocol !== "blob:")
        contacted.add(`${url.hostname} (${p})`);
    });
    try {
      for (const entry of PAGES) {
        p = entry.path;
        await page.goto(server.url + p, { waitUntil: "load" });
      }
      // Mobile: phones load the lazy images as they scroll too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (const item of contacted) expect(isInventoriedHost(item.split(" ")[0]!), item).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("mobile menu", () => {
  it("has its toggle's box before the toggle has arrived, so a page drawn while still loading never shifts it", async () => {
    // The browser may draw a page before all of it has arrived. Cut right after the menu's opening tag, the
    // menu has no toggle yet and the browser shows its own "Details" label; the box must already be the one
    // it will have (a phone's Lighthouse run once recorded the menu moving as its toggle came in).
    const html = await (await fetch(`${server.url}/events`)).text();
    const opening = '<details class="mobile-menu">';
    expect(html).toContain(opening);
    const partial = html.slice(0, html.indexOf(opening) + opening.length);
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      const box = () => page.locator("details.mobile-menu").boundingBox();
      await page.setContent(partial);
      const early = await box();
      await page.setContent(html);
      const complete = await box();
      expect(complete).toMatchObject({ width: 48, height: 48 });
      expect(early).toEqual(complete);
    } finally {
      await context.close();
    }
  });

  it("opens and navigates without JavaScript", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/home`);
      const menuNav = page.getByRole("navigation", { name: "Main (mobile)" });
      expect(await menuNav.isVisible()).toBe(false);
      await page.locator("summary.mobile-menu__toggle").click();
      expect(await menuNav.isVisible()).toBe(true);
      await menuNav.getByRole("link", { name: "Team" }).click();
      await page.waitForURL(/\/team$/);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Team");
    } finally {
      await context.close();
    }
  });

  it.each([
    { javaScript: false, path: "/home" },
    { javaScript: true, path: "/add-photo" },
  ])("closes when a page is chosen and on a click elsewhere (JavaScript $javaScript)", async ({ javaScript, path }) => {
    const context = await newContext(browser, { viewport: "phone", javaScript });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}${path}`);
      if (javaScript) await page.waitForFunction(() => "__remixContext" in window);
      const toggle = page.locator("summary.mobile-menu__toggle");
      const menuNav = page.getByRole("navigation", { name: "Main (mobile)" });
      await toggle.click();
      expect(await menuNav.isVisible()).toBe(true);
      await menuNav.getByRole("link", { name: "FAQ" }).click();
      await page.waitForURL(/\/faq$/);
      await expect.poll(() => menuNav.isVisible()).toBe(false);
      // The active link is highlighted.
      await toggle.click();
      expect(await menuNav.getByRole("link", { name: "FAQ" }).getAttribute("aria-current")).toBe("page");
      // A click on the page below the open panel closes it.
      await page.mouse.click(195, 820);
      await expect.poll(() => menuNav.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("FAQ", () => {
  it.each([true, false])("items open and close on click (JavaScript %s)", async (javaScript) => {
    const context = await newContext(browser, { viewport: "desktop", javaScript });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/faq`);
      const item = page.locator("details.faq__item").first();
      const answer = item.locator(".faq__answer");
      expect(await answer.isVisible()).toBe(false);
      await item.locator("summary").click();
      expect(await answer.isVisible()).toBe(true);
      await item.locator("summary").click();
      expect(await answer.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("Book Now and Reserve a spot", () => {
  it("Book Now opens the latest edition's ticket link in a new window", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: true });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/team`);
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        page
          .getByRole("banner")
          .getByRole("link", { name: /Book Now/ })
          .click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(events.find((e) => e.id === "fsw26")!.external_links.ticket_system);
      expect(page.url()).toBe(`${server.url}/team`);
    } finally {
      await context.close();
    }
  });

  it("Reserve a spot on the upcoming edition opens the ticket system in a new window", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/events`);
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        page
          .getByRole("link", { name: /Reserve a spot/ })
          .first()
          .click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toContain("tickets.example.com/fsw26");
    } finally {
      await context.close();
    }
  });
});

describe("gallery modal", () => {
  it.each([true, false])("opens on a photo and closes on a backdrop click (JavaScript %s)", async (javaScript) => {
    const context = await newContext(browser, { viewport: "desktop", javaScript });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/event-details/fsw25`);
      const dialog = page.getByRole("dialog", { name: "Event gallery" }).first();
      await page.getByRole("link", { name: "Enlarge photo 2 of 6" }).click();
      const opened = page.locator("#event-gallery-2");
      await expect.poll(() => opened.isVisible()).toBe(true);
      expect(await opened.textContent()).toContain("Photo 2 of 6");
      await page.mouse.click(10, 400);
      await expect.poll(() => opened.isVisible()).toBe(false);
      expect(await dialog.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("home", () => {
  it("loads the video player only after a click, without any script", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: false });
    const page = await context.newPage();
    const thirdParty: string[] = [];
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    page.on("request", (r) => {
      if (!r.url().startsWith(server.url)) thirdParty.push(r.url());
    });
    try {
      await page.goto(`${server.url}/home`, { waitUntil: "networkidle" });
      const frame = page.getByTestId("video-frame");
      await frame.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      expect(thirdParty).toEqual([]);
      await page
        .frameLocator('[data-testid="video-frame"]')
        .getByRole("link", { name: /Play the video/ })
        .click();
      await expect.poll(() => thirdParty.some((u) => u.includes("youtube-nocookie.com/embed/"))).toBe(true);
      for (const url of thirdParty) expect(isInventoriedHost(new URL(url).hostname), url).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("loads no script file, its worker's registration being inline: links are plain navigations", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    try {
      await page.goto(`${server.url}/home`, { waitUntil: "networkidle" });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
      await page.waitForURL(/\/events$/);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Events");
      // The registration is inline (decision 028); the worker's own script is no page's script.
      expect(scripts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
