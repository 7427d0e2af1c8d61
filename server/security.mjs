// @ts-check
// Documents get a CSP with a fresh nonce per response; stored media and other files a policy that runs nothing.
import { randomBytes } from "node:crypto";
import helmet from "helmet";

/** Firebase download URLs: images, and clips in <video>. */
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
 * `nonce` only for pages with scripts, so a nonce left in a cache is worth nothing; hashes for the
 * inline styles and scripts the page carries.
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
    "media-src": ["'self'", ...IMAGE_HOSTS, ...(storageEmulatorHost ? [storageEmulatorHost] : [])],
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

/** Built assets, the icon sprite, health checks. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";
export const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";
/** Even when opened directly. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** Headers that mean something on a document only. */
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

/** Only over HTTPS, direct or through a proxy TRUST_PROXY lets us believe (req.secure). */
const hsts = helmet.strictTransportSecurity({ maxAge: ONE_YEAR_SECONDS, includeSubDomains: true });

/**
 * Pages refine the CSP once they know what they carry (`documentCsp`); other files use `replacePolicy`.
 * @param {SecurityOptions} options
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders(options) {
  const base = helmet({
    // Ours, below: a page's policy depends on what the page carries.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    // Measured: with it, Chromium spends about 250 ms more main-thread time on /home, costing its Lighthouse score.
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
 * @param {string} policy
 * @returns {import("express").RequestHandler}
 */
export const replacePolicy = (policy) => (_req, res, next) => {
  res.setHeader("Content-Security-Policy", policy);
  res.locals.cspReplaced = true;
  next();
};

/**
 * @param {import("express").Response} res
 * @param {SecurityOptions} options
 * @param {{ nonce?: string | null, styleHashes?: string[], scriptHashes?: string[] }} page
 */
export function setDocumentPolicy(res, options, page) {
  res.setHeader("Content-Security-Policy", documentCsp(options, page));
}

/**
 * Sitemap, robots, calendars, previews, JSON, redirects: nothing may run, unless the path has its own policy.
 * @param {import("express").Response} res
 */
export function setFilePolicy(res) {
  if (!res.locals.cspReplaced) res.setHeader("Content-Security-Policy", RESOURCE_CSP);
}
