import { redirect } from "@remix-run/node";
import { filterQuery, type GalleryFilter } from "~/lib/gallery-filter";
import { CursorError, lookUpPublicPage, type PublicPhotoPage } from "~/services/galleries/gallery.server";

/** A malformed cursor is a 400 with the reason; a newer page that is the newest redirects to the listing, narrowed as it was. */
export async function publicPageFor(request: Request, edition?: string, filter?: GalleryFilter | null): Promise<PublicPhotoPage> {
  const url = new URL(request.url);
  try {
    const found = await lookUpPublicPage(url, edition, filter);
    if (found.status === "newest") {
      const query = filterQuery(filter).toString();
      throw redirect(query ? `${url.pathname}?${query}` : url.pathname, 303);
    }
    return found.page;
  } catch (error) {
    if (!(error instanceof CursorError)) throw error;
    throw new Response(error.message, { status: 400, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain" } });
  }
}
