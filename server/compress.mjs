// @ts-check
// What the server keeps in memory (pages, files): when a kept answer is still good, and its
// compressed bodies, a fast one at once and the smallest made once on zlib's thread pool.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";

/** @typedef {"br" | "gzip"} Encoding */
/** Well under a millisecond for a page: used until the best is ready. */
const FAST = {
  br: (/** @type {Buffer} */ raw) => brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (/** @type {Buffer} */ raw) => gzipSync(raw, { level: 1 }),
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Made on zlib's thread pool after the first answer. */
const BEST = {
  br: (/** @type {Buffer} */ raw) =>
    brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (/** @type {Buffer} */ raw) => gzipAsync(raw, { level: 9 }),
};

/** @typedef {{ raw: Buffer, encoded: Partial<Record<Encoding, Buffer>> }} Compressible */

/**
 * The smallest bodies are made once, off the request thread; until then a fast one is made and kept.
 * @param {import("express").Request} req
 * @param {Compressible} page
 * @returns {[Buffer, Encoding | null]}
 */
export function encodedBody(req, page) {
  const accepts = req.headers["accept-encoding"] ?? "";
  /** @type {Encoding | null} */
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  if (!encoding) return [page.raw, null];
  page.encoded[encoding] ??= FAST[encoding](page.raw);
  return [page.encoded[encoding], encoding];
}

/**
 * An encoded body is another representation of a file: its validator is made weak (RFC 9110, 8.8.1), so
 * that an If-Range with it never gets a part of the plain bytes to join to the encoded ones.
 * @param {import("express").Response} res
 */
export function weakenValidator(res) {
  const etag = res.getHeader("ETag");
  if (typeof etag === "string" && etag.startsWith('"')) res.setHeader("ETag", `W/${etag}`);
}

/**
 * A failure keeps the fast bodies.
 * @param {Compressible} page
 */
export function compressInBackground(page) {
  for (const encoding of /** @type {Encoding[]} */ (["br", "gzip"])) {
    BEST[encoding](page.raw).then(
      (body) => void (page.encoded[encoding] = body),
      () => undefined,
    );
  }
}

/**
 * Asked again when what the pages show has changed, and after `maxAgeSeconds`.
 * @param {{ version: string, storedAt: number }} kept
 * @param {string} version
 * @param {number} maxAgeSeconds
 */
export const isCurrent = (kept, version, maxAgeSeconds) =>
  kept.version === version && Date.now() - kept.storedAt <= maxAgeSeconds * 1000;
