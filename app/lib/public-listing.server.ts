import { redirect } from "@remix-run/node";
import { CursorError, lookUpPublicPage, type PublicPhotoPage } from "~/services/galleries/gallery.server";

/**
 * The page of public photos a listing URL asks for, as a route answers it: a malformed cursor is the
 * visitor's mistake (400 with the reason, never an error page of ours), and a newer page that is the
 * newest is sent to the listing's own URL.
 */
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
