import { json } from "@remix-run/node";
import { successMessages, type UploadFailure, type UploadFields, type UploadResultItem } from "./photo-upload";
import type { UploadRefusal } from "./upload-refusal";

/**
 * The upload routes' HTTP answers (add-photo.tsx, add-photo.upload.tsx): the pipeline hands them its
 * refusal as it was made, and only here does it become a status, headers and the visitor's JSON.
 */

/** A refused upload: the visitor's texts and the form's values as JSON, with its status and headers. */
export function refusalAnswer(refusal: UploadRefusal, values: Partial<UploadFields>) {
  const body: UploadFailure = { ok: false, status: refusal.status, fieldErrors: { ...refusal.fieldErrors }, values };
  if (refusal.formError !== undefined) body.formError = refusal.formError;
  const headers: Record<string, string> = {};
  if (refusal.retryAfter) {
    body.retryAfter = refusal.retryAfter;
    headers["Retry-After"] = String(refusal.retryAfter);
  }
  // The body was left unread: the connection cannot carry another request.
  if (refusal.closeConnection) headers.Connection = "close";
  return json(body, { status: refusal.status, headers });
}

type FileOutcome =
  { ok: true; name: string; status: "stored" | "duplicate"; key: string } | { ok: false; name: string; refusal: UploadRefusal };

/** The per-file list a page shows after a post with several photos. */
export function resultItems(files: readonly FileOutcome[]): UploadResultItem[] {
  return files.map((f) =>
    f.ok
      ? { name: f.name, status: f.status, key: f.key, messages: successMessages(f.status) }
      : { name: f.name, status: "refused", messages: [f.refusal.text] },
  );
}

/** PUT, PATCH or DELETE on an upload address: only POST changes anything there. */
export function methodNotAllowed() {
  return json(
    { ok: false, formError: "This address takes photos by POST only." },
    { status: 405, headers: { Allow: "GET, HEAD, POST" } },
  );
}
