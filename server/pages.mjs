// @ts-check
// Each page is rendered once per version of what it shows (pageVersion in the app), then served like a
// static file; its CSP is built from what the render reports (decision 010). Files that never change
// are kept beside them (server/files.mjs).
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { compressInBackground, encodedBody, isCurrent } from "./compress.mjs";
import { createFileKeeper } from "./files.mjs";
import { sendFetchResponse, toFetchRequest } from "./remix-http.mjs";
import { nonceOf, setDocumentPolicy, setFilePolicy } from "./security.mjs";

/** Stands for the nonce in a kept page that carries scripts; each response gets its own. */
const NONCE_MARK = "__fsw-csp-nonce__";
// The upload notice, the uploader's own list of photos and the name they gave last (COOKIES in
// app/lib/privacy-inventory.ts): a page that reads one is theirs.
export const UPLOADER_COOKIES = ["fsw_upload=", "fsw_my_uploads=", "fsw_name="];
const MAX_PAGES = 500;
const STALE_WHILE_REVALIDATE_SECONDS = 600;
/** Set by the page handler itself, or never kept. */
const OWN_HEADERS = /^(content-type|content-length|cache-control|content-security-policy|etag|set-cookie)$/i;

/** @typedef {import("./compress.mjs").Encoding} Encoding */

/**
 * @typedef {object} CachedPage
 * @property {string} version
 * @property {number} storedAt
 * @property {number} status
 * @property {[string, string | string[]][]} headers from the render, security and caching headers excluded
 * @property {boolean} shared whether a CDN may keep it (not for a response to a post or a cookie)
 * @property {string} template the HTML, with NONCE_MARK where the nonce goes
 * @property {boolean} hasScripts
 * @property {string[]} styleHashes
 * @property {string[]} scriptHashes
 * @property {string} etag
 * @property {Buffer} [raw] the page, when it has no nonce to fill in
 * @property {Partial<Record<Encoding, Buffer>>} encoded the compressed bodies made so far
 */

/**
 * A page the uploader's cookies change is theirs: not kept while the request carries one. The cookies reach
 * every address (each language's upload page has its own), so `uploaderPaths`, when given, names the pages
 * that read them; any other page is the same for everyone.
 * @param {import("express").Request} req
 * @param {string[] | undefined} uploaderPaths
 */
const isCacheable = (req, uploaderPaths) =>
  (req.method === "GET" || req.method === "HEAD") &&
  ((uploaderPaths !== undefined && !uploaderPaths.some((p) => req.path === p || req.path.startsWith(`${p}/`))) ||
    !UPLOADER_COOKIES.some((cookie) => (req.headers.cookie ?? "").includes(cookie)));

/**
 * @param {LRUCache<string, CachedPage>} pages
 * @param {import("express").Request} req
 * @param {string} version
 * @param {number} maxAgeSeconds
 * @param {string[] | undefined} uploaderPaths
 */
function lookupPage(pages, req, version, maxAgeSeconds, uploaderPaths) {
  if (!isCacheable(req, uploaderPaths)) return undefined;
  const page = pages.get(req.originalUrl);
  if (!page) return undefined;
  if (!isCurrent(page, version, maxAgeSeconds)) {
    pages.delete(req.originalUrl);
    return undefined;
  }
  return page;
}

/**
 * @param {import("express").Request} req
 * @param {CachedPage} page
 */
function isNotModified(req, page) {
  return page.status === 200 && (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(page.etag) ?? false);
}

/**
 * @param {Response} response
 * @param {{ styleHashes: string[], scriptHashes?: string[], hasScripts: boolean } | undefined} rendered what the render reported
 * @param {string} nonce
 * @param {string} version
 * @param {boolean} shared
 * @returns {Promise<CachedPage>}
 */
