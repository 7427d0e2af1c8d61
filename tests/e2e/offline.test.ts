import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { team } from "../../data/team";
import { makeJpeg } from "../fixtures/images";
import { launchBrowser, newContext } from "../support/browser";
import { addOrganiser } from "../support/organisers";
import { ROOT, startServer, type TestServer } from "../support/server";
import { upload } from "../support/upload";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

// Six weeks before the Turkish coast edition: its pages are the ones kept for a sailor offline.
const SITE_NOW = "2026-05-01T00:00:00Z";
const NEXT = events.find((e) => e.id === "fsw26")!;
const EMAIL = "crew@example.org";
const PASSWORD = "sails up at dawn, again";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_NOW, REQUEST_LOG: "off" }, { ownSiteUrl: true }), launchBrowser()]);
  const made = addOrganiser(server, EMAIL, PASSWORD);
  expect(made.status, made.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the site once, online, and waits until the worker has kept its pages and controls the page. */
async function visitOnline(context: BrowserContext, path = "/home", { byThePage = false } = {}): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path);
  // The page registers its worker five seconds after load; the test registers the same worker at
  // once, unless it is the page's own registration under test.
  if (!byThePage) await page.evaluate(() => navigator.serviceWorker.register("/sw.js").then(() => undefined));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** Every kept request's path (and query), by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((r) => {
        const url = new URL(r.url);
        return url.pathname + url.search;
      });
    }
    return all;
  });
}

/** The pages a sailor of the next edition needs, named here independently of the site's own list. */
const EXPECTED = [
  { path: "/home", heading: "A week at sea" },
  { path: "/events", heading: "Events" },
  { path: "/event-details/fsw26", heading: NEXT.title },
  { path: "/event-details/fsw26/boat-pack", heading: NEXT.title },
  { path: "/team", heading: "Team" },
  ...team.map((m) => ({ path: `/team-details/${m.id}`, heading: m.name })),
  { path: "/rates", heading: "" },
  { path: "/rates-details?medal=gold", heading: "Gold" },
  { path: "/rates-details?medal=sbc", heading: "" },
  { path: "/faq", heading: "Frequently asked questions" },
  { path: "/about-fsw", heading: "Imprint" },
  { path: "/accessibility", heading: "Accessibility statement" },
  { path: "/add-photo", heading: "Share your photos" },
  // A guest of the edition without a team profile.
  { path: `/teachers/${encodeURIComponent("pedro lins")}`, heading: "Pedro Lins" },
];

