import type { LoaderFunctionArgs } from "@remix-run/node";
import { boatOfEdition, filterProblem } from "~/http/gallery-narrowing.server";
import { responseBody } from "~/http/response-body.server";
import { translatorFor } from "~/i18n/i18n.server";
import { DEFAULT_LANG } from "~/i18n/languages";
import { galleryFilterOf, GalleryFilterError, type GalleryFilter } from "~/lib/gallery-filter";
import { findEvent } from "~/models/content.server";
import { editionArchive } from "~/services/galleries/photo-zip.server";

/** `fsw25-photos.zip`, narrowed `fsw25-bali-4-2-photos.zip`; a name beyond ASCII also in UTF-8 (RFC 6266). */
function attachment(id: string, filter: GalleryFilter | null): string {
  const name = filter ? `${id}-${filter.slug}-photos.zip` : `${id}-photos.zip`;
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// A file, not a page: one address for every language, its answers in English.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const event = findEvent(params.id ?? "");
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!event) return new Response("We have no edition with that name.", { status: 404, headers });
  let filter: GalleryFilter | null;
  try {
    filter = galleryFilterOf(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof GalleryFilterError)) throw error;
    return new Response(filterProblem(translatorFor(DEFAULT_LANG), error.problem), { status: 400, headers });
  }
  if (filter?.facet === "boat" && !boatOfEdition(event, filter.slug))
    return new Response("This edition had no boat by that name.", { status: 404, headers });
  const archive = await editionArchive(event.id, filter);
  if (!archive) {
    const none = filter
      ? "This edition has no shared photos of that boat, day or photographer."
      : "This edition has no shared photos yet.";
    return new Response(none, { status: 404, headers });
  }
  return new Response(responseBody(archive), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": attachment(event.id.toLowerCase(), filter),
      "Cache-Control": "no-store",
    },
  });
}
