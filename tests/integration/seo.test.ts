import http from "node:http";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { faq } from "../../data/faq";
import { team } from "../../data/team";
import { MEDALS } from "../../data/types";
import { links } from "../support/html";
import { schemaErrors, type JsonLdDocument } from "../support/schema-check";
import { startServer, type TestServer } from "../support/server";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

// Six weeks before fsw26 (13–20 June 2026, ticket link): it is upcoming, so offers are in stock.
const SITE = "https://fsw.example";
const FORGED = "evil.example";
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL: `${SITE}/`, SITE_NOW: "2026-05-01T00:00:00Z" });
});
afterAll(async () => {
  await server?.stop();
});

/** A GET with any Host header (fetch does not let a test set one), as a crawler or an attacker would send it. */
function raw(pathname: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // A fresh connection each time: a kept-alive one may be closed by the server while a long test runs.
    const req = http.get({ hostname, port, path: pathname, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

async function page(pathname: string) {
  const res = await raw(pathname);
  return { ...res, html: res.body.toString("utf8") };
}

/** SITE_URL addresses are served by the test server: map them onto it. */
function local(url: string): string {
  expect(url.startsWith(`${SITE}/`), url).toBe(true);
  return url.slice(SITE.length);
}

function attr(html: string, selector: RegExp): string[] {
  return [...html.matchAll(selector)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}
const metaContent = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`, "g"));
const canonicals = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/g);
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

let sitemapPaths: string[] = [];
async function sitemap() {
  const res = await page("/sitemap.xml");
  const locs = attr(res.html, /<loc>([^<]*)<\/loc>/g);
  sitemapPaths = locs.map(local);
  return { res, locs, lastmods: attr(res.html, /<lastmod>([^<]*)<\/lastmod>/g) };
}

describe("sitemap and robots", () => {
  it("/sitemap.xml lists every public page, edition, team member and rates tier with lastmod", async () => {
    const { res, locs, lastmods } = await sitemap();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(
      res.html.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    for (const p of ["/home", "/events", "/team", "/rates", "/faq", "/about-fsw", "/accessibility"])
      expect(sitemapPaths).toContain(p);
    for (const e of events) expect(sitemapPaths).toContain(`/event-details/${e.id}`);
    for (const m of team) expect(sitemapPaths).toContain(`/team-details/${m.id}`);
    for (const medal of MEDALS) expect(sitemapPaths).toContain(`/rates-details?medal=${medal}`);
    // Guests (no team profile) have pages of their own; members' person links redirect, so only profiles are listed.
    expect(sitemapPaths).toContain("/teachers/bruno%20teixeira");
    expect(sitemapPaths).toContain("/skippers/ivan%20mari%C4%87");
    const memberSlugs = new Set(team.map((m) => encodeURIComponent(m.name.toLowerCase())));
    expect(sitemapPaths.filter((p) => /^\/(teachers|skippers)\//.test(p) && memberSlugs.has(p.split("/")[2]!))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(lastmods).toHaveLength(locs.length);
    for (const l of lastmods) expect(l).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("every address in the sitemap answers 200 with a page that names it canonical", async () => {
    if (sitemapPaths.length === 0) await sitemap();
    for (const p of sitemapPaths) {
      const res = await page(p);
      expect(res.status, p).toBe(200);
      expect(canonicals(res.html), p).toEqual([SITE + p]);
    }
  });

  it("/robots.txt points to the sitemap and keeps uploads out", async () => {
    const res = await page("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const lines = res.html.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /media/images/");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // Every page in the sitemap stays crawlable.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice(10));
    if (sitemapPaths.length === 0) await sitemap();
    for (const p of sitemapPaths)
      expect(
        disallowed.some((d) => p.startsWith(d)),
        p,
      ).toBe(false);
  });
});

describe("canonical and social metadata", () => {
  it("every page has one canonical, Open Graph and a large Twitter card on SITE_URL", async () => {
    if (sitemapPaths.length === 0) await sitemap();
    for (const p of sitemapPaths) {
      const { html } = await page(p);
      const [canonical] = canonicals(html);
      expect(metaContent(html, "og:url"), p).toEqual([canonical]);
      for (const key of ["og:title", "og:description", "og:type", "og:locale", "og:image", "og:image:alt", "twitter:image"]) {
        expect(metaContent(html, key), `${p} ${key}`).toHaveLength(1);
      }
      expect(metaContent(html, "og:image:width"), p).toEqual(["1200"]);
      expect(metaContent(html, "og:image:height"), p).toEqual(["630"]);
      expect(metaContent(html, "twitter:card"), p).toEqual(["summary_large_image"]);
      expect(metaContent(html, "og:image")[0]!.startsWith(`${SITE}/previews/`), p).toBe(true);
    }
  });

  it("an event page uses the event: its title and its own preview", async () => {
    const fsw26 = events.find((e) => e.id === "fsw26")!;
    const { html } = await page("/event-details/FSW26");
    expect(canonicals(html)).toEqual([`${SITE}/event-details/fsw26`]);
    expect(metaContent(html, "og:title")[0]).toContain(fsw26.title);
    expect(metaContent(html, "og:image")[0]).toMatch(/\/previews\/event-fsw26-[0-9a-f]{16}\.jpg$/);
    expect(metaContent(html, "og:image:alt")[0]).toContain("13 – 20 June 2026");
  });

  it("a page that is not found names no canonical address", async () => {
    for (const p of ["/no-such-page", "/event-details/fsw99", "/team-details/nobody", "/rates-details?medal=platinum"]) {
      const res = await page(p);
      expect(res.status, p).toBe(404);
      expect(canonicals(res.html), p).toEqual([]);
    }
  });

  it("every og:image answers 200 with a 1200×630 JPEG under 300 KB, cached as immutable", { timeout: 180_000 }, async () => {
    if (sitemapPaths.length === 0) await sitemap();
    const images = new Set<string>();
    for (const p of sitemapPaths) images.add(metaContent((await page(p)).html, "og:image")[0]!);
    // A card per edition and one for the site, in each of the three languages.
    expect(images.size).toBe(3 * (events.length + 1));
    const english = [...images].filter((url) => !/-(?:pt|de)-[0-9a-f]{16}\.jpg$/.test(url));
    expect(english).toHaveLength(events.length + 1);
    // Every English card is drawn here; of the others, the site's in each language (the same drawing code).
    const translated = [...images].filter((url) => /\/site-(?:pt|de)-[0-9a-f]{16}\.jpg$/.test(url));
    expect(translated).toHaveLength(2);
    for (const url of [...english, ...translated]) {
      const res = await raw(local(url));
      expect(res.status, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(jpegSize(res.body), url).toEqual({ width: 1200, height: 630 });
      expect(res.body.byteLength).toBeLessThan(300 * 1024);
    }
  });

  it("an outdated preview address leads to today's; an unknown one is a 404", async () => {
    const current = metaContent((await page("/home")).html, "og:image")[0]!;
    const stale = await raw("/previews/site-0123456789abcdef.jpg");
    expect(stale.status).toBe(301);
    expect(stale.headers.location).toBe(local(current));
    expect((await raw("/previews/event-fsw99-0123456789abcdef.jpg")).status).toBe(404);
    expect((await raw("/previews/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

describe("structured data", () => {
  const EXPECTED: Array<[string, string]> = [
    ["/home", "WithContext<Organization>"],
    ["/events", "Graph"],
    ["/faq", "WithContext<FAQPage>"],
    ...events.map((e) => [`/event-details/${e.id}`, "Graph"] as [string, string]),
    ...team.map((m) => [`/team-details/${m.id}`, "WithContext<WebPage>"] as [string, string]),
    ...MEDALS.map((m) => [`/rates-details?medal=${m}`, "WithContext<WebPage>"] as [string, string]),
    ["/teachers/bruno%20teixeira", "WithContext<WebPage>"],
    ["/skippers/ivan%20mari%C4%87", "WithContext<WebPage>"],
  ];
  const docs = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    for (const [p] of EXPECTED) {
      const blocks = jsonLdBlocks((await page(p)).html);
      expect(blocks, p).toHaveLength(1);
      // Escaped by the serializer: content can never close the script element.
      expect(blocks[0], p).not.toMatch(/[<>]/);
      docs.set(p, JSON.parse(blocks[0]!) as Record<string, unknown>);
    }
  });

  it("pages without structured data carry no JSON-LD block", async () => {
    for (const p of ["/team", "/rates", "/about-fsw", "/accessibility", "/add-photo", "/no-such-page"]) {
      expect(jsonLdBlocks((await page(p)).html), p).toEqual([]);
    }
  });

  it("every page's JSON-LD is valid against the schema.org types (schema-dts, checked by the TypeScript compiler)", () => {
    const list: JsonLdDocument[] = EXPECTED.map(([p, type]) => ({ name: p, type, json: docs.get(p) }));
    expect(schemaErrors(list)).toEqual([]);
  }, 120_000);

  it("each event has what search engines need, dates with their time zone, and its breadcrumbs", async () => {
    if (sitemapPaths.length === 0) await sitemap();
    for (const e of events) {
      const graph = docs.get(`/event-details/${e.id}`)!["@graph"] as Array<Record<string, unknown>>;
      const event = graph.find((n) => n["@type"] === "Event")!;
      for (const key of [
        "name",
        "description",
        "startDate",
        "endDate",
        "eventStatus",
        "eventAttendanceMode",
        "location",
        "image",
        "organizer",
        "url",
      ]) {
        expect(event[key], `${e.id} ${key}`).toBeTruthy();
      }
      expect(event.startDate).toMatch(new RegExp(`^${e.date[0]}T00:00:00[+-]\\d{2}:\\d{2}$`));
      expect(event.endDate).toMatch(new RegExp(`^${e.date[1]}T23:59:59[+-]\\d{2}:\\d{2}$`));
      expect(event.url).toBe(`${SITE}/event-details/${e.id}`);
      expect(new Date(event.startDate as string).getTime()).toBeLessThan(new Date(event.endDate as string).getTime());
      const performers = (event.performer as Array<{ name: string }> | undefined)?.map((p) => p.name) ?? [];
      expect(performers).toEqual([...e.teachers, ...e.musicians]);
      for (const p of (event.performer as Array<{ url: string }> | undefined) ?? []) {
        expect(sitemapPaths.includes(local(p.url)) || p.url.includes("/team-details/"), p.url).toBe(true);
      }
      expect(Boolean(event.offers)).toBe(Boolean(e.external_links.ticket_system));
      const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList")!.itemListElement as Array<{ item: string }>;
      expect(crumbs.map((c) => c.item)).toEqual([`${SITE}/home`, `${SITE}/events`, `${SITE}/event-details/${e.id}`]);
    }
    const fsw26 = (docs.get("/event-details/fsw26")!["@graph"] as Array<Record<string, unknown>>)[0]!;
    expect(fsw26.offers).toMatchObject({ url: "https://tickets.example.com/fsw26", availability: "https://schema.org/InStock" });
  });

  it("/events carries one Event per edition; /faq every question; /home the organisation", () => {
    const graph = docs.get("/events")!["@graph"] as Array<Record<string, unknown>>;
    expect(graph.map((n) => n["@type"])).toEqual(events.map(() => "Event"));
    expect(graph.map((n) => n.url).sort()).toEqual(events.map((e) => `${SITE}/event-details/${e.id}`).sort());
    expect((docs.get("/faq")!.mainEntity as unknown[]).length).toBe(faq.flatMap((s) => s.topics).length);
    expect(docs.get("/home")).toMatchObject({ "@type": "Organization", url: `${SITE}/home` });
  });

  it("escapes characters that could end the script element (the & of Zadar Archipelago & Kornati)", async () => {
    const [block] = jsonLdBlocks((await page("/events")).html);
    expect(block).toContain("Zadar Archipelago \\u0026 Kornati");
  });
});

describe("calendars", () => {
  function parse(ics: string) {
    return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  }

  it("each edition's .ics is an all-day event, start to end inclusive, with summary, location, URL and UID", async () => {
    for (const e of events) {
      const res = await page(`/calendar/${e.id.toUpperCase()}.ics`);
      expect(res.status, e.id).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${e.id}.ics"`);
      const [event, ...rest] = parse(res.html);
      expect(rest).toEqual([]);
      expect(event!.uid).toBe(`${e.id}@fsw.example`);
      expect(event!.summary).toBe(e.title);
      expect(event!.location).toBe(`${e.city}, ${e.region}`);
      expect(event!.startDate.toString()).toBe(e.date[0]);
      const dayAfter = new Date(Date.parse(`${e.date[1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(event!.endDate.toString()).toBe(dayAfter);
      expect(event!.component.getFirstPropertyValue("url")).toBe(`${SITE}/event-details/${e.id}`);
    }
  });

  it("an unknown edition's calendar is a 404", async () => {
    for (const p of ["/calendar/fsw99.ics", "/calendar/fsw26.txt", "/calendar/..%2Fsitemap.xml"]) {
      expect((await raw(p)).status, p).toBe(404);
    }
  });

  it("/events.ics is a feed of every edition a calendar app can subscribe to", async () => {
    const res = await page("/events.ics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(
      parse(res.html)
        .map((e) => e.uid)
        .sort(),
    ).toEqual(events.map((e) => `${e.id}@fsw.example`).sort());
  });

  it("/events offers the feed as a subscription (webcal) and as a file", async () => {
    const hrefs = links((await page("/events")).html).map((l) => l.href);
    expect(hrefs).toContain("webcal://fsw.example/events.ics");
    expect(hrefs).toContain("/events.ics");
  });

  it("the event page links the .ics file, Google Calendar and the share services as plain links", async () => {
    const { html } = await page("/event-details/fsw26");
    const hrefs = links(html).map((l) => l.href);
    expect(hrefs).toContain("/calendar/fsw26.ics");
    const google = new URL(hrefs.find((h) => h.startsWith("https://calendar.google.com/"))!);
    expect(google.searchParams.get("dates")).toBe("20260613/20260621");
    const page26 = `${SITE}/event-details/fsw26`;
    expect(hrefs.some((h) => h.startsWith("https://wa.me/?text=") && decodeURIComponent(h).includes(page26))).toBe(true);
    expect(hrefs).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page26)}`);
    expect(hrefs.some((h) => h.startsWith("mailto:?subject=") && decodeURIComponent(h).includes(page26))).toBe(true);
    expect(html).toMatch(
      new RegExp(`<input id="share-url" type="url" readOnly="" value="${page26}"/>|<input[^>]*value="${page26}"`),
    );
  });
});

