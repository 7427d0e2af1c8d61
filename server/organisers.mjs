// @ts-check

const REFUSED = "This form can only be sent from the site's own pages.";

/**
 * Posts to the organiser pages (sign-in, sign-out, review actions) from another origin are refused
 * here with a 403, before Remix sees them. The site's origin is SITE_URL's; with SITE_URL unset the
 * server does not know its address, so the address the browser used (the post's own Host) is
 * accepted too: `npm start` opened at 127.0.0.1 or from a phone on the network can sign in, while a
 * post from another site still cannot (decision 021). An accepted post is handed on as from the
 * site's origin, Host and Origin alike: Remix's own check compares the two and answers a mismatch
 * with a 500, and the routes check the Origin again (app/services/organisers/organiser-auth.server.ts).
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
      res.status(403).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" });
      // The browser is on this server at another address than SITE_URL's: say which one to use.
      const hint =
        siteUrlConfigured && from !== null && from === own
          ? ` This site's address is set to ${site.origin} (SITE_URL), but this page was opened at ${own}.` +
            ` Open ${site.origin}/organisers/sign-in instead, or start the server with SITE_URL=${own}.`
          : "";
      res.send(REFUSED + hint);
      return;
    }
    req.headers.host = site.host;
    req.headers.origin = site.origin;
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

/**
 * The origin the request was sent to, as the browser wrote it: the Host header (a trusted proxy's
 * X-Forwarded-Host, as express reads it for req.hostname) with the scheme express sees.
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
