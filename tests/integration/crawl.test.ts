import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../data/events";
import { team } from "../../data/team";
import { MEDALS } from "../../data/types";
import { LANGS, localePath } from "~/i18n/languages";
import { text } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { checkHtml } from "../support/vnu";

// The site as a visitor meets it on two dates: before the Turkish coast edition (upcoming views,
// Reserve buttons) and after it.
const CLOCKS = { upcoming: "2026-05-01T00:00:00Z", past: "2026-11-22T12:00:00Z" } as const;

interface Crawl {
  /** Every HTML page reached, by its path (after redirects), with its markup. */
  pages: Map<string, string>;
  /** Every internal URL seen in an attribute (pages, scripts, styles, images, icons). */
  seen: Set<string>;
  /** "url (linked from page) → status" of each that did not end in a 200. */
  broken: string[];
}

/** Internal URLs in href, src, srcset and action attributes, fragment dropped, query kept. */
function internalUrls(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const raw = [...html.matchAll(/\s(?:href|src|action)="([^"]*)"/g)].map((m) => m[1]!);
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) raw.push(...m[1]!.split(",").map((c) => c.trim().split(/\s+/)[0]!));
  const urls: string[] = [];
  for (const value of raw) {
    const decoded = value.replace(/&amp;/g, "&");
    if (decoded === "" || decoded.startsWith("#")) continue;
    const url = new URL(decoded, pageUrl);
    if (url.origin !== origin) continue;
    urls.push(url.pathname + url.search);
  }
  return urls;
}

/** Follows redirects (only to this site) and returns where the chain ended. */
async function follow(server: TestServer, href: string) {
  let current = href;
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(server.url + current, { redirect: "manual" });
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      const next = new URL(location, server.url + current);
      if (next.origin !== server.url) return { status: res.status, path: current, html: "", type: "" };
      current = next.pathname + next.search;
      continue;
    }
    const type = res.headers.get("content-type") ?? "";
    const html = type.includes("text/html") ? await res.text() : (await res.arrayBuffer(), "");
    return { status: res.status, path: current, html, type };
  }
  return { status: 310, path: current, html: "", type: "" };
}

async function crawl(server: TestServer): Promise<Crawl> {
  const seen = new Set<string>(["/"]);
  const from = new Map<string, string>();
  const queue = ["/"];
  const pages = new Map<string, string>();
  const broken: string[] = [];
  while (queue.length > 0) {
    await Promise.all(
      queue.splice(0, 8).map(async (href) => {
        const result = await follow(server, href);
        if (result.status !== 200) {
          broken.push(`${href} (linked from ${from.get(href) ?? "start"}) → ${result.status}`);
          return;
        }
        if (!result.type.includes("text/html")) return;
        pages.set(result.path, result.html);
        for (const url of internalUrls(result.html, server.url + result.path)) {
          if (seen.has(url)) continue;
          seen.add(url);
          from.set(url, result.path);
          queue.push(url);
        }
      }),
    );
  }
  return { pages, seen, broken };
}

const servers: Partial<Record<keyof typeof CLOCKS, TestServer>> = {};
const crawls: Partial<Record<keyof typeof CLOCKS, Crawl>> = {};

beforeAll(async () => {
  await Promise.all(
    (Object.keys(CLOCKS) as Array<keyof typeof CLOCKS>).map(async (name) => {
      servers[name] = await startServer({ SITE_NOW: CLOCKS[name], REQUEST_LOG: "off" });
      crawls[name] = await crawl(servers[name]);
    }),
  );
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
});

const memberNames = new Set(team.map((m) => m.name.toLowerCase()));
const guestTeachers = [...new Set(events.flatMap((e) => [...e.teachers, ...e.musicians]))].filter(
  (n) => !memberNames.has(n.toLowerCase()),
);
const guestSkippers = [...new Set(events.flatMap((e) => e.skippers))].filter((n) => !memberNames.has(n.toLowerCase()));
const personPath = (kind: string, name: string) => `/${kind}/${encodeURIComponent(name.toLowerCase())}`;

describe("a crawl of every internal link", () => {
  it.each(Object.keys(CLOCKS))("(%s) finds no link that ends anywhere but in a 200", (name) => {
    const result = crawls[name as keyof typeof CLOCKS]!;
    expect(result.broken).toEqual([]);
    // The crawl must have gone everywhere for the assertion above to mean something.
    const pages = [...result.pages.keys()];
    // Every language: the switcher on each page leads to its other versions.
    const everywhere = [
      "/home",
      "/events",
      "/team",
      "/rates",
      "/faq",
      "/about-fsw",
      "/privacy",
      "/accessibility",
      "/add-photo",
      ...events.map((e) => `/event-details/${e.id}`),
      ...team.map((m) => `/team-details/${m.id}`),
      ...MEDALS.map((m) => `/rates-details?medal=${m}`),
      ...guestTeachers.map((n) => personPath("teachers", n)),
      ...guestSkippers.map((n) => personPath("skippers", n)),
    ];
    expect(pages).toEqual(expect.arrayContaining(LANGS.flatMap((lang) => everywhere.map((p) => localePath(lang, p)))));
    expect([...result.seen].some((u) => u.startsWith("/build/"))).toBe(true);
    expect([...result.seen].some((u) => u.startsWith("/media/"))).toBe(true);
  });

  it("reaches a page, never a 'not found', for every person an event page names", () => {
    const result = crawls.past!;
    for (const [p, html] of result.pages) expect(text(html), p).not.toMatch(/not found|não encontrad|nicht gefunden/i);
    for (const n of guestTeachers) expect(text(result.pages.get(personPath("teachers", n))!)).toContain(n);
    for (const n of guestSkippers) expect(text(result.pages.get(personPath("skippers", n))!)).toContain(n);
  });

  it("never puts a raw space or other unencoded character in a link", () => {
    for (const [p, html] of crawls.past!.pages) {
      const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);
      expect(
        hrefs.filter((h) => /[\s<>"{}|\\^`]|[^\x20-\x7e]/.test(h)),
        p,
      ).toEqual([]);
    }
  });
});

describe("the W3C Nu HTML Checker", () => {
  it("finds no error on any page, 404 pages included", async () => {
    const documents: Record<string, string> = {};
    // Every page of the past clock in every language; of the other clock, whose pages differ in what they say
    // about the coming edition and not in their markup's languages, the English ones.
    for (const [name, result] of Object.entries(crawls)) {
      for (const [p, html] of result.pages) {
        if (name === "past" || !/^\/(?:pt|de)(?:\/|$)/.test(p)) documents[`${name} ${p}`] = html;
      }
    }
    for (const p of ["/no-such-page", "/event-details/fsw99", "/team-details/nobody", "/teachers/nobody", "/skippers/nobody"]) {
      const res = await fetch(servers.past!.url + p);
      expect(res.status).toBe(404);
      documents[`404 ${p}`] = await res.text();
    }
    // The uploader as it answers a form sent without a photo or the consent box: the page again, with its errors.
    const form = new FormData();
    form.set("title", "No photo");
    const refused = await fetch(`${servers.past!.url}/add-photo`, { method: "POST", body: form });
    expect(refused.status).toBe(400);
    documents["400 /add-photo"] = await refused.text();
    expect(Object.keys(documents).length).toBeGreaterThan(60);
    const errors = await checkHtml(documents);
    expect(errors.map((e) => `${e.url}:${e.lastLine ?? "?"}: ${e.message} [${e.extract ?? ""}]`)).toEqual([]);
  }, 180_000);
});
