import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeClip } from "../fixtures/clips";
import { makeJpeg } from "../fixtures/images";
import { tempDir } from "../support/backends";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { originalPath, type GalleryEntry } from "~/lib/photo-layout";
import { archiveExtension, archiveName, editionArchive } from "~/services/galleries/photo-zip.server";
import { zipEntries } from "../support/zip";

// The clip is filmed by ffmpeg on first use, which takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let removeDir: () => Promise<void>;
const BASE = 1_760_000_000_000;

beforeAll(async () => {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  setConfigForTests({ dataDir: dir, siteNow: new Date("2025-07-01T12:00:00Z"), uploadRateLimit: 0 });
  resetBackendForTests();
  await getStorage();
});

afterAll(async () => {
  setConfigForTests(null);
  resetBackendForTests();
  await removeDir?.();
});

async function approve(key: string, title: string, bytes: Uint8Array, clip: boolean) {
  const storage = await getStorage();
  const type = clip ? "video/mp4" : "image/jpeg";
  await storage.put(originalPath(key), bytes, { contentType: type, size: bytes.byteLength });
  const value: GalleryEntry = {
    title,
    original: `/media/${originalPath(key)}`,
    thumbnail: `/media/images/thumbnails/thumb-${key}`,
    width: 1080,
    height: 1920,
    uploadedAt: new Date(Number(key.split("-")[0])).toISOString(),
    edition: "FSW21",
    ...(clip ? { poster: `/media/images/posters/poster-${key}`, duration: 2 } : {}),
  };
  await getDatabase().update("gallery", { [`all/${key}`]: value, [`editions/fsw21/${key}`]: value });
}

async function entries(body: NodeJS.ReadableStream): Promise<Map<string, Buffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return zipEntries(Buffer.concat(chunks));
}

describe("clips in the edition's ZIP", () => {
  it("holds a clip as its MP4 rendition beside the photos, under names that stay unique", async () => {
    const clip = (await makeClip("portrait")).bytes;
    const photo = await makeJpeg(64, 48);
    await approve(`${BASE + 1}-a`, "Forró on deck", photo, false);
    await approve(`${BASE + 2}-b`, "Forró on deck", clip, true);
    await approve(`${BASE + 3}-c`, "Forró on deck.MOV", clip, true);
    await approve(`${BASE + 4}-d`, "", clip, true);
    const files = await entries((await editionArchive("fsw21"))!);
    expect([...files.keys()].sort()).toEqual([
      `${BASE + 4}-d.mp4`,
      "Forro-on-deck-2.mp4",
      "Forro-on-deck.jpg",
      "Forro-on-deck.mp4",
    ]);
    expect(files.get("Forro-on-deck.mp4")!.equals(clip)).toBe(true);
    expect(files.get("Forro-on-deck.jpg")!.equals(photo)).toBe(true);
  });

  it("names a clip's entry .mp4 by its bytes, and never calls anything else a clip", async () => {
    const clip = (await makeClip("portrait")).bytes.subarray(0, 64);
    const jpeg = (await makeJpeg(8, 8)).subarray(0, 64);
    expect(archiveExtension({ poster: "/media/p" }, clip)).toBe("mp4");
    expect(archiveExtension({ poster: "/media/p" }, jpeg)).toBe("bin");
    expect(archiveExtension({}, jpeg)).toBe("jpg");
    expect(archiveExtension({}, clip)).toBe("bin");
  });

  it("drops a title's own file extension and counts duplicates without regard to case", () => {
    const taken = new Set<string>();
    expect(archiveName({ key: "1-a", title: "IMG_0042.MOV" }, "mp4", taken)).toBe("IMG_0042.mp4");
    expect(archiveName({ key: "2-b", title: "img_0042" }, "mp4", taken)).toBe("img_0042-2.mp4");
    expect(archiveName({ key: "3-c", title: "img_0042.jpeg" }, "jpg", taken)).toBe("img_0042.jpg");
    expect(archiveName({ key: "4-d", title: "Sunset" }, "mp4", taken)).toBe("Sunset.mp4");
    expect(archiveName({ key: "5-e", title: "Sunset.webm" }, "mp4", taken)).toBe("Sunset-2.mp4");
    expect(archiveName({ key: "6-f", title: ".mp4" }, "mp4", taken)).toBe("6-f.mp4");
  });
});
