import QRCode from "qrcode";
import { SLIDESHOW_PHOTOS, type Slide } from "~/lib/slideshow";
import { absoluteUrl } from "~/lib/meta";
import { uploadUrl } from "~/lib/urls";
import { getConfig } from "../config.server";
import { isPhotoKey } from "~/lib/photo-layout";
import { listPublicPhotos, resolvePublicPhotos, type PublicPhoto } from "./gallery.server";

/**
 * The edition's approved photos as party-screen slides: those whose variants are ready (the others
 * are asked for, and join once made). The original's address is never handed on.
 */
export async function toSlides(photos: readonly PublicPhoto[], editionTitle: string): Promise<Slide[]> {
  const resolved = await resolvePublicPhotos(photos, editionTitle);
  return resolved.flatMap((image, i) => {
    const photo = photos[i]!;
    if (!image.responsive || !image.src || !image.natural) return [];
    const { jpeg, webp } = image.responsive;
    const { width, height } = image.natural;
    return [{ key: photo.key, title: photo.title, alt: image.alt, width, height, src: image.src, jpeg, webp }];
  });
}

export type SlideList = { status: "ok"; slides: Slide[] } | { status: "error" };

/** The newest approved photos of an edition, newest first: what the screen plays and polls for. */
export async function newestSlides(edition: string, editionTitle: string): Promise<SlideList> {
  const page = await listPublicPhotos({ edition, pageSize: SLIDESHOW_PHOTOS });
  if (page.status === "error") return page;
  return { status: "ok", slides: await toSlides(page.photos, editionTitle) };
}

/** Photos looked at to find one that is ready to show, from where a page without JavaScript stands. */
const LOOK_AHEAD = 6;

export class PhotoParamError extends Error {
  override name = "PhotoParamError";
}

/**
 * One photo of the show for a page without JavaScript, and where its refresh goes next: `photo` is
 * where it stands (the newest photo when absent), the next is the one uploaded before it, and after
 * the oldest the show starts again from the newest. A photo not ready to show is passed over.
 */
export async function slideAt(
  edition: string,
  editionTitle: string,
  photo: string | null,
): Promise<{ status: "ok"; slide: Slide | null; next: string | null } | { status: "error" }> {
  if (photo !== null && !isPhotoKey(photo)) throw new PhotoParamError("This photo of the slideshow does not exist.");
  const page = await listPublicPhotos({ edition, pageSize: LOOK_AHEAD, ...(photo !== null ? { before: photo } : {}) });
  if (page.status === "error") return page;
  const slides = await toSlides(page.photos, editionTitle);
  const slide = slides[0] ?? null;
  if (!slide) return { status: "ok", slide: null, next: page.older };
  const after = page.photos.findIndex((p) => p.key === slide.key) + 1;
  return { status: "ok", slide, next: page.photos[after]?.key ?? page.older };
}

/** The absolute address of the upload form for an edition, with the access code when the site asks for one and it may be shown. */
export function uploadAddress(edition: string, { withCode }: { withCode: boolean }): string {
  const { siteUrl, uploadAccessCode } = getConfig();
  return absoluteUrl(siteUrl, uploadUrl(edition, withCode ? uploadAccessCode : null));
}

/**
 * A QR code as SVG markup: dark modules on a white quiet zone (scanners need it), drawn as one path
 * that scales to any size. Medium error correction survives a crease or a glare on a printed card.
 */
export async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // Sized by its box in the page; the address it holds is written out beside it for everyone.
  return svg.replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
}
