import fs from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { de } from "../../app/i18n/messages/de";
import { makeClip } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { axeViolations, giveConsent, launchBrowser, newContext, screenshot } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { paddedJpeg } from "../support/upload";

// Photos and a clip together from /de/add-photo, with JavaScript (the queue, tus for the large ones)
// and without (one post of several files): each stored once, the clip as one video/mp4 record.

let server: TestServer;
let browser: Browser;
let base: Buffer;
type Clip = { bytes: Buffer; name: string; type: string };
/** Three clips: the same bytes twice would be "already shared". */
let clip: Clip;
let webm: Clip;
let portrait: Clip;

beforeAll(async () => {
  [server, browser, base, clip, webm, portrait] = await Promise.all([
    startServer({ UPLOAD_RATE_LIMIT: "0" }),
    launchBrowser(),
    makeJpeg(1600, 1200),
    makeClip("h264-mov"),
    makeClip("webm"),
    makeClip("portrait"),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Stored = { title: string; type: string; poster?: string; duration?: number; original: string };

/** The current edition's records whose title starts so. */
async function records(prefix: string): Promise<Stored[]> {
  const dir = path.join(server.dataDir, "database/events/fsw25");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as Stored));
  return all.filter((r) => r.title.startsWith(prefix)).sort((a, b) => a.title.localeCompare(b.title));
}

const jpeg = (name: string, bytes: number) => ({ name, mimeType: "image/jpeg", buffer: paddedJpeg(base, name, bytes) });

async function hydrated(page: Page): Promise<void> {
  await page.getByLabel("Titel", { exact: true }).evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((k) => k.startsWith("__reactProps")) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** tus Upload-Metadata: comma-separated "key base64value" pairs. */
function decodeMetadata(header: string): Record<string, string> {
  return Object.fromEntries(
    header.split(",").map((pair) => {
      const [key, value = ""] = pair.trim().split(" ");
      return [key!, Buffer.from(value, "base64").toString("utf8")];
    }),
  );
}

describe("photos and a clip from /de/add-photo", () => {
  it("with JavaScript: the clip is listed as a clip, sent resumably as a video, and stored once beside the photos", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    const created: Record<string, string>[] = [];
    page.on("request", (r) => {
      const metadata = r.headers()["upload-metadata"];
      if (r.method() === "POST" && metadata) created.push(decodeMetadata(metadata));
    });
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    try {
      await page.goto(`${server.url}/de/add-photo`, { waitUntil: "networkidle" });
      await hydrated(page);
      const picker = page.getByLabel("Fotos und Clips (Pflichtfeld)");
      expect(await picker.getAttribute("accept")).toContain("video/quicktime");
      // The picker of some phones gives a clip no type: it is told by its name.
      await picker.setInputFiles([
        jpeg("deck-klein.jpg", 120_000),
        { name: "deck-tanz.mov", mimeType: "", buffer: clip.bytes },
        jpeg("deck-gross.jpg", 700_000),
      ]);
      const clipRow = page.getByRole("img", { name: "Clip deck-tanz.mov" });
      await clipRow.waitFor();
      await page.getByRole("img", { name: "Vorschau von deck-gross.jpg" }).waitFor();
      expect(await page.locator(".upload-queue img").count()).toBe(2);
      expect(await page.getByRole("img", { name: "Vorschau von deck-tanz.mov" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "add-photo-de-clip-chosen-phone-js");

      await giveConsent(page, "de");
      await page.getByRole("button", { name: "3 Dateien hochladen" }).click();
      await page.getByText("3 gespeichert, 0 schon geteilt, 0 abgelehnt.").waitFor({ timeout: 60_000 });
      for (const name of ["deck-klein.jpg", "deck-tanz.mov", "deck-gross.jpg"])
        expect(await page.getByText(`${name}: gespeichert`).count(), name).toBe(1);
      // The clip's own progress bar is full.
      const bar = page.getByRole("progressbar", { name: "Gesendeter Anteil von deck-tanz.mov" });
      expect(await bar.getAttribute("value")).toBe(String(clip.bytes.length));
      expect(await bar.getAttribute("max")).toBe(String(clip.bytes.length));
      expect(problems).toEqual([]);

      const tusClip = created.find((m) => m.filename === "deck-tanz.mov");
      expect(tusClip?.filetype).toBe("video/quicktime");
      const stored = await records("deck-");
      expect(stored.map((r) => [r.title, r.type])).toEqual([
        ["deck-gross", "image/jpeg"],
        ["deck-klein", "image/jpeg"],
        ["deck-tanz", "video/mp4"],
      ]);
      const video = stored.find((r) => r.type === "video/mp4")!;
      expect(video.poster).toBeTruthy();
      expect(video.duration).toBeGreaterThan(2);
      expect(stored.filter((r) => r.type === "video/mp4")).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("without JavaScript: photos and a clip in one post, each its own record, results by name", async () => {
    const context = await newContext(browser, { viewport: "desktop", javaScript: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/de/add-photo`);
      await page
        .getByLabel("Fotos und Clips (Pflichtfeld)")
        .setInputFiles([
          jpeg("ohne-js-foto.jpg", 150_000),
          { name: "ohne-js-clip.webm", mimeType: webm.type, buffer: webm.bytes },
        ]);
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "Fotos hochladen" }).click();
      await page.getByText("2 von 2 Fotos geteilt.").waitFor({ timeout: 60_000 });
      expect(await page.locator(".upload-results .notice--success strong").allTextContents()).toEqual([
        "ohne-js-foto.jpg",
        "ohne-js-clip.webm",
      ]);
      expect((await records("ohne-js-")).map((r) => [r.title, r.type])).toEqual([
        ["ohne-js-clip", "video/mp4"],
        ["ohne-js-foto", "image/jpeg"],
      ]);
    } finally {
      await context.close();
    }
  });
});

describe("a clip too large to keep in the browser", () => {
  it("is sent while the page is open, its row saying it is not kept for later, and nothing of it is in IndexedDB", async () => {
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    // A phone nearly full: half the room left takes the photo, not the clip.
    expect(portrait.bytes.length).toBeGreaterThan(300_000);
    await page.addInitScript((quota) => {
      navigator.storage.estimate = () => Promise.resolve({ quota, usage: 0 });
    }, portrait.bytes.length + 200_000);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/de/add-photo/tus/**", async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/de/add-photo`, { waitUntil: "networkidle" });
      await hydrated(page);
      await page
        .getByLabel("Fotos und Clips (Pflichtfeld)")
        .setInputFiles([
          { name: "voll-clip.mp4", mimeType: portrait.type, buffer: portrait.bytes },
          jpeg("voll-foto.jpg", 100_000),
        ]);
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "2 Dateien hochladen" }).click();
      const row = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: "Clip voll-clip.mp4" }) });
      await row.getByText(de["upload.clip.notKept"] as string).waitFor();
      expect(await page.getByText(de["upload.clip.notKept"] as string).count()).toBe(1);
      const kept = await page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open("fsw-uploads");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction("photos").objectStore("photos").getAll();
              all.onsuccess = () => resolve((all.result as { file: File }[]).map((p) => p.file.name));
              all.onerror = () => reject(all.error);
            };
          }),
      );
      expect(kept).toEqual(["voll-foto.jpg"]);
      release();
      await page.getByText("2 gespeichert, 0 schon geteilt, 0 abgelehnt.").waitFor({ timeout: 60_000 });
      expect(await page.getByText(de["upload.clip.notKept"] as string).count()).toBe(0);
      expect((await records("voll-")).map((r) => [r.title, r.type])).toEqual([
        ["voll-clip", "video/mp4"],
        ["voll-foto", "image/jpeg"],
      ]);
    } finally {
      release();
      await context.close();
    }
  });
});

