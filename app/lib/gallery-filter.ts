import { FACETS, isFacetSlug, validDay, type Facet } from "./photo-layout";

/** An edition's gallery narrowed to one photographer, boat or day: `?by=`, `?boat=` or `?day=` (docs/product.md, Narrowed galleries). */
export interface GalleryFilter {
  facet: Facet;
  slug: string;
}

export type FilterProblem = "several" | "malformed";

export class GalleryFilterError extends Error {
  override name = "GalleryFilterError";
  constructor(readonly problem: FilterProblem) {
    super(problem === "several" ? "More than one narrowing at a time." : "A narrowing that is no slug.");
  }
}

/** Null without one; throws GalleryFilterError for two at once, an empty value or one that is not a slug (a day: YYYY-MM-DD). */
export function galleryFilterOf(query: URLSearchParams): GalleryFilter | null {
  const given = FACETS.flatMap((facet) => query.getAll(facet).map((slug) => ({ facet, slug })));
  if (given.length === 0) return null;
  if (given.length > 1) throw new GalleryFilterError("several");
  const { facet, slug } = given[0]!;
  const wellFormed = facet === "day" ? validDay(slug) === slug : isFacetSlug(slug);
  if (!wellFormed) throw new GalleryFilterError("malformed");
  return { facet, slug };
}

/** The query that carries it (empty without one), to put before other parameters. */
export function filterQuery(filter: GalleryFilter | null | undefined): URLSearchParams {
  return new URLSearchParams(filter ? { [filter.facet]: filter.slug } : {});
}

export interface FacetLink {
  slug: string;
  label: string;
  count: number;
  href: string;
  current: boolean;
}

export interface GalleryFacetsView {
  /** Boats in the edition's order, days in time order, photographers by name; each with approved photos only. */
  groups: Array<{ facet: Facet; values: FacetLink[] }>;
  /** The narrowing shown, with the way back to every photo. */
  current: { facet: Facet; label: string; all: string } | null;
}
