import { z } from "zod";
import { readSmallForm, SmallFormError } from "~/http/small-form.server";
import { translatorFor } from "~/i18n/i18n.server";
import type { Translator } from "~/i18n/translate";
import {
  auditPath,
  CLOSED_REMOVAL_REQUESTS_PATH,
  closedRemovalRequestPath,
  isClip,
  isRemovalRequest,
  REMOVAL_REQUEST_ID,
  REMOVAL_REQUESTS_PATH,
  removalRequestPath,
  timeKeyFloor,
  type ClosedRemovalRequest,
  type RemovalRequest,
  type ReviewState,
} from "~/lib/photo-layout";
import { getDatabase } from "../backend/backend.server";
import { getConfig } from "../../config/config.server";
import { removeKeysBefore } from "../backend/database.server";
import { recordOf, reviewOf } from "./photo-review.server";
import { notifyRemovalRequest } from "./removal-notice.server";
import { auditKey, type AuditEntry } from "./review-writes.server";

// A request hides nothing by itself, so requests cannot empty a gallery (docs/ORGANISERS.md, Removal requests).
export const REMOVAL_LIMITS = { why: 1000, email: 254 } as const;

export interface RemovalForm {
  why: string;
  email: string;
}

export class RemovalRequestError extends Error {
  override name = "RemovalRequestError";
  constructor(
    message: string,
    readonly status: 404 | 413 | 415,
  ) {
    super(message);
  }
}

/** A reason and an address are a few kilobytes at most; anything larger is refused unread. */
export const MAX_FORM_BYTES = 16 * 1024;

/** 413 past MAX_FORM_BYTES, whatever Content-Length claims; 415 unless URL-encoded. */
export async function readRemovalForm(request: Request): Promise<RemovalForm> {
  try {
    const fields = await readSmallForm(request, MAX_FORM_BYTES);
    return { why: fields.get("why") ?? "", email: fields.get("email") ?? "" };
  } catch (error) {
    if (error instanceof SmallFormError) throw new RemovalRequestError(error.message, error.status);
    throw error;
  }
}

const emailSchema = z.string().email();

/** Errors by field in the visitor's language, none when it may be stored. */
export function checkRemovalForm(
  form: RemovalForm,
  t: Translator = translatorFor("en"),
): Partial<Record<keyof RemovalForm, string>> {
  const errors: Partial<Record<keyof RemovalForm, string>> = {};
  const why = form.why.trim();
  if (why.length === 0) errors.why = t("upload.removal.whyMissing");
  else if ([...why].length > REMOVAL_LIMITS.why) errors.why = t("upload.removal.whyTooLong", { max: String(REMOVAL_LIMITS.why) });
  const email = form.email.trim();
  if (email.length > REMOVAL_LIMITS.email || (email !== "" && !emailSchema.safeParse(email).success))
    errors.email = t("upload.removal.emailInvalid");
  return errors;
}

/** Only those can be asked about (anything else is a 404). */
export async function isPublicPhoto(key: string): Promise<boolean> {
  const [review, record] = await Promise.all([reviewOf(key), recordOf(key)]);
  return review?.state === "approved" && record !== null;
}

/** Returns its id; a photo that is not public is a RemovalRequestError (404) and nothing is stored. */
export async function storeRemovalRequest(key: string, form: RemovalForm, now = Date.now()): Promise<string> {
  if (!(await isPublicPhoto(key))) throw new RemovalRequestError("There is no such photo in the gallery.", 404);
  const request: RemovalRequest = { key, why: form.why.trim(), at: new Date(now).toISOString() };
  const email = form.email.trim();
  if (email) request.email = email;
  const id = auditKey(now);
  await getDatabase().create(removalRequestPath(id), request);
  await notifyRemovalRequest({ id, ...request });
  return id;
}

export interface OpenRemovalRequest extends RemovalRequest {
  id: string;
  /** Null when deleted or withdrawn. */
  state: ReviewState | null;
  clip?: boolean;
}

/** Oldest first: the one waiting longest on top. */
export async function listRemovalRequests(limit = 100): Promise<OpenRemovalRequest[]> {
  const rows = await getDatabase().queryByKey(REMOVAL_REQUESTS_PATH, { limit, from: "first" });
  const requests = rows.filter((row): row is [string, RemovalRequest] => isRemovalRequest(row[1]));
  return Promise.all(
    requests.map(async ([id, request]) => {
      const [review, record] = await Promise.all([reviewOf(request.key), recordOf(request.key)]);
      return { id, ...request, state: record ? (review?.state ?? null) : null, ...(isClip(record) ? { clip: true } : {}) };
    }),
  );
}

/**
 * The audit log keeps who closed it; the request itself (reason, address) is kept aside, keyed by the time it was
 * closed, for RETAIN_REMOVAL_REQUEST_DAYS (0: not at all), so the association can show what was asked and answered.
 */
export async function closeRemovalRequest(id: string, by: string, now = Date.now()): Promise<void> {
  const missing = () => new RemovalRequestError("This removal request is closed already.", 404);
  if (!REMOVAL_REQUEST_ID.test(id)) throw missing();
  const database = getDatabase();
  const request = await database.get(removalRequestPath(id));
  if (!isRemovalRequest(request)) throw missing();
  const at = new Date(now).toISOString();
  const entry: AuditEntry = { at, by, action: "close-request", key: request.key };
  const writes: Record<string, unknown> = { [removalRequestPath(id)]: null, [auditPath(auditKey(now))]: entry };
  if (getConfig().retention.closedRemovalRequestDays > 0) {
    const closed: ClosedRemovalRequest = { ...request, id, closedAt: at, closedBy: by };
    writes[closedRemovalRequestPath(auditKey(now))] = closed;
  }
  await database.update("/", writes);
}

/** Removes the closed requests closed before `cutoff`, reading only those; returns how many. */
export function expireClosedRemovalRequests(cutoff: number): Promise<number> {
  return removeKeysBefore(getDatabase(), CLOSED_REMOVAL_REQUESTS_PATH, timeKeyFloor(cutoff));
}
