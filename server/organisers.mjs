// @ts-check

const REFUSED = "This form can only be sent from the site's own pages.";

/**
 * 403 before Remix for posts from another origin; with SITE_URL unset the post's own Host is accepted
 * too (decision 021). Accepted posts get the site's origin, as Remix answers a Host/Origin mismatch with a 500.
 * @param {{ siteUrl: string, siteUrlConfigured: boolean }} config
 * @returns {import("express").RequestHandler}
 */
export function organiserOriginCheck({ siteUrl, siteUrlConfigured }) {
  const site = new URL(siteUrl);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const from = originOf(req);
    const own = ownOrigin(req);
    const accepted = from === site.origin || (!siteUrlConfigured && from !== null && from === own);
    if (!accepted) {
      // The browser is on this server at another address than SITE_URL's: say which one to use.
      const hint =
        siteUrlConfigured && from !== null && from === own
          ? ` This site's address is set to ${site.origin} (SITE_URL), but this page was opened at ${own}.` +
            ` Open ${site.origin}/organisers/sign-in instead, or start the server with SITE_URL=${own}.`
          : "";
      refuse(res, hint);
      return;
    }
    req.headers.host = site.host;
    req.headers.origin = site.origin;
    delete req.headers["x-forwarded-host"];
    next();
  };
}

/**
 * Every other post Remix answers: the browser's own origin (or SITE_URL's) is accepted, as Remix's own
 * check would; any other, `null` or a malformed one is a 403 here instead of Remix's 500. A post
 * without an Origin (a script, not a browser) goes on, as before.
 * @param {{ siteUrl: string }} config
 * @returns {import("express").RequestHandler}
 */
export function postOriginCheck({ siteUrl }) {
  const site = new URL(siteUrl);
  return (req, res, next) => {
    const from = req.headers.origin;
    if (req.method === "GET" || req.method === "HEAD" || from === undefined) return next();
    if (from !== site.origin && from !== ownOrigin(req)) {
      refuse(res);
      return;
    }
    // What Remix compares the Origin with.
    req.headers.host = new URL(from).host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}

/**
 * @param {import("express").Response} res
 * @param {string} [hint]
 */
function refuse(res, hint = "") {
  res.status(403).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" });
  res.send(REFUSED + hint);
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

/**
 * As the browser wrote it: the Host (or a trusted proxy's X-Forwarded-Host) with the scheme express sees.
 * @param {import("express").Request} req
 */
function ownOrigin(req) {
  const trusted = req.app.get("trust proxy fn")(req.socket.remoteAddress, 0);
  const forwarded = trusted ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  const host = forwarded || req.get("Host");
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
