import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { makeJpeg } from "../fixtures/images";
import { startServer, type TestServer } from "../support/server";
import { text } from "../support/html";
import { checkHtml } from "../support/vnu";

// The public index as the review step writes it on the embedded backend: one JSON file per entry.
const BASE = 1_750_000_000_000;
const keyOf = (i: number) => `${BASE + i * 1000}-photo_${i}`;
const editionOf = (i: number) => (i % 10 < 7 ? "FSW25" : "FSW24");
const HIDDEN = `${BASE + 500_000}-hidden`;
/** FSW25's photos as review writes them since the gallery could be narrowed: boat, day, some with a photographer's name. */
const boatOf = (i: number) => (i % 10 < 6 ? "Bali 4.2" : "Lagoon 42");
const nameOf = (i: number) => (i % 10 === 0 ? "<b>Ana</b> & Co" : undefined);
const dayOf = (i: number) => ["2025-06-14", "2025-06-15", "2025-06-16"][i % 3]!;

let dataDir: string;
let server: TestServer;
let jpeg: Buffer;

async function writeJson(file: string, value: unknown) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(value));
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-galleries-"));
  jpeg = await makeJpeg(64, 48);
  const db = path.join(dataDir, "database/gallery");
  for (let i = 0; i < 100; i++) {
    const key = keyOf(i);
    const entry = {
      title: `Photo ${i}`,
      original: `/media/images/originals/${key}`,
      thumbnail: `/media/images/thumbnails/thumb-${key}`,
      width: 64,
      height: 48,
      uploadedAt: new Date(BASE + i * 1000).toISOString(),
      edition: editionOf(i),
      ...(editionOf(i) === "FSW25" ? { boat: boatOf(i), day: dayOf(i), ...(nameOf(i) ? { by: nameOf(i) } : {}) } : {}),
    };
    if (editionOf(i) === "FSW25") {
      const facets: Array<[string, string, string | undefined]> = [
        ["boat", boatOf(i) === "Bali 4.2" ? "bali-4-2" : "lagoon-42", boatOf(i)],
        ["day", dayOf(i), dayOf(i)],
        ["by", "b-ana-b-co", nameOf(i)],
      ];
      for (const [facet, slug, label] of facets)
        if (label) await writeJson(path.join(db, "facets", "fsw25", facet, slug, `${key}.json`), label);
    }
    await writeJson(path.join(db, "all", `${key}.json`), entry);
    await writeJson(path.join(db, "editions", editionOf(i).toLowerCase(), `${key}.json`), entry);
    await fs.mkdir(path.join(dataDir, "storage/images/originals"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "storage/images/originals", key), jpeg);
  }
  // Stored but not approved: on no page and in no ZIP.
  await fs.writeFile(path.join(dataDir, "storage/images/originals", HIDDEN), jpeg);
  server = await startServer({ DATA_DIR: dataDir, SITE_NOW: "2025-07-01T12:00:00Z", REQUEST_LOG: "off" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const keysIn = (html: string) => [...html.matchAll(/images(?:%2F|\/)originals(?:%2F|\/)(\d+-photo_\d+)/g)].map((m) => m[1]!);
/** The query of the paging link whose text says `text`, as the page has it. */
const linkOf = (html: string, text: string) =>
  [...html.matchAll(/href="(\?(?:before|after)=[^"#]+)#[^"]*"[^>]*>([^<]*)</g)].find((m) => m[2]!.includes(text))?.[1];

async function page(pathAndQuery: string) {
  const res = await fetch(server.url + pathAndQuery, { redirect: "manual" });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}

/** Follows "Older photos" from the first page to the last, then "Newer photos" back. */
async function walk(base: string) {
  const pages: Array<{ query: string; keys: string[]; html: string }> = [];
  let query = "";
  for (let n = 0; n < 10; n++) {
    const { status, html } = await page(base + query);
    expect(status, base + query).toBe(200);
    pages.push({ query, keys: [...new Set(keysIn(html))], html });
    const older = linkOf(html, "Older photos");
    if (!older) break;
    query = older.replaceAll("&amp;", "&");
  }
  return pages;
}

describe("paged public listings over HTTP, 100 approved uploads", () => {
  it("/add-photo shows every photo once, newest first, 36 a page, with links that work without JavaScript", async () => {
    const pages = await walk("/add-photo");
    expect(pages.map((p) => p.keys.length)).toEqual([36, 36, 28]);
    expect(pages.flatMap((p) => p.keys)).toEqual(Array.from({ length: 100 }, (_, i) => keyOf(99 - i)));
    expect(linkOf(pages[0]!.html, "Newer photos")).toBeUndefined();
    // Back from the last page: the middle page, then the newest, at the page's own address.
    const newer = linkOf(pages[2]!.html, "Newer photos")!;
    const middle = await page(`/add-photo${newer}`);
    expect([...new Set(keysIn(middle.html))]).toEqual(pages[1]!.keys);
    const first = await page(`/add-photo${linkOf(middle.html, "Newer photos")!}`);
    expect(first.status).toBe(303);
    expect(first.location).toBe("/add-photo");
    expect(pages.some((p) => p.html.includes(HIDDEN))).toBe(false);
  });

  it("each edition gallery lists its own approved uploads after the organisers' photos", async () => {
    const pages = await walk("/event-details/FSW25");
    const keys = pages.flatMap((p) => p.keys);
    expect(keys).toEqual(
      Array.from({ length: 100 }, (_, i) => 99 - i)
        .filter((i) => editionOf(i) === "FSW25")
        .map(keyOf),
    );
    const first = pages[0]!.html;
    // The organisers' own photos (the demo folder events/fsw25) come before the first upload.
    expect(first.indexOf("events/fsw25/")).toBeGreaterThan(-1);
    expect(first.indexOf("events/fsw25/")).toBeLessThan(first.indexOf(keys[0]!));
    expect(pages[1]!.html).not.toContain("events/fsw25/");
    expect(first).toContain('href="/event-details/fsw25/photos.zip"');
    expect(first).toContain(">Photo 96</p>");
    expect(pages.some((p) => p.html.includes(HIDDEN))).toBe(false);
    // An edition without approved uploads offers no download.
    expect((await page("/event-details/fsw23")).html).not.toContain("photos.zip");
  });

  it("refuses malformed cursors with a 400 that says why", async () => {
    for (const query of ["?before=..%2F..%2Fsecret", "?after=", "?before=1-a&after=1-b"]) {
      for (const base of ["/add-photo", "/event-details/fsw25"]) {
        const res = await page(base + query);
        expect(res.status, base + query).toBe(400);
        expect(res.html).toMatch(/This page of photos does not exist|not both/);
      }
    }
  });

  it("gives the edition's approved originals as one ZIP, byte for byte", async () => {
    const res = await fetch(`${server.url}/event-details/fsw24/photos.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="fsw24-photos.zip"');
    const body = Buffer.from(await res.arrayBuffer());
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(body, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
    );
    const names: string[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          for await (const c of stream) chunks.push(c as Buffer);
          expect(Buffer.concat(chunks).equals(jpeg)).toBe(true);
          expect(entry.compressionMethod).toBe(0);
          names.push(entry.fileName);
          zip.readEntry();
        });
      });
      zip.on("end", resolve);
      zip.on("error", reject);
      zip.readEntry();
    });
    const expected = Array.from({ length: 100 }, (_, i) => i).filter((i) => editionOf(i) === "FSW24");
    expect(names).toEqual(expected.map((i) => `Photo-${i}.jpg`));
  });

  it("narrows an edition's gallery to one boat in plain links: only its photos, paged with the narrowing kept", async () => {
    const full = (await page("/event-details/fsw25")).html;
    expect(full).toContain('href="/event-details/fsw25?boat=bali-4-2#event-gallery-heading"');
    expect(text(full)).toContain("By boat Lagoon 42 (10 photos) Bali 4.2 (60 photos) By day");
    const pages: string[][] = [];
    let query = "?boat=bali-4-2";
    const htmls: string[] = [];
    for (let n = 0; n < 5 && query; n++) {
      const { status, html } = await page(`/event-details/fsw25${query}`);
      expect(status, query).toBe(200);
      htmls.push(html);
      pages.push([...new Set(keysIn(html))]);
      query =
        /href="(\?boat=bali-4-2&amp;before=[^"#]+)#[^"]*"[^>]*>Older photos/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
    }
    const bali = Array.from({ length: 100 }, (_, i) => 99 - i).filter(
      (i) => editionOf(i) === "FSW25" && boatOf(i) === "Bali 4.2",
    );
    expect(pages.map((p) => p.length)).toEqual([36, 24]);
    expect(pages.flat()).toEqual(bali.map(keyOf));
    // Not the organisers' own photos, and the page says what it shows, with the way back.
    expect(htmls[0]).not.toContain("events/fsw25/");
    expect(text(htmls[0]!)).toContain("Photos of the boat Bali 4.2 Show all photos");
    expect(htmls[0]).toContain('href="/event-details/fsw25/photos.zip?boat=bali-4-2"');
    expect(text(htmls[0]!)).toContain("Download this boat's photos (ZIP)");
    expect(htmls[1]).toMatch(/href="\?boat=bali-4-2&amp;after=\d+-photo_\d+#event-gallery-heading"/);
  });

  it("keeps narrowed views out of search, their canonical the full gallery's, and shows a name with markup as text", async () => {
    const narrowed = (await page("/event-details/fsw25?by=b-ana-b-co")).html;
    expect(narrowed).toContain('<meta name="robots" content="noindex"/>');
    expect(narrowed).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/event-details\/fsw25"\/>/);
    expect(narrowed).toMatch(/<link rel="alternate" hrefLang="pt" href="http:\/\/[^"]+\/pt\/event-details\/fsw25"\/>/);
    expect(narrowed).toContain("Photo by &lt;b&gt;Ana&lt;/b&gt; &amp; Co");
    expect(narrowed).not.toContain("<b>Ana</b>");
    expect((await page("/event-details/fsw25")).html).not.toContain('name="robots"');
    expect((await page("/sitemap.xml")).html).not.toMatch(/[?&;](?:by|boat|day)=/);
    const pt = await page("/pt/event-details/fsw25?day=2025-06-15");
    expect(text(pt.html)).toContain("Fotos tiradas em 15 de junho de 2025");
  });

  it("answers a malformed narrowing with 400 and one without photos with 404, in the page's language", async () => {
    for (const query of ["?boat=Bali%204.2", "?boat=bali-4-2&day=2025-06-15"]) {
      const res = await page(`/de/event-details/fsw25${query}`);
      expect(res.status, query).toBe(400);
      expect(text(res.html)).toMatch(/nicht so geschrieben|nur einem Boot/);
    }
    for (const query of ["?boat=lagoon-450", "?boat=bavaria-cruiser-46", "?day=2025-06-20"]) {
      const res = await page(`/pt/event-details/fsw25${query}`);
      expect(res.status, query).toBe(404);
      expect(text(res.html)).toContain("Nenhuma foto encontrada");
    }
  });

  it("passes the W3C checker with the edition select, the paging links and the download", async () => {
    const documents: Record<string, string> = {};
    for (const url of [
      "/add-photo",
      `/add-photo?before=${keyOf(40)}`,
      "/event-details/fsw25",
      `/event-details/fsw25?before=${keyOf(30)}`,
      "/event-details/fsw25?boat=bali-4-2",
      `/event-details/fsw25?boat=bali-4-2&before=${keyOf(30)}`,
      "/pt/event-details/fsw25?by=b-ana-b-co",
    ]) {
      documents[url] = (await page(url)).html;
    }
    expect(documents["/add-photo"]).toMatch(/<select id="edition" name="edition"[^>]*><option value="FSW25" selected="">/);
    expect(documents["/add-photo"]).not.toContain('value="FSW26"');
    expect(await checkHtml(documents)).toEqual([]);
  }, 120_000);
});
