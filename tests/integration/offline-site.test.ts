import { createHash } from "node:crypto";
import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events as eventSources } from "../../data/events";
import { localize } from "../../data/localize";
import { faq } from "../../data/faq";
import { legalEntity } from "../../data/legal";
import { team } from "../../data/team";
import { text } from "../support/html";
import { startServer, type TestServer } from "../support/server";
import { checkHtml } from "../support/vnu";

// The editions in English, as the English pages show them.
const events = localize(eventSources, "en");

// Six weeks before the Turkish coast edition (13–20 June 2026).
const SITE = "https://fsw.example";
const SITE_NOW = "2026-05-01T00:00:00Z";
const NEXT = events.find((e) => e.id === "fsw26")!;
/** A page's inline scripts (JSON-LD blocks are data): their attributes and text. */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    text: m[2]!,
  }));
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ SITE_URL: SITE, SITE_NOW, REQUEST_LOG: "off" });
});
afterAll(async () => {
  await server?.stop();
});

async function get(path: string) {
  const res = await fetch(server.url + path, { redirect: "manual" });
  return { res, body: await res.text() };
}

/** The answer of every FAQ question, by its question. */
const answerOf = (question: string) =>
  faq.flatMap((s) => s.topics).find((t) => t.question.en === question)?.answer.en ?? "(no such question)";

