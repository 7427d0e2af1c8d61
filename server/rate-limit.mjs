// @ts-check
import { rateLimit } from "express-rate-limit";

const WINDOW_MS = 60_000;

/**
 * The upload limit: UPLOAD_RATE_LIMIT posts per client per minute (0: no limit). IPv4 clients count
 * per address; IPv6 clients per /64, the block one household or phone is given, so rotating through
 * its addresses gains nothing. Over the limit the request still reaches the route, flagged in the
 * load context, so the page answers 429 in its own words (and reads the body it must discard).
 * @param {number} limit
 * @returns {import("express").RequestHandler}
 */
export function uploadRateLimit(limit) {
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
      res.locals.uploadRateLimited = { retryAfterSeconds: Math.max(1, seconds) };
      next();
    },
    // Behind no trusted proxy a forwarded header is the visitor's word, and ignoring it is right.
    validate: { xForwardedForHeader: false },
  });
}

const REMOVAL_WINDOW_MS = 60 * 60_000;

/**
 * The limit on requests to remove a photo: REMOVAL_REQUEST_RATE_LIMIT posts per client per hour (0:
 * no limit), counted like uploads (IPv6 per /64). Each request e-mails the organisers, so a flood
 * must not reach them. Over the limit the route answers 429 in its own words, flagged in the load context.
 * @param {number} limit
 * @returns {import("express").RequestHandler}
 */
export function removalRequestRateLimit(limit) {
  if (limit <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: REMOVAL_WINDOW_MS,
    limit,
    ipv6Subnet: 64,
    standardHeaders: false,
    legacyHeaders: false,
    skip: (req) => req.method !== "POST",
    handler: (req, res, next) => {
      const resetTime = /** @type {{ rateLimit?: { resetTime?: Date } }} */ (req).rateLimit?.resetTime;
      const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : REMOVAL_WINDOW_MS / 1000;
      res.locals.removalRateLimited = { retryAfterSeconds: Math.max(1, seconds) };
      next();
    },
    validate: { xForwardedForHeader: false },
  });
}
