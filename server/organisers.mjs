// @ts-check

/**
 * Posts to the organiser pages (sign-in, sign-out, review actions) from another origin are refused
 * here with a 403, before Remix sees them. Remix's own check compares the Origin with the Host
 * header and answers a mismatch with a 500; a post from the site's own origin (SITE_URL) is
 * therefore handed on with that origin's host, which a proxy in front may have rewritten. The
 * routes check the origin again (app/services/organiser-auth.server.ts).
 * @param {string} siteUrl
 * @returns {import("express").RequestHandler}
 */
export function organiserOriginCheck(siteUrl) {
  const site = new URL(siteUrl);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (originOf(req) !== site.origin) {
      res.status(403).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" });
      res.send("This form can only be sent from the site's own pages.");
      return;
    }
    req.headers.host = site.host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}

/** @param {import("express").Request} req */
function originOf(req) {
  const origin = req.headers.origin;
  if (origin !== undefined) return origin;
  try {
    return req.headers.referer ? new URL(req.headers.referer).origin : null;
  } catch {
    return null;
  }
}
