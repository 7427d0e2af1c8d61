// @ts-check
import { createHash, timingSafeEqual } from "node:crypto";
import { Server } from "@tus/server";
import { uploadRateLimit } from "./rate-limit.mjs";

/** The tus endpoint; its uploads are finished by a POST to /add-photo/upload with `tusUpload=<id>`. */
export const RESUMABLE_PATH = "/add-photo/tus";

/** @param {string} given @param {string} expected */
function sameSecret(given, expected) {
  const digest = (/** @type {string} */ v) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Resumable uploads (tus 1.0 with @tus/server): creation, HEAD, PATCH and termination at
 * /add-photo/tus/. Partial uploads live under DATA_DIR on the embedded default (@tus/file-store) and
 * in the bucket on Firebase (@tus/gcs-store), where every copy of the site behind a load balancer
 * sees them (docs/DEPLOYMENT.md).
 * The same rules as a posted photo: MAX_UPLOAD_BYTES per file, UPLOAD_RATE_LIMIT on creation (a
 * counter of its own, so a photo sent resumably and then finished by a post counts once on each),
 * UPLOAD_ACCESS_CODE (as the `accessCode` metadata or an `Upload-Access-Code` header), and the bytes
 * of partial uploads count against UPLOAD_QUEUE_BYTES. The sweep removes abandoned ones.
 * @param {import("express").Express} app
 * @param {import("../app/entry.server").ServerEntryExports} entry
 * @param {import("../app/services/config.server").Config} config
 */
export function mountResumableUploads(app, entry, config) {
  const { datastore, locker } = entry.partialUploadStore(config);
  const tus = new Server({
    path: RESUMABLE_PATH,
    datastore,
    ...(locker && { locker }),
    maxSize: config.maxUploadBytes,
    // The Location is relative: the request's Host header is the client's word (SITE_URL decides the origin).
    relativeLocation: true,
    async onUploadCreate(req, upload) {
      const code = config.uploadAccessCode;
      const given = upload.metadata?.accessCode ?? req.headers.get("upload-access-code") ?? "";
      if (code && !sameSecret(given, code)) throw { status_code: 403, body: "The access code is not correct.\n" };
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw { status_code: 400, body: "Upload-Length is required.\n" };
      }
      if ((await entry.partialBytes(config)) + upload.size > config.uploadQueueBytes) {
        throw { status_code: 429, body: "Too many photos are waiting on the server. Please try again in a minute.\n" };
      }
      const { accessCode: _secret, ...metadata } = upload.metadata ?? {};
      return { metadata };
    },
  });

  app.all([RESUMABLE_PATH, `${RESUMABLE_PATH}/*`], uploadRateLimit(config.uploadRateLimit), (req, res) => {
    // @tus/server would serve a finished upload's bytes to whoever knows its id: a photo nobody has
    // reviewed, with its metadata not yet removed. Uploads are only ever written here.
    if (req.method === "GET") {
      res.status(405).set({ Allow: "POST, HEAD, PATCH, DELETE, OPTIONS", "Tus-Resumable": "1.0.0" });
      res.type("text/plain").send("Photos being sent are not served.\n");
      return;
    }
    /** @type {{ retryAfterSeconds: number } | undefined} */
    const limited = res.locals.uploadRateLimited;
    if (limited && req.method === "POST") {
      res.status(429).set({ "Retry-After": String(limited.retryAfterSeconds), "Tus-Resumable": "1.0.0" });
      res
        .type("text/plain")
        .send(`Too many uploads from your connection. Please wait ${limited.retryAfterSeconds} seconds and try again.\n`);
      req.resume();
      return;
    }
    tus.handle(req, res).catch((/** @type {unknown} */ error) => {
      console.error("Resumable upload failed:", error);
      if (!res.headersSent) res.status(500).end();
    });
  });
  entry.startUploadSweep();
}
