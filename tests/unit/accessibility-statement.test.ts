import { describe, expect, it } from "vitest";
import { accessibility } from "../../data/accessibility";
import { shortfallsOf, statusOf } from "~/routes/($lang).accessibility/shortfalls";

const said = { seen: { en: "a", pt: "a", de: "a" } };

describe("the accessibility statement's status", () => {
  it("says fully meets only when no listed shortfall remains", () => {
    const cases = [
      { undescribedUploads: 0, passages: [said], captionsChecked: true, photos: false, video: false },
      { undescribedUploads: 1, passages: [said], captionsChecked: true, photos: true, video: false },
      { undescribedUploads: 0, passages: [], captionsChecked: true, photos: false, video: true },
      { undescribedUploads: 0, passages: [said], captionsChecked: false, photos: false, video: true },
      { undescribedUploads: 3, passages: [], captionsChecked: false, photos: true, video: true },
    ];
    for (const { undescribedUploads, passages, captionsChecked, photos, video } of cases) {
      const shortfalls = shortfallsOf({ undescribedUploads, transcript: { passages, captionsChecked } });
      expect(shortfalls).toEqual({ photos, video });
      expect(statusOf(shortfalls)).toBe(photos || video ? "partially meets" : "fully meets");
    }
  });

  it("has words for every status and shortfall in every language", () => {
    for (const status of ["fully meets", "partially meets"] as const) {
      expect(accessibility.technical.compliance[status].en).toMatch(/meets the Web Content Accessibility Guidelines/);
    }
    for (const text of [accessibility.failures.photos, accessibility.failures.video, accessibility.known.photos]) {
      expect(new Set([text.en, text.pt, text.de]).size).toBe(3);
    }
  });
});
