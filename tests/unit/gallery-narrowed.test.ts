import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { organiserCommand } from "../../scripts/organiser-command";
import { makeJpeg } from "../fixtures/images";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { zipEntries } from "../support/zip";
import { meta as eventMeta, loader as eventLoader } from "~/routes/($lang).event-details.$id/route";
import { loader as slideshowLoader } from "~/routes/($lang).event-details_.$id.slideshow";
import { loader as slidesLoader } from "~/routes/($lang).event-details_.$id.slideshow[.]json";
import { loader as zipLoader } from "~/routes/event-details_.$id.photos[.]zip";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import {
  facetEntries,
  galleryEntry,
  galleryFacetPath,
  galleryIndexPath,
  originalPath,
  recordPath,
  reviewPath,
  type ReviewState,
  type UploadRecord,
} from "~/lib/photo-layout";
import { galleryFilterOf, GalleryFilterError, type GalleryFilter } from "~/lib/gallery-filter";
import { listPublicPhotos, type PublicPhoto } from "~/services/galleries/gallery.server";
import { facetCounts, resetFacetCacheForTests } from "~/services/galleries/gallery-facets.server";
import { backfillFacets } from "~/services/galleries/facet-backfill.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { makeVariants } from "~/services/images/variants.server";
import { withPhotoLock } from "~/services/review/photo-lock.server";
import { setReviewState } from "~/services/review/photo-review.server";
import { reviewUpdate } from "~/services/review/review-writes.server";
import type { SiteSeo } from "~/seo/meta";

// An edition's gallery narrowed to one boat, day or photographer, on each backend: 80 photos of FSW25 written as the
// review step writes them, two of them not approved, three of a small boat with their files for the ZIP and the show.
const BASE = 1_750_000_000_000;
const keyOf = (i: number) => `${BASE + i * 1000}-p${i}`;
const NAMES = ["Ana Souza", "José da Silva", undefined, "<b>Bea</b> & Co"] as const;
const DAYS = ["2025-06-14", "2025-06-15", "2025-06-16"];
const STATE: Record<number, ReviewState> = { 78: "pending", 79: "hidden", 83: "hidden" };
/** 80–82 approved, 83 hidden: the small boat's. */
const SMALL = [80, 81, 82, 83];

function recordOf(i: number): UploadRecord {
  const small = SMALL.includes(i);
  const name = small ? "Zoë" : NAMES[i % 4];
  return {
    original: `/media/${originalPath(keyOf(i))}`,
    thumbnail: `/media/images/thumbnails/thumb-${keyOf(i)}`,
    uploadedAt: new Date(BASE + i * 1000).toISOString(),
    title: `Photo ${i}`,
    edition: "FSW25",
    dimensions: { width: 320, height: 240 },
    ...(name ? { name } : {}),
    boat: small ? "Lagoon 450" : i % 2 === 0 ? "Bali 4.2" : "Lagoon 42",
    day: DAYS[i % 3]!,
  };
}

const ALL = Array.from({ length: 84 }, (_, i) => i);
const approved = (i: number) => (STATE[i] ?? "approved") === "approved";
/** Newest first, as every listing. */
const expected = (match: (r: UploadRecord) => boolean) =>
  ALL.filter((i) => approved(i) && match(recordOf(i)))
    .reverse()
    .map(keyOf);

async function walk(filter: GalleryFilter, pageSize = 36) {
  const pages: PublicPhoto[][] = [];
  let before: string | undefined;
  for (let n = 0; n < 10; n++) {
    const page = await listPublicPhotos({ edition: "fsw25", filter, pageSize, ...(before ? { before } : {}) });
    if (page.status !== "ok") throw new Error("listing failed");
    pages.push(page.photos);
    if (!page.older) break;
    before = page.older;
  }
  return pages;
}

