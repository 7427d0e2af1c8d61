import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import yauzl from "yauzl";
import { imageDescriptions } from "../../data/images";
import { makeJpeg, makePng } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { uploadForm } from "../support/upload";
import { formatDateRange } from "~/i18n/format";
import { contentIn } from "~/models/content.server";
import { startedEditions } from "~/models/editions.server";
import { pageVersion as versionOfPages } from "~/models/page-version.server";
import { contentGeneration } from "~/services/backend/cached-backend.server";
import { validateUploadFields } from "~/lib/photo-upload";
import { translatorFor } from "~/i18n/i18n.server";
import { say } from "~/i18n/words";
import { loader as addPhotoLoader } from "~/routes/($lang).add-photo/route";
import { loader as eventLoader } from "~/routes/($lang).event-details.$id/route";
import { loader as zipLoader } from "~/routes/event-details_.$id.photos[.]zip";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { galleryIndexPath, originalPath as uploadOriginalPath, type GalleryEntry } from "~/lib/photo-layout";
import { publicPageFor } from "~/http/public-listing.server";
import {
  cursorFromUrl,
  CursorError,
  listPublicPhotos,
  lookUpPublicPage,
  resolvePublicPhotos,
  type PublicPhoto,
} from "~/services/galleries/gallery.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { archiveName, editionArchive } from "~/services/galleries/photo-zip.server";
import { savePhoto } from "~/services/uploads/photos.server";
import { makeVariants, variantQueueIdle } from "~/services/images/variants.server";

let removeDir: () => Promise<void>;
const BASE = 1_750_000_000_000;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, siteNow: new Date("2025-07-01T12:00:00Z"), uploadRateLimit: 0 });
  resetBackendForTests();
  await getStorage();
});

afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

function entry(i: number, edition: string, title = `Photo ${i}`): GalleryEntry {
  return {
    title,
    original: `/media/images/originals/${BASE + i}-p${i}`,
    thumbnail: `/media/images/thumbnails/thumb-${BASE + i}-p${i}`,
    width: 640,
    height: 480,
    uploadedAt: new Date(BASE + i).toISOString(),
    edition,
  };
}

/** What the review step writes on approval: the entry in the whole index and in its edition's. */
async function publish(key: string, value: GalleryEntry) {
  await getDatabase().update("gallery", {
    [`all/${key}`]: value,
    [`editions/${value.edition.toLowerCase()}/${key}`]: value,
  });
}

async function walk(options: { edition?: string; pageSize: number }) {
  const pages: PublicPhoto[][] = [];
  let before: string | undefined;
  for (;;) {
    const page = await listPublicPhotos({ ...options, ...(before ? { before } : {}) });
    if (page.status !== "ok") throw new Error("listing failed");
    pages.push(page.photos);
    if (!page.older) return pages;
    before = page.older;
  }
}

