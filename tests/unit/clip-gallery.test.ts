import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { readyMarkerPath, variantPath, variantWidths } from "~/lib/image-variants";
import { originalPath, posterPath } from "~/lib/photo-layout";
import { getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { resolvePublicPhotos, type PublicPhoto } from "~/services/galleries/gallery.server";
import { holdVariantQueueForTests } from "~/services/images/variants.server";

// What a gallery hands its tiles and lightbox for a clip: images from the poster, the rendition only for the player.
const READY = "1750000002000-clip_ready";
const FRESH = "1750000003000-clip_fresh";
let removeDir: () => Promise<void>;
let release: () => void;

const clip = (key: string): PublicPhoto => ({
  key,
  title: "Forró on deck",
  original: `/media/${originalPath(key)}`,
  thumbnail: `/media/images/thumbnails/thumb-${key}`,
  poster: `/media/${posterPath(key)}`,
  duration: 41.6,
  width: 1280,
  height: 720,
  uploadedAt: "2025-06-15T10:00:00.000Z",
  edition: "FSW25",
});

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, siteNow: new Date("2025-07-01T12:00:00Z") });
  resetBackendForTests();
  // The variants of a clip are made from its poster by the queue; here they are written as it writes them.
  release = holdVariantQueueForTests();
  const storage = await getStorage();
  const jpeg = await makeJpeg(64, 36);
  for (const key of [READY, FRESH]) {
    await storage.put(originalPath(key), Buffer.from("not an image: the H.264 rendition"), { contentType: "video/mp4" });
    await storage.put(posterPath(key), jpeg, { contentType: "image/jpeg" });
  }
  for (const width of variantWidths(1280)) {
    await storage.put(variantPath(originalPath(READY), width, "jpeg"), jpeg, { contentType: "image/jpeg" });
    await storage.put(variantPath(originalPath(READY), width, "webp"), jpeg, { contentType: "image/webp" });
  }
  await storage.put(readyMarkerPath(originalPath(READY), { width: 1280, height: 720 }), "", { contentType: "text/plain" });
});

afterAll(async () => {
  release?.();
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

describe("a clip resolved for a gallery", () => {
  it("shows its poster's variants, links the poster as its full-size image, and hands the rendition to the player", async () => {
    const [image] = await resolvePublicPhotos([clip(READY)], "en");
    expect(image!.src).toBe(`/media/${variantPath(originalPath(READY), 1280, "jpeg")}`);
    expect(image!.responsive?.original).toBe(`/media/${posterPath(READY)}`);
    expect(image!.clip).toEqual({ src: `/media/${originalPath(READY)}`, duration: 41.6 });
    expect(image!.natural).toEqual({ width: 1280, height: 720 });
    expect(image!.alt).toBe("A participant's clip, not described yet");
  });

  it("shows the poster itself while its variants are being made, never the rendition as an image", async () => {
    const [image] = await resolvePublicPhotos([{ ...clip(FRESH), by: "Ana", day: "2025-06-14" }], "de");
    expect(image!.src).toBe(`/media/${posterPath(FRESH)}`);
    expect(image!.responsive).toBeUndefined();
    expect(image!.clip?.src).toBe(`/media/${originalPath(FRESH)}`);
    expect(image!.alt).toBe("Video von Ana, gefilmt am 14. Juni 2025, noch nicht beschrieben");
  });

  it("leaves a photo as it was", async () => {
    const { poster: _poster, duration: _duration, ...photo } = clip(FRESH);
    const [image] = await resolvePublicPhotos([{ ...photo, alt: "Ana <b>laughing</b> at the helm" }], "en");
    expect(image!.src).toBe(photo.original);
    expect(image!.clip).toBeUndefined();
    expect(image!.alt).toBe("Ana <b>laughing</b> at the helm");
  });
});
