// @ts-check
// Security headers for every response, set in one place before anything is sent. Documents get a
// CSP with a fresh nonce per response (handed to Remix through the load context); stored media and
// other files get a policy that allows nothing to run.
import { randomBytes } from "node:crypto";
import helmet from "helmet";

/** Image hosts besides our own /media route: Firebase download URLs. */
const IMAGE_HOSTS = ["https://firebasestorage.googleapis.com", "https://storage.googleapis.com"];
const VIDEO_HOST = "https://www.youtube-nocookie.com";
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * @typedef {object} SecurityOptions
 * @property {boolean} dev development mode: the live-reload socket may connect
 * @property {string | null} storageEmulatorHost with the Storage emulator, download URLs point at it
 */

/** @param {import("express").Response} res */
export const nonceOf = (res) => /** @type {string} */ (res.locals.cspNonce);
/**
 * The policy of an HTML page. `nonce` only for pages that carry scripts (a page without one gets
 * none, so a nonce that stays in a cache is never worth anything); `styleHashes` and `scriptHashes`
 * for the inline stylesheets and scripts the page carries.
 * @param {SecurityOptions} options
 * @param {{ nonce?: string | null, styleHashes?: string[], scriptHashes?: string[] }} [page]
 */
export function documentCsp({ dev, storageEmulatorHost }, { nonce = null, styleHashes = [], scriptHashes = [] } = {}) {
  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)],
    "style-src": ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    "img-src": ["'self'", "data:", "blob:", ...IMAGE_HOSTS, ...(storageEmulatorHost ? [storageEmulatorHost] : [])],
    "frame-src": [VIDEO_HOST],
    "connect-src": ["'self'", ...(dev ? ["ws:", "http://localhost:*"] : [])],
    "font-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** For files that are never documents (built assets, the icon sprite, health checks). */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The service worker's own policy: it may fetch the site's pages and images, and nothing else. */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";
/** A stored file is never a document: no scripts, no plugins, even when opened directly. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/**
 * Headers that only mean something on a document (framing, opener, features, referrer, the old
 * browsers' download and cross-domain switches, and a policy for what would run in it), set for
 * every answer by `securityHeaders`.
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Referrer-Policy",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Permitted-Cross-Domain-Policies",
  "X-XSS-Protection",
];

/**
 * For a built script or stylesheet as it is sent (express.static's `setHeaders`): typed, `nosniff`
 * and same-origin only (CORP), it is never run or shown as a document, so the document-only headers
 * go. They were about 365 bytes on each of the upload page's seventeen scripts (decision 028).
 * @param {import("node:http").ServerResponse} res
 */
export function dropDocumentHeaders(res) {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/**
 * Strict-Transport-Security when the request came over HTTPS: directly, or through a proxy that
 * TRUST_PROXY lets us believe (req.secure reads X-Forwarded-Proto then). Over plain HTTP browsers
 * ignore it anyway.
 */
const hsts = helmet.strictTransportSecurity({ maxAge: ONE_YEAR_SECONDS, includeSubDomains: true });

/**
 * One middleware for every response: a fresh nonce (used only if the page turns out to carry
 * scripts), helmet's headers, the permissions policy, HSTS over HTTPS and the policy of a page
 * without scripts. Pages refine the CSP once they know what they carry (`documentCsp`); files
 * that are not documents swap it for a stricter one with `replacePolicy`.
 * @param {SecurityOptions} options
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders(options) {
  const base = helmet({
    // Ours, below: a page's policy depends on what the page carries.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    // Not in our policy before helmet, and measured: with it, Chromium spends about 250 ms more of
    // main-thread time on /home (its video frame), which cost the page its Lighthouse score.
    originAgentCluster: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const fallbackCsp = documentCsp(options);
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Content-Security-Policy", fallbackCsp);
    if (!req.secure) return base(req, res, next);
    hsts(req, res, () => base(req, res, next));
  };
}

/**
 * A stricter policy for a whole path (stored media, health checks); the answer keeps it.
 * @param {string} policy
 * @returns {import("express").RequestHandler}
 */
export const replacePolicy = (policy) => (_req, res, next) => {
  res.setHeader("Content-Security-Policy", policy);
  res.locals.cspReplaced = true;
  next();
};

/**
 * The policy of a rendered page, from what its render reported.
 * @param {import("express").Response} res
 * @param {SecurityOptions} options
 * @param {{ nonce?: string | null, styleHashes?: string[], scriptHashes?: string[] }} page
 */
export function setDocumentPolicy(res, options, page) {
  res.setHeader("Content-Security-Policy", documentCsp(options, page));
}

/**
 * The policy of an answer from the app that is not a page (sitemap, robots, calendars, previews,
 * JSON, redirects): nothing may run in it even when opened directly, unless its path has a policy
 * of its own already.
 * @param {import("express").Response} res
 */
export function setFilePolicy(res) {
  if (!res.locals.cspReplaced) res.setHeader("Content-Security-Policy", RESOURCE_CSP);
}