describe("clips the browser refuses before sending", () => {
  it.each([
    ["over the clip limit", { VIDEO_MAX_MB: "1" }, "Der Clip ist größer als 1,00 MB, mehr darf ein Clip nicht haben."],
    [
      "where the site has no usable ffmpeg",
      { FFMPEG_PATH: "/nonexistent/ffmpeg" },
      "Clips kann diese Seite gerade nicht annehmen.",
    ],
  ])("%s: refused in German at once, nothing sent, the photos beside it go", async (_, env, reason) => {
    const own = await startServer({ UPLOAD_RATE_LIMIT: "0", ...env });
    const context = await newContext(browser, { viewport: "phone", javaScript: true });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" ? sent.push(new URL(r.url()).pathname) : null));
    try {
      await page.goto(`${own.url}/de/add-photo`, { waitUntil: "networkidle" });
      await hydrated(page);
      await page
        .getByLabel(/^Fotos( und Clips)? \(Pflichtfeld\)$/)
        .setInputFiles([
          { name: "zu-gross.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(1024 * 1024 + 1, 1) },
          jpeg("daneben.jpg", 90_000),
        ]);
      await page.getByRole("img", { name: "Clip zu-gross.mp4" }).waitFor();
      await giveConsent(page, "de");
      await page.getByRole("button", { name: "2 Dateien hochladen" }).click();
      await page.getByText("1 gespeichert, 0 schon geteilt, 1 abgelehnt.").waitFor({ timeout: 60_000 });
      expect(await page.getByText(`zu-gross.mp4: abgelehnt — Fehler beim Hochladen: ${reason}`).count()).toBe(1);
      expect(sent).toEqual(["/de/add-photo/upload"]);
    } finally {
      await context.close();
      await own.stop();
    }
  });
});
