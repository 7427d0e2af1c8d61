import { randomBytes } from "node:crypto";
import {
  auditPath,
  editionKey,
  facetEntries,
  galleryEntry,
  galleryIndexPath,
  hiddenSince,
  photoNewsPath,
  recordPath,
  REVIEW_STATES,
  reviewIndexPath,
  reviewPath,
  uploadLeftovers,
  type ReviewRecord,
  type ReviewState,
  type UploadRecord,
} from "~/lib/photo-layout";

// The one place a review change is spelled out as writes, each applied as one root update (decision 017).
export type ReviewAction = "approve" | "hide" | "pending" | "edit" | "delete" | "withdraw" | "close-request" | "expire";

export interface AuditEntry {
  at: string;
  by: string;
  action: ReviewAction;
  key: string;
  detail?: string;
}

/** Either part may be missing. */
export interface PhotoState {
  record: UploadRecord | null;
  review: ReviewRecord | null;
}

/** The record is the same object when unchanged; null: deleted. */
export type NextState = { record: UploadRecord; state: ReviewState; by?: string } | null;

/** Sort by time: a zero-padded millisecond count and a random tail against collisions. */
export function auditKey(now: number): string {
  return `${String(now).padStart(15, "0")}-${randomBytes(4).toString("hex")}`;
}

export const AUDIT_ID_PATTERN = /^\d{15}-[0-9a-f]{8}$/;

export function reviewUpdate(
  key: string,
  before: PhotoState,
  next: NextState,
  at: number,
  audits: ReadonlyArray<{ by: string; action: ReviewAction; detail?: string }>,
  options: { claims?: readonly string[] } = {},
): Record<string, unknown> {
  const editions = [before.review?.edition ?? "", before.record?.edition ?? ""];
  const writes: Record<string, unknown> = {};
  if (next === null) {
    for (const node of uploadLeftovers(key, before.record, { editions, claims: options.claims }).database) writes[node] = null;
  } else {
    const edition = next.record.edition ?? "";
    const review: ReviewRecord = { state: next.state, edition, updatedAt: new Date(at).toISOString() };
    if (next.by) review.updatedBy = next.by;
    // Hidden since the first hide: an edit or a second hide does not restart the retention period.
    const hiddenAt = next.state === "hidden" ? (hiddenSince(before.review) ?? at) : null;
    if (hiddenAt !== null) review.hiddenAt = new Date(hiddenAt).toISOString();
    writes[reviewPath(key)] = review;
    // The hidden index holds the time, so the retention sweep finds what is due in one read.
    for (const state of REVIEW_STATES)
      writes[reviewIndexPath(state, key)] = state !== next.state ? null : state === "hidden" ? hiddenAt : true;
    const entry = next.state === "approved" ? galleryEntry(next.record) : null;
    writes[`${galleryIndexPath()}/${key}`] = entry;
    for (const id of editions.map(editionKey)) if (id) writes[`${galleryIndexPath(id)}/${key}`] = null;
    const id = editionKey(edition);
    if (entry && id) writes[`${galleryIndexPath(id)}/${key}`] = entry;
    // Its facets as they were go, then come back as they are now, when approved.
    if (before.record) for (const path of Object.keys(facetEntries(key, before.record))) writes[path] = null;
    if (entry) Object.assign(writes, facetEntries(key, next.record));
    // New for the participants' mail while approved and not yet named in one; an edit keeps its place.
    const wasApproved = before.review?.state === "approved";
    for (const old of editions.map(editionKey)) if (old && old !== id) writes[photoNewsPath(old, key)] = null;
    if (!entry) {
      if (id) writes[photoNewsPath(id, key)] = null;
    } else if (id && (!wasApproved || editionKey(before.review?.edition ?? "") !== id)) {
      writes[photoNewsPath(id, key)] = at;
    }
    if (next.record !== before.record) writes[recordPath(key)] = next.record;
  }
  audits.forEach((audit, i) => {
    const entry: AuditEntry = { at: new Date(at).toISOString(), key, ...audit };
    if (!entry.detail) delete entry.detail;
    // One millisecond apart, so the entries of one change sort in the order they are given.
    writes[auditPath(auditKey(at + i))] = entry;
  });
  return writes;
}
