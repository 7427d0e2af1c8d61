import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/i18n.server";
import { CONTENT_TAGS, LANGS, splitLocalePath, type Lang } from "~/i18n/languages";
import { en } from "~/i18n/messages/en";
import type { Message } from "~/i18n/translate";
import { links } from "../support/html";
import { startServer, type TestServer } from "../support/server";

// Every public page in every language, walked from the sitemap: each answers in its language, lists
// the same alternates as its sitemap entry, links within its language and shows no English word of
// the interface.
const SITE = "https://fsw.example";
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL: `${SITE}/`, SITE_NOW: "2026-05-01T00:00:00Z" });
});
afterAll(async () => {
  await server?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, server.url), { headers, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

interface Entry {
  loc: string;
  alternates: Map<string, string>;
}

function sitemapEntries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(m[1]!)![1]!.replace(/&#38;/g, "&"),
    alternates: new Map(
      [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [
        a[1]!,
        a[2]!.replace(/&#38;/g, "&"),
      ]),
    ),
  }));
}

function headAlternates(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  return new Map(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)].map((a) => [
      a[1]!,
      a[2]!.replace(/&amp;/g, "&"),
    ]),
  );
}

/** The words of a message between its values and marks, the pieces a page would show as they stand. */
function fragments(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  return texts
    .flatMap((t) => t.split(/\{\w+\}|<\/?[a-z0-9]+>/))
    .map((f) => f.replace(/^[\s.,:;!?–—()"'’]+|[\s.,:;!?–—()"'’]+$/g, ""))
    .filter((f) => /\p{L}{2}/u.test(f));
}

/** English interface words that the language does not also use itself. */
function englishOnly(lang: Lang): string[] {
  const own = new Set(Object.values(CATALOGUES[lang]).flatMap(fragments));
  return [...new Set(Object.values(en as Record<string, Message>).flatMap(fragments))].filter((f) => !own.has(f));
}

/** Text nodes and the attributes people read or hear, outside scripts and styles. */
function shownTexts(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ");
  const nodes = body.split(/<[^>]+>/).map((t) =>
    t
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      .trim(),
  );
  const attributes = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map((m) => m[1]!.trim());
  return [...nodes, ...attributes].filter(Boolean);
}

function englishIn(html: string, english: string[]): string[] {
  const texts = shownTexts(html);
  return english.filter((f) => texts.some((t) => t === f || (f.split(" ").length >= 3 && t.includes(f))));
}

describe("every page in every language", () => {
  it("answers in its language with the alternates of its sitemap entry, links within its language and shows no English interface word", async () => {
    const sitemap = await get("/sitemap.xml");
    const entries = sitemapEntries(sitemap.html);
    const english = { pt: englishOnly("pt"), de: englishOnly("de") };
    expect(english.de.length).toBeGreaterThan(20);
    const pathOf = (loc: string) => splitLocalePath(new URL(loc).pathname + new URL(loc).search);
    const paths = new Set(entries.map((e) => pathOf(e.loc).path));
    for (const lang of LANGS)
      expect(entries.filter((e) => splitLocalePath(new URL(e.loc).pathname + new URL(e.loc).search).lang === lang).length).toBe(
        paths.size,
      );

    const problems: string[] = [];
    for (const entry of entries) {
      const url = new URL(entry.loc);
      const { lang } = splitLocalePath(url.pathname);
      // Each version lists itself, the others and x-default (English).
      expect([...entry.alternates.keys()].sort(), entry.loc).toEqual(["de", "en", "pt", "x-default"]);
      expect(entry.alternates.get(lang), entry.loc).toBe(entry.loc);
      const page = await get(url.pathname + url.search);
      if (page.status !== 200) {
        problems.push(`${entry.loc}: ${page.status}`);
        continue;
      }
      const htmlLang = /<html lang="([^"]+)"/.exec(page.html)?.[1];
      if (htmlLang !== CONTENT_TAGS[lang]) problems.push(`${entry.loc}: <html lang="${htmlLang}">`);
      const head = headAlternates(page.html);
      if (JSON.stringify([...head].sort()) !== JSON.stringify([...entry.alternates].sort())) {
        problems.push(`${entry.loc}: head alternates ${JSON.stringify([...head])} differ from the sitemap's`);
      }
      if (lang === "en") continue;
      for (const link of links(page.html)) {
        if (/\bhreflang=/i.test(link.attrs) || !link.href.startsWith("/")) continue;
        const target = splitLocalePath(link.href);
        if (target.lang !== lang && paths.has(target.path.split("#")[0]!)) problems.push(`${entry.loc}: links to ${link.href}`);
      }
      for (const words of englishIn(page.html, english[lang])) problems.push(`${entry.loc}: English "${words}"`);
    }
    expect(problems).toEqual([]);
  });

  it("never lets Accept-Language change what an address returns", async () => {
    for (const path of ["/home", "/de/faq", "/pt/events"]) {
      const plain = await get(path);
      const asked = await get(path, { "Accept-Language": "de-DE,de;q=0.9,pt;q=0.8" });
      const strip = (html: string) => html.replace(/nonce="[^"]*"|'nonce-[^']*'/g, "");
      expect(strip(asked.html)).toBe(strip(plain.html));
      expect(/<html lang="([^"]+)"/.exec(plain.html)?.[1]).toBe(CONTENT_TAGS[splitLocalePath(path).lang]);
    }
  });

  it("sends /en to the English address with its query, /pt and /de to their home, and other prefixes to a 404", async () => {
    expect(await get("/en/event-details/fsw25?page=2")).toMatchObject({ status: 301, location: "/event-details/fsw25?page=2" });
    expect(await get("/en")).toMatchObject({ status: 301, location: "/" });
    expect(await get("/pt")).toMatchObject({ status: 302, location: "/pt/home" });
    expect(await get("/de/")).toMatchObject({ status: 302, location: "/de/home" });
    const unknown = await get("/fr/events");
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<html lang="en"');
    expect(unknown.html).toContain("Page Not found");
  });

  it("answers an unknown page under /pt and /de with the not-found page in that language", async () => {
    for (const lang of ["pt", "de"] as const) {
      const page = await get(`/${lang}/no-such-page`);
      expect(page.status).toBe(404);
      expect(page.html).toContain(`<html lang="${CONTENT_TAGS[lang]}"`);
      expect(page.html).not.toContain("Page Not found");
      expect(page.html).toContain(CATALOGUES[lang]["error.notFound.title"] as string);
      expect(page.html).toContain(CATALOGUES[lang]["error.notFound.apology"] as string);
    }
  });
});