describe("the public photo index, 100 uploads on the embedded backend", () => {
  beforeAll(async () => {
    // 60 of FSW24, 40 of FSW25, written in shuffled order: the listing must not depend on write order.
    const order = Array.from({ length: 100 }, (_, i) => (i * 37) % 100);
    for (const i of order) await publish(`${BASE + i}-p${i}`, entry(i, i % 5 < 3 ? "FSW24" : "FSW25"));
    // Another index path that must never show up in these listings.
    await getDatabase().set("gallery/editions/fsw23", { [`${BASE + 500}-x`]: entry(500, "FSW23") });
  });

  it("pages through every photo newest first, each exactly once, 36 at a time", async () => {
    const pages = await walk({ pageSize: 36 });
    expect(pages.map((p) => p.length)).toEqual([36, 36, 28]);
    const keys = pages.flat().map((p) => p.key);
    expect(new Set(keys).size).toBe(100);
    expect(keys).toEqual(Array.from({ length: 100 }, (_, i) => `${BASE + 99 - i}-p${99 - i}`));
    expect(pages[0]![0]).toMatchObject({ title: "Photo 99", width: 640, height: 480, edition: "FSW25" });
  });

  it("walks back to newer pages with the same photos on each", async () => {
    const older = await walk({ pageSize: 36 });
    const second = await listPublicPhotos({ pageSize: 36, before: older[1]![0]!.key });
    expect(second.status === "ok" && second.newer).toBe(older[1]![0]!.key);
    const back = await listPublicPhotos({ pageSize: 36, after: older[1]![0]!.key });
    expect(back.status === "ok" && back.photos.map((p) => p.key)).toEqual(older[0]!.map((p) => p.key));
    // Back on the newest page there is no newer one: the page's own URL takes over (see below).
    expect(back.status === "ok" && back.newer).toBeNull();
    const third = await listPublicPhotos({ pageSize: 36, after: older[2]![0]!.key });
    expect(third.status === "ok" && third.photos.map((p) => p.key)).toEqual(older[1]!.map((p) => p.key));
    expect(third.status === "ok" && third.newer).toBe(older[1]![0]!.key);
  });

  it("lists one edition only, matched without regard to case", async () => {
    const fsw24 = (await walk({ edition: "FSW24", pageSize: 24 })).flat();
    expect(fsw24).toHaveLength(60);
    expect(fsw24.every((p) => p.edition === "FSW24")).toBe(true);
    expect((await walk({ edition: "fsw25", pageSize: 48 })).map((p) => p.length)).toEqual([40]);
    expect(galleryIndexPath("FSW25")).toBe("gallery/editions/fsw25");
  });

  it("reads one page of the index per view, never the whole tree", async () => {
    const database = getDatabase();
    const query = vi.spyOn(database, "queryByKey");
    const get = vi.spyOn(database, "get");
    try {
      const res = await addPhotoLoader({
        request: new Request(`http://localhost/add-photo?before=${BASE + 50}-p50`),
        params: {},
        context: {},
      });
      const data = (await res.json()) as { photos: { photos: PublicPhoto[]; older: string; newer: string } };
      expect(data.photos.photos.map((p) => p.key)[0]).toBe(`${BASE + 50}-p50`);
      expect(data.photos.photos).toHaveLength(36);
      expect(data.photos.older).toBe(`${BASE + 14}-p14`);
      expect(data.photos.newer).toBe(`${BASE + 50}-p50`);
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]![1].limit).toBeLessThanOrEqual(38);
      expect(get).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      get.mockRestore();
    }
  });

  it("refuses a malformed cursor with a 400 and its reason, and sends a newest 'newer' page to the first page", async () => {
    for (const search of ["?before=../../x", "?after=", "?before=1-a&after=2-b", `?before=${"9".repeat(30)}-x`]) {
      // The gallery service names the mistake; the route's answer is the 400.
      await expect(lookUpPublicPage(new URL(`http://localhost/add-photo${search}`)), search).rejects.toBeInstanceOf(CursorError);
      const thrown = await publicPageFor(new Request(`http://localhost/add-photo${search}`)).catch((e: unknown) => e);
      expect(thrown, search).toBeInstanceOf(Response);
      expect((thrown as Response).status, search).toBe(400);
      expect(await (thrown as Response).text()).toMatch(/photos/);
    }
    expect(() => cursorFromUrl(new URL("http://x/?before=%00"))).toThrow(CursorError);
    expect(await lookUpPublicPage(new URL(`http://localhost/add-photo?after=${BASE + 90}-p90`))).toEqual({ status: "newest" });
    const redirect = (await publicPageFor(new Request(`http://localhost/add-photo?after=${BASE + 90}-p90`)).catch(
      (e: unknown) => e,
    )) as Response;
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("Location")).toBe("/add-photo");
  });
});

async function storeOriginal(key: string, bytes: Uint8Array, type: string) {
  const storage = await getStorage();
  await storage.put(uploadOriginalPath(key), bytes, { contentType: type, size: bytes.byteLength });
}