type EventData = {
  gallery: { status: string; images: Array<{ caption?: string; by?: string }> };
  pages: { older: string | null; newer: string | null; keep: string };
  facets: {
    groups: Array<{
      facet: string;
      values: Array<{ slug: string; label: string; count: number; href: string; current: boolean }>;
    }>;
    current: { facet: string; label: string; all: string } | null;
  };
  narrowed: string | null;
  download: string | null;
  slideshow: string | null;
};

async function eventPage(search: string, lang?: "pt" | "de"): Promise<EventData> {
  const prefix = lang ? `/${lang}` : "";
  const res = await eventLoader({
    request: new Request(`http://localhost${prefix}/event-details/fsw25${search}`),
    params: { id: "fsw25", ...(lang ? { lang } : {}) },
    context: {},
  });
  return (await res.json()) as EventData;
}

async function refused(answer: Promise<Response>): Promise<{ status: number; text: string }> {
  const res = await answer.catch((thrown: unknown) => thrown as Response);
  return { status: res.status, text: await res.text() };
}

const zip = (search: string) =>
  zipLoader({
    request: new Request(`http://localhost/event-details/fsw25/photos.zip${search}`),
    params: { id: "fsw25" },
    context: {},
  });

describe.each(["embedded", "Firebase"] as const)("narrowed galleries on the %s database", (backend) => {
  let firebase: MockedFirebase | null = null;
  let removeDir: () => Promise<void>;
  const bytes = new Map<number, Buffer>();
  let warn: { mockRestore(): void } | undefined;

  beforeAll(async () => {
    // The modelled bucket holds no covers: the edition's hero is missing there, and says so.
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { dir, remove } = await tempDir();
    removeDir = remove;
    firebase = backend === "Firebase" ? mockedFirebase() : null;
    setConfigForTests({
      dataDir: dir,
      siteNow: new Date("2025-07-01T12:00:00Z"),
      // No variants are made in the background for photos without files.
      variantQueueLimit: 0,
      ...(firebase ? { firebase: { ...firebase.config, retryScale: 0.01 } } : {}),
    });
    resetBackendForTests();
    resetFacetCacheForTests();
    const storage = await getStorage();
    // One update, as each review change writes it.
    const writes: Record<string, unknown> = {};
    for (const i of ALL) {
      const state = STATE[i] ?? "approved";
      Object.assign(writes, reviewUpdate(keyOf(i), { record: null, review: null }, { record: recordOf(i), state }, BASE, []));
    }
    await getDatabase().update("/", writes);
    for (const i of SMALL) {
      bytes.set(i, await makeJpeg(320 + i, 240));
      await storage.put(originalPath(keyOf(i)), bytes.get(i)!, { contentType: "image/jpeg", size: bytes.get(i)!.byteLength });
      if (approved(i)) await makeVariants(originalPath(keyOf(i)));
    }
  }, 60_000);

  afterAll(async () => {
    warn?.mockRestore();
    await shutdownImagePool();
    setConfigForTests(null);
    resetBackendForTests();
    firebase?.close();
    await removeDir?.();
  });

  it("lists exactly the approved photos of a boat, a photographer or a day, newest first, across pages and back", async () => {
    const bali = await walk({ facet: "boat", slug: "bali-4-2" });
    expect(bali.map((p) => p.length)).toEqual([36, 3]);
    expect(bali.flat().map((p) => p.key)).toEqual(expected((r) => r.boat === "Bali 4.2"));
    expect(bali[0]![0]).toMatchObject({ boat: "Bali 4.2", edition: "FSW25", width: 320 });
    const ana = (await walk({ facet: "by", slug: "ana-souza" }, 8)).flat();
    expect(ana.map((p) => p.key)).toEqual(expected((r) => r.name === "Ana Souza"));
    expect(ana.every((p) => p.by === "Ana Souza")).toBe(true);
    const day = (await walk({ facet: "day", slug: "2025-06-15" }, 10)).flat();
    expect(day.map((p) => p.key)).toEqual(expected((r) => r.day === "2025-06-15"));
    // Pending (78) and hidden (79, 83) photos are never listed.
    for (const listed of [bali.flat(), ana, day]) expect(listed.map((p) => p.key)).not.toContain(keyOf(78));
    expect(day.map((p) => p.key)).not.toContain(keyOf(79));
    const back = await listPublicPhotos({
      edition: "fsw25",
      filter: { facet: "boat", slug: "bali-4-2" },
      after: bali[1]![0]!.key,
    });
    expect(back.status === "ok" && back.photos.map((p) => p.key)).toEqual(bali[0]!.map((p) => p.key));
  });

  it("counts every value of every facet from one read of the edition's facets, kept until a write", async () => {
    resetFacetCacheForTests();
    const database = getDatabase();
    const get = vi.spyOn(database, "get");
    const query = vi.spyOn(database, "queryByKey");
    try {
      const counts = (await facetCounts("FSW25"))!;
      expect(get).toHaveBeenCalledTimes(1);
      expect(get.mock.calls[0]![0]).toBe(galleryFacetPath("fsw25"));
      expect(query).not.toHaveBeenCalled();
      const count = (facet: "by" | "boat" | "day", slug: string) => counts[facet].find((v) => v.slug === slug)?.count;
      expect(count("boat", "bali-4-2")).toBe(39);
      expect(count("boat", "lagoon-42")).toBe(39);
      expect(count("boat", "lagoon-450")).toBe(3);
      expect(count("by", "ana-souza")).toBe(20);
      expect(counts.by.find((v) => v.slug === "b-bea-b-co")).toMatchObject({ label: "<b>Bea</b> & Co", count: 19 });
      expect(count("by", "zoë")).toBe(3);
      expect(counts.day.map((v) => v.slug)).toEqual(DAYS);
      expect(counts.day.reduce((sum, v) => sum + v.count, 0)).toBe(81);
      await facetCounts("fsw25");
      expect(get).toHaveBeenCalledTimes(1);
    } finally {
      get.mockRestore();
      query.mockRestore();
    }
  });

  it("moves a photo whose boat or name an organiser changes, and drops a hidden one at once", async () => {
    const key = keyOf(0);
    const before = recordOf(0);
    const moved = { ...before, boat: "Lagoon 42", name: "Ana Souza Lima" };
    const edit = (from: UploadRecord, to: UploadRecord) =>
      withPhotoLock(key, async (lock) => {
        const review = (await getDatabase().get(reviewPath(key))) as never;
        await lock.commit(reviewUpdate(key, { record: from, review }, { record: to, state: "approved", by: "test" }, BASE, []));
      });
    await edit(before, moved);
    const keys = async (filter: GalleryFilter) => (await walk(filter, 100)).flat().map((p) => p.key);
    expect(await keys({ facet: "boat", slug: "bali-4-2" })).not.toContain(key);
    expect(await keys({ facet: "boat", slug: "lagoon-42" })).toContain(key);
    expect(await keys({ facet: "by", slug: "ana-souza" })).not.toContain(key);
    expect(await keys({ facet: "by", slug: "ana-souza-lima" })).toEqual([key]);
    // The counts follow at once on this copy: the write dropped what was kept.
    const counts = (await facetCounts("fsw25"))!;
    expect(counts.boat.find((v) => v.slug === "bali-4-2")?.count).toBe(38);
    await setReviewState([key], "hidden", "test");
    expect(await keys({ facet: "by", slug: "ana-souza-lima" })).toEqual([]);
    expect((await facetCounts("fsw25"))!.by.some((v) => v.slug === "ana-souza-lima")).toBe(false);
    await setReviewState([key], "approved", "test");
    await edit(moved, before);
    expect(await keys({ facet: "boat", slug: "bali-4-2" })).toContain(key);
  });

  it("shows a narrowed edition page: only matching uploads, paged with the filter kept, and the links with counts", async () => {
    const first = await eventPage("?boat=bali-4-2");
    expect(first.narrowed).toBe("boat");
    expect(first.gallery.images).toHaveLength(36);
    // Not the organisers' own photos: every image is an upload with its caption.
    expect(first.gallery.images.every((i) => i.caption?.startsWith("Photo "))).toBe(true);
    expect(first.pages).toMatchObject({ newer: null, keep: "boat=bali-4-2" });
    expect(first.download).toBe("/event-details/fsw25/photos.zip?boat=bali-4-2");
    expect(first.slideshow).toBe("/event-details/fsw25/slideshow?boat=bali-4-2");
    expect(first.facets.current).toEqual({ facet: "boat", label: "Bali 4.2", all: "/event-details/fsw25#event-gallery-heading" });
    const second = await eventPage(`?boat=bali-4-2&before=${first.pages.older!}`);
    expect(second.gallery.images.map((i) => i.caption)).toEqual(
      expected((r) => r.boat === "Bali 4.2")
        .slice(36)
        .map((k) => `Photo ${Number(k.split("-p")[1])}`),
    );
    const boats = first.facets.groups.find((g) => g.facet === "boat")!.values;
    // In the edition's order, only boats with photos.
    expect(boats.map((b) => [b.label, b.count, b.current])).toEqual([
      ["Lagoon 42", 39, false],
      ["Lagoon 450", 3, false],
      ["Bali 4.2", 39, true],
    ]);
    expect(boats[1]!.href).toBe("/event-details/fsw25?boat=lagoon-450#event-gallery-heading");
    const names = first.facets.groups.find((g) => g.facet === "by")!.values;
    expect(names.find((n) => n.label === "Zoë")!.href).toBe("/event-details/fsw25?by=zo%C3%AB#event-gallery-heading");
    const full = await eventPage("");
    expect(full.narrowed).toBeNull();
    expect(full.download).toBe("/event-details/fsw25/photos.zip");
    expect(full.facets.groups.map((g) => g.facet)).toEqual(["boat", "day", "by"]);
  });

  it("names the photographer of each photo, and writes days and links in the page's language", async () => {
    const ana = await eventPage("?by=ana-souza");
    expect(ana.gallery.images.every((i) => i.by === "Ana Souza")).toBe(true);
    const bea = await eventPage("?by=b-bea-b-co");
    expect(bea.facets.current?.label).toBe("<b>Bea</b> & Co");
    const de = await eventPage("?day=2025-06-15", "de");
    expect(de.facets.current).toMatchObject({ label: "15. Juni 2025", all: "/de/event-details/fsw25#event-gallery-heading" });
    expect(de.facets.groups.find((g) => g.facet === "day")!.values.map((v) => v.href)[0]).toBe(
      "/de/event-details/fsw25?day=2025-06-14#event-gallery-heading",
    );
    const pt = await eventPage("?day=2025-06-16", "pt");
    expect(pt.facets.current?.label).toBe("16 de junho de 2025");
  });

  it("answers a malformed narrowing with a 400 and one with no photos, or a boat of another edition, with a 404", async () => {
    const page = (search: string, lang?: "pt") =>
      refused(
        eventLoader({
          request: new Request(`http://localhost${lang ? "/pt" : ""}/event-details/fsw25${search}`),
          params: { id: "fsw25", ...(lang ? { lang } : {}) },
          context: {},
        }),
      );
    const hostile = [`?by=${"a".repeat(10_000)}`, "?by=%3Cb%3EAna%3C%2Fb%3E", "?boat=..%2F..%2Fx"];
    for (const search of [
      "?boat=Bali%204.2",
      "?boat=",
      "?day=2025-02-30",
      "?day=16-06-2025",
      "?by=a&boat=b",
      "?by=a&by=b",
      ...hostile,
    ]) {
      const res = await page(search);
      expect(res.status, search).toBe(400);
      expect(res.text, search).toMatch(/one boat, day or photographer at a time|not written the way/);
    }
    expect((await page("?by=%3Cscript%3E", "pt")).text).toContain("não está escrito");
    for (const search of ["?boat=bavaria-cruiser-46", "?by=nobody", "?day=2025-06-30", "?boat=jeanneau-sun-odyssey-519"]) {
      const res = await page(search);
      expect(res.status, search).toBe(404);
      expect(JSON.parse(res.text), search).toMatchObject({ title: "No such photos" });
    }
    expect(JSON.parse((await page("?by=nobody", "pt")).text)).toMatchObject({
      title: "Nenhuma foto encontrada",
      suggestions: [{ to: "/pt/event-details/fsw25" }],
    });
    expect(() => galleryFilterOf(new URLSearchParams("day=2025-06-15&captions=off"))).not.toThrow();
    expect(() => galleryFilterOf(new URLSearchParams("by=x&day=2025-06-15"))).toThrow(GalleryFilterError);
  });

  it("keeps a narrowed view out of search, its canonical and languages pointing to the full gallery", () => {
    const seo: SiteSeo = {
      siteUrl: "https://fsw.example",
      siteImage: { url: "https://fsw.example/p.jpg", type: "image/jpeg", width: 1200, height: 630, alt: "Card" },
    };
    const tagsOf = (narrowed: string | null) =>
      eventMeta({
        data: { event: { id: "fsw25", title: "FSW25", summary: "…" }, seo: { image: seo.siteImage, jsonLd: {} }, narrowed },
        matches: [{ id: "root", data: { seo } }],
      } as never);
    const narrowed = tagsOf("boat");
    expect(narrowed).toContainEqual({ name: "robots", content: "noindex" });
    expect(narrowed).toContainEqual({ tagName: "link", rel: "canonical", href: "https://fsw.example/event-details/fsw25" });
    expect(narrowed).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "pt",
      href: "https://fsw.example/pt/event-details/fsw25",
    });
    expect(tagsOf(null).some((t) => "name" in t && t.name === "robots")).toBe(false);
  });

  it("puts exactly the narrowed photos in the ZIP, named after the narrowing", async () => {
    const res = await zip("?boat=lagoon-450");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="fsw25-lagoon-450-photos.zip"');
    const files = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual(["Photo-80.jpg", "Photo-81.jpg", "Photo-82.jpg"]);
    for (const i of [80, 81, 82]) expect(files.get(`Photo-${i}.jpg`)!.equals(bytes.get(i)!)).toBe(true);
    const named = await zip(`?by=${encodeURIComponent("zoë")}`);
    expect(named.headers.get("Content-Disposition")).toBe(
      `attachment; filename="fsw25-zo_-photos.zip"; filename*=UTF-8''fsw25-zo%C3%AB-photos.zip`,
    );
    expect([...(await zipEntries(Buffer.from(await named.arrayBuffer()))).keys()]).toHaveLength(3);
    for (const [search, status] of [
      ["?boat=Lagoon%20450", 400],
      ["?boat=a&day=2025-06-14", 400],
      ["?boat=bavaria-cruiser-46", 404],
      ["?by=nobody", 404],
    ] as const) {
      const refusal = await zip(search);
      expect(refusal.status, search).toBe(status);
      expect(refusal.headers.get("Content-Type"), search).toMatch(/^text\/plain/);
      expect(await refusal.text(), search).toMatch(/at a time|not written|no boat by that name|no shared photos of that/);
    }
  });

  it("narrows the slideshow's list and its page without JavaScript, each photo with its photographer", async () => {
    const slides = async (search: string) => {
      const res = await slidesLoader({
        request: new Request(`http://localhost/event-details/fsw25/slideshow.json${search}`),
        params: { id: "fsw25" },
        context: {},
      });
      return { status: res.status, body: (await res.json()) as { slides?: Array<{ key: string; by?: string }>; error?: string } };
    };
    const small = await slides("?boat=lagoon-450");
    expect(small.body.slides!.map((s) => s.key)).toEqual([keyOf(82), keyOf(81), keyOf(80)]);
    expect(small.body.slides!.every((s) => s.by === "Zoë")).toBe(true);
    expect((await slides("?boat=bali-4-2")).body.slides).toEqual([]);
    expect((await slides("?day=2025-13-01")).status).toBe(400);
    expect((await slides("?boat=bavaria-cruiser-46")).status).toBe(404);

    const show = async (search: string) => {
      const res = await slideshowLoader({
        request: new Request(`http://localhost/event-details/fsw25/slideshow${search}`),
        params: { id: "fsw25" },
        context: {},
      });
      return (await res.json()) as { slide: { key: string } | null; refresh: { url: string }; toggle: string; poll: string };
    };
    const first = await show("?boat=lagoon-450");
    expect(first.slide?.key).toBe(keyOf(82));
    expect(first.refresh.url).toBe(`/event-details/fsw25/slideshow?boat=lagoon-450&photo=${keyOf(81)}`);
    expect(first.toggle).toBe(`/event-details/fsw25/slideshow?boat=lagoon-450&photo=${keyOf(82)}&paused=1`);
    expect(first.poll).toBe("/event-details/fsw25/slideshow.json?boat=lagoon-450");
    const last = await show(`?boat=lagoon-450&photo=${keyOf(80)}`);
    expect(last.slide?.key).toBe(keyOf(80));
    // After the oldest of the boat, back to its newest.
    expect(last.refresh.url).toBe("/event-details/fsw25/slideshow?boat=lagoon-450");
    const malformed = await refused(
      slideshowLoader({
        request: new Request("http://localhost/event-details/fsw25/slideshow?boat=x&by=y"),
        params: { id: "fsw25" },
        context: {},
      }),
    );
    expect(malformed.status).toBe(400);
    // A day without photos yet: the screen waits for them, narrowed as asked.
    const waiting = await show("?day=2025-06-20");
    expect(waiting.slide).toBeNull();
    expect(waiting.refresh.url).toBe("/event-details/fsw25/slideshow?day=2025-06-20");
  });

  it("lists photos approved before the facets existed under them, once, reading the index a page at a time", async () => {
    const key = keyOf(84);
    const record = { ...recordOf(84), boat: "Lagoon 450", name: "Old Timer" };
    // As such a photo was stored: approved, in the public index without a day, under no facet.
    const oldEntry = galleryEntry({ ...record, name: undefined, boat: undefined });
    delete oldEntry.day;
    await getDatabase().update("/", {
      [recordPath(key)]: record,
      [reviewPath(key)]: { state: "approved", edition: "FSW25", updatedAt: new Date(BASE).toISOString() },
      [`${galleryIndexPath()}/${key}`]: oldEntry,
      [`${galleryIndexPath("fsw25")}/${key}`]: oldEntry,
    });
    // One hidden since its stale entry was read: checked again under its lock, and left off.
    const hidden = keyOf(85);
    await getDatabase().update("/", {
      [recordPath(hidden)]: { ...record, name: "Gone Since" },
      [reviewPath(hidden)]: { state: "hidden", edition: "FSW25", updatedAt: new Date(BASE).toISOString() },
      [`${galleryIndexPath()}/${hidden}`]: oldEntry,
    });
    expect((await walk({ facet: "by", slug: "old-timer" })).flat()).toEqual([]);
    const query = vi.spyOn(getDatabase(), "queryByKey");
    try {
      expect(await backfillFacets()).toMatchObject({ added: 1, busy: 0 });
      expect(query.mock.calls.every(([, q]) => q.limit <= 251)).toBe(true);
    } finally {
      query.mockRestore();
    }
    for (const [path, label] of Object.entries(facetEntries(key, record))) expect(await getDatabase().get(path)).toBe(label);
    const listed = (await walk({ facet: "by", slug: "old-timer" })).flat();
    expect(listed.map((p) => p.key)).toEqual([key]);
    expect(listed[0]).toMatchObject({ by: "Old Timer", boat: "Lagoon 450", day: record.day });
    expect(await getDatabase().get(galleryFacetPath("fsw25", "by", "gone-since"))).toBeNull();
    let out = "";
    const code = await organiserCommand(
      ["facet-backfill"],
      { stdin: Readable.from([""]), stdout: { write: (t: string) => (out += t) }, stderr: { write: () => true } },
      getDatabase(),
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^0 approved photos now listed by photographer, boat and day; 83 already were/);
  });
});
