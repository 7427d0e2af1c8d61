import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { de } from "../../app/i18n/messages/de";
import { en } from "../../app/i18n/messages/en";
import { makeJpeg } from "../fixtures/images";
import { giveConsent, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { CONSENT, paddedJpeg, tusMetadata } from "../support/upload";

// The uploader from /de/add-photo, with JavaScript off and on: every answer on the way (the missing
// file, the success, the uploader's own photos, their withdrawal) is German, and so are the answers to
// a photo kept offline on the German page, even when it is sent later from the English one.

let server: TestServer;
let browser: Browser;
let base: Buffer;

beforeAll(async () => {
  // Review on, as the site runs: the uploader's own list shows the photo waiting.
  [server, browser, base] = await Promise.all([startServer({ UPLOAD_RATE_LIMIT: "0" }), launchBrowser(), makeJpeg(1600, 1200)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Large enough to go through the resumable (tus) endpoint with JavaScript. */
const photo = (name: string, bytes = 600_000) => ({ name, mimeType: "image/jpeg", buffer: paddedJpeg(base, name, bytes) });
const notAPhoto = (name: string, bytes = 2_000) => ({
  name,
  mimeType: "image/jpeg",
  buffer: Buffer.from("just some words, not a photo at all. ".repeat(Math.ceil(bytes / 37)).slice(0, bytes)),
});

const NOT_A_PHOTO_DE =
  "Fehler beim Hochladen: Diese Datei ist kein Foto, das wir lesen können. " +
  "Bitte wähl ein Bild als JPEG, PNG, WebP, HEIC, GIF, BMP oder TIFF.";

/** The uploader's English texts (those without values) that differ in German: none may be on a German page. */
const ENGLISH_ONLY = Object.entries(en)
  .filter(([key, value]) => key.startsWith("upload.") && typeof value === "string" && !/[{<]/.test(value))
  .map(([key, value]) => [key, value as string] as const)
  .filter(([key, value]) => value !== de[key as keyof typeof de] && value.trim().length >= 4);

/** As words, not letters: German "Datenschutz" holds no English "Date". */
const asWords = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${value.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return ENGLISH_ONLY.filter(([, value]) => asWords(value).test(text)).map(([key]) => key);
}

/** Resolves once React has hydrated the form (its props are on the form's nodes). */
async function hydrated(page: Page): Promise<void> {
  await page.getByLabel("Titel", { exact: true }).evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((k) => k.startsWith("__reactProps")) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** Withdraws the photo titled so from the uploader's own list, in German, and comes back to the form. */
async function withdrawInGerman(page: Page, title: string) {
  const own = page.locator(".pending-uploads");
  await own.getByRole("heading", { name: "Deine Fotos" }).waitFor();
  const item = own.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Zurückziehen „${title}“` }) });
  expect(await item.getByText("Wartet auf Freigabe").isVisible()).toBe(true);
  const link = item.getByRole("link", { name: `Zurückziehen „${title}“` });
  expect(await link.getAttribute("href")).toMatch(/^\/de\/add-photo\/mine\/[^/]+\/withdraw$/);
  await link.click();
  await page.getByRole("heading", { name: "Dein Foto zurückziehen?" }).waitFor();
  expect(await page.title()).toBe("Foto zurückziehen | Forró Sailing Week");
  expect(await page.getByText(`„${title}“ wird endgültig von der Website entfernt`).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Behalten" }).getAttribute("href")).toBe("/de/add-photo");
  await page.getByRole("button", { name: "Endgültig zurückziehen" }).click();
  await page.getByRole("heading", { name: "Foto zurückgezogen" }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/de\/add-photo\/mine\/[^/]+\/withdraw$/);
  expect(await page.getByRole("status").innerText()).toBe("Dein Foto ist von der Website verschwunden, mit jeder Kopie davon.");
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole("link", { name: "Zurück zu den Fotos" }).click();
  await page.waitForURL(`${server.url}/de/add-photo`);
  expect(await page.getByRole("link", { name: `Zurückziehen „${title}“` }).count()).toBe(0);
}

describe("/de/add-photo in the browser", () => {
  it("with JavaScript off: the missing file, the success and the own photos in German, withdrawn in German", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/de/add-photo`);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      await page.getByRole("heading", { name: "Teile deine Fotos", level: 1 }).waitFor();
      expect(await page.title()).toBe("Teile deine Fotos | Forró Sailing Week");
      expect(
        await page
          .getByText(
            /Fotos bis 25 MB als JPEG, PNG, WebP, HEIC, GIF, BMP oder TIFF, Clips bis 90 s und 300 MB als MP4, MOV oder WebM\./,
          )
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole("link", { name: "Datenschutzerklärung" }).getAttribute("href")).toBe("/de/privacy");
      expect(await englishLeft(page)).toEqual([]);

      await page.getByLabel("Titel", { exact: true }).fill("Vergessene Datei");
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "Fotos hochladen" }).click();
      await page.getByText("Bitte wähl eine Datei zum Hochladen aus.").waitFor();
      expect(new URL(page.url()).pathname).toBe("/de/add-photo");
      expect(await page.getByLabel("Titel", { exact: true }).inputValue()).toBe("Vergessene Datei");

      await page.getByLabel("Fotos und Clips (Pflichtfeld)").setInputFiles(photo("hafen-nacht.jpg"));
      await page.getByLabel("Titel", { exact: true }).fill("Hafen bei Nacht");
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "Fotos hochladen" }).click();
      await page.waitForURL(`${server.url}/de/add-photo`);
      await page.getByText("Bild erfolgreich hochgeladen!").waitFor();
      expect(await page.getByText("Daten erfolgreich gespeichert!").isVisible()).toBe(true);
      expect(await englishLeft(page)).toEqual([]);
      await screenshot(page, "add-photo-de-uploaded-phone-nojs");

      await withdrawInGerman(page, "Hafen bei Nacht");
    } finally {
      await context.close();
    }
  });

  it("with JavaScript on: the missing file, a refusal, the success through the resumable endpoint, withdrawn in German", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: true });
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" ? posts.push(new URL(r.url()).pathname) : null));
    // The German words the server drew are the ones the page hydrates with: no mismatch, no error.
    const problems: string[] = [];
    page.on("console", (m) => void (m.type() === "error" || m.type() === "warning" ? problems.push(m.text()) : null));
    page.on("pageerror", (e) => problems.push(e.message));
    try {
      await page.goto(`${server.url}/de/add-photo`, { waitUntil: "networkidle" });
      await hydrated(page);
      expect(problems).toEqual([]);
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "Fotos hochladen" }).click();
      await page.getByText("Bitte wähl eine Datei zum Hochladen aus.").waitFor();
      expect(posts).toEqual([]);

      // Refused by the server after the whole file went up resumably: the server's words, in German.
      await page.getByLabel("Fotos und Clips (Pflichtfeld)").setInputFiles(notAPhoto("notizen.jpg", 300_000));
      await page.getByRole("img", { name: "Vorschau von notizen.jpg" }).waitFor();
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "Fotos hochladen" }).click();
      await page.locator(".upload-queue .field__error", { hasText: NOT_A_PHOTO_DE }).waitFor({ timeout: 60_000 });
      await page.getByText("0 gespeichert, 0 schon geteilt, 1 abgelehnt.").waitFor();
      expect(await page.getByText(`notizen.jpg: abgelehnt — ${NOT_A_PHOTO_DE}`).count()).toBe(1);

      await page.getByLabel("Fotos und Clips (Pflichtfeld)").setInputFiles(photo("deck-party.jpg"));
      await page.getByRole("img", { name: "Vorschau von deck-party.jpg" }).waitFor();
      await page.getByLabel("Titel", { exact: true }).fill("Party an Deck");
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "Fotos hochladen" }).click();
      await page.getByText("1 gespeichert, 0 schon geteilt, 0 abgelehnt.").waitFor({ timeout: 60_000 });
      expect(await page.getByText("Bild erfolgreich hochgeladen!").isVisible()).toBe(true);
      expect(await page.getByText("Daten erfolgreich gespeichert!").isVisible()).toBe(true);
      // Both photos went to the German addresses: tus for the bytes, the JSON route for the answer.
      expect(posts.filter((p) => p.includes("/tus"))).toEqual(["/de/add-photo/tus/", "/de/add-photo/tus/"]);
      expect(posts.filter((p) => !p.includes("/tus"))).toEqual(["/de/add-photo/upload", "/de/add-photo/upload"]);
      // The page's data is read again: the photo is in the uploader's own list.
      await page.getByRole("link", { name: "Zurückziehen „Party an Deck“" }).waitFor({ timeout: 30_000 });
      expect(await englishLeft(page)).toEqual([]);
      await screenshot(page, "add-photo-de-uploaded-desktop-js");

      await withdrawInGerman(page, "Party an Deck");
    } finally {
      await context.close();
    }
  });

  it("a photo kept offline on /de/add-photo keeps its German answers when the English page sends it later", async () => {
    const context: BrowserContext = await newContext(browser, { viewport: "phone", javaScript: true });
    try {
      const german = await context.newPage();
      await german.goto(`${server.url}/de/add-photo`, { waitUntil: "networkidle" });
      await hydrated(german);
      const uploader = german.waitForResponse((r) => /\/uploader-[\w-]+\.js$/.test(new URL(r.url()).pathname));
      await german.getByLabel("Titel", { exact: true }).focus();
      await uploader;
      await german.waitForLoadState("networkidle");

      await context.setOffline(true);
      await german
        .getByLabel("Fotos und Clips (Pflichtfeld)")
        .setInputFiles([photo("meer.jpg", 90_000), notAPhoto("zettel.jpg")]);
      await german.getByRole("img", { name: "Vorschau von zettel.jpg" }).waitFor();
      await giveConsent(german, "de");
      await german.getByRole("button", { name: "2 Fotos hochladen" }).click();
      await german.locator("p.upload-waiting", { hasText: "2 Fotos warten auf eine Verbindung." }).waitFor();
      expect(await german.getByText(de["upload.waiting"] as string).count()).toBe(2);
      const kept = await german.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open("fsw-uploads");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction("photos").objectStore("photos").getAll();
              all.onsuccess = () => resolve((all.result as { lang?: string }[]).map((p) => p.lang ?? ""));
              all.onerror = () => reject(all.error);
            };
          }),
      );
      expect(kept).toEqual(["de", "de"]);
      await german.close();

      // Later, with signal, the English page finds the kept photos and sends them to the German addresses.
      await context.setOffline(false);
      const english = await context.newPage();
      const posts: string[] = [];
      english.on("request", (r) => void (r.method() === "POST" ? posts.push(new URL(r.url()).pathname) : null));
      await english.goto(`${server.url}/add-photo`);
      await english.getByText("1 stored, 0 already shared, 1 refused.").waitFor({ timeout: 60_000 });
      expect(await english.getByText(`zettel.jpg: refused — ${NOT_A_PHOTO_DE}`).count()).toBe(1);
      expect(posts).toEqual(["/de/add-photo/upload", "/de/add-photo/upload"]);
    } finally {
      await context.close();
    }
  });
});

