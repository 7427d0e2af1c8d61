import { createCookie, type Cookie } from "@remix-run/node";
import { COOKIES } from "~/lib/privacy-inventory";
import { cleanPhotoName } from "~/lib/photo-upload";
import { getConfig } from "../../config/config.server";

// "Your name" remembered on this device only, so the form comes filled in next time, with or without
// JavaScript. Pages that read it are the visitor's own: server/pages.mjs keeps none of them.

let cookie: Cookie | undefined;

/** Signed like the other upload cookies: a value this site did not write fills in nothing. */
export function uploaderNameCookie(): Cookie {
  cookie ??= createCookie(COOKIES.uploaderName.name, {
    path: COOKIES.uploaderName.path,
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().siteUrl.startsWith("https://"),
    maxAge: COOKIES.uploaderName.maxAgeSeconds,
    secrets: [getConfig().sessionSecret],
  });
  return cookie;
}

/** The name this browser gave last; empty when none, or when the cookie is unsigned, forged or holds what the form refuses. */
export async function rememberedName(request: Request): Promise<string> {
  const value = (await uploaderNameCookie()
    .parse(request.headers.get("Cookie"))
    .catch(() => null)) as unknown;
  return cleanPhotoName(value) ?? "";
}

/**
 * After an upload that was taken: a name sets the cookie, an empty one removes it (only from a browser that
 * has it: nobody gets a cookie for leaving the field empty). Null when nothing changes.
 */
export async function nameCookieHeader(request: Request, given: string | undefined): Promise<string | null> {
  const name = cleanPhotoName(given ?? "");
  if (name === null) return null;
  if (name) return uploaderNameCookie().serialize(name);
  const carried = (request.headers.get("Cookie") ?? "").split(/;\s*/).some((c) => c.startsWith(`${COOKIES.uploaderName.name}=`));
  return carried ? uploaderNameCookie().serialize("", { maxAge: 0 }) : null;
}
