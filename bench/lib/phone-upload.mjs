// Sending a file as a phone's uploader does (app/browser/uploader/): tus-js-client with the uploader's
// chunk sizes to /add-photo/tus/, then the finishing post to /add-photo/upload, whose answer for a clip
// comes once its rendition and poster are stored; or the whole file in one post to /add-photo/upload
// (the uploader's way for small files, and the JSON route the form posts to). Refusals are noted, not thrown: a refusal that will
// not change is reported and the upload given up, one that may (409, 423, 429, 503) is retried.
import * as tus from "tus-js-client";
import { multipartBody, timedRequest } from "./http.mjs";
import { sleep } from "./run.mjs";

// The browser uploader's chunks (app/browser/uploader/upload-queue.ts): 256 KiB first, doubling to 32 MiB.
export const FIRST_CHUNK_BYTES = 262144;
export const LARGEST_CHUNK_BYTES = 33554432;

/** A refusal that sending again will not change: reported, not retried. */
export const final = (status) => status >= 400 && status < 500 && ![408, 409, 423, 429].includes(status);

/** Resolves the upload's URL, or null when the server refused it for good (noted in `refusals`). */
export function tusUpload(endpoint, bytes, metadata, refusals, what) {
  return new Promise((resolve) => {
    const upload = new tus.Upload(bytes, {
      endpoint,
      metadata,
      uploadSize: bytes.length,
      chunkSize: FIRST_CHUNK_BYTES,
      retryDelays: [0, 500, 1000, 2000, 4000, 8000],
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus();
        if (!status || status === 409 || status === 423) return true;
        const message = String(error.originalResponse?.getBody() ?? "").trim();
        refusals.push({ step: "tus", what, status, message, final: final(status) });
        return !final(status);
      },
      onChunkComplete: () => {
        upload.options.chunkSize = Math.min(Math.max(upload.options.chunkSize, FIRST_CHUNK_BYTES) * 2, LARGEST_CHUNK_BYTES);
      },
      onSuccess: () => resolve(upload.url),
      onError: (error) => {
        const status = error.originalResponse?.getStatus();
        if (!(status && final(status)))
          refusals.push({ step: "tus", what, status: status ?? 0, message: `gave up: ${error.message}`, final: true });
        resolve(null);
      },
    });
    upload.start();
  });
}

/** The answer's JSON, or {} when it is none (an error page). */
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The server's words for a refusal: the field's error, else the message, else the start of the page. */
function refusalText(data, text) {
  return Object.values(data.fieldErrors ?? {})[0] ?? data.error ?? data.message ?? (text.slice(0, 200) || null);
}

/** The whole file in one multipart post to the JSON route; resolves its answer, or null when refused for good. */
export async function postUpload(base, bytes, { name, type }, refusals, what) {
  const fields = { edition: "FSW25", consent: "yes", idempotencyKey: crypto.randomUUID() };
  const { body, contentType } = multipartBody(fields, { field: "photo", name, type, bytes });
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await timedRequest(`${base}/add-photo/upload`, {
      method: "POST",
      headers: { "content-type": contentType, "content-length": String(body.length), accept: "application/json" },
      body,
      agent: false,
      timeoutMs: 30 * 60_000,
      text: true,
    });
    const data = parsed(res.text);
    if (res.status >= 200 && res.status < 300) return data;
    const message = refusalText(data, res.text);
    refusals.push({ step: "post", what, status: res.status, message, final: res.status !== 429 && res.status !== 503 });
    if (res.status !== 429 && res.status !== 503) return null;
    await sleep(Number(res.headers["retry-after"] || 1) * 1000);
  }
  throw new Error("post: refused 20 times");
}

/** The finishing post, answered for a clip once its rendition and poster are stored; null when refused for good. */
export async function finish(base, id, idempotencyKey, refusals, what) {
  const body = new URLSearchParams({ tusUpload: id, idempotencyKey, edition: "FSW25", consent: "yes" }).toString();
  for (let attempt = 0; attempt < 20; attempt++) {
    // node:http, not fetch: a clip's answer may come minutes later, past undici's header timeout.
    const res = await timedRequest(`${base}/add-photo/upload`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) },
      body,
      timeoutMs: 30 * 60_000,
      text: true,
    });
    const data = parsed(res.text);
    if (res.status >= 200 && res.status < 300) return data;
    const message = refusalText(data, res.text);
    refusals.push({ step: "finish", what, status: res.status, message, final: res.status !== 429 && res.status !== 503 });
    if (res.status !== 429 && res.status !== 503) return null;
    await sleep(Number(res.headers["retry-after"] || 1) * 1000);
  }
  throw new Error("finish: refused 20 times");
}
