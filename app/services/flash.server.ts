import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";

/**
 * The one-time "uploaded" notice of post/redirect/get. It only has to survive one redirect, so a
 * per-process signing secret is enough: after a restart the notice is simply not shown.
 */
export const uploadNotice = createCookie("fsw_upload", {
  path: "/add-photo",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 120,
  secrets: [process.env.SESSION_SECRET ?? randomBytes(32).toString("hex")],
});
