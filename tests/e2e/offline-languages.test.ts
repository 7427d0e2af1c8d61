import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../data/events";
import { localize } from "../../data/localize";
import { launchBrowser, newContext } from "../support/browser";
import { startServer, type TestServer } from "../support/server";

// The offline copy in the language the visitor reads: a visitor on /pt keeps the Portuguese pages and
// the Portuguese offline page, and no other language's, unless they read the site in another one too.
const SITE_NOW = "2026-05-01T00:00:00Z";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_NOW, REQUEST_LOG: "off" }, { ownSiteUrl: true }), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `path` online, registers the site's worker from it and waits until it controls the page. */
async function visitOnline(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path);
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js").then(() => undefined));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** Every kept page's path (and query), whatever the cache. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("fsw-pages-")) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        all.push(url.pathname + url.search);
      }
    }
    return all;
  });
}

/** Opens `path` (offline) and says how it was answered, and in which language. */
async function open(page: Page, path: string) {
  const response = await page.goto(server.url + path);
  return {
    status: response?.status(),
    fromWorker: response?.fromServiceWorker(),
    lang: await page.evaluate(() => document.documentElement.lang),
    h1: (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "",
  };
}

describe("offline in Portuguese after one visit to /pt", () => {
  it("keeps the Portuguese pages only, opens them without a connection and answers others with the Portuguese offline page", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await visitOnline(context, "/pt/home");
      const kept = await keptPages(page);
      for (const path of [
        "/pt/offline-pages.json",
        "/pt/offline",
        "/pt/home",
        "/pt/events",
        "/pt/event-details/fsw26",
        "/pt/faq",
      ]) {
        expect(kept, path).toContain(path);
      }
      // One language's copy: nothing English (unprefixed) or German is kept.
      expect(kept.filter((p) => !p.startsWith("/pt/"))).toEqual([]);

      await context.setOffline(true);
      for (const path of ["/pt/events", "/pt/event-details/fsw26/boat-pack", "/pt/faq", "/pt/rates-details?medal=gold"]) {
        const answer = await open(page, path);
        expect(answer.status, path).toBe(200);
        expect(answer.fromWorker, path).toBe(true);
        expect(answer.lang, path).toBe("pt-BR");
        expect(answer.h1.length, path).toBeGreaterThan(0);
      }
      const next = localize(
        events.find((e) => e.id === "fsw26")!,
        "pt",
      );
      expect((await open(page, "/pt/event-details/fsw26/boat-pack")).h1).toBe(next.title);

      // A page not kept: the Portuguese offline page, listing the Portuguese pages, each of which opens.
      for (const path of ["/pt/event-details/fsw19", "/pt/nowhere"]) {
        const answer = await open(page, path);
        expect(answer.status, path).toBe(503);
        expect(answer.lang, path).toBe("pt-BR");
        expect(answer.h1, path).toBe("Você está offline");
      }
      expect(await page.getByText("Esta página não está guardada no seu aparelho.", { exact: false }).count()).toBe(1);
      const listed = await page
        .getByTestId("offline-pages")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(listed).toEqual(expect.arrayContaining(["/pt/home", "/pt/events", "/pt/event-details/fsw26/boat-pack", "/pt/faq"]));
      expect(listed.filter((href) => !href.startsWith("/pt/"))).toEqual([]);
      await page.getByTestId("offline-pages").getByRole("link", { name: "Perguntas frequentes" }).click();
      await page.waitForURL(`${server.url}/pt/faq`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
      expect(await page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe("a visitor who reads the site in two languages", () => {
  it("keeps both, each page and each offline page in its own language", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await visitOnline(context, "/home");
      expect((await keptPages(page)).filter((p) => p.startsWith("/de/"))).toEqual([]);
      // Online, the visitor turns to German: from then on the German pages are kept as well.
      await page.goto(`${server.url}/de/home`);
      await expect
        .poll(async () => (await keptPages(page)).filter((p) => ["/de/offline", "/de/events", "/de/faq"].includes(p)).sort(), {
          timeout: 60_000,
        })
        .toEqual(["/de/events", "/de/faq", "/de/offline"]);
      expect((await keptPages(page)).filter((p) => p.startsWith("/pt/"))).toEqual([]);

      await context.setOffline(true);
      for (const [path, lang] of [
        ["/de/events", "de"],
        ["/events", "en"],
      ] as const) {
        const answer = await open(page, path);
        expect(answer.status, path).toBe(200);
        expect(answer.fromWorker, path).toBe(true);
        expect(answer.lang, path).toBe(lang);
      }
      const german = await open(page, "/de/event-details/fsw19");
      expect([german.status, german.lang, german.h1]).toEqual([503, "de", "Du bist offline"]);
      const english = await open(page, "/event-details/fsw19");
      expect([english.status, english.lang, english.h1]).toEqual([503, "en", "You are offline"]);
    } finally {
      await context.close();
    }
  });
});
