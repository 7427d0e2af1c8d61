// @ts-check
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 60_000;

/**
 * Per process; IPv6 clients count per /64 (one household or phone), so rotating addresses gains nothing.
 * Over the limit the request still reaches the route, flagged, so the page answers 429 in its own words.
 * @param {number} limit
 * @param {"uploadRateLimited" | "signInRateLimited" | "removalRateLimited"} flag
 * @param {number} [windowMs]
 * @returns {import("express").RequestHandler}
 */
function postRateLimit(limit, flag, windowMs = WINDOW_MS) {
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
  });
}

/** @param {number} limit */
export function uploadRateLimit(limit) {
  return postRateLimit(limit, "uploadRateLimited");
}

/**
 * Per copy of the site; the per-account lock in the database holds across copies.
 * @param {number} limit
 */
export function signInRateLimit(limit) {
  return postRateLimit(limit, "signInRateLimited");
}

/**
 * Per hour: each request e-mails the organisers, so a flood must not reach them.
 * @param {number} limit
 */
export function removalRequestRateLimit(limit) {
  return postRateLimit(limit, "removalRateLimited", 60 * 60_000);
}
