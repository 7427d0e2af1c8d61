import { createCookie, type Cookie } from "@remix-run/node";
import { getConfig } from "../config.server";

let cookie: Cookie | undefined;

/**
 * The one-time "uploaded" notice of post/redirect/get. It only has to survive one redirect, so a
 * per-process signing secret is enough when SESSION_SECRET is unset: after a restart the notice is
 * simply not shown.
 */
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