async function zipEntries(body: Buffer): Promise<Map<string, { data: Buffer; method: number }>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  const out = new Map<string, { data: Buffer; method: number }>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (e: yauzl.Entry) => {
      zip.openReadStream(e, async (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        out.set(e.fileName, { data: Buffer.concat(chunks), method: e.compressionMethod });
        zip.readEntry();
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return out;
}

describe("approved uploads in their edition's gallery and in its ZIP", () => {
  const approvedJpeg = `${BASE + 2000}-harbour`;
  const approvedPng = `${BASE + 2001}-deck`;
  const sameTitle = `${BASE + 2002}-deck_again`;
  const hidden = `${BASE + 2003}-hidden`;
  const bytes: Record<string, Buffer> = {};

  beforeAll(async () => {
    bytes[approvedJpeg] = await makeJpeg(640, 480);
    bytes[approvedPng] = await makePng(320, 240);
    bytes[sameTitle] = await makeJpeg(400, 300);
    bytes[hidden] = await makeJpeg(500, 300);
    for (const [key, data] of Object.entries(bytes)) {
      await storeOriginal(key, data, key === approvedPng ? "image/png" : "image/jpeg");
    }
    await makeVariants(uploadOriginalPath(approvedJpeg));
    const edition = "FSW22";
    await publish(approvedJpeg, {
      ...entry(2000, edition, "Harbour at dusk"),
      width: 640,
      height: 480,
      alt: "Boats moored in the harbour at dusk",
    });
    await publish(approvedPng, entry(2001, edition, "On deck"));
    await publish(sameTitle, entry(2002, edition, "On deck"));
    // The hidden upload has its files and record, but no index entry: that is what hiding means.
    await getDatabase().set(`photoReview/${hidden}`, { state: "hidden", edition, updatedAt: new Date().toISOString() });
  });

  it("shows approved uploads after the organisers' photos, with srcset and their titles, and never a hidden one", async () => {
    const res = await eventLoader({
      request: new Request("http://localhost/event-details/FSW22"),
      params: { id: "FSW22" },
      context: {},
    });
    const data = (await res.json()) as {
      gallery: { status: string; images: Array<{ src: string; alt: string; caption?: string; responsive?: { jpeg: string } }> };
      download: string | null;
    };
    expect(data.gallery.status).toBe("ok");
    const captions = data.gallery.images.map((i) => i.caption);
    const firstUpload = captions.findIndex((c) => c !== undefined);
    expect(firstUpload).toBeGreaterThan(0);
    expect(captions.slice(0, firstUpload).every((c) => c === undefined)).toBe(true);
    expect(captions.slice(firstUpload)).toEqual(["On deck", "On deck", "Harbour at dusk"]);
    const harbour = data.gallery.images.find((i) => i.caption === "Harbour at dusk")!;
    expect(harbour.responsive?.jpeg).toMatch(new RegExp(`variants/images/originals/${approvedJpeg}\\.320w\\.jpg 320w`));
    expect(harbour.alt).toBe("Boats moored in the harbour at dusk");
    const onDeck = data.gallery.images.find((i) => i.caption === "On deck")!;
    expect(onDeck.alt).toBe("A participant's photo, not described yet");
    expect(JSON.stringify(data)).not.toContain(hidden);
    expect(data.download).toBe("/event-details/fsw22/photos.zip");

    const none = (await (
      await eventLoader({ request: new Request("http://localhost/event-details/fsw21"), params: { id: "fsw21" }, context: {} })
    ).json()) as { download: string | null };
    expect(none.download).toBeNull();
  });

  it("speaks German on /de: alt texts, dates, the calendar, share and page links, and the structured data", async () => {
    const res = await eventLoader({
      request: new Request("http://localhost/de/event-details/FSW22"),
      params: { lang: "de", id: "FSW22" },
      context: {},
    });
    const data = (await res.json()) as {
      event: { title: string; start: string; dates: string };
      gallery: { images: Array<{ alt: string; caption?: string }> };
      download: string | null;
      slideshow: string | null;
      boatPack: string;
      seo: { calendar: { ics: string; google: string }; share: { url: string }; image: { alt: string }; jsonLd: unknown };
    };
    const fsw22 = contentIn("de").findEvent("fsw22")!;
    expect(data.event.title).toBe(fsw22.title);
    expect(data.event.dates).toBe(formatDateRange("de", fsw22.date));
    expect(data.event.dates).toMatch(/^\d+\.–\d+\. Juni 2022$/);
    expect(data.event.start).toMatch(/^\d+\. Juni 2022$/);
    const own = data.gallery.images.filter((i) => i.caption === undefined);
    expect(own.map((i) => i.alt)).toEqual(own.map((_, i) => imageDescriptions[`events/fsw22/0${i + 1}.svg`]!.de));
    expect(data.seo.calendar.ics).toBe("/de/calendar/fsw22.ics");
    expect(new URL(data.seo.calendar.google).searchParams.get("details")).toContain("/de/event-details/fsw22");
    expect(data.seo.share.url).toMatch(/\/de\/event-details\/fsw22$/);
    expect(data.slideshow).toBe("/de/event-details/fsw22/slideshow");
    expect(data.boatPack).toBe("/de/event-details/fsw22/boat-pack");
    // The ZIP is a file, not a page: one address for every language.
    expect(data.download).toBe("/event-details/fsw22/photos.zip");
    expect(data.seo.image.alt).toContain("Juni 2022");
    const graph = (data.seo.jsonLd as { "@graph": Array<Record<string, unknown>> })["@graph"];
    expect(graph[0]).toMatchObject({ "@type": "Event", inLanguage: "de", name: fsw22.title });
    expect(String(graph[0]!.url)).toMatch(/\/de\/event-details\/fsw22$/);
    const crumbs = graph[1]!.itemListElement as Array<{ name: string; item: string }>;
    expect(crumbs.map((c) => c.name)).toEqual(["Startseite", "Törns", fsw22.title]);
    expect(crumbs.every((c) => new URL(c.item).pathname.startsWith("/de/"))).toBe(true);

    const missing = await eventLoader({
      request: new Request("http://localhost/de/event-details/fsw99"),
      params: { lang: "de", id: "fsw99" },
      context: {},
    }).catch((thrown: unknown) => thrown as Response);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      title: "Ausgabe nicht gefunden",
      suggestions: [{ to: "/de/events", label: "Alle Törns ansehen" }],
    });
  });

  it("knows each upload's own size: from its variants, else from its index entry, else not at all", async () => {
    await variantQueueIdle();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const photo = (key: string, width: number, height: number): PublicPhoto => ({ ...entry(0, "FSW22"), key, width, height });
      const [fromVariants, fromIndex, unknown] = await resolvePublicPhotos([
        photo(approvedJpeg, 480, 640),
        photo(hidden, 300, 500),
        photo(`${BASE + 2999}-nowhere`, 0, 0),
      ]);
      // The variants were made from the file itself: they win over what the index says.
      expect(fromVariants!.natural).toEqual({ width: 640, height: 480 });
      expect(fromIndex!.responsive).toBeUndefined();
      expect(fromIndex!.natural).toEqual({ width: 300, height: 500 });
      expect(unknown!.natural).toBeUndefined();
      await variantQueueIdle();
    } finally {
      warn.mockRestore();
    }
  });

  it("shows the approved upload on /add-photo", async () => {
    const res = await addPhotoLoader({ request: new Request("http://localhost/add-photo"), params: {}, context: {} });
    const data = (await res.json()) as { photos: { photos: PublicPhoto[] } };
    expect(data.photos.photos.map((p) => p.key)).toContain(approvedJpeg);
    expect(data.photos.photos.map((p) => p.key)).not.toContain(hidden);
  });

  it("streams a stored ZIP of exactly the approved originals, byte for byte, with safe unique names", async () => {
    const res = await zipLoader({
      request: new Request("http://localhost/event-details/FSW22/photos.zip"),
      params: { id: "FSW22" },
      context: {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="fsw22-photos.zip"');
    const files = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(["Harbour-at-dusk.jpg", "On-deck.jpg", "On-deck.png"]);
    expect(files.get("Harbour-at-dusk.jpg")!.data.equals(bytes[approvedJpeg]!)).toBe(true);
    expect(files.get("On-deck.png")!.data.equals(bytes[approvedPng]!)).toBe(true);
    expect(files.get("On-deck.jpg")!.data.equals(bytes[sameTitle]!)).toBe(true);
    expect([...files.values()].every((f) => f.method === 0)).toBe(true);
  });

  it("answers 404 for an edition without shared photos and for an unknown one", async () => {
    for (const id of ["fsw19", "nope"]) {
      const res = await zipLoader({
        request: new Request(`http://localhost/event-details/${id}/photos.zip`),
        params: { id },
        context: {},
      });
      expect(res.status, id).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    }
  });

  it("ends the download with an error, not a short archive, when an approved original is missing", async () => {
    const present = `${BASE + 3000}-present`;
    await storeOriginal(present, bytes[approvedJpeg]!, "image/jpeg");
    await publish(present, entry(3000, "FSW20"));
    await publish(`${BASE + 3001}-gone`, entry(3001, "FSW20"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const archive = (await editionArchive("fsw20"))!;
      const read = (async () => {
        for await (const chunk of archive) void chunk;
      })();
      await expect(read).rejects.toThrow(/missing|not exist|not-found/i);
      expect(errors.mock.calls.flat().join(" ")).toMatch(/could not be archived/);
    } finally {
      errors.mockRestore();
    }
  });

  it("names archive entries safely", () => {
    const taken = new Set<string>();
    expect(archiveName({ key: "1-a", title: "../../etc/passwd" }, "jpg", taken)).toBe("etc-passwd.jpg");
    expect(archiveName({ key: "1-a", title: "Göcek à l'aube" }, "jpg", taken)).toBe("Gocek-a-l-aube.jpg");
    expect(archiveName({ key: "2-b", title: "" }, "png", taken)).toBe("2-b.png");
    // Unique without regard to case, as on the file systems people unpack it on.
    expect(archiveName({ key: "3-c", title: "ETC passwd" }, "jpg", taken)).toBe("ETC-passwd-2.jpg");
    expect(archiveName({ key: "4-d", title: "etc/passwd" }, "jpg", taken)).toBe("etc-passwd-3.jpg");
    expect(archiveName({ key: "5-e", title: "etc/passwd" }, "png", taken)).toBe("etc-passwd.png");
    expect(archiveName({ key: "6-f", title: "CON" }, "jpg", taken)).toBe("CON-photo.jpg");
    expect(archiveName({ key: "7-g", title: "x".repeat(300) }, "jpg", taken)).toBe(`${"x".repeat(80)}.jpg`);
  });
});

/** What the server keys its page cache on, as app/entry.server.tsx computes it. */
const pageVersion = () => versionOfPages(contentGeneration());

describe("the page cache after a review action on this copy", () => {
  it("sees an approval and a hide at once: index writes change the version rendered pages are kept under", async () => {
    const key = `${BASE + 4000}-fresh`;
    const first = pageVersion();
    await publish(key, entry(4000, "FSW19"));
    const approved = pageVersion();
    expect(approved).not.toBe(first);
    const shown = await listPublicPhotos({ edition: "fsw19", pageSize: 36 });
    expect(shown.status === "ok" && shown.photos.map((p) => p.key)).toEqual([key]);
    await getDatabase().update("gallery", { [`all/${key}`]: null, [`editions/fsw19/${key}`]: null });
    expect(pageVersion()).not.toBe(approved);
    const hidden = await listPublicPhotos({ edition: "fsw19", pageSize: 36 });
    expect(hidden.status === "ok" && hidden.photos).toEqual([]);
  });
});

describe("the edition of an upload", () => {
  it("offers the editions that have started, newest first", () => {
    const choices = startedEditions(new Date("2025-07-01T12:00:00Z"));
    expect(choices[0]).toEqual({ value: "FSW25", label: expect.stringMatching(/^FSW25/) as string });
    expect(choices.map((c) => c.value)).not.toContain("FSW26");
    expect(choices.at(-1)!.value).toBe("FSW19");
    expect(startedEditions(new Date("2026-06-14T12:00:00Z"))[0]!.value).toBe("FSW26");
    expect(startedEditions(new Date("2025-07-01T12:00:00Z"), "pt").map((c) => c.label)).toEqual(
      choices.map((c) => contentIn("pt").findEvent(c.value)!.title),
    );
  });

  it("takes a listed edition in any case, defaults to the newest, and refuses anything else by name", () => {
    const editions = ["FSW25", "FSW24"];
    expect(validateUploadFields({ edition: "fsw24" }, { editions })).toMatchObject({ values: { edition: "FSW24" }, errors: {} });
    expect(validateUploadFields({}, { editions }).values.edition).toBe("FSW25");
    expect(say(translatorFor("en"), validateUploadFields({ edition: "FSW26" }, { editions }).errors.edition!)).toBe(
      "“FSW26” is not one of our editions: please choose one from the list (FSW25, FSW24).",
    );
  });

  it("makes the server refuse an unknown edition with a 400 and store nothing", async () => {
    const jpeg = await makeJpeg(64, 48);
    const before = await getDatabase().get("events/fsw25");
    const result = await savePhoto(
      new Request("http://localhost/add-photo", {
        method: "POST",
        body: uploadForm({ file: { bytes: jpeg, name: "a.jpg" }, fields: { edition: "FSW26" } }),
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.status).toBe(400);
    expect(result.refusal.fieldErrors.edition).toMatch(/not one of our editions/);
    expect(await getDatabase().get("events/fsw25")).toEqual(before);
  });
});