describe("the German addresses the browser does not show", () => {
  it("the resumable endpoint refuses in German and hands out German upload addresses", async () => {
    const tus = (path: string, init: RequestInit) =>
      fetch(`${server.url}${path}`, { ...init, headers: { "Tus-Resumable": "1.0.0", ...init.headers } });
    const unasked = await tus("/de/add-photo/tus", {
      method: "POST",
      headers: { "Upload-Length": "10", "Upload-Metadata": tusMetadata({ filename: "a.jpg" }, { consent: false }) },
    });
    expect(unasked.status).toBe(400);
    expect(await unasked.text()).toBe(`${de["upload.noConsent"]}\n`);
    const created = await tus("/de/add-photo/tus", {
      method: "POST",
      headers: { "Upload-Length": "10", "Upload-Metadata": tusMetadata({ filename: "a.jpg" }) },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toMatch(/^\/de\/add-photo\/tus\/[0-9a-f]{32}$/);
    const served = await fetch(`${server.url}${created.headers.get("location")}`);
    expect(served.status).toBe(405);
    expect(await served.text()).toBe("Fotos, die gerade gesendet werden, werden nicht ausgeliefert.\n");
    // English as it always was.
    const english = await tus("/add-photo/tus", {
      method: "POST",
      headers: { "Upload-Length": "10", "Upload-Metadata": tusMetadata({ filename: "a.jpg" }, { consent: false }) },
    });
    expect(await english.text()).toBe(`${en["upload.noConsent"]}\n`);
    const deferred = await tus("/add-photo/tus", { method: "POST", headers: { "Upload-Defer-Length": "1" } });
    expect([deferred.status, await deferred.text()]).toEqual([400, "Upload-Length is required.\n"]);
  });

  it("a German address of the JSON route and the uploader's own pages answers in German, checked like the English one", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(CONSENT)) form.set(name, value);
    const res = await fetch(`${server.url}/de/add-photo/upload`, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ photo: de["upload.noFile"] });
    const opened = await fetch(`${server.url}/de/add-photo/upload`, { redirect: "manual" });
    expect(opened.headers.get("location")).toBe("/de/add-photo");
    const mine = await fetch(`${server.url}/de/add-photo/mine/1-a.jpg`);
    expect([mine.status, await mine.text()]).toEqual([404, "Nicht gefunden"]);
    // The uploader's own pages take posts from the site's pages only, at every language's address: one that
    // names no page it came from is refused before the route (which would answer 404) sees it.
    for (const path of ["/add-photo/mine/1-a.jpg/withdraw", "/de/add-photo/mine/1-a.jpg/withdraw"]) {
      const unnamed = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(unnamed.status, path).toBe(403);
    }
  });
});
