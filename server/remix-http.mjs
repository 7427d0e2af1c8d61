// @ts-check
// As @remix-run/express, but requests get the site's own origin (a forged Host must reach no page or
// cache), and response headers replace the security middleware's instead of doubling them.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createReadableStreamFromReadable } from "@remix-run/node";

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {string} origin
 */
export function toFetchRequest(req, res, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // Loaders and actions stop when the visitor is gone before the answer is complete.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

/**
 * @param {import("express").Response} res
 * @param {Response} response
 */
export async function sendFetchResponse(res, response) {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.body || res.req?.method === "HEAD") {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  // Backpressure: a slow visitor slows the producer, one who leaves stops it.
  const body = Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body));
  // An error the body emits after the visitor left must not bring the whole process down.
  body.on("error", () => {});
  try {
    await pipeline(body, res);
  } catch (error) {
    if (res.destroyed && !res.writableFinished) return; // the visitor left: nothing to answer
    throw error;
  }
}
