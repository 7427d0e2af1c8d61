import fs from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClip } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, giveConsent, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { paddedJpeg } from "../support/upload";
import { PRIVACY_NOTICE_VERSION } from "../../app/lib/privacy-notice";

let server: TestServer;
let browser: Browser;
let base: Buffer;

beforeAll(async () => {
  [server, browser, base] = await Promise.all([startServer({ UPLOAD_RATE_LIMIT: "0" }), launchBrowser(), makeJpeg(1600, 1200)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every photo record of the current edition, by title (a photo without a title is named after its file). */
async function titles(prefix: string): Promise<string[]> {
  const dir = path.join(server.dataDir, "database/events/fsw25");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(
    names.map(async (n) => (JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as { title: string }).title),
  );
  return all.filter((t) => t.startsWith(prefix)).sort();
}

/** The records of the current edition whose title starts so. */
async function records(
  prefix: string,
): Promise<
  Array<{ title: string; consentAt: string; privacyNotice: string; name?: string; boat?: string; edition: string; alt?: string }>
> {
  const dir = path.join(server.dataDir, "database/events/fsw25");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8"))));
  return all.filter((r: { title: string }) => r.title.startsWith(prefix));
}

const jpeg = (name: string, bytes: number) => ({ name, mimeType: "image/jpeg", buffer: paddedJpeg(base, name, bytes) });

/** Resolves once React has hydrated the form (its props are on the form's nodes): only then does touching it do anything. */
async function hydrated(page: Page): Promise<void> {
  await page.getByLabel("Title").evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((k) => k.startsWith("__reactProps")) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** A page with the uploader's scripts loaded, as after a visitor touched the form while there was signal. */
async function openForm(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
  // A busy machine can take longer to hydrate than the scripts take to arrive.
  await hydrated(page);
  const uploader = page.waitForResponse((r) => /\/uploader-[\w-]+\.js$/.test(new URL(r.url()).pathname));
  await page.getByLabel("Title").focus();
  await uploader;
  await page.waitForLoadState("networkidle");
  return page;
}

/** Closes the form's upload endpoints (the page itself still loads) until the returned function opens them. */
async function blockUploads(page: Page): Promise<() => Promise<void>> {
  const refuse = (route: Route) => route.abort("internetdisconnected");
  await page.route("**/add-photo/upload", refuse);
  await page.route("**/add-photo/tus/**", refuse);
  return async () => {
    await page.unroute("**/add-photo/upload", refuse);
    await page.unroute("**/add-photo/tus/**", refuse);
  };
}

/** Opens the upload page online without touching its form, and waits until the service worker has kept what it keeps. */
async function visitOnceOnline(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/add-photo`, { waitUntil: "load" });
  // Installing keeps some thirty pages with their images: on a busy machine that takes a while.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
  return page;
}

/** The paths of the built scripts the worker has kept. */
function keptScripts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith("/build/") && pathname.endsWith(".js")) paths.push(pathname);
      }
    }
    return paths;
  });
}

describe("photos that wait for signal, with the page itself offline", () => {
  it("chosen on a page opened offline, listed across an offline reload, stored once each when the connection returns", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const page = await visitOnceOnline(context);
      // The form was never touched online: the uploader's scripts were kept by the worker, not by a visit.
      const kept = await keptScripts(page);
      expect(kept.some((p) => /\/uploader-[\w-]+\.js$/.test(p)) && kept.some((p) => /\/tus-browser-[\w-]+\.js$/.test(p))).toBe(
        true,
      );
      const failed: string[] = [];
      page.on("requestfailed", (r) => void (new URL(r.url()).pathname.startsWith("/build/") ? failed.push(r.url()) : null));
      page.on("pageerror", (e) => failed.push(e.message));

      await context.setOffline(true);
      const opened = await page.reload({ waitUntil: "load" });
      expect(opened?.status()).toBe(200);
      expect(opened?.fromServiceWorker()).toBe(true);
      const files = [jpeg("sea-1.jpg", 140_000), jpeg("sea-2.jpg", 1_000_000), jpeg("sea-3.jpg", 80_000)];
      await page.getByLabel("Photos and clips (required)").setInputFiles(files);
      await page.getByRole("img", { name: "Preview of sea-3.jpg" }).waitFor();
      await giveConsent(page);
      const queuedAt = Date.now();
      await page.getByRole("button", { name: "Upload 3 photos" }).click();
      await page.locator("p.upload-waiting", { hasText: "3 photos waiting for a connection." }).waitFor();
      // Each kept photo carries the box and when it was ticked.
      const queued = await page.evaluate(
        () =>
          new Promise<[string, string][][]>((resolve, reject) => {
            const open = indexedDB.open("fsw-uploads");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction("photos").objectStore("photos").getAll();
              all.onsuccess = () => resolve((all.result as { fields: [string, string][] }[]).map((p) => p.fields));
              all.onerror = () => reject(all.error);
            };
          }),
      );
      expect(queued).toHaveLength(3);
      for (const fields of queued) {
        expect(fields).toContainEqual(["consent", "yes"]);
        const at = Date.parse(fields.find(([name]) => name === "consentAt")?.[1] ?? "");
        expect(at).toBeGreaterThanOrEqual(queuedAt);
      }

      // Reloaded without a connection: the worker's page, and the three photos still listed.
      const again = await page.reload({ waitUntil: "load" });
      expect(again?.fromServiceWorker()).toBe(true);
      for (const f of files) await page.getByRole("img", { name: `Preview of ${f.name}` }).waitFor({ timeout: 15_000 });
      await page.locator("p.upload-waiting", { hasText: "3 photos waiting for a connection." }).waitFor({ timeout: 15_000 });
      expect(await titles("sea-")).toEqual([]);
      await screenshot(page, "add-photo-offline-reloaded-phone-js");

      // The connection returns to the page opened offline: it sends them, each once.
      const onlineAt = Date.now();
      await context.setOffline(false);
      await page.getByText("3 stored, 0 already shared, 0 refused.").waitFor({ timeout: 60_000 });
      expect(await titles("sea-")).toEqual(["sea-1", "sea-2", "sea-3"]);
      // Consent was given offline, before the photos reached the server: the record keeps that time.
      for (const record of await records("sea-")) {
        expect(Date.parse(record.consentAt)).toBeGreaterThanOrEqual(queuedAt);
        expect(Date.parse(record.consentAt)).toBeLessThan(onlineAt);
        expect(record.privacyNotice).toBe(PRIVACY_NOTICE_VERSION);
      }
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it("opened online but offline before the worker was installed: the form says it cannot keep photos, and sends them with signal", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/add-photo`, { waitUntil: "networkidle" });
      await hydrated(page);
      // Hydrated, the form untouched, and the worker not registered yet (five seconds after load).
      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await page.getByLabel("Photos and clips (required)").setInputFiles([jpeg("early-1.jpg", 100_000)]);
      await page.getByRole("img", { name: "Preview of early-1.jpg" }).waitFor();
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page
        .getByText("the uploader could not start without a connection; try again when you have signal.", { exact: false })
        .first()
        .waitFor();
      expect(await titles("early-")).toEqual([]);

      await context.setOffline(false);
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("1 stored, 0 already shared, 0 refused.").waitFor({ timeout: 60_000 });
      expect(await titles("early-")).toEqual(["early-1"]);
    } finally {
      await context.close();
    }
  });
});