describe("the boat pack", () => {
  it("is one page with the edition's facts, crew, the answers for on board, contacts, calendar and a QR code", async () => {
    const { res, body } = await get("/event-details/fsw26/boat-pack");
    expect(res.status).toBe(200);
    const main = text(/<main[\s\S]*<\/main>/.exec(body)![0]);
    for (const fact of [NEXT.title, NEXT.city, NEXT.region, "13 – 20 June 2026", ...NEXT.boats!]) expect(main).toContain(fact);
    for (const name of [...NEXT.teachers, ...NEXT.musicians, ...NEXT.skippers]) expect(main).toContain(name);
    for (const question of [
      "What should I pack?",
      "Who will I share my cabin with?",
      "What is the boat kitty and how much should I plan for it?",
      "Is a tip for the skipper expected?",
      "What happens if I have to cancel?",
    ]) {
      expect(main).toContain(question);
      expect(main).toContain(text(answerOf(question).split("\n")[0]!));
    }
    expect(main).toContain(legalEntity.phone);
    expect(main).toContain(legalEntity.email);
    expect(body).toContain(`href="${SITE}/calendar/fsw26.ics"`);
    // The calendar link answers.
    expect((await fetch(`${server.url}/calendar/fsw26.ics`)).status).toBe(200);
    // No script but the worker's registration; no navigation in print (the stylesheet hides it).
    const scripts = inlineScriptsOf(body);
    expect(scripts.length).toBe(1);
    expect(scripts[0]!.text).toContain('navigator.serviceWorker.register("/sw.js")');
    expect(body).toMatch(/@page\s*\{[^}]*size:\s*A4/);
    expect(body).toMatch(/@media print\s*\{[^@]*\.site-header,\s*\.site-footer[^}]*display:\s*none/);
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("carries a QR code that reads as the edition page's address on SITE_URL", async () => {
    const { body } = await get("/event-details/fsw26/boat-pack");
    const svg = /<svg role="img"[\s\S]*?<\/svg>/.exec(body)![0];
    const image = new Resvg(svg, { fitTo: { mode: "width", value: 330 }, background: "#ffffff" }).render();
    const decoded = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height);
    expect(decoded?.data).toBe(`${SITE}/event-details/fsw26`);
  });

  it("is linked from the edition's page, for every edition", async () => {
    for (const event of events) {
      const { body } = await get(`/event-details/${event.id}`);
      expect(body, event.id).toContain(`href="/event-details/${event.id}/boat-pack"`);
      expect((await get(`/event-details/${event.id}/boat-pack`)).res.status, event.id).toBe(200);
    }
  });

  it("answers 404 for an edition that does not exist, whatever the spelling", async () => {
    for (const path of [
      "/event-details/fsw99/boat-pack",
      "/event-details/%00/boat-pack",
      "/event-details/..%2F..%2Fetc/boat-pack",
    ]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(body, path).toContain("Boat pack not found");
    }
    // Ids are matched case-insensitively, as for the edition's page.
    expect((await get("/event-details/FSW26/boat-pack")).res.status).toBe(200);
  });

  it("refuses a post with 405", async () => {
    const res = await fetch(`${server.url}/event-details/fsw26/boat-pack`, { method: "POST", body: "x=1" });
    expect(res.status).toBe(405);
  });

  it("and the offline page pass the W3C HTML checker", async () => {
    const documents = {
      "boat pack": (await get("/event-details/fsw26/boat-pack")).body,
      "boat pack of a past edition": (await get("/event-details/fsw19/boat-pack")).body,
      "offline page": (await get("/offline")).body,
    };
    expect(await checkHtml(documents)).toEqual([]);
  }, 120_000);
});

describe("the pages kept for offline use", () => {
  it("are the next edition's: home, events, its page and boat pack, team, rates, FAQ, imprint, accessibility, upload page", async () => {
    const res = await fetch(`${server.url}/offline-pages.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    const list = (await res.json()) as { offline: string; pages: string[] };
    expect(list.offline).toBe("/offline");
    expect(list.pages).toEqual(
      expect.arrayContaining([
        "/home",
        "/events",
        "/event-details/fsw26",
        "/event-details/fsw26/boat-pack",
        "/team",
        ...team.map((m) => `/team-details/${m.id}`),
        "/rates",
        "/rates-details?medal=gold",
        "/rates-details?medal=sbc",
        "/faq",
        "/about-fsw",
        "/privacy",
        "/accessibility",
        "/add-photo",
      ]),
    );
    // No other edition, nothing private.
    expect(list.pages.filter((p) => p.startsWith("/event-details/") && !p.startsWith("/event-details/fsw26"))).toEqual([]);
    expect(list.pages.filter((p) => /^\/(organisers|add-photo\/)/.test(p))).toEqual([]);
    for (const path of list.pages) expect((await get(path)).res.status, path).toBe(200);
  });

  it("follow the clock: during an edition its own, after the last one the latest", async () => {
    const during = await startServer({ SITE_NOW: "2025-06-17T12:00:00Z", REQUEST_LOG: "off" });
    const after = await startServer({ SITE_NOW: "2031-01-01T00:00:00Z", REQUEST_LOG: "off" });
    try {
      const running = events.find((e) => e.date[0] <= "2025-06-17" && e.date[1] >= "2025-06-17");
      expect(running?.id).toBe("fsw25");
      const pagesOf = async (s: TestServer) =>
        ((await (await fetch(`${s.url}/offline-pages.json`)).json()) as { pages: string[] }).pages;
      const kept = await pagesOf(during);
      // The running edition, not the next one.
      expect(kept).toContain(`/event-details/${running!.id}/boat-pack`);
      expect(kept.filter((p) => p.startsWith("/event-details/fsw26"))).toEqual([]);
      const latest = [...events].sort((a, b) => b.date[0].localeCompare(a.date[0]))[0]!;
      expect(await pagesOf(after)).toContain(`/event-details/${latest.id}/boat-pack`);
    } finally {
      await Promise.all([during.stop(), after.stop()]);
    }
  });

  it("the worker's script runs under a policy that lets it fetch the site only, and is never kept stale", async () => {
    const res = await fetch(`${server.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const source = await res.text();
    // The shell is precached with revisions; the manifest placeholder was filled in at build time.
    expect(source).not.toContain("__WB_MANIFEST");
    for (const file of ["manifest.webmanifest", "icons/icon-192.png", "icons/icon-maskable-512.png"]) {
      expect(source).toContain(file);
    }
  });
});

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("the web app manifest", () => {
  it("names the site, starts standalone at home in the site's colours, with 192 and 512 px icons, one maskable", async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: "Forró Sailing Week",
      short_name: "FSW",
      start_url: "/home",
      display: "standalone",
      theme_color: "#0b2a4a",
      background_color: "#fffaf3",
    });
    const css = (await get("/faq")).body;
    expect(css).toContain(`--navy: ${manifest.theme_color as string}`);
    expect(css).toContain(`--cream: ${manifest.background_color as string}`);
    expect(css).toContain(`<meta name="theme-color" content="${manifest.theme_color as string}"/>`);
    for (const size of [192, 512])
      expect(manifest.icons.some((i) => i.sizes === `${size}x${size}` && i.purpose !== "maskable")).toBe(true);
    expect(manifest.icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512")).toBe(true);
    for (const icon of manifest.icons) {
      const file = await fetch(server.url + icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type")).toBe(icon.type);
      const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect((await get(manifest.start_url as string)).res.status).toBe(200);
  });

  it("is linked from every page, which carries no script but the worker's inline registration, allowed by its hash", async () => {
    const pages = [
      "/home",
      "/events",
      "/event-details/fsw26",
      "/event-details/fsw26/boat-pack",
      "/team",
      `/team-details/${team[0]!.id}`,
      "/rates",
      "/rates-details?medal=gold",
      "/faq",
      "/about-fsw",
      "/accessibility",
      "/offline",
      "/nowhere",
      "/add-photo",
      "/organisers/sign-in",
    ];
    for (const path of pages) {
      const { res, body } = await get(path);
      expect(body, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      if (path === "/add-photo") {
        // A page with scripts registers the worker from its bundle, loaded after its first paint
        // (decision 015): no request of its own for the registration.
        expect(/<template id="deferred-scripts">[\s\S]*<\/template>/.exec(body)?.[0]).toContain("/build/entry.client-");
        expect(body, path).not.toContain("serviceWorker");
        continue;
      }
      // One inline script, no file: a page without scripts makes no request for its registration.
      const scripts = inlineScriptsOf(body);
      expect(scripts.length, path).toBe(1);
      const [{ attributes, text: registration }] = scripts as [{ attributes: string; text: string }];
      expect(attributes, path).toBe("");
      expect(registration, path).toContain('navigator.serviceWorker.register("/sw.js")');
      expect(Buffer.byteLength(registration), path).toBeLessThan(2048);
      // Its exact bytes, and nothing else inline, may run; and no nonce that a kept copy would carry.
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(scriptSrc, path).toBe(`'self' ${hashOf(registration)}`);
    }
    // The registration is no file of its own any more.
    expect((await fetch(`${server.url}/sw-register.js`)).status).toBe(404);
  });
});
