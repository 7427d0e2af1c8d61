import { createCookie, type Cookie } from "@remix-run/node";
import { COOKIES } from "~/lib/privacy-inventory";
import { getConfig } from "../../config/config.server";

let cookie: Cookie | undefined;

/** Survives one redirect only, so a per-process secret will do when SESSION_SECRET is unset. */
export function uploadNotice(): Cookie {
  cookie ??= createCookie(COOKIES.uploadNotice.name, {
    path: COOKIES.uploadNotice.path,
    httpOnly: true,
    sameSite: "lax",
    maxAge: COOKIES.uploadNotice.maxAgeSeconds,
    secrets: [getConfig().sessionSecret],
  });
  return cookie;
}
