import { json } from "@remix-run/node";
import { successMessages, type UploadFailure, type UploadFields, type UploadResultItem } from "./photo-upload";
import type { UploadRefusal } from "./upload-refusal";

// The pipeline's refusal becomes a status, headers and JSON only here (decision 027).

export function refusalAnswer(refusal: UploadRefusal, values: Partial<UploadFields>) {
  const body: UploadFailure = { ok: false, status: refusal.status, fieldErrors: { ...refusal.fieldErrors }, values };
  if (refusal.formError !== undefined) body.formError = refusal.formError;
  const headers: Record<string, string> = {};
  if (refusal.retryAfter) {
    body.retryAfter = refusal.retryAfter;
    headers["Retry-After"] = String(refusal.retryAfter);
  }
  if (refusal.closeConnection) headers.Connection = "close";
  return json(body, { status: refusal.status, headers });
}

type FileOutcome =
  { ok: true; name: string; status: "stored" | "duplicate"; key: string } | { ok: false; name: string; refusal: UploadRefusal };

export function resultItems(files: readonly FileOutcome[]): UploadResultItem[] {
  return files.map((f) =>
    f.ok
      ? { name: f.name, status: f.status, key: f.key, messages: successMessages(f.status) }
      : { name: f.name, status: "refused", messages: [f.refusal.text] },
  );
}

/** Only POST changes anything at an upload address. */
export function methodNotAllowed() {
  return json(
    { ok: false, formError: "This address takes photos by POST only." },
    { status: 405, headers: { Allow: "GET, HEAD, POST" } },
  );
}
