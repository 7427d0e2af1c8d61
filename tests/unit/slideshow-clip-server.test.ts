import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeJpeg } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { originalPath, type GalleryEntry } from "~/lib/photo-layout";
import type { Slide } from "~/lib/slideshow";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { makeVariants } from "~/services/images/variants.server";
import { loader as slideshowLoader } from "~/routes/($lang).event-details_.$id.slideshow";
import { loader as slidesLoader } from "~/routes/($lang).event-details_.$id.slideshow[.]json";

// A clip's variants are made from its poster and found where a photo's are; here a JPEG stands in at that path.
let removeDir: () => Promise<void>;
const BASE = 1_770_000_000_000;
const CLIP = `${BASE + 2}-dance`;
const PHOTO = `${BASE + 1}-sunset`;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, siteNow: new Date("2025-07-01T12:00:00Z"), uploadRateLimit: 0 });
  resetBackendForTests();
  const storage = await getStorage();
  for (const key of [PHOTO, CLIP]) {
    const jpeg = await makeJpeg(640, 360);
    await storage.put(originalPath(key), jpeg, { contentType: "image/jpeg", size: jpeg.byteLength });
    await makeVariants(originalPath(key));
    const value: GalleryEntry = {
      title: key === CLIP ? "Forró on deck" : "Sunset",
      original: `/media/${originalPath(key)}`,
      thumbnail: `/media/images/thumbnails/thumb-${key}`,
      width: 640,
      height: 360,
      uploadedAt: new Date(Number(key.split("-")[0])).toISOString(),
      edition: "FSW21",
      ...(key === CLIP ? { poster: `/media/images/posters/poster-${key}`, duration: 21.4 } : {}),
    };
    await getDatabase().update("gallery", { [`all/${key}`]: value, [`editions/fsw21/${key}`]: value });
  }
});

afterAll(async () => {
  await shutdownImagePool();
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

const request = (path: string) => ({ request: new Request(`http://localhost${path}`), params: { id: "fsw21" }, context: {} });

describe("a clip in the party screen's list", () => {
  it("carries the rendition to play and its length, its poster drawn from variants only", async () => {
    const res = await slidesLoader(request("/event-details/fsw21/slideshow.json"));
    const { slides } = (await res.json()) as { slides: Slide[] };
    expect(slides.map((s) => s.key)).toEqual([CLIP, PHOTO]);
    const [clip, photo] = slides as [Slide, Slide];
    expect(clip.clip).toBe(`/media/${originalPath(CLIP)}`);
    expect(clip.duration).toBe(21.4);
    expect(clip.src).toMatch(/^\/media\/variants\/images\/originals\/.+\.\d+w\.jpg$/);
    expect(photo.clip).toBeUndefined();
    expect(JSON.stringify(photo)).not.toContain(`/media/${originalPath(PHOTO)}"`);
  });

  it("keeps a page without scripts on a clip for its whole length, then on a photo for a photo's time", async () => {
    const refresh = async (photo: string) => {
      const data = await (await slideshowLoader(request(`/event-details/fsw21/slideshow?photo=${photo}`))).json();
      return (data as { refresh: { seconds: number; url: string } }).refresh;
    };
    expect(await refresh(CLIP)).toEqual({ seconds: 22, url: `/event-details/fsw21/slideshow?photo=${PHOTO}` });
    expect((await refresh(PHOTO)).seconds).toBe(8);
  });
});
