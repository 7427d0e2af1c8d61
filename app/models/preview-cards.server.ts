import { createHash } from "node:crypto";
import { imageDescriptions } from "../../data/images";
import type { FestivalEvent } from "../../data/types";
import { formatDateRange } from "~/i18n/format";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { SITE_NAME } from "~/lib/site";
import { absoluteUrl } from "~/lib/urls";
import { translatorFor } from "~/i18n/i18n.server";
import { LANGS } from "~/i18n/languages";
import { getConfig } from "~/config/config.server";
import { contentIn, events } from "./content.server";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_ROUTE = "/previews";
/** Bump it when the card's design changes, so every URL changes with it. */
const DESIGN_VERSION = 1;
// A full-bleed cover as PNG runs past the 300 KB that chat apps accept quickly.
export const PREVIEW_TYPE = "image/jpeg";

/** Raster: chat apps and social networks do not show SVG. */
export interface PreviewImage {
  url: string;
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
  alt: string;
}

export interface PreviewSpec {
  /** "site" or "event-{id}", then "-{lang}" in a language other than English. */
  key: string;
  kicker: string;
  title: string;
  lines: string[];
  imgPath: string;
  alt: string;
}

/** A card of each language has its own file: English keeps the key it always had. */
const keyIn = (lang: Lang, key: string) => (lang === DEFAULT_LANG ? key : `${key}-${lang}`);

/** One card per edition and language: `event` in any language, the card is drawn in `lang`. */
export function eventPreviewSpec(event: FestivalEvent, lang: Lang = DEFAULT_LANG): PreviewSpec {
  const shown = lang === DEFAULT_LANG ? event : (contentIn(lang).findEvent(event.id) ?? event);
  const place = `${shown.city}, ${shown.region}`;
  const dates = formatDateRange(lang, shown.date);
  return {
    key: keyIn(lang, `event-${event.id.toLowerCase()}`),
    kicker: SITE_NAME,
    title: shown.title,
    lines: [place, dates],
    imgPath: event.imgPath,
    alt: `${shown.title}: ${place}, ${dates}`,
  };
}

export function sitePreviewSpec(lang: Lang = DEFAULT_LANG): PreviewSpec {
  const { intro } = contentIn(lang).home;
  return {
    key: keyIn(lang, "site"),
    kicker: intro.kicker,
    title: SITE_NAME,
    lines: [translatorFor(lang)("preview.tagline")],
    imgPath: intro.heroImgPath,
    alt: `${SITE_NAME}: ${imageDescriptions[intro.heroImgPath]?.[lang] ?? intro.title}`,
  };
}

/** A hash of everything drawn, so a changed title, date or image gives a new URL. */
export function previewFileName(spec: PreviewSpec): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([DESIGN_VERSION, spec.kicker, spec.title, spec.lines, spec.imgPath]))
    .digest("hex")
    .slice(0, 16);
  return `${spec.key}-${hash}.jpg`;
}

export function previewImage(spec: PreviewSpec, siteUrl = getConfig().siteUrl): PreviewImage {
  return {
    url: absoluteUrl(siteUrl, `${PREVIEW_ROUTE}/${previewFileName(spec)}`),
    type: PREVIEW_TYPE,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: spec.alt,
  };
}

/** Every card of every language, English first. */
export function allPreviewSpecs(): PreviewSpec[] {
  return LANGS.flatMap((lang) => [sitePreviewSpec(lang), ...events.map((event) => eventPreviewSpec(event, lang))]);
}

export type PreviewLookup = { status: "current"; spec: PreviewSpec } | { status: "stale"; current: string } | null;

/** Today's, an older one of a known card (its content changed since), or unknown. */
export function lookupPreview(fileName: string): PreviewLookup {
  const match = /^([a-z0-9-]{1,64})-[0-9a-f]{16}\.jpg$/.exec(fileName);
  if (!match) return null;
  const spec = allPreviewSpecs().find((s) => s.key === match[1]);
  if (!spec) return null;
  const current = previewFileName(spec);
  return current === fileName ? { status: "current", spec } : { status: "stale", current };
}
