// @ts-check
// Files Remix answers as never changing (stored media but uploads, finished preview cards) are kept
// in memory once sent and then served like the kept pages, without Remix (decision 032).
import { LRUCache } from "lru-cache";
import { compressInBackground, encodedBody, isCurrent, weakenValidator } from "./compress.mjs";

const MAX_FILE_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Worth compressing: drawings and text; photos are compressed already. */
const COMPRESSIBLE = /^(?:image\/svg\+xml|text\/|application\/(?:json|xml))/;
/** Set by the file's answer itself; everything else the security middleware sets again. */
const KEPT_HEADERS = /^(content-type|cache-control|content-security-policy|content-disposition|accept-ranges|etag)$/i;

/**
 * @typedef {object} KeptFile
 * @property {string} version
 * @property {number} storedAt
 * @property {[string, string][]} headers
 * @property {boolean} compressible
 * @property {Buffer} raw
 * @property {Partial<Record<import("./compress.mjs").Encoding, Buffer>>} encoded
 */

/**
 * @param {{ version: () => string, maxAgeSeconds: number }} options as for the kept pages: a file is
 *   asked again when what the pages show changes, and after the same time
 */
export function createFileKeeper({ version, maxAgeSeconds }) {
  /** @type {LRUCache<string, KeptFile>} */
  const files = new LRUCache({
    maxSize: MAX_TOTAL_BYTES,
    sizeCalculation: (file) => file.raw.length * (file.compressible ? 2 : 1) + 1,
  });

  /**
   * @param {import("express").Request} req
   * @returns {KeptFile | undefined}
   */
  function lookup(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    const file = files.get(req.originalUrl);
    if (file && !isCurrent(file, version(), maxAgeSeconds)) {
      files.delete(req.originalUrl);
      return undefined;
    }
    return file;
  }

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {KeptFile} file
   */
  function send(req, res, file) {
    for (const [name, value] of file.headers) res.setHeader(name, value);
    let body = file.raw;
    if (file.compressible) {
      res.setHeader("Vary", "Accept-Encoding");
      const [encoded, encoding] = encodedBody(req, file);
      if (encoding) {
        res.setHeader("Content-Encoding", encoding);
        weakenValidator(res);
      }
      body = encoded;
    }
    res.setHeader("Content-Length", String(body.length));
    res.status(200);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Before any other middleware. A part of a file is asked of the route, which reads only that part.
   * @type {import("express").RequestHandler}
   */
  const serveKept = (req, res, next) => {
    const file = req.headers.range === undefined ? lookup(req) : undefined;
    if (!file) return next();
    send(req, res, file);
  };

  /**
   * A whole answer, its length known and small, that says it never changes.
   * @param {import("express").Request} req
   * @param {Response} response
   */
  const keepable = (req, response) =>
    req.method === "GET" &&
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    /\bimmutable\b/.test(response.headers.get("cache-control") ?? "") &&
    Number(response.headers.get("content-length") ?? Infinity) <= MAX_FILE_BYTES;

  /**
   * Reads the answer, keeps it with the policy it was sent under, and sends it.
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {Response} response
   * @param {string} fileVersion the version when Remix was asked
   */
  async function keepAndSend(req, res, response, fileVersion) {
    const raw = Buffer.from(await response.arrayBuffer());
    /** @type {[string, string][]} */
    const headers = [];
    response.headers.forEach((value, name) => {
      if (KEPT_HEADERS.test(name)) headers.push([name, value]);
    });
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string" && !response.headers.has("content-security-policy")) {
      headers.push(["Content-Security-Policy", policy]);
    }
    const compressible = COMPRESSIBLE.test(response.headers.get("content-type") ?? "");
    /** @type {KeptFile} */
    const file = { version: fileVersion, storedAt: Date.now(), headers, compressible, raw, encoded: {} };
    if (compressible) compressInBackground(file);
    files.set(req.originalUrl, file);
    send(req, res, file);
  }

  return { serveKept, keepable, keepAndSend, files };
}
