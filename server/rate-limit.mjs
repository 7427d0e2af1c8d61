// @ts-check
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 60_000;

/**
 * express-rate-limit's warnings about its setup may quote the address it was given (an "invalid request.ip" with a
 * port, as some proxies forward it): they pass through `redact`, the app's one truncation of addresses.
 * @param {(text: string) => string} redact
 */
function loggerOf(redact) {
  /** @param {unknown} error */
  const text = (error) => redact(error instanceof Error ? error.message : String(error));
  return {
    /** @param {unknown} error */
    warn: (error) => console.warn(`Rate limit: ${text(error)}`),
    /** @param {unknown} error */
    error: (error) => console.error(`Rate limit: ${text(error)}`),
  };
}

/**
 * Per process; IPv6 clients count per /64 (one household or phone), so rotating addresses gains nothing.
 * Over the limit the request still reaches the route, flagged, so the page answers 429 in its own words.
 * @param {number} limit
 * @param {"uploadRateLimited" | "signInRateLimited" | "removalRateLimited" | "photoMailRateLimited"} flag
 * @param {(text: string) => string} redact
 * @param {number} [windowMs]
 * @returns {import("express").RequestHandler}
 */
function postRateLimit(limit, flag, redact, windowMs = WINDOW_MS) {
  if (limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs,
    limit,
    ipv6Subnet: 64,
    standardHeaders: false,
    legacyHeaders: false,
    skip: (req) => req.method !== "POST",
    handler: (req, res, next) => {
      const resetTime = /** @type {{ rateLimit?: { resetTime?: Date } }} */ (req).rateLimit?.resetTime;
      const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : windowMs / 1000;
      res.locals[flag] = { retryAfterSeconds: Math.max(1, seconds) };
      next();
    },
    // Behind no trusted proxy a forwarded header is the visitor's word, and ignoring it is right.
    validate: { xForwardedForHeader: false },
    logger: loggerOf(redact),
  });
}

/**
 * @param {number} limit
 * @param {(text: string) => string} redact
 */
export function uploadRateLimit(limit, redact) {
  return postRateLimit(limit, "uploadRateLimited", redact);
}

/**
 * Per copy of the site; the per-account lock in the database holds across copies.
 * @param {number} limit
 * @param {(text: string) => string} redact
 */
export function signInRateLimit(limit, redact) {
  return postRateLimit(limit, "signInRateLimited", redact);
}

/**
 * Per hour: each request e-mails the organisers, so a flood must not reach them.
 * @param {number} limit
 * @param {(text: string) => string} redact
 */
export function removalRequestRateLimit(limit, redact) {
  return postRateLimit(limit, "removalRateLimited", redact, 60 * 60_000);
}

/**
 * Per hour: each sign-up may mail a confirmation to the address given.
 * @param {number} limit
 * @param {(text: string) => string} redact
 */
export function photoMailRateLimit(limit, redact) {
  return postRateLimit(limit, "photoMailRateLimited", redact, 60 * 60_000);
}
