import { redirect } from "@remix-run/node";
import { CursorError, lookUpPublicPage, type PublicPhotoPage } from "~/services/galleries/gallery.server";

/** A malformed cursor is a 400 with the reason; a newer page that is the newest redirects to the listing. */
export async function publicPageFor(request: Request, edition?: string): Promise<PublicPhotoPage> {
  const url = new URL(request.url);
  try {
    const found = await lookUpPublicPage(url, edition);
    if (found.status === "newest") throw redirect(url.pathname, 303);
    return found.page;
  } catch (error) {
    if (!(error instanceof CursorError)) throw error;
    throw new Response(error.message, { status: 400, headers: { "Cache-Control": "no-store", "Content-Type": "text/plain" } });
  }
}
