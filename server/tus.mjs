// @ts-check
import { Server } from "@tus/server";
import { uploadRateLimit } from "./rate-limit.mjs";

/**
 * Uploads are finished by a POST to /add-photo/upload with `tusUpload=<id>`. Each language's page sends to
 * its own address (/de/add-photo/tus), so every answer, a chunk's too, is written in the page's language.
 */
export const RESUMABLE_PATH = "/add-photo/tus";
const TUS_VERSION = "1.0.0";

/** @typedef {import("../app/i18n/translate").Translator} Translator */

/**
 * Checked before @tus/server, which answers both with a bare 400 (decision 018); a deferred length is
 * refused as it is not advertised (@tus/server would answer 501).
 * @param {import("express").Request} req
 * @param {Translator} t
 * @returns {{ status: number, headers?: Record<string, string>, body: string } | null}
 */
function protocolRefusal(req, t) {
  if (req.method === "OPTIONS") return null;
  const version = req.get("tus-resumable");
  if (version !== TUS_VERSION) {
    const body = version ? t("upload.tus.version", { version }) : t("upload.tus.required");
    return { status: 412, headers: { "Tus-Version": TUS_VERSION }, body: `${body}\n` };
  }
  if (
    req.method === "PATCH" &&
    req.get("content-type")?.split(";")[0]?.trim().toLowerCase() !== "application/offset+octet-stream"
  ) {
    return { status: 415, body: `${t("upload.tus.chunkType")}\n` };
  }
  if (req.method === "POST" && req.get("upload-defer-length") !== undefined) {
    return { status: 400, body: `${t("upload.tus.lengthRequired")}\n` };
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
 * The store's locker, noting the release each lock holder listens for: when the server stops, every PATCH in flight is
 * asked to let go as a second request for its upload would, so it stores the bytes it has and answers their offset,
 * from which the client resumes (decision 042). Without the signal it is the locker itself.
 * @param {import("@tus/server").Locker} locker
 * @param {AbortSignal | undefined} stopping
 * @returns {import("@tus/server").Locker}
 */
function releasedOnStop(locker, stopping) {
  if (!stopping) return locker;
  /** @type {Set<import("@tus/server").RequestRelease>} */
  const held = new Set();
  stopping.addEventListener("abort", () => held.forEach((release) => void release()), { once: true });
  return {
    newLock(id) {
      const lock = locker.newLock(id);
      /** @type {import("@tus/server").RequestRelease | undefined} */
      let mine;
      return {
        async lock(signal, release) {
          await lock.lock(signal, release);
          mine = release;
          held.add(release);
          if (stopping.aborted) void release();
        },
        async unlock() {
          if (mine) held.delete(mine);
          await lock.unlock();
        },
      };
    },
  };
}

/**
 * tus 1.0 over the partial-uploads port (decisions 014 and 018), with a posted photo's limits; its
 * UPLOAD_RATE_LIMIT counter is its own, so a photo sent resumably and finished by a post counts once on each.
 * @param {import("express").Express} app
 * @param {import("../app/entry.server").ServerEntryExports} entry
 * @param {import("../app/config/config.server").Config} config
 * @param {AbortSignal} [stopping] aborted when the server begins to stop
 */
export function mountResumableUploads(app, entry, config, stopping) {
  const { datastore, locker } = entry.resumableStore(config);
  /** An address's words: an unknown prefix is never mounted, English at the root. @param {Request} req */
  const wordsOf = (req) => entry.translatorOfPath(new URL(req.url).pathname);
  const tus = new Server({
    path: RESUMABLE_PATH,
    datastore,
    locker: releasedOnStop(locker, stopping),
    maxSize: () => entry.largestUpload(),
    // Relative: the Host header is the client's word (SITE_URL decides the origin); in the creation's language.
    relativeLocation: true,
    generateUrl: (req, { path, id }) => `${entry.localePath(entry.langOfPath(new URL(req.url).pathname), path)}/${id}`,
    async onUploadCreate(req, upload) {
      const t = wordsOf(req);
      const given = upload.metadata?.accessCode ?? req.headers.get("upload-access-code");
      if (!entry.accessCodeAccepted(given, config)) throw { status_code: 403, body: `${t("upload.refused.accessCode")}\n` };
      // Nothing is created without the uploader's confirmation, sent as metadata named like the form's box.
      entry.requireConsent(upload.metadata?.consent);
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw { status_code: 400, body: `${t("upload.tus.lengthRequired")}\n` };
      }
      const tooLarge = entry.resumableSizeRefusal(upload.size, upload.metadata);
      if (tooLarge) throw tooLarge;
      // UPLOAD_QUEUE_BYTES is checked as the upload is stored, in the same step as its reservation.
      const { accessCode: _secret, ...metadata } = upload.metadata ?? {};
      return { metadata };
    },
    async onResponseError(req, error) {
      // tus sends text.
      if (error instanceof entry.UploadRefusal) return { status_code: error.status, body: `${error.textIn(wordsOf(req))}\n` };
      // A request that waited 30 s for an upload another one holds may try again (423).
      const { status_code, body } = /** @type {{ status_code?: number, body?: string }} */ (error);
      if (status_code === 500 && body?.startsWith("failed to acquire lock")) {
        return { status_code: 423, body: `${wordsOf(req)("upload.tus.locked")}\n` };
      }
      return undefined;
    },
  });

  const paths = entry.pathsInEveryLanguage(RESUMABLE_PATH);
  app.all(
    paths.flatMap((path) => [path, `${path}/*`]),
    uploadRateLimit(config.uploadRateLimit, entry.withoutAddresses),
    (req, res) => {
      const t = entry.translatorOfPath(req.path);
      // @tus/server would serve a finished upload's bytes to whoever knows its id: unreviewed, metadata not yet removed.
      if (req.method === "GET") {
        res.status(405).set({ Allow: "POST, HEAD, PATCH, DELETE, OPTIONS", "Tus-Resumable": "1.0.0" });
        res.type("text/plain").send(`${t("upload.tus.notServed")}\n`);
        return;
      }
      /** @type {{ retryAfterSeconds: number } | undefined} */
      const limited = res.locals.uploadRateLimited;
      if (limited && req.method === "POST") {
        res.status(429).set({ "Retry-After": String(limited.retryAfterSeconds), "Tus-Resumable": "1.0.0" });
        res.type("text/plain").send(`${t("upload.tooManyUploads", { seconds: String(limited.retryAfterSeconds) })}\n`);
        req.resume();
        return;
      }
      const refusal = protocolRefusal(req, t);
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
