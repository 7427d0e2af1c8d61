import { FACETS, galleryFacetPath, isPhotoKey, type Facet } from "~/lib/photo-layout";
import { withTimeout } from "~/lib/timeout";
import { getDatabase } from "../backend/backend.server";
import { contentGeneration } from "../backend/cached-backend.server";

/** One value of a facet with the number of approved photos under it; the label is the newest photo's. */
export interface FacetValue {
  slug: string;
  label: string;
  count: number;
}

export type FacetCounts = Record<Facet, FacetValue[]>;

// Every page of an edition shows the counts: one read of its facet index, kept briefly on this copy and dropped at
// once by any write made through it (a review change among them); other copies see a change within FACET_CACHE_MS.
export const FACET_CACHE_MS = 10_000;
const READ_TIMEOUT_MS = 4000;
const cache = new Map<string, { at: number; generation: number; counts: Promise<FacetCounts | null> }>();

const byLabel = (a: FacetValue, b: FacetValue) =>
  a.label.localeCompare(b.label, undefined, { sensitivity: "base" }) || a.slug.localeCompare(b.slug);

/** `{facet: {slug: {key: label}}}` as stored; anything else in it is passed over. */
export function countFacets(tree: unknown): FacetCounts {
  const counts: FacetCounts = { by: [], boat: [], day: [] };
  if (typeof tree !== "object" || tree === null) return counts;
  for (const facet of FACETS) {
    const values = (tree as Record<string, unknown>)[facet];
    if (typeof values !== "object" || values === null) continue;
    for (const [slug, keys] of Object.entries(values as Record<string, unknown>)) {
      if (typeof keys !== "object" || keys === null) continue;
      const photos = Object.entries(keys as Record<string, unknown>).filter(
        (row): row is [string, string] => isPhotoKey(row[0]) && typeof row[1] === "string",
      );
      if (photos.length === 0) continue;
      const newest = photos.reduce((a, b) => (b[0] > a[0] ? b : a));
      counts[facet].push({ slug, label: newest[1], count: photos.length });
    }
    counts[facet].sort(facet === "day" ? (a, b) => a.slug.localeCompare(b.slug) : byLabel);
  }
  return counts;
}

/** Null when the database cannot be read (not kept: the next view asks again). */
export function facetCounts(edition: string, now = Date.now()): Promise<FacetCounts | null> {
  const id = edition.toLowerCase();
  const generation = contentGeneration();
  const cached = cache.get(id);
  if (cached && cached.generation === generation && now - cached.at < FACET_CACHE_MS) return cached.counts;
  const counts = withTimeout(getDatabase().get(galleryFacetPath(id)), READ_TIMEOUT_MS, "Reading the gallery timed out").then(
    countFacets,
    (error: unknown) => {
      if (cache.get(id)?.counts === counts) cache.delete(id);
      console.error(
        "The gallery's photographers, boats and days could not be read:",
        error instanceof Error ? error.message : error,
      );
      return null;
    },
  );
  cache.set(id, { at: now, generation, counts });
  return counts;
}

export function resetFacetCacheForTests(): void {
  cache.clear();
}
