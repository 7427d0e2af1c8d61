import type { FestivalEvent } from "../../data/types";
import { notFound } from "~/http/http";
import { formatDay } from "~/i18n/format";
import { LOCALES, type Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import {
  galleryFilterOf,
  GalleryFilterError,
  type FacetLink,
  type FilterProblem,
  type GalleryFacetsView,
  type GalleryFilter,
} from "~/lib/gallery-filter";
import { facetSlug, type Facet } from "~/lib/photo-layout";
import { editionGalleryUrl } from "~/lib/urls";
import type { FacetCounts } from "~/services/galleries/gallery-facets.server";

// An edition's gallery narrowed to one boat, day or photographer (docs/product.md, Narrowed galleries).

export function filterProblem(t: Translator, problem: FilterProblem): string {
  return problem === "several" ? t("eventDetails.narrow.several") : t("eventDetails.narrow.malformed");
}

/** `?by=`, `?boat=` or `?day=` of the request; two at once or a malformed one is a 400 with the reason in the page's language. */
export function filterOr400(request: Request, t: Translator): GalleryFilter | null {
  try {
    return galleryFilterOf(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof GalleryFilterError)) throw error;
    throw new Response(filterProblem(t, error.problem), {
      status: 400,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** The boat as the edition lists it, null when it has none of that slug. */
export function boatOfEdition(event: Pick<FestivalEvent, "boats">, slug: string): string | null {
  return (event.boats ?? []).find((boat) => facetSlug(boat) === slug) ?? null;
}

/** The 404 of a narrowing with no approved photos, or of a boat the edition did not have. */
export function narrowingNotFound(t: Translator, href: (path: string) => string, event: Pick<FestivalEvent, "id">): never {
  notFound({
    title: t("eventDetails.narrowed.notFound.title"),
    detail: t("eventDetails.narrowed.notFound.detail"),
    suggestions: [{ to: href(editionGalleryUrl(event.id)), label: t("eventDetails.narrowed.notFound.all") }],
  });
}

const GROUP_ORDER: readonly Facet[] = ["boat", "day", "by"];

/** `fallbackLabel`: the photographer's name as a listed photo has it, when the counts could not be read. */
export function facetsView(options: {
  lang: Lang;
  href: (path: string) => string;
  event: Pick<FestivalEvent, "id" | "boats">;
  filter: GalleryFilter | null;
  counts: FacetCounts | null;
  anchor: string;
  fallbackLabel?: string;
}): GalleryFacetsView {
  const { lang, href, event, filter, counts, anchor } = options;
  const link = (facet: Facet, slug: string, label: string, count: number): FacetLink => ({
    slug,
    label,
    count,
    href: `${href(editionGalleryUrl(event.id, { facet, slug }))}#${anchor}`,
    current: filter?.facet === facet && filter.slug === slug,
  });
  const labelOf = (facet: Facet, slug: string, stored: string) =>
    facet === "boat" ? (boatOfEdition(event, slug) ?? stored) : facet === "day" ? formatDay(lang, slug) : stored;
  const groups = GROUP_ORDER.map((facet) => {
    let values = (counts?.[facet] ?? []).map((v) => link(facet, v.slug, labelOf(facet, v.slug, v.label), v.count));
    if (facet === "boat") {
      // Only the edition's own boats, in its order.
      const order = (event.boats ?? []).map(facetSlug);
      values = values.filter((v) => order.includes(v.slug)).sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
    }
    if (facet === "by") values.sort((a, b) => a.label.localeCompare(b.label, LOCALES[lang], { sensitivity: "base" }));
    return { facet, values };
  }).filter((group) => group.values.length > 0);
  if (!filter) return { groups, current: null };
  const stored = counts?.[filter.facet].find((v) => v.slug === filter.slug)?.label ?? options.fallbackLabel ?? filter.slug;
  return {
    groups,
    current: {
      facet: filter.facet,
      label: labelOf(filter.facet, filter.slug, stored),
      all: `${href(editionGalleryUrl(event.id))}#${anchor}`,
    },
  };
}
