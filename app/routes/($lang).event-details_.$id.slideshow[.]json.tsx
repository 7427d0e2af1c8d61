import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { POLL_SECONDS } from "~/lib/slideshow";
import { contentIn } from "~/models/content.server";
import { newestSlides } from "~/services/galleries/slideshow.server";
import { boatOfEdition, filterProblem } from "~/http/gallery-narrowing.server";
import { galleryFilterOf, GalleryFilterError, type GalleryFilter } from "~/lib/gallery-filter";
import { requestI18n } from "~/http/page-language.server";

/** Each screen polls every few seconds, so an unchanged list is a 304 on its ETag (decision 024). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const base = { "Content-Type": "application/json; charset=utf-8", "X-Robots-Tag": "noindex" };
  const event = contentIn(lang).findEvent(params.id ?? "");
  if (!event) {
    return new Response(JSON.stringify({ error: t("party.noEdition") }), {
      status: 404,
      headers: { ...base, "Cache-Control": "no-store" },
    });
  }
  let filter: GalleryFilter | null;
  try {
    filter = galleryFilterOf(new URL(request.url).searchParams);
  } catch (error) {
    if (!(error instanceof GalleryFilterError)) throw error;
    return new Response(JSON.stringify({ error: filterProblem(t, error.problem) }), {
      status: 400,
      headers: { ...base, "Cache-Control": "no-store" },
    });
  }
  if (filter?.facet === "boat" && !boatOfEdition(event, filter.slug)) {
    return new Response(JSON.stringify({ error: t("eventDetails.narrowed.notFound.detail") }), {
      status: 404,
      headers: { ...base, "Cache-Control": "no-store" },
    });
  }
  const list = await newestSlides(event.id.toLowerCase(), lang, filter);
  if (list.status === "error") {
    return new Response(JSON.stringify({ error: t("party.slideshow.unreadableList") }), {
      status: 503,
      headers: { ...base, "Cache-Control": "no-store", "Retry-After": String(POLL_SECONDS) },
    });
  }
  const body = JSON.stringify({ slides: list.slides });
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { ...base, "Cache-Control": "no-cache", ETag: etag };
  const known = request.headers.get("If-None-Match")?.split(/\s*,\s*/) ?? [];
  if (known.includes(etag) || known.includes(`W/${etag}`)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
