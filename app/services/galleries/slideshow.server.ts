import QRCode from "qrcode";
import { DEFAULT_LANG, localePath, type Lang } from "~/i18n/languages";
import { SLIDESHOW_PHOTOS, type Slide } from "~/lib/slideshow";
import { uploadUrl, absoluteUrl } from "~/lib/urls";
import { getConfig } from "../../config/config.server";
import { isPhotoKey } from "~/lib/photo-layout";
import type { GalleryFilter } from "~/lib/gallery-filter";
import { listPublicPhotos, resolvePublicPhotos, type PublicPhoto } from "./gallery.server";

/** Only photos whose variants are ready (the others are asked for); the original's address is never handed on. */
export async function toSlides(photos: readonly PublicPhoto[], lang: Lang): Promise<Slide[]> {
  const resolved = await resolvePublicPhotos(photos, lang);
  return resolved.flatMap((image, i) => {
    const photo = photos[i]!;
    if (!image.responsive || !image.src || !image.natural) return [];
    const { jpeg, webp } = image.responsive;
    const { width, height } = image.natural;
    const slide: Slide = { key: photo.key, title: photo.title, alt: image.alt, width, height, src: image.src, jpeg, webp };
    if (photo.by) slide.by = photo.by;
    if (photo.poster) {
      slide.clip = photo.original;
      if (typeof photo.duration === "number") slide.duration = photo.duration;
    }
    return [slide];
  });
}

export type SlideList = { status: "ok"; slides: Slide[] } | { status: "error" };

export async function newestSlides(edition: string, lang: Lang, filter?: GalleryFilter | null): Promise<SlideList> {
  const page = await listPublicPhotos({ edition, pageSize: SLIDESHOW_PHOTOS, filter });
  if (page.status === "error") return page;
  return { status: "ok", slides: await toSlides(page.photos, lang) };
}

const LOOK_AHEAD = 6;

export class PhotoParamError extends Error {
  override name = "PhotoParamError";
}

/** For a page without JavaScript: `photo` absent is the newest; after the oldest it starts again; unready photos are passed over. */
export async function slideAt(
  edition: string,
  lang: Lang,
  photo: string | null,
  filter?: GalleryFilter | null,
): Promise<{ status: "ok"; slide: Slide | null; next: string | null } | { status: "error" }> {
  if (photo !== null && !isPhotoKey(photo)) throw new PhotoParamError("This photo of the slideshow does not exist.");
  const page = await listPublicPhotos({ edition, pageSize: LOOK_AHEAD, filter, ...(photo !== null ? { before: photo } : {}) });
  if (page.status === "error") return page;
  const slides = await toSlides(page.photos, lang);
  const slide = slides[0] ?? null;
  if (!slide) return { status: "ok", slide: null, next: page.older };
  const after = page.photos.findIndex((p) => p.key === slide.key) + 1;
  return { status: "ok", slide, next: page.photos[after]?.key ?? page.older };
}

/** With the access code when the site asks for one and it may be shown; the form in `lang`. */
export function uploadAddress(edition: string, { withCode, lang = DEFAULT_LANG }: { withCode: boolean; lang?: Lang }): string {
  const { siteUrl, uploadAccessCode } = getConfig();
  return absoluteUrl(siteUrl, localePath(lang, uploadUrl(edition, withCode ? uploadAccessCode : null)));
}

/** A white quiet zone for scanners; medium error correction survives a crease or glare on a printed card. */
export async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // The address it holds is written out beside it for everyone.
  return svg.replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
}
