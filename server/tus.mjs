// @ts-check
import { Server } from "@tus/server";
import { uploadRateLimit } from "./rate-limit.mjs";

/** Uploads are finished by a POST to /add-photo/upload with `tusUpload=<id>`. */
export const RESUMABLE_PATH = "/add-photo/tus";
const TUS_VERSION = "1.0.0";

/**
 * Checked before @tus/server, which answers both with a bare 400 (decision 018); a deferred length is
 * refused as it is not advertised (@tus/server would answer 501).
 * @param {import("express").Request} req
 * @returns {{ status: number, headers?: Record<string, string>, body: string } | null}
 */
function protocolRefusal(req) {
  if (req.method === "OPTIONS") return null;
  const version = req.get("tus-resumable");
  if (version !== TUS_VERSION) {
    const body = version ? `Tus-Resumable ${version} is not supported.\n` : "Tus-Resumable Required\n";
    return { status: 412, headers: { "Tus-Version": TUS_VERSION }, body };
  }
  if (
    req.method === "PATCH" &&
    req.get("content-type")?.split(";")[0]?.trim().toLowerCase() !== "application/offset+octet-stream"
  ) {
    return { status: 415, body: "A chunk is sent as Content-Type: application/offset+octet-stream.\n" };
  }
  if (req.method === "POST" && req.get("upload-defer-length") !== undefined) {
    return { status: 400, body: "Upload-Length is required.\n" };
  }
  return null;
}

/**
 * The chunk is progress, so a PATCH's Upload-Expires counts from this answer, not from the state before it (decision 018).
 * @param {import("express").Response} res @param {number} expiryMs
 */
function expiresFromNow(res, expiryMs) {
  const writeHead = res.writeHead;
  /** @type {(...args: any[]) => import("express").Response} */
  const patched = function (...args) {
    const headers = args.find((a) => Array.isArray(a));
    if (headers) {
      for (let i = 0; i < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() === "upload-expires") {
          headers[i + 1] = new Date(Date.now() + expiryMs).toUTCString();
        }
      }
    }
    return writeHead.apply(res, /** @type {any} */ (args));
  };
  res.writeHead = /** @type {any} */ (patched);
}

/**
 * tus 1.0 over the partial-uploads port (decisions 014 and 018), with a posted photo's limits; its
 * UPLOAD_RATE_LIMIT counter is its own, so a photo sent resumably and finished by a post counts once on each.
 * @param {import("express").Express} app
 * @param {import("../app/entry.server").ServerEntryExports} entry
 * @param {import("../app/services/config.server").Config} config
 */
export function mountResumableUploads(app, entry, config) {
  const { datastore, locker } = entry.resumableStore(config);
  const tus = new Server({
    path: RESUMABLE_PATH,
    datastore,
    locker,
    maxSize: config.maxUploadBytes,
    // Relative: the Host header is the client's word (SITE_URL decides the origin).
    relativeLocation: true,
    async onUploadCreate(req, upload) {
      const given = upload.metadata?.accessCode ?? req.headers.get("upload-access-code");
      if (!entry.accessCodeAccepted(given, config)) throw { status_code: 403, body: "The access code is not correct.\n" };
      // Nothing is created without the uploader's confirmation, sent as metadata named like the form's box.
      entry.requireConsent(upload.metadata?.consent);
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw { status_code: 400, body: "Upload-Length is required.\n" };
      }
      // UPLOAD_QUEUE_BYTES is checked as the upload is stored, in the same step as its reservation.
      const { accessCode: _secret, ...metadata } = upload.metadata ?? {};
      return { metadata };
    },
    async onResponseError(_req, error) {
      // tus sends text.
      if (error instanceof entry.UploadRefusal) return { status_code: error.status, body: `${error.text}\n` };
      // A request that waited 30 s for an upload another one holds may try again (423).
      const { status_code, body } = /** @type {{ status_code?: number, body?: string }} */ (error);
      if (status_code === 500 && body?.startsWith("failed to acquire lock")) {
        return { status_code: 423, body: "Another request is writing this upload. Please try again.\n" };
      }
      return undefined;
    },
  });

  app.all(
    [RESUMABLE_PATH, `${RESUMABLE_PATH}/*`],
    uploadRateLimit(config.uploadRateLimit, entry.withoutAddresses),
    (req, res) => {
      // @tus/server would serve a finished upload's bytes to whoever knows its id: unreviewed, metadata not yet removed.
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
      const refusal = protocolRefusal(req);
      if (refusal) {
        res.status(refusal.status).set({ "Tus-Resumable": TUS_VERSION, ...refusal.headers });
        res.type("text/plain").send(refusal.body);
        req.resume();
        return;
      }
      if (req.method === "PATCH") expiresFromNow(res, config.uploadPartialMs);
      tus.handle(req, res).catch((/** @type {unknown} */ error) => {
        console.error("Resumable upload failed:", error);
        if (!res.headersSent) res.status(500).end();
      });
    },
  );
  entry.startUploadSweep();
}