describe("offline after one visit (phone)", () => {
  it("opens every page of the next edition without a connection, with its content and the gallery's images", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await visitOnline(context);
      // The upload page's scripts are kept; no other route's, the organisers' least of all.
      const built = Object.values(await cachedUrls(page))
        .flat()
        .filter((u) => u.startsWith("/build/routes/"));
      // The route's module is named after its file, the optional language segment included.
      expect(built.some((u) => /^\/build\/routes\/(?:\(\$lang\)\.)?add-photo-/.test(u))).toBe(true);
      expect(built.filter((u) => u.includes("organisers"))).toEqual([]);
      await context.setOffline(true);
      for (const { path, heading } of EXPECTED) {
        const response = await page.goto(server.url + path);
        expect(response?.status(), path).toBe(200);
        expect(response?.fromServiceWorker(), path).toBe(true);
        const h1 = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
        expect(h1.length, path).toBeGreaterThan(0);
        if (heading) expect(h1, path).toContain(heading);
      }
      // The edition's page shows its gallery, every image drawn from what the worker kept.
      await page.goto(`${server.url}/event-details/fsw26`);
      const gallery = page.locator(".gallery__grid img");
      expect(await gallery.count()).toBeGreaterThan(0);
      await gallery.last().scrollIntoViewIfNeeded();
      const broken = await page.evaluate(async () => {
        const images = [...document.querySelectorAll<HTMLImageElement>(".gallery__grid img, .detail-hero img")];
        for (const img of images) img.loading = "eager";
        await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
        return images.filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
      });
      expect(broken).toEqual([]);
      // The boat pack links to the edition's page, and the page to the boat pack.
      expect(await page.getByRole("link", { name: /Boat pack/ }).getAttribute("href")).toBe("/event-details/fsw26/boat-pack");
    } finally {
      await context.close();
    }
  });

  it("refreshes a kept page whenever it is opened online", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await visitOnline(context);
      const keptAt = () =>
        page.evaluate(async () => {
          for (const name of await caches.keys()) {
            const hit = await (await caches.open(name)).match("/faq");
            if (hit) return hit.headers.get("date");
          }
          return null;
        });
      const first = await keptAt();
      expect(first).not.toBeNull();
      // HTTP dates count whole seconds: open the page again once the second has changed.
      await page.waitForTimeout(1100);
      const response = await page.goto(`${server.url}/faq`);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect.poll(keptAt, { timeout: 10_000 }).not.toBe(first);
    } finally {
      await context.close();
    }
  });

  it("answers a page it has not kept with the offline page (503) that links to what is kept", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await visitOnline(context);
      await context.setOffline(true);
      for (const path of ["/event-details/fsw19", "/nowhere", "/event-details/fsw26?before=zzz"]) {
        const response = await page.goto(server.url + path);
        expect(response?.status(), path).toBe(503);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You are offline");
      }
      const listed = await page
        .getByTestId("offline-pages")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(listed).toEqual(expect.arrayContaining(EXPECTED.map((p) => p.path)));
      // Each link of the offline page opens.
      await page.getByTestId("offline-pages").getByRole("link", { name: "FAQ" }).click();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Frequently asked questions");
    } finally {
      await context.close();
    }
  });

  it("keeps no organiser page and none of the uploader's own photos, and the upload page without their list", async () => {
    // An uploader with a photo waiting for review: their browser holds the signed list.
    const { res } = await upload(server, {
      file: { bytes: await makeJpeg(640, 480), name: "deck.jpg" },
      fields: { title: "Sunset on deck", edition: "FSW25" },
    });
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!.split("="));
    const mine = cookies.find(([name]) => name === "fsw_my_uploads");
    expect(mine).toBeDefined();
    const context = await newContext(browser, { viewport: "phone" });
    try {
      await context.addCookies([{ name: mine![0]!, value: mine!.slice(1).join("="), url: `${server.url}/add-photo` }]);
      const page = await visitOnline(context);
      // Online, the uploader sees their own photo waiting; then an organiser signs in and reviews.
      await page.goto(`${server.url}/add-photo`);
      // Below the form's consent notice on a phone: a lazy image, loaded once it is scrolled to.
      await page.locator(".pending-uploads img").first().scrollIntoViewIfNeeded();
      await page.locator(".pending-uploads img").first().waitFor();
      const ownPhoto = await page.locator(".pending-uploads img").first().getAttribute("src");
      expect(ownPhoto).toMatch(/^\/add-photo\/mine\//);
      await page.goto(`${server.url}/organisers`);
      await page.getByLabel("E-mail address").fill(EMAIL);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.url}/organisers`);
      await page.goto(`${server.url}/organisers/audit`);
      await page.goto(`${server.url}/add-photo`);
      await page.waitForLoadState("networkidle");

      const kept = Object.values(await cachedUrls(page)).flat();
      expect(kept).toContain("/add-photo");
      expect(kept.filter((u) => u.startsWith("/organisers") || u.startsWith("/add-photo/"))).toEqual([]);
      const keptUploadPage = await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const hit = await (await caches.open(name)).match("/add-photo");
          if (hit) return hit.text();
        }
        return "";
      });
      expect(keptUploadPage).toContain("Share your photos");
      expect(keptUploadPage).not.toContain("/add-photo/mine/");
      expect(keptUploadPage).not.toContain('id="pending-title"');

      // Offline the organiser's page is not there, and the upload page has no list of anyone's.
      await context.setOffline(true);
      expect((await page.goto(`${server.url}/organisers`))?.status()).toBe(503);
      expect((await page.goto(`${server.url}/add-photo`))?.status()).toBe(200);
      expect(await page.locator(".pending-uploads").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("replaces every cache when a new build's worker arrives", async () => {
    // A project folder of its own whose worker file can be swapped while its server runs, as a deployment would.
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-offline-"));
    await fs.cp(path.join(ROOT, "server"), path.join(root, "server"), { recursive: true });
    await fs.cp(path.join(ROOT, "public"), path.join(root, "public"), {
      recursive: true,
      filter: (source) => source !== path.join(ROOT, "public/build"),
    });
    for (const link of ["node_modules", "build", "data", "app", "package.json", "public/build"]) {
      await fs.symlink(path.join(ROOT, link), path.join(root, link));
    }
    const deployed = await startServer({ SITE_NOW, REQUEST_LOG: "off" }, { root });
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await context.newPage();
      await page.goto(deployed.url + "/home");
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const names = () => page.evaluate(() => caches.keys());
      const before = (await names()).filter((n) => n.startsWith("fsw-"));
      expect(before.length).toBeGreaterThanOrEqual(3);
      const version = /^fsw-pages-(.+)$/.exec(before.find((n) => n.startsWith("fsw-pages-"))!)![1]!;
      // The next deployment: the same worker, named after another build.
      const next = "nextbuild001";
      const worker = path.join(root, "public/sw.js");
      const source = await fs.readFile(worker, "utf8");
      expect(source).toContain(version);
      await fs.writeFile(worker, source.replaceAll(version, next));
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await expect.poll(names, { timeout: 30_000 }).toContain(`fsw-pages-${next}`);
      await expect.poll(async () => (await names()).filter((n) => n.includes(version)), { timeout: 30_000 }).toEqual([]);
      const after = await page.evaluate(
        async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
        `fsw-pages-${next}`,
      );
      expect(after).toContain("/event-details/fsw26");
      // And the new caches serve offline.
      await context.setOffline(true);
      const response = await page.goto(`${deployed.url}/faq`);
      expect(response?.status()).toBe(200);
      expect(response?.fromServiceWorker()).toBe(true);
    } finally {
      await context.close();
      await deployed.stop();
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe("the inline registration under the page's policy", () => {
  it("removes the offline copy, the waiting photos and the cookies with the privacy page's button, without JavaScript", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const page = await visitOnline(context);
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open("fsw-test-queue", 1);
            open.onupgradeneeded = () => open.result.createObjectStore("photos");
            open.onsuccess = () => {
              open.result.close();
              resolve();
            };
            open.onerror = () => reject(open.error);
          }),
      );
      await context.addCookies([{ name: "fsw_my_uploads", value: "x", url: `${server.url}/add-photo` }]);
      expect(Object.keys(await cachedUrls(page)).length).toBeGreaterThan(0);
      await page.goto(`${server.url}/privacy`);
      await page.getByRole("button", { name: "Remove everything this site keeps on this device" }).click();
      await page.getByRole("status").filter({ hasText: "Done" }).waitFor();
      expect(await cachedUrls(page)).toEqual({});
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
      expect(await context.cookies(server.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("registers the worker, while any other inline script is refused, online and on the kept copy offline", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    try {
      const page = await visitOnline(context, "/faq", { byThePage: true });
      // visitOnline waited for the worker: the inline registration ran under the policy.
      const refused: string[] = [];
      const uncaught: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" && m.text().includes("Content Security Policy")) refused.push(m.text());
      });
      page.on("pageerror", (e) => uncaught.push(e.message));
      // Script added to the page with other bytes than the registration's: the hash does not match.
      const injected = () =>
        page.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
          return (window as unknown as { __injected?: boolean }).__injected === true;
        });
      expect(await injected()).toBe(false);
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      // Offline, the kept page carries its policy, hash included: its registration runs unrefused,
      // and the injected script is refused again.
      const refusedOnline = refused.length;
      await context.setOffline(true);
      const response = await page.goto(`${server.url}/faq`);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
      expect(refused.length).toBe(refusedOnline);
      expect(await injected()).toBe(false);
      await expect.poll(() => refused.length).toBeGreaterThan(refusedOnline);
      expect(uncaught).toEqual([]);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
