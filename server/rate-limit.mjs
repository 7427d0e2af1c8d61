// @ts-check
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 60_000;

/**
 * Posts per client per minute (0: no limit), per process. IPv4 clients count per address; IPv6
 * clients per /64, the block one household or phone is given, so rotating through its addresses
 * gains nothing. Over the limit the request still reaches the route, flagged in res.locals (and so
 * in the load context), so the page answers 429 in its own words.
 * @param {number} limit
 * @param {"uploadRateLimited" | "signInRateLimited"} flag
 * @returns {import("express").RequestHandler}
 */
function postRateLimit(limit, flag) {
  if (limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    ipv6Subnet: 64,
    standardHeaders: false,
    legacyHeaders: false,
    skip: (req) => req.method !== "POST",
    handler: (req, res, next) => {
      const resetTime = /** @type {{ rateLimit?: { resetTime?: Date } }} */ (req).rateLimit?.resetTime;
      const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : WINDOW_MS / 1000;
      res.locals[flag] = { retryAfterSeconds: Math.max(1, seconds) };
      next();
    },
    // Behind no trusted proxy a forwarded header is the visitor's word, and ignoring it is right.
    validate: { xForwardedForHeader: false },
  });
}

/**
 * The upload limit, UPLOAD_RATE_LIMIT: the upload actions answer 429 (and read the body they must
 * discard).
 * @param {number} limit
 */
export function uploadRateLimit(limit) {
  return postRateLimit(limit, "uploadRateLimited");
}

/**
 * The organiser sign-in limit, SIGN_IN_RATE_LIMIT, whichever accounts the posts name. Each copy of
 * the site counts on its own; the per-account lock, kept in the database, holds across copies.
 * @param {number} limit
 */
export function signInRateLimit(limit) {
  return postRateLimit(limit, "signInRateLimited");
}
