import { json } from "@remix-run/node";
import { translatorFor } from "~/i18n/i18n.server";
import type { Translator } from "~/i18n/translate";
import type { UploadFailure, UploadFields, UploadResultItem } from "~/lib/photo-upload";
import type { UploadRefusal } from "~/lib/upload-refusal";

// The pipeline's refusal becomes a status, headers and JSON only here (decision 027), in the request's
// language (English when none is given).

const english = () => translatorFor("en");

export function refusalAnswer(refusal: UploadRefusal, values: Partial<UploadFields>, t: Translator = english()) {
  const body: UploadFailure = { ok: false, status: refusal.status, fieldErrors: refusal.fieldErrorsIn(t), values };
  const formError = refusal.formErrorIn(t);
  if (formError !== undefined) body.formError = formError;
  const headers: Record<string, string> = {};
  if (refusal.retryAfter) {
    body.retryAfter = refusal.retryAfter;
    headers["Retry-After"] = String(refusal.retryAfter);
  }
  if (refusal.closeConnection) headers.Connection = "close";
  return json(body, { status: refusal.status, headers });
}

/** The two success lines, or "already shared". */
export function successMessages(status: "stored" | "duplicate", t: Translator = english()): string[] {
  return status === "stored" ? [t("upload.success.image"), t("upload.success.data")] : [t("upload.duplicate")];
}

type FileOutcome =
  { ok: true; name: string; status: "stored" | "duplicate"; key: string } | { ok: false; name: string; refusal: UploadRefusal };

export function resultItems(files: readonly FileOutcome[], t: Translator = english()): UploadResultItem[] {
  return files.map((f) =>
    f.ok
      ? { name: f.name, status: f.status, key: f.key, messages: successMessages(f.status, t) }
      : { name: f.name, status: "refused", messages: [f.refusal.textIn(t)] },
  );
}

/** Only POST changes anything at an upload address. */
export function methodNotAllowed(t: Translator = english()) {
  return json({ ok: false, formError: t("upload.refused.postOnly") }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
}
