import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGS, localePath, type Lang } from "~/i18n/languages";
import { de } from "~/i18n/messages/de";
import { en } from "~/i18n/messages/en";
import { pt } from "~/i18n/messages/pt";
import { text } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// The upload page as the server renders it, with and without a usable ffmpeg, in every language: the
// file picker offers clips only where the site can take them, and the page says which it is.

let withClips: TestServer;
let photosOnly: TestServer;

beforeAll(async () => {
  [withClips, photosOnly] = await Promise.all([
    startServer({ VIDEO_MAX_SECONDS: "45", VIDEO_MAX_MB: "120" }),
    startServer({ FFMPEG_PATH: "/nonexistent/ffmpeg" }),
  ]);
});

afterAll(async () => {
  await Promise.all([withClips?.stop(), photosOnly?.stop()]);
});

async function page(server: TestServer, lang: Lang) {
  const res = await fetch(new URL(localePath(lang, "/add-photo"), server.url));
  expect(res.status).toBe(200);
  const html = await res.text();
  const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
  const accept = /accept="([^"]*)"/.exec(input)?.[1]?.split(",") ?? [];
  const label = text(/<label for="photo">([\s\S]*?)<\/label>/.exec(html)?.[1] ?? "");
  const hint = text(/<p id="photo-hint"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");
  return { html, input, accept, label, hint, all: text(html) };
}

const CATALOGUES = { en, pt, de } as const;
const TYPES = { en: "MP4, MOV or WebM", pt: "MP4, MOV ou WebM", de: "MP4, MOV oder WebM" } as const;

describe.each(LANGS)("/add-photo in %s", (lang) => {
  const words = CATALOGUES[lang];

  it("with ffmpeg: the picker takes photos and clips, several at once, and the texts give a clip's types and limits", async () => {
    const { input, accept, label, hint, all } = await page(withClips, lang);
    expect(accept).toEqual(expect.arrayContaining(["image/jpeg", "image/heic", ".jpg", "video/mp4", "video/quicktime"]));
    expect(accept).toEqual(expect.arrayContaining(["video/webm", ".mp4", ".mov", ".webm"]));
    expect(input).toContain("multiple");
    expect(label).toBe(words["upload.clip.label"]);
    expect(hint).toContain(TYPES[lang]);
    expect(hint).toMatch(/45 s/);
    expect(hint).toMatch(/120 MB/);
    expect(all).toContain(`${TYPES[lang]}.`);
    expect(all).not.toContain(words["upload.clip.off"]);
  });

  it("without a usable ffmpeg: photos only, and the page says clips cannot be taken right now", async () => {
    const { accept, label, hint, all } = await page(photosOnly, lang);
    expect(accept).toEqual(expect.arrayContaining(["image/jpeg", ".jpg"]));
    expect(accept.filter((a) => a.startsWith("video/") || [".mp4", ".mov", ".webm"].includes(a))).toEqual([]);
    expect(label).toBe(words["upload.form.photos"]);
    expect(hint).toContain(words["upload.clip.off"]);
    expect(all).not.toContain(TYPES[lang]);
  });
});

describe("the lead in German", () => {
  it("names both limits, the photo's and the clip's", async () => {
    const { all } = await page(withClips, "de");
    expect(all).toContain("Fotos bis 25 MB");
    expect(all).toContain("Clips bis 45 s und 120 MB als MP4, MOV oder WebM.");
  });
});
