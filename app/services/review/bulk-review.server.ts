import { isPhotoKey, type UploadRecord } from "~/lib/photo-layout";
import type { PhotoState } from "./review-writes.server";
import { reviewUpdate } from "./review-writes.server";
import { schedulePhotoMail } from "../mail/photo-news.server";
import { change, ReviewError } from "./photo-review.server";
import type { PhotoLock } from "./photo-lock.server";

/** Why a photo of a bulk action was left as it was. */
export type PassedReason = "not waiting" | "gone" | "no such boat" | "busy";

export interface PassedOver {
  key: string;
  /** Empty when unknown (a photo gone, or one another organiser held). */
  title: string;
  edition: string;
  why: PassedReason;
}

export interface BulkOutcome {
  changed: string[];
  passed: PassedOver[];
}

/** A page of photos at most, with room to spare; a post naming more is no page's. */
export const MAX_BULK_KEYS = 100;

/**
 * One change per photo, each under its lock through the one review path; a photo another organiser holds
 * past the lock's wait is passed over and named, the others go on.
 */
async function eachPhoto(
  keys: readonly string[],
  act: (key: string, lock: PhotoLock, before: PhotoState) => Promise<PassedReason | null>,
): Promise<BulkOutcome> {
  const unique = [...new Set(keys)];
  if (unique.length > MAX_BULK_KEYS) throw new ReviewError(`At most ${MAX_BULK_KEYS} photos at once.`, 400);
  if (!unique.every(isPhotoKey)) throw new ReviewError("That is not a photo of the site.", 400);
  const outcome: BulkOutcome = { changed: [], passed: [] };
  for (const key of unique) {
    try {
      await change(key, async (lock, before) => {
        const why = await act(key, lock, before);
        if (why === null) outcome.changed.push(key);
        else outcome.passed.push({ key, title: before.record?.title ?? "", edition: before.record?.edition ?? "", why });
      });
    } catch (error) {
      if (!(error instanceof ReviewError) || error.status !== 409) throw error;
      outcome.passed.push({ key, title: "", edition: "", why: "busy" });
    }
  }
  return outcome;
}

/**
 * Approves exactly these photos, each only while it is still waiting: one withdrawn, deleted, hidden or
 * approved since the page was shown is left as it is and named. Audited per photo.
 */
export async function approveWaiting(keys: readonly string[], by: string, now = Date.now()): Promise<BulkOutcome> {
  const outcome = await eachPhoto(keys, async (key, lock, before) => {
    if (!before.record) return "gone";
    if (before.review?.state !== "pending") return "not waiting";
    const audit = { by, action: "approve" as const, detail: "was pending" };
    await lock.commit(reviewUpdate(key, before, { record: before.record, state: "approved", by }, now, [audit]));
    return null;
  });
  // One mail for the whole page, however many photos it approved.
  if (outcome.changed.length > 0) schedulePhotoMail();
  return outcome;
}

/**
 * Gives each photo this boat (null: none), where its edition has it (`boatsOf`: the edition's boats);
 * a photo of another edition is passed over. One that has it already is left unwritten.
 */
export function setBoat(
  keys: readonly string[],
  boat: string | null,
  by: string,
  boatsOf: (edition: string) => readonly string[],
  now = Date.now(),
): Promise<BulkOutcome> {
  return eachPhoto(keys, async (key, lock, before) => {
    if (!before.record) return "gone";
    if (boat !== null && !boatsOf(before.record.edition ?? "").includes(boat)) return "no such boat";
    if ((before.record.boat ?? null) === boat) return null;
    const record: UploadRecord = { ...before.record };
    if (boat === null) delete record.boat;
    else record.boat = boat;
    const state = before.review?.state ?? "pending";
    const audit = { by, action: "edit" as const, detail: boat === null ? "boat removed" : `boat ${boat}` };
    await lock.commit(reviewUpdate(key, before, { record, state, by }, now, [audit]));
    return null;
  });
}