describe("photos that wait for signal", () => {
  it("chosen offline: listed across a reload, one removed, the others stored once each when the connection returns", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const page = await openForm(context);
      await context.setOffline(true);
      const files = [jpeg("wait-small-1.jpg", 150_000), jpeg("wait-large.jpg", 1_100_000), jpeg("wait-small-2.jpg", 90_000)];
      const extra = jpeg("wait-removed.jpg", 120_000);
      await page.getByLabel("Photos and clips (required)").setInputFiles([...files, extra]);
      await page.getByRole("img", { name: "Preview of wait-removed.jpg" }).waitFor();
      // The name and the boat go with each photo kept; the boat list follows the edition chosen.
      await page.getByLabel("Your name").fill("Ana <b>Offline</b>");
      const boat = page.getByLabel("Boat", { exact: true });
      await page.getByLabel("Edition").selectOption("FSW26");
      await boat.selectOption("Bavaria C45");
      await page.getByLabel("Edition").selectOption("FSW25");
      expect(await boat.inputValue()).toBe("");
      expect(await boat.locator("option").allTextContents()).toEqual([
        "No boat / don't know",
        "Lagoon 42",
        "Lagoon 450",
        "Bali 4.2",
        "Jeanneau Sun Odyssey 519",
        "Beneteau Oceanis 46.1",
      ]);
      await boat.selectOption("Lagoon 450");
      // The form's description goes with each photo kept, a row's own with its photo alone.
      await page.getByLabel("Describe the photo for people who cannot see it").fill("Dancers on the <i>deck</i>");
      await page.getByLabel("Describe wait-large.jpg for people who cannot see it").fill("The whole crew waving from the bow");
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload 4 photos" }).click();
      await page.locator("p.upload-waiting", { hasText: "4 photos waiting for a connection." }).waitFor();
      expect(await titles("wait-")).toEqual([]);

      await screenshot(page, "add-photo-offline-waiting-phone-js");
      // On a 390 px phone the Remove button stays clear of the file's size.
      const row = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: "Preview of wait-large.jpg" }) });
      const size = await row.locator(".upload-queue__size").boundingBox();
      const button = await row.getByRole("button", { name: "Remove wait-large.jpg" }).boundingBox();
      expect(size && button).toBeTruthy();
      const overlap = !(
        size!.x + size!.width <= button!.x ||
        button!.x + button!.width <= size!.x ||
        size!.y + size!.height <= button!.y ||
        button!.y + button!.height <= size!.y
      );
      expect(overlap).toBe(false);

      // Reloaded with the upload endpoints unreachable: the page loads, the photos are still listed.
      const unblock = await blockUploads(page);
      await context.setOffline(false);
      await page.reload({ waitUntil: "domcontentloaded" });
      for (const f of [...files, extra])
        await page.getByRole("img", { name: `Preview of ${f.name}` }).waitFor({ timeout: 15_000 });
      await page.locator("p.upload-waiting", { hasText: "4 photos waiting for a connection." }).waitFor({ timeout: 15_000 });
      expect(await titles("wait-")).toEqual([]);

      // Offline again, so nothing is on its way: each can be removed; the removed one is never sent.
      await context.setOffline(true);
      await page.getByRole("button", { name: "Remove wait-removed.jpg" }).click({ timeout: 30_000 });
      await page.locator("p.upload-waiting", { hasText: "3 photos waiting for a connection." }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await unblock();
      await context.setOffline(false);
      await page.getByText("3 stored, 0 already shared, 0 refused.").waitFor({ timeout: 60_000 });
      expect(await titles("wait-")).toEqual(["wait-large", "wait-small-1", "wait-small-2"]);
      for (const record of await records("wait-")) {
        expect(record).toMatchObject({ name: "Ana <b>Offline</b>", boat: "Lagoon 450", edition: "FSW25" });
        expect(record.alt).toBe(
          record.title === "wait-large" ? "The whole crew waving from the bow" : "Dancers on the <i>deck</i>",
        );
      }

      // Nothing is left to send: another reload lists nothing and stores nothing more; the form remembers the name.
      await page.reload({ waitUntil: "networkidle" });
      expect(await page.getByRole("img", { name: /^Preview of / }).count()).toBe(0);
      expect(await titles("wait-")).toEqual(["wait-large", "wait-small-1", "wait-small-2"]);
      expect(await page.getByLabel("Your name").inputValue()).toBe("Ana <b>Offline</b>");
    } finally {
      await context.close();
    }
  });

  it("two tabs with the same kept photos: the connection returns to both, each photo is stored once", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: true });
    try {
      const first = await openForm(context);
      await context.setOffline(true);
      const files = [jpeg("tabs-1.jpg", 120_000), jpeg("tabs-2.jpg", 900_000)];
      await first.getByLabel("Photos and clips (required)").setInputFiles(files);
      await giveConsent(first);
      await first.getByRole("button", { name: "Upload 2 photos" }).click();
      await first.locator("p.upload-waiting", { hasText: "2 photos waiting for a connection." }).waitFor();

      // A second tab opens while the upload endpoints are unreachable: it lists the same two.
      const refuse = (route: Route) => route.abort("internetdisconnected");
      await context.route(/\/add-photo\/(upload|tus\/)/, refuse);
      await context.setOffline(false);
      const second = await context.newPage();
      await second.goto(`${server.url}/add-photo`);
      await second.locator("p.upload-waiting", { hasText: "2 photos waiting for a connection." }).waitFor({ timeout: 15_000 });

      // Both tabs see the connection return at once.
      await context.setOffline(true);
      await context.unroute(/\/add-photo\/(upload|tus\/)/, refuse);
      await context.setOffline(false);
      await expect.poll(() => titles("tabs-"), { timeout: 60_000 }).toEqual(["tabs-1", "tabs-2"]);
      // Neither tab keeps waiting for photos the other sent.
      for (const page of [first, second]) {
        await expect.poll(() => page.locator("p.upload-waiting").count(), { timeout: 30_000 }).toBe(0);
      }
      expect(await titles("tabs-")).toEqual(["tabs-1", "tabs-2"]);
    } finally {
      await context.close();
    }
  });

  it("a clip chosen offline with a photo: kept in the browser across a reload, each stored once when the connection returns", async () => {
    const clip = await makeClip("webm");
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const page = await openForm(context);
      await context.setOffline(true);
      await page
        .getByLabel("Photos and clips (required)")
        .setInputFiles([jpeg("kept-photo.jpg", 400_000), { name: "kept-clip.webm", mimeType: clip.type, buffer: clip.bytes }]);
      await page.getByRole("img", { name: "Clip kept-clip.webm" }).waitFor();
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload 2 files" }).click();
      await page.locator("p.upload-waiting", { hasText: "2 photos waiting for a connection." }).waitFor();
      expect(await page.getByText("Not kept in this browser for later", { exact: false }).count()).toBe(0);

      const unblock = await blockUploads(page);
      await context.setOffline(false);
      await page.reload({ waitUntil: "domcontentloaded" });
      await page.getByRole("img", { name: "Clip kept-clip.webm" }).waitFor({ timeout: 15_000 });
      await page.getByRole("img", { name: "Preview of kept-photo.jpg" }).waitFor({ timeout: 15_000 });
      expect(await titles("kept-")).toEqual([]);

      await unblock();
      await context.setOffline(true);
      await context.setOffline(false);
      await page.getByText("2 stored, 0 already shared, 0 refused.").waitFor({ timeout: 60_000 });
      expect((await records("kept-")).map((r) => [r.title, (r as { type?: string }).type]).sort()).toEqual([
        ["kept-clip", "video/mp4"],
        ["kept-photo", "image/jpeg"],
      ]);
    } finally {
      await context.close();
    }
  });

  it("a connection cut in the middle of an upload: the photo waits, then arrives once, resumed where it stopped", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const page = await openForm(context);
      const tus: { method: string; offset: string | null }[] = [];
      let cut = false;
      await page.route("**/add-photo/tus/**", async (route) => {
        const req = route.request();
        const offset = req.headers()["upload-offset"] ?? null;
        tus.push({ method: req.method(), offset });
        if (req.method() === "PATCH" && !cut && Number(offset) > 0) {
          cut = true;
          await context.setOffline(true);
          return route.abort("internetdisconnected");
        }
        return route.continue();
      });
      await page.getByLabel("Photos and clips (required)").setInputFiles([jpeg("cut-large.jpg", 1_500_000)]);
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.locator("p.upload-waiting", { hasText: "1 photo waiting for a connection." }).waitFor({ timeout: 30_000 });
      expect(await titles("cut-")).toEqual([]);

      await context.setOffline(false);
      await page.getByText("1 stored, 0 already shared, 0 refused.").waitFor({ timeout: 60_000 });
      expect(await titles("cut-")).toEqual(["cut-large"]);
      // One upload, created once and resumed from the server's offset after the cut.
      expect(tus.filter((r) => r.method === "POST")).toHaveLength(1);
      const cutAt = tus.findIndex((r) => r.method === "PATCH" && Number(r.offset) > 0);
      expect(tus.slice(cutAt + 1)[0]?.method).toBe("HEAD");
    } finally {
      await context.close();
    }
  });

  it("a request held open without an answer is aborted after the stall time and resumed; the photo arrives once", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    // The documented hook: 2 s instead of 30 s without progress, so the test does not wait half a minute.
    await context.addInitScript(() => {
      (window as unknown as { fswUploadStallMs: number }).fswUploadStallMs = 2000;
    });
    try {
      const page = await openForm(context);
      const tus: { method: string; offset: string | null }[] = [];
      let held = false;
      await page.route("**/add-photo/tus/**", async (route) => {
        const req = route.request();
        const offset = req.headers()["upload-offset"] ?? null;
        tus.push({ method: req.method(), offset });
        if (req.method() === "PATCH" && !held && Number(offset) > 0) {
          held = true;
          return; // never answered, never closed: a harbour Wi-Fi that moves no byte
        }
        return route.continue();
      });
      await page.getByLabel("Photos and clips (required)").setInputFiles([jpeg("held-large.jpg", 1_500_000)]);
      await giveConsent(page);
      await page.getByRole("button", { name: "Upload photos" }).click();
      await page.getByText("1 stored, 0 already shared, 0 refused.").waitFor({ timeout: 60_000 });
      expect(held).toBe(true);
      expect(await titles("held-")).toEqual(["held-large"]);
      const heldAt = tus.findIndex((r) => r.method === "PATCH" && Number(r.offset) > 0);
      const after = tus.slice(heldAt + 1);
      expect(after[0]?.method).toBe("HEAD");
      expect(after.find((r) => r.method === "PATCH")?.offset).toBe(tus[heldAt]!.offset);
      expect(tus.filter((r) => r.method === "POST")).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
