import { describe, expect, it } from "vitest";
import {
  facetEntries,
  facetSlug,
  galleryEntry,
  galleryFacetPath,
  isFacetSlug,
  photoFacets,
  photoNewsPath,
  thumbnailHeight,
  uploadLeftovers,
  validDay,
  type UploadRecord,
} from "~/lib/photo-layout";
import { reviewUpdate } from "~/services/review/review-writes.server";

const KEY = "1750000000000-bow";
const record: UploadRecord = {
  original: "https://x/o",
  thumbnail: "https://x/t",
  uploadedAt: "2025-06-15T23:30:00.000Z",
  title: "Bow wave",
  edition: "FSW25",
  name: "Ana Souza",
  boat: "Bali 4.2",
  day: "2025-06-16",
};

describe("a photo's photographer, boat and day", () => {
  it("slugs keep letters and digits of any script, in lower case, and nothing a database key or address refuses", () => {
    expect(facetSlug("Ana Souza")).toBe("ana-souza");
    expect(facetSlug("Bali 4.2")).toBe("bali-4-2");
    expect(facetSlug("  José  da Silva! ")).toBe("josé-da-silva");
    expect(facetSlug("<b>Ana</b>")).toBe("b-ana-b");
    expect(facetSlug("..$#[]/")).toBe("");
    expect(facetSlug("x".repeat(200))).toHaveLength(60);
    // Every database key stays a short file name on the embedded default, whatever the script.
    for (const long of ["é".repeat(80), "名".repeat(80), "ω".repeat(80)]) {
      expect(encodeURIComponent(facetSlug(long)).length, long.slice(0, 2)).toBeLessThanOrEqual(120);
      expect(facetSlug(long).length).toBeGreaterThan(0);
      expect(isFacetSlug(facetSlug(long))).toBe(true);
    }
    expect(isFacetSlug("ana-souza")).toBe(true);
    expect(isFacetSlug("Ana Souza")).toBe(false);
    expect(isFacetSlug("a/b")).toBe(false);
    expect(isFacetSlug("")).toBe(false);
  });

  it("the day is the one recorded, else a valid date taken, else the upload's day; never an impossible date", () => {
    expect(photoFacets(record).day).toEqual({ slug: "2025-06-16", label: "2025-06-16" });
    expect(photoFacets({ ...record, day: undefined, date: "2025-06-14" }).day?.label).toBe("2025-06-14");
    expect(photoFacets({ ...record, day: "2025-02-30", date: "someday" }).day?.label).toBe("2025-06-15");
    expect(validDay("2025-02-29")).toBeNull();
    expect(validDay("2024-02-29")).toBe("2024-02-29");
  });

  it("a name or boat without a letter or digit is left out, not listed under an empty slug", () => {
    const facets = photoFacets({ ...record, name: " !! ", boat: "" });
    expect(facets.by).toBeUndefined();
    expect(facets.boat).toBeUndefined();
  });

  it("the gallery entry carries the labels, and the facet index lists the photo under each slug", () => {
    expect(galleryEntry(record)).toMatchObject({ by: "Ana Souza", boat: "Bali 4.2", day: "2025-06-16" });
    expect(facetEntries(KEY, record)).toEqual({
      [galleryFacetPath("fsw25", "by", "ana-souza", KEY)]: "Ana Souza",
      [galleryFacetPath("fsw25", "boat", "bali-4-2", KEY)]: "Bali 4.2",
      [galleryFacetPath("fsw25", "day", "2025-06-16", KEY)]: "2025-06-16",
    });
    expect(uploadLeftovers(KEY, record).database).toEqual(
      expect.arrayContaining([...Object.keys(facetEntries(KEY, record)), photoNewsPath("fsw25", KEY)]),
    );
  });
});

describe("review writes keep the facets and the participants' news", () => {
  const approve = (before: Parameters<typeof reviewUpdate>[1], next: UploadRecord, at = 1000) =>
    reviewUpdate(KEY, before, { record: next, state: "approved" }, at, []);

  it("approving lists the photo under its facets and as news; pending lists it nowhere public", () => {
    const pending = reviewUpdate(KEY, { record: null, review: null }, { record, state: "pending" }, 1, []);
    for (const path of Object.keys(facetEntries(KEY, record))) expect(pending[path]).toBeUndefined();
    expect(pending[photoNewsPath("fsw25", KEY)]).toBeNull();
    const review = { state: "pending" as const, edition: "FSW25", updatedAt: "x" };
    const writes = approve({ record, review }, record, 1234);
    for (const [path, label] of Object.entries(facetEntries(KEY, record))) expect(writes[path]).toBe(label);
    expect(writes[photoNewsPath("fsw25", KEY)]).toBe(1234);
  });

  it("an edit of an approved photo moves its facets and keeps its news time; hiding takes both away", () => {
    const review = { state: "approved" as const, edition: "FSW25", updatedAt: "x" };
    const renamed = { ...record, name: "Bea", boat: "Lagoon 42" };
    const writes = approve({ record, review }, renamed);
    expect(writes[galleryFacetPath("fsw25", "by", "ana-souza", KEY)]).toBeNull();
    expect(writes[galleryFacetPath("fsw25", "boat", "bali-4-2", KEY)]).toBeNull();
    expect(writes[galleryFacetPath("fsw25", "by", "bea", KEY)]).toBe("Bea");
    expect(writes[galleryFacetPath("fsw25", "boat", "lagoon-42", KEY)]).toBe("Lagoon 42");
    expect(writes[galleryFacetPath("fsw25", "day", "2025-06-16", KEY)]).toBe("2025-06-16");
    expect(writes).not.toHaveProperty(photoNewsPath("fsw25", KEY));
    const hidden = reviewUpdate(KEY, { record, review }, { record, state: "hidden" }, 1, []);
    for (const path of Object.keys(facetEntries(KEY, record))) expect(hidden[path]).toBeNull();
    expect(hidden[photoNewsPath("fsw25", KEY)]).toBeNull();
  });

  it("moving an approved photo to another edition makes it news there and nowhere else", () => {
    const review = { state: "approved" as const, edition: "FSW25", updatedAt: "x" };
    const writes = approve({ record, review }, { ...record, edition: "FSW24" }, 77);
    expect(writes[photoNewsPath("fsw25", KEY)]).toBeNull();
    expect(writes[photoNewsPath("fsw24", KEY)]).toBe(77);
    expect(writes[galleryFacetPath("fsw25", "by", "ana-souza", KEY)]).toBeNull();
    expect(writes[galleryFacetPath("fsw24", "by", "ana-souza", KEY)]).toBe("Ana Souza");
  });
});

describe("a thumbnail's tile", () => {
  it("has its height before the lazy image loads: from the photo's size at 100 px wide, square when unknown", () => {
    expect(thumbnailHeight(4000, 3000)).toBe(75);
    expect(thumbnailHeight(3000, 4000)).toBe(133);
    expect(thumbnailHeight(10_000, 10)).toBe(1);
    expect(thumbnailHeight(0, 0)).toBe(100);
    expect(thumbnailHeight(undefined, 300)).toBe(100);
  });
});
