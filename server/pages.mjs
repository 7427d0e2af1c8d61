// @ts-check
// Serves what Remix renders. HTML pages are kept in memory, so a page is rendered once per version
// of what it shows (see pageVersion in the app) and then served like a static file: with an ETag,
// a 304 for a matching If-None-Match, precompressed, and a Cache-Control a CDN can work with.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { sendFetchResponse, toFetchRequest } from "./remix-http.mjs";
import { documentCsp, nonceOf } from "./security.mjs";

/** Stands for the nonce in a cached page that carries scripts; each response gets its own. */
const NONCE_MARK = "__fsw-csp-nonce__";
const FLASH_COOKIE = "fsw_upload=";
const MAX_PAGES = 500;
const STALE_WHILE_REVALIDATE_SECONDS = 600;

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
 * @property {string} etag
 * @property {Buffer} [raw] the page, when it has no nonce to fill in
 * @property {Buffer} [gzip]
 * @property {Buffer} [br]
 */

const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest("base64");

/** @param {string} html */
function inlineStyleHashes(html) {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `sha256-${sha256(m[1] ?? "")}`);
}

/**
 * @param {object} options
 * @param {(request: Request, context: import("@remix-run/node").AppLoadContext) => Promise<Response>} options.handle Remix
 * @param {string} options.publicDir where /build/… stylesheets are on disk
 * @param {import("./security.mjs").SecurityOptions} options.security
 * @param {() => string} options.version what the pages depend on besides their URL
 * @param {number} options.maxAgeSeconds how long a page is kept without asking storage again
 * @param {string} options.origin the site's own origin: request URLs are built on it
 * @param {(req: import("express").Request, res: import("express").Response) => import("@remix-run/node").AppLoadContext} options.getLoadContext
 */
export function createPageHandler({ handle, publicDir, security, version, maxAgeSeconds, origin, getLoadContext }) {
  /** @type {LRUCache<string, CachedPage>} */
  const pages = new LRUCache({ max: MAX_PAGES });
  /** @type {Map<string, Promise<string>>} */
  const stylesheets = new Map();
  /**
   * The stylesheet goes into the page itself: 5 KB compressed, smaller than a critical subset plus
   * a request that Chrome lets block the first paint wherever the link stands. Built sheets are
   * content-addressed, so each is read once.
   * @param {string} html
   */
  async function inlineStylesheets(html) {
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/build\/[^"?#]+\.css)"\/?>/g)];
    let out = html;
    for (const [tag, href] of links) {
      if (!href || href.includes("..")) continue;
      let css = stylesheets.get(href);
      if (!css) {
        css = readFile(path.join(publicDir, href), "utf8").then((text) =>
          text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ""),
        );
        stylesheets.set(href, css);
      }
      // A sheet that cannot be read stays a link: slower, never broken.
      const text = await css.catch(() => null);
      if (text !== null) out = out.replace(tag, () => `<style>${text.replaceAll("</", "<\\/")}</style>`);
    }
    return out;
  }
  const cacheControl = `public, max-age=0, must-revalidate, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

  /** @param {import("express").Request} req */
  const cacheable = (req) =>
    (req.method === "GET" || req.method === "HEAD") && !(req.headers.cookie ?? "").includes(FLASH_COOKIE);

  /** @param {import("express").Request} req */
  function lookup(req) {
    if (!cacheable(req)) return undefined;
    const page = pages.get(req.originalUrl);
    if (!page) return undefined;
    if (page.version !== version() || Date.now() - page.storedAt > maxAgeSeconds * 1000) {
      pages.delete(req.originalUrl);
      return undefined;
    }
    return page;
  }

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {CachedPage} page
   */
  function send(req, res, page) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (!page.shared) res.setHeader("Cache-Control", "private, no-store");
    if (page.hasScripts) {
      // A page with scripts is this response's alone: its nonce must not be reused anywhere.
      const nonce = nonceOf(res);
      res.setHeader("Content-Security-Policy", documentCsp(security, { nonce, styleHashes: page.styleHashes }));
      res.setHeader("Cache-Control", "private, no-store");
      res.status(page.status);
      const body = page.template.replaceAll(NONCE_MARK, nonce);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.setHeader("Content-Security-Policy", documentCsp(security, { styleHashes: page.styleHashes }));
    if (page.shared) res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (page.status === 200 && req.headers["if-none-match"]?.split(/\s*,\s*/).includes(page.etag)) {
      res.status(304).end();
      return;
    }
    const accepts = req.headers["accept-encoding"] ?? "";
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [page.br, "br"]
      : /\bgzip\b/.test(accepts)
        ? [page.gzip, "gzip"]
        : [page.raw, null];
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body?.length ?? 0));
    res.status(page.status);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * @param {Response} response
   * @param {string} nonce
   * @param {string} pageVersion
   * @param {boolean} shared
   * @returns {Promise<CachedPage>}
   */
  async function toPage(response, nonce, pageVersion, shared) {
    let html = await response.text();
    const hasScripts = html.includes(`nonce="${nonce}"`);
    // Not where React hydrates the document: it would find a <style> where it rendered a <link>.
    if (!hasScripts) html = await inlineStylesheets(html);
    const template = hasScripts ? html.replaceAll(nonce, NONCE_MARK) : html;
    /** @type {[string, string | string[]][]} */
    const headers = [];
    response.headers.forEach((value, name) => {
      if (!/^(content-type|content-length|cache-control|content-security-policy|etag|set-cookie)$/i.test(name)) {
        headers.push([name, value]);
      }
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers.push(["Set-Cookie", cookies]);
    const raw = Buffer.from(template);
    return {
      version: pageVersion,
      storedAt: Date.now(),
      shared,
      status: response.status,
      headers,
      template,
      hasScripts,
      styleHashes: inlineStyleHashes(template),
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
      ...(hasScripts
        ? {}
        : {
            raw,
            gzip: gzipSync(raw, { level: 9 }),
            br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          }),
    };
  }

  /** Answers from memory before any other middleware runs, when the page is there and needs no nonce. */
  /** @type {import("express").RequestHandler} */
  const serveCached = (req, res, next) => {
    const page = lookup(req);
    if (!page || page.hasScripts) return next();
    send(req, res, page);
  };

  /** @type {import("express").RequestHandler} */
  const render = async (req, res, next) => {
    try {
      const cached = lookup(req);
      if (cached) return send(req, res, cached);
      const pageVersion = version();
      const response = await handle(toFetchRequest(req, res, origin), getLoadContext(req, res));
      if (!response.headers.get("content-type")?.startsWith("text/html")) return await sendFetchResponse(res, response);
      // A page marked private (a signed-in organiser's) is this visitor's alone: never kept, never shared.
      const keep =
        cacheable(req) &&
        (response.status === 200 || response.status === 404) &&
        !response.headers.has("set-cookie") &&
        !/\bprivate\b/.test(response.headers.get("cache-control") ?? "");
      const page = await toPage(response, nonceOf(res), pageVersion, keep);
      if (keep) pages.set(req.originalUrl, page);
      send(req, res, page);
    } catch (error) {
      next(error);
    }
  };

  return { serveCached, render, pages };
}
