// @ts-check
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { logRequests, secretsOf } from "./log.mjs";
import { weakenValidator } from "./compress.mjs";
import { organiserOriginCheck, postOriginCheck } from "./organisers.mjs";
import { createPageHandler } from "./pages.mjs";
import { photoMailRateLimit, removalRequestRateLimit, signInRateLimit, uploadRateLimit } from "./rate-limit.mjs";
import { mountResumableUploads } from "./tus.mjs";
import {
  MEDIA_CSP,
  RESOURCE_CSP,
  WORKER_CSP,
  dropDocumentHeaders,
  nonceOf,
  replacePolicy,
  securityHeaders,
} from "./security.mjs";

/** A photo's removal request form, in every language: `/photos/…/remove`, `/de/photos/…/remove`. */
const removalRequestRoute = (/** @type {string[]} */ prefixes) =>
  new RegExp(`^(?:${prefixes.join("|")})?/photos/[^/]+/remove/?$`);

/** An edition's sign-up for mail about new photos (`…/photo-mail`) or one of its links, in every language. */
const photoMailRoute = (/** @type {string[]} */ prefixes, /** @type {string} */ link = "") =>
  new RegExp(`^(?:${prefixes.join("|")})?/event-details/[^/]+/photo-mail${link}/?$`);

/**
 * A one-click unsubscribe (RFC 8058) comes from the mail provider's servers, with no Origin of ours or one
 * of its own: the link's token is the authority, so the origin check is not asked.
 * @type {import("express").RequestHandler}
 */
function fromAnyOrigin(req, _res, next) {
  delete req.headers.origin;
  delete req.headers.referer;
  next();
}

/**
 * An error express raises about the request itself (an address that does not decode) is answered in
 * its status and a line of text, and not logged: a visitor can send as many as they like.
 * @type {import("express").ErrorRequestHandler}
 */
function clientErrors(error, _req, res, next) {
  const status = Number(error?.status ?? error?.statusCode);
  if (res.headersSent || !(status >= 400 && status < 500)) return next(error);
  res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.send(status === 400 ? "This address is not valid." : STATUS_CODES[status]);
}

/**
 * A part of a file (206) is sent as stored: its Content-Range counts the stored bytes. A whole file that
 * answers ranges may be encoded, so its validator is made weak first.
 * @type {import("compression").CompressionFilter}
 */
function encodable(req, res) {
  if (res.statusCode === 206 || !compression.filter(req, res)) return false;
  if (res.getHeader("Accept-Ranges") === "bytes") weakenValidator(res);
  return true;
}

/**
 * remix-serve's job plus security headers, the CSP nonce, client address, rate limits and kept pages.
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {import("../app/config/config.server").Config} config
 * @param {string} root the project folder
 * @param {{ stopping?: AbortSignal }} [options] stopping: aborted when the server begins to stop
 */
export function createApp(build, config, root, options = {}) {
  /** @type {import("../app/entry.server").ServerEntryExports} */
  const entry = /** @type {any} */ (build.entry.module);
  const security = {
    dev: config.nodeEnv === "development",
    storageEmulatorHost: config.firebase?.storageEmulatorHost ?? null,
  };
  // Each language's address of the upload pages and the removal form: the same checks and limits everywhere.
  const uploadPaths = entry.pathsInEveryLanguage("/add-photo");
  const REMOVAL_REQUEST_ROUTE = removalRequestRoute(entry.languagePrefixes());
  const PHOTO_MAIL_ROUTE = photoMailRoute(entry.languagePrefixes());
  const PHOTO_MAIL_CONFIRM_ROUTE = photoMailRoute(entry.languagePrefixes(), "/confirm");
  const pages = createPageHandler({
    handle: createRequestHandler(build, config.nodeEnv),
    uploaderPaths: uploadPaths,
    security,
    version: entry.pageVersion,
    maxAgeSeconds: config.listingCacheSeconds,
    origin: config.siteUrl,
    getLoadContext: (req, res) => ({
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      cspNonce: nonceOf(res),
      uploadRateLimited: res.locals.uploadRateLimited,
      signInRateLimited: res.locals.signInRateLimited,
      removalRateLimited: res.locals.removalRateLimited,
      photoMailRateLimited: res.locals.photoMailRateLimited,
    }),
  });

  const app = express();
  app.disable("x-powered-by");
  // Pages bring their own validators (server/pages.mjs).
  app.set("etag", false);
  // TRUST_PROXY makes req.ip the visitor's and req.secure honest behind a load balancer.
  app.set("trust proxy", config.server.trustProxy);
  app.use(
    logRequests(config.server.logFormat, {
      requestLog: config.server.requestLog,
      secrets: secretsOf(config),
      traceProject: config.server.traceProject,
    }),
  );
  app.use(securityHeaders(security));
  app.use(pages.serveCached);
  app.use(compression({ filter: encodable }));
  app.use(
    build.publicPath,
    replacePolicy(RESOURCE_CSP),
    // Hashed names, never revalidated: validators and ranges would only add bytes to every script's answer.
    express.static(path.resolve(root, build.assetsBuildDirectory), {
      immutable: true,
      maxAge: "1y",
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: dropDocumentHeaders,
    }),
  );
  app.use(
    express.static(path.join(root, "public"), {
      maxAge: "1h",
      index: false,
      setHeaders: (res, file) => {
        // The service worker runs under its own policy, and each deployment's must be seen at once.
        const worker = path.basename(file) === "sw.js";
        res.setHeader("Content-Security-Policy", worker ? WORKER_CSP : RESOURCE_CSP);
        if (worker) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  app.use("/media", replacePolicy(MEDIA_CSP));
  app.use("/healthz", replacePolicy(RESOURCE_CSP));
  // Before the page's limit: resumable uploads count against a limit of their own.
  mountResumableUploads(app, entry, config, options.stopping);
  // Forms of the site's own pages only.
  app.use(
    [...entry.pathsInEveryLanguage("/add-photo/mine"), REMOVAL_REQUEST_ROUTE, PHOTO_MAIL_ROUTE, PHOTO_MAIL_CONFIRM_ROUTE],
    organiserOriginCheck(config),
  );
  app.use(photoMailRoute(entry.languagePrefixes(), "/unsubscribe"), fromAnyOrigin);
  app.use(uploadPaths, uploadRateLimit(config.uploadRateLimit, entry.withoutAddresses));
  app.use("/organisers", organiserOriginCheck(config));
  // After the origin check: a post from another site is refused without counting against the visitor.
  app.use("/organisers/sign-in", signInRateLimit(config.signInRateLimit, entry.withoutAddresses));
  app.use(REMOVAL_REQUEST_ROUTE, removalRequestRateLimit(config.removalRequestRateLimit, entry.withoutAddresses));
  app.use(PHOTO_MAIL_ROUTE, photoMailRateLimit(config.participantMail.rateLimit, entry.withoutAddresses));
  app.use(postOriginCheck(config));
  app.all("*", pages.render);
  app.use(clientErrors);
  return app;
}
