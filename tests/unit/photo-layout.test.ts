import { describe, expect, it } from "vitest";
import { readyMarkerPath, variantPath } from "~/lib/image-variants";
import {
  claimPath,
  editionKey,
  galleryEntry,
  galleryIndexPath,
  isGalleryEntry,
  isInUploadFolders,
  isPhotoKey,
  isReviewRecord,
  isUploadOriginal,
  isUploadRecord,
  originalPath,
  photoKey,
  recordPath,
  reviewIndexPath,
  reviewPath,
  thumbnailPath,
  timestampOfKey,
  uploadKeyOf,
  uploadLeftovers,
  photoNewsPath,
  variantPrefix,
} from "~/lib/photo-layout";
import { sanitizeFileName } from "~/lib/photo-upload";

const KEY = photoKey(1760000000123, sanitizeFileName("Sunset över the bay.JPG"));

describe("the photo key", () => {
  it("is what the upload pipeline makes, and nothing else", () => {
    expect(KEY).toBe("1760000000123-Sunset__ver_the_bay");
    expect(isPhotoKey(KEY)).toBe(true);
    expect(timestampOfKey(KEY)).toBe(1760000000123);
    expect(isPhotoKey(photoKey(1, sanitizeFileName("...")))).toBe(true);
    for (const bad of [
      "",
      "nobody",
      "-x",
      "1-",
      "1-a/b",
      "../../etc",
      "1-a.b",
      `1-${"a".repeat(101)}`,
      `${"9".repeat(17)}-a`,
      12,
    ]) {
      expect(isPhotoKey(bad), String(bad)).toBe(false);
    }
    expect(timestampOfKey("nobody")).toBeNaN();
  });
});

describe("storage paths", () => {
  it("name original, thumbnail and variants, and lead back to the key from each", () => {
    expect(originalPath(KEY)).toBe(`images/originals/${KEY}`);
    expect(thumbnailPath(KEY)).toBe(`images/thumbnails/thumb-${KEY}`);
    const { storage } = uploadLeftovers(KEY, { edition: "FSW25", dimensions: { width: 800, height: 600 } });
    expect(storage).toContain(variantPath(originalPath(KEY), 800, "webp"));
    expect(storage).toContain(variantPath(originalPath(KEY), 1920, "jpeg"));
    expect(storage).toContain(readyMarkerPath(originalPath(KEY), { width: 800, height: 600 }));
    for (const path of storage) {
      expect(uploadKeyOf(path), path).toBe(KEY);
      expect(isInUploadFolders(path), path).toBe(true);
    }
    for (const path of storage.filter((p) => p.startsWith("variants/"))) expect(path.startsWith(variantPrefix(KEY))).toBe(true);
    expect(isUploadOriginal(originalPath(KEY))).toBe(true);
  });

  it("tells the site's own images from uploads", () => {
    for (const path of ["events/fsw25/01.svg", "variants/events/fsw25/01.jpg.640w.jpg", "misc/hero.svg"]) {
      expect(uploadKeyOf(path), path).toBeNull();
      expect(isInUploadFolders(path), path).toBe(false);
    }
    expect(isUploadOriginal("events/fsw25/01.svg")).toBe(false);
    // Under the upload folders but naming no key: not an upload, yet never served as one of the site's images.
    expect(uploadKeyOf("images/originals/../secret")).toBeNull();
    expect(isInUploadFolders("images/originals/nobody")).toBe(true);
  });
});

describe("database nodes", () => {
  it("file a photo under the lower-case edition id, and only a valid one", () => {
    expect(galleryIndexPath()).toBe("gallery/all");
    expect(galleryIndexPath("FSW25")).toBe("gallery/editions/fsw25");
    expect(editionKey(" FSW24 ")).toBe("fsw24");
    expect(editionKey("a/b")).toBeNull();
    expect(editionKey("")).toBeNull();
  });

  it("list everything an upload left: record, review state, every index entry, every edition it was filed under, its claims", () => {
    const claims = ["photoHashes/abc", "photoIdempotency/req-1"];
    const { database } = uploadLeftovers(KEY, { edition: "FSW25" }, { editions: ["fsw24", "FSW25", "not valid/"], claims });
    expect(database.sort()).toEqual(
      [
        recordPath(KEY),
        reviewPath(KEY),
        reviewIndexPath("pending", KEY),
        reviewIndexPath("approved", KEY),
        reviewIndexPath("hidden", KEY),
        `gallery/all/${KEY}`,
        `gallery/editions/fsw25/${KEY}`,
        `gallery/editions/fsw24/${KEY}`,
        photoNewsPath("fsw25", KEY),
        photoNewsPath("fsw24", KEY),
        claimPath(KEY),
        ...claims,
      ].sort(),
    );
    // Without a record (an upload that died), still its key's nodes and objects.
    const bare = uploadLeftovers(KEY, null);
    expect(bare.database).toContain(recordPath(KEY));
    expect(bare.storage).toEqual(expect.arrayContaining([originalPath(KEY), thumbnailPath(KEY)]));
  });
});

describe("record shapes", () => {
  const record = {
    original: "https://x/o",
    thumbnail: "https://x/t",
    uploadedAt: "2026-06-01T10:00:00.000Z",
    title: "Bow wave",
    edition: "FSW25",
    dimensions: { width: 4000, height: 3000 },
  };

  it("the guards take a stored record, review state and gallery entry, and refuse anything else", () => {
    expect(isUploadRecord(record)).toBe(true);
    expect(isUploadRecord({ ...record, original: 1 })).toBe(false);
    expect(isUploadRecord(null)).toBe(false);
    expect(isReviewRecord({ state: "approved", edition: "FSW25", updatedAt: "x" })).toBe(true);
    expect(isReviewRecord({ state: "published" })).toBe(false);
    const entry = galleryEntry(record);
    // The day it was taken: without a date taken, the upload's day.
    expect(entry).toEqual({ ...record, width: 4000, height: 3000, dimensions: undefined, day: "2026-06-01" });
    expect(isGalleryEntry(entry)).toBe(true);
    expect(isGalleryEntry({ title: "x" })).toBe(false);
  });
});
