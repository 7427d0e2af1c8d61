// @ts-check
import { Server } from "@tus/server";
import { uploadRateLimit } from "./rate-limit.mjs";

/** The tus endpoint; its uploads are finished by a POST to /add-photo/upload with `tusUpload=<id>`. */
export const RESUMABLE_PATH = "/add-photo/tus";
const TUS_VERSION = "1.0.0";

/**
 * What tus 1.0 says before @tus/server reads a request (it answers both with a bare 400): a version
 * it does not speak is 412 with the versions it does, and a chunk that is not
 * application/offset+octet-stream is 415. A deferred length is refused as it is not advertised
 * (@tus/server would answer 501).
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
 * Upload-Expires on a PATCH: @tus/server dates it from the upload's state before the chunk, but the
 * chunk itself is progress, so the upload now lasts UPLOAD_PARTIAL_HOURS from this answer. It
 * rewrites the header list @tus/server hands to writeHead (tests/integration/tus-protocol.test.ts, Expiration).
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
 * Resumable uploads (tus 1.0 with @tus/server): creation, creation with upload, HEAD, PATCH,
 * termination and expiration at /add-photo/tus/. Partial uploads live where the backend keeps them
 * (the partial-uploads port: DATA_DIR on the embedded default, the bucket on Firebase, where every
 * copy of the site behind a load balancer sees them; docs/decisions/014 and 018).
 * The same rules as a posted photo: MAX_UPLOAD_BYTES per file, UPLOAD_RATE_LIMIT on creation (a
 * counter of its own, so a photo sent resumably and then finished by a post counts once on each),
 * UPLOAD_ACCESS_CODE (as the `accessCode` metadata or an `Upload-Access-Code` header), and the bytes
 * of partial uploads count against UPLOAD_QUEUE_BYTES, checked and reserved in one step. They expire
 * UPLOAD_PARTIAL_HOURS after their last chunk, when the sweep removes them.
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
    // The Location is relative: the request's Host header is the client's word (SITE_URL decides the origin).
    relativeLocation: true,
    async onUploadCreate(req, upload) {
      const given = upload.metadata?.accessCode ?? req.headers.get("upload-access-code");
      if (!entry.accessCodeAccepted(given, config)) throw { status_code: 403, body: "The access code is not correct.\n" };
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw { status_code: 400, body: "Upload-Length is required.\n" };
      }
      // UPLOAD_QUEUE_BYTES is checked as the upload is stored (resumableStore), in the same step as its reservation.
      const { accessCode: _secret, ...metadata } = upload.metadata ?? {};
      return { metadata };
    },
    async onResponseError(_req, error) {
      // An upload refused by the pipeline (a full queue): its status and text, as tus sends text.
      if (error instanceof entry.UploadRefusal) return { status_code: error.status, body: `${error.text}\n` };
      // A request that waited 30 s for an upload another one holds (a finish, a stalled chunk) may try again.
      const { status_code, body } = /** @type {{ status_code?: number, body?: string }} */ (error);
      if (status_code === 500 && body?.startsWith("failed to acquire lock")) {
        return { status_code: 423, body: "Another request is writing this upload. Please try again.\n" };
      }
      return undefined;
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
  });
  entry.startUploadSweep();
}