async function toPage(response, rendered, nonce, version, shared) {
  const html = await response.text();
  const hasScripts = rendered?.hasScripts ?? false;
  const template = hasScripts && nonce ? html.replaceAll(nonce, NONCE_MARK) : html;
  /** @type {[string, string | string[]][]} */
  const headers = [];
  response.headers.forEach((value, name) => {
    if (!OWN_HEADERS.test(name)) headers.push([name, value]);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers.push(["Set-Cookie", cookies]);
  const raw = Buffer.from(template);
  /** @type {CachedPage} */
  const page = {
    version,
    storedAt: Date.now(),
    shared,
    status: response.status,
    headers,
    template,
    hasScripts,
    styleHashes: rendered?.styleHashes ?? [],
    scriptHashes: rendered?.scriptHashes ?? [],
    etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
    encoded: {},
  };
  if (hasScripts) return page;
  const withBody = { ...page, raw };
  if (shared) compressInBackground(withBody);
  return withBody;
}

/**
 * @param {object} options
 * @param {(request: Request, context: import("@remix-run/node").AppLoadContext) => Promise<Response>} options.handle Remix
 * @param {import("./security.mjs").SecurityOptions} options.security
 * @param {() => string} options.version what the pages depend on besides their URL
 * @param {number} options.maxAgeSeconds how long a page is kept without asking storage again
 * @param {string} options.origin the site's own origin: request URLs are built on it
 * @param {(req: import("express").Request, res: import("express").Response) => import("@remix-run/node").AppLoadContext} options.getLoadContext
 * @param {string[]} [options.uploaderPaths] the pages the uploader's cookies change (every page when absent)
 */
export function createPageHandler({ handle, security, version, maxAgeSeconds, origin, getLoadContext, uploaderPaths }) {
  /** @type {LRUCache<string, CachedPage>} */
  const pages = new LRUCache({ max: MAX_PAGES });
  const files = createFileKeeper({ version, maxAgeSeconds });
  const cacheControl = `public, max-age=0, must-revalidate, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {CachedPage} page
   */
  function send(req, res, page) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // The same page for every visitor has nothing for another window to learn: it opens in the
    // visitor's browsing context group instead of a fresh process (decision 031).
    if (page.shared) res.removeHeader("Cross-Origin-Opener-Policy");
    if (page.hasScripts || !page.raw) {
      // A page with scripts is this response's alone: its nonce must not be reused anywhere.
      const nonce = nonceOf(res);
      setDocumentPolicy(res, security, { nonce, styleHashes: page.styleHashes, scriptHashes: page.scriptHashes });
      res.setHeader("Cache-Control", "private, no-store");
      res.status(page.status);
      res.end(req.method === "HEAD" ? undefined : page.template.replaceAll(NONCE_MARK, nonce));
      return;
    }
    setDocumentPolicy(res, security, { styleHashes: page.styleHashes, scriptHashes: page.scriptHashes });
    res.setHeader("Cache-Control", page.shared ? cacheControl : "private, no-store");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (isNotModified(req, page)) {
      res.status(304).end();
      return;
    }
    const [body, encoding] = encodedBody(req, /** @type {CachedPage & { raw: Buffer }} */ (page));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(page.status);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Before any other middleware, when the page is kept and needs no nonce. */
  /** @type {import("express").RequestHandler} */
  const serveCached = (req, res, next) => {
    const page = lookupPage(pages, req, version(), maxAgeSeconds, uploaderPaths);
    if (!page || page.hasScripts) return files.serveKept(req, res, next);
    send(req, res, page);
  };

  /** @type {import("express").RequestHandler} */
  const render = async (req, res, next) => {
    try {
      const pageVersion = version();
      const cached = lookupPage(pages, req, pageVersion, maxAgeSeconds, uploaderPaths);
      if (cached) return send(req, res, cached);
      const context = getLoadContext(req, res);
      const response = await handle(toFetchRequest(req, res, origin), context);
      if (!response.headers.get("content-type")?.startsWith("text/html")) {
        setFilePolicy(res);
        if (files.keepable(req, response)) return await files.keepAndSend(req, res, response, pageVersion);
        return await sendFetchResponse(res, response);
      }
      // A page marked private (a signed-in organiser's, an uploader's own list) is never kept.
      const keep =
        isCacheable(req, uploaderPaths) &&
        (response.status === 200 || response.status === 404) &&
        !response.headers.has("set-cookie") &&
        !/\bprivate\b/.test(response.headers.get("cache-control") ?? "");
      const page = await toPage(response, context.rendered, nonceOf(res), pageVersion, keep);
      if (keep) pages.set(req.originalUrl, page);
      send(req, res, page);
    } catch (error) {
      next(error);
    }
  };

  return { serveCached, render, pages, files: files.files };
}
