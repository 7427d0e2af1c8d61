import { createCookie, type Cookie } from "@remix-run/node";
import { getConfig } from "../config.server";

let cookie: Cookie | undefined;

/** Survives one redirect only, so a per-process secret will do when SESSION_SECRET is unset. */
export function uploadNotice(): Cookie {
  cookie ??= createCookie("fsw_upload", {
    path: "/add-photo",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 120,
    secrets: [getConfig().sessionSecret],
  });
  return cookie;
}
