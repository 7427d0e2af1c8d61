import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { zipEntries } from "../support/zip";
import { loader as eventLoader } from "~/routes/($lang).event-details.$id/route";
import { loader as zipLoader } from "~/routes/event-details_.$id.photos[.]zip";
import { getDatabase, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { originalPath as uploadOriginalPath, type GalleryEntry } from "~/lib/photo-layout";
import { listPublicPhotos, type PublicPhoto } from "~/services/galleries/gallery.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { makeVariants } from "~/services/images/variants.server";

let firebase: MockedFirebase;
let removeDir: () => Promise<void>;
const BASE = 1_750_000_000_000;
const keyOf = (i: number) => `${BASE + i}-p${i}`;

beforeAll(async () => {
  firebase = mockedFirebase();
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({
    dataDir: dir,
    firebase: { ...firebase.config, retryScale: 0.01 },
    siteNow: new Date("2025-07-01T12:00:00Z"),
  });
  resetBackendForTests();
});

afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  resetBackendForTests();
  firebase?.close();
  await removeDir?.();
});

const entry = (i: number, edition: string): GalleryEntry => ({
  title: `Photo ${i}`,
  original: `https://example.invalid/${keyOf(i)}`,
  thumbnail: `https://example.invalid/thumb-${keyOf(i)}`,
  width: 64,
  height: 48,
  uploadedAt: new Date(BASE + i).toISOString(),
  edition,
});

describe("the public photo index on Firebase (Realtime Database REST, key-ordered queries)", () => {
  beforeAll(async () => {
    const values: Record<string, GalleryEntry> = {};
    for (let i = 0; i < 100; i++) {
      const edition = i % 4 === 0 ? "FSW24" : "FSW25";
      values[`all/${keyOf(i)}`] = entry(i, edition);
      values[`editions/${edition.toLowerCase()}/${keyOf(i)}`] = entry(i, edition);
    }
    await getDatabase().update("gallery", values);
  });

  it("pages through 100 uploads newest first, each once, and back, reading one page per view", async () => {
    const seen: PublicPhoto[][] = [];
    let before: string | undefined;
    for (let n = 0; n < 10; n++) {
      firebase.mocks.calls.length = 0;
      const page = await listPublicPhotos({ pageSize: 36, ...(before ? { before } : {}) });
      expect(page.status).toBe("ok");
      if (page.status !== "ok") return;
      const reads = firebase.mocks.calls.filter((c) => c.service === "rtdb");
      expect(reads).toHaveLength(1);
      expect(reads[0]!.url).toMatch(/orderBy=%22%24key%22.*limitToLast=37/);
      seen.push(page.photos);
      if (!page.older) break;
      before = page.older;
    }
    expect(seen.map((p) => p.length)).toEqual([36, 36, 28]);
    expect(seen.flat().map((p) => p.key)).toEqual(Array.from({ length: 100 }, (_, i) => keyOf(99 - i)));
    const back = await listPublicPhotos({ pageSize: 36, after: seen[2]![0]!.key });
    expect(back.status === "ok" && back.photos.map((p) => p.key)).toEqual(seen[1]!.map((p) => p.key));
  });

  it("lists an edition on its own", async () => {
    const page = await listPublicPhotos({ edition: "fsw24", pageSize: 48 });
    expect(page.status === "ok" && page.photos.map((p) => p.key)).toEqual(
      Array.from({ length: 25 }, (_, i) => keyOf(96 - i * 4)),
    );
  });
});

describe("approved uploads of an edition on Firebase", () => {
  const keys = [`${BASE + 5000}-mast`, `${BASE + 5001}-bow`];
  const bytes: Buffer[] = [];

  beforeAll(async () => {
    for (const [i, key] of keys.entries()) {
      bytes.push(await makeJpeg(320 + i * 40, 240));
      firebase.mocks.seedObject(firebase.config.storageBucket, uploadOriginalPath(key), bytes[i]!, {
        contentType: "image/jpeg",
        downloadToken: `token-${i}`,
      });
      const value = { ...entry(5000 + i, "FSW21"), title: i === 0 ? "Mast" : "Bow" };
      await getDatabase().update("gallery", { [`all/${key}`]: value, [`editions/fsw21/${key}`]: value });
    }
    await makeVariants(uploadOriginalPath(keys[0]!));
  });

  it("shows them with srcset from the bucket and captions", async () => {
    const res = await eventLoader({
      request: new Request("http://localhost/event-details/fsw21"),
      params: { id: "fsw21" },
      context: {},
    });
    const data = (await res.json()) as { gallery: { images: Array<{ caption?: string; responsive?: { jpeg: string } }> } };
    const uploads = data.gallery.images.filter((i) => i.caption);
    expect(uploads.map((i) => i.caption)).toEqual(["Bow", "Mast"]);
    expect(uploads[1]!.responsive?.jpeg).toMatch(
      /variants%2Fimages%2Foriginals%2F\d+-mast\.320w\.jpg\?alt=media&token=[^ ]+ 320w/,
    );
  });

  it("streams their originals from the bucket as a ZIP, byte for byte", async () => {
    const res = await zipLoader({
      request: new Request("http://localhost/event-details/fsw21/photos.zip"),
      params: { id: "fsw21" },
      context: {},
    });
    expect(res.status).toBe(200);
    const files = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual(["Mast.jpg", "Bow.jpg"]);
    expect(files.get("Mast.jpg")!.equals(bytes[0]!)).toBe(true);
    expect(files.get("Bow.jpg")!.equals(bytes[1]!)).toBe(true);
  });
});
