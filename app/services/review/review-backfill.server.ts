import {
  isReviewRecord,
  isUploadRecord,
  RECORDS_PATH,
  recordPath,
  REVIEW_PATH,
  reviewPath,
  type ReviewState,
} from "~/lib/photo-layout";
import type { RealtimeDatabase } from "../backend/database.server";
import { PhotoBusyError, withPhotoLock } from "./photo-lock.server";
import { reviewUpdate } from "./review-writes.server";

/** Never the whole tree at once. */
const PAGE = 250;
export const BACKFILL_BY = "npm run organiser -- review-backfill";

export interface BackfillResult {
  added: number;
  /** Left as they are. */
  reviewed: number;
  /** Locked by someone else for longer than the lock's wait: the next run looks again. */
  busy: number;
  state: ReviewState;
}

/** Uploads from before review had no state and were on no page; each gets a new upload's state in one update. Idempotent. */
export async function backfillReview(
  db: RealtimeDatabase,
  options: { photoReview: boolean; now?: () => number; by?: string },
): Promise<BackfillResult> {
  const now = options.now ?? Date.now;
  const by = options.by ?? BACKFILL_BY;
  const state: ReviewState = options.photoReview ? "pending" : "approved";
  const result: BackfillResult = { added: 0, reviewed: 0, busy: 0, state };
  let after: string | undefined;
  for (;;) {
    const rows = await db.queryByKey(RECORDS_PATH, { ...(after ? { startAt: after } : {}), limit: PAGE + 1, from: "first" });
    const page = rows.filter(([key]) => key !== after).slice(0, PAGE);
    if (page.length === 0) return result;
    const first = page[0]![0];
    const last = page[page.length - 1]![0];
    // One range query; a key beyond its limit (states without records) is asked for on its own.
    const states = await db.queryByKey(REVIEW_PATH, { startAt: first, endAt: last, limit: 1000, from: "first" });
    const known = new Map(states);
    const complete = states.length < 1000;
    for (const [key, listed] of page) {
      if (!isUploadRecord(listed)) continue;
      if (isReviewRecord(complete ? known.get(key) : await db.get(reviewPath(key)))) {
        result.reviewed++;
        continue;
      }
      // Read again under the photo's lock: an organiser or the uploader may have changed or removed
      // it since the page was read (decision 017).
      let outcome: "added" | "reviewed" | "gone" | "busy";
      try {
        outcome = await withPhotoLock(
          key,
          async (lock) => {
            const [record, review] = await Promise.all([db.get(recordPath(key)), db.get(reviewPath(key))]);
            if (!isUploadRecord(record)) return "gone";
            if (isReviewRecord(review)) return "reviewed";
            const action = state === "approved" ? "approve" : "pending";
            await lock.commit(
              reviewUpdate(key, { record, review: null }, { record, state, by }, now(), [
                { by, action, detail: "uploaded before review" },
              ]),
            );
            return "added";
          },
          db,
        );
      } catch (error) {
        if (!(error instanceof PhotoBusyError)) throw error;
        outcome = "busy";
      }
      if (outcome !== "gone") result[outcome]++;
    }
    after = last;
  }
}