describe("a forged Host header", () => {
  const forged = { Host: FORGED, "X-Forwarded-Host": FORGED, "X-Forwarded-Proto": "http", Forwarded: `host=${FORGED}` };

  it("changes no URL in any page, feed, calendar or the sitemap", async () => {
    if (sitemapPaths.length === 0) await sitemap();
    const targets = [...sitemapPaths, "/sitemap.xml", "/robots.txt", "/events.ics", "/calendar/fsw26.ics", "/no-such-page"];
    for (const p of targets) {
      const [plain, attacked] = await Promise.all([raw(p), raw(p, forged)]);
      const body = attacked.body.toString("utf8");
      expect(body, p).not.toContain(FORGED);
      expect(attacked.status, p).toBe(plain.status);
      // Pages carry a fresh nonce each time; everything else must be byte for byte the same.
      const strip = (s: string) => s.replace(/nonce="[^"]*"/g, "");
      expect(strip(body), p).toBe(strip(plain.body.toString("utf8")));
    }
  });
});

describe("on the Firebase backend", () => {
  let firebase: TestServer;
  beforeAll(async () => {
    firebase = await startServer({ SITE_URL: SITE, FIREBASE_RETRY_SCALE: "0.01" }, { mocks: true });
  });
  afterAll(async () => {
    await firebase?.stop();
  });

  it("draws an event's preview from the cover in the bucket, kept as immutable", async () => {
    const html = await (await fetch(`${firebase.url}/event-details/fsw25`)).text();
    const image = metaContent(html, "og:image")[0]!;
    const res = await fetch(firebase.url + local(image));
    expect(res.status).toBe(200);
    // Only a card drawn with its cover is cached for good; a missing cover would give no-store.
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(jpegSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(firebase.output()).not.toContain("cover left out");
  });
});
