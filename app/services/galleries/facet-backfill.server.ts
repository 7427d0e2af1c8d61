import {
  editionKey,
  facetEntries,
  galleryEntry,
  galleryIndexPath,
  isGalleryEntry,
  isPhotoKey,
  isReviewRecord,
  isUploadRecord,
  recordPath,
  reviewPath,
} from "~/lib/photo-layout";
import { getDatabase } from "../backend/backend.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { PhotoBusyError, withPhotoLock } from "../review/photo-lock.server";

// Photos approved before the gallery was listed by photographer, boat and day have no facet entries, and their
// public entry has no day (every entry written since has one). Each such photo gets both, under its lock: part of
// the upgrade to schema version 1 (app/services/migrations/), and `npm run organiser -- facet-backfill`.

/** Never the whole index at once. */
const PAGE = 250;

export interface FacetBackfillResult {
  /** Approved photos that now have their facet entries. */
  added: number;
  /** Already listed, or no longer approved. */
  skipped: number;
  /** Being changed by an organiser just then: the next run looks again. */
  busy: number;
}

/** Idempotent; a copy of the site and the command may run it at once. */
export async function backfillFacets(db: RealtimeDatabase = getDatabase(), stop?: AbortSignal): Promise<FacetBackfillResult> {
  const result: FacetBackfillResult = { added: 0, skipped: 0, busy: 0 };
  let after: string | undefined;
  for (;;) {
    const rows = await db.queryByKey(galleryIndexPath(), {
      ...(after ? { startAt: after } : {}),
      limit: PAGE + 1,
      from: "first",
    });
    const page = rows.filter(([key]) => key !== after).slice(0, PAGE);
    if (page.length === 0) return result;
    for (const [key, entry] of page) {
      if (stop?.aborted) return result;
      if (!isPhotoKey(key) || !isGalleryEntry(entry) || entry.day !== undefined) {
        result.skipped++;
        continue;
      }
      try {
        result[await listUnderFacets(db, key)]++;
      } catch (error) {
        if (!(error instanceof PhotoBusyError)) throw error;
        result.busy++;
      }
    }
    after = page[page.length - 1]![0];
  }
}

/** Read again under the lock: an organiser may have changed, hidden or deleted it since the page was read (decision 017). */
function listUnderFacets(db: RealtimeDatabase, key: string): Promise<"added" | "skipped"> {
  return withPhotoLock(
    key,
    async (lock) => {
      const [record, review] = await Promise.all([db.get(recordPath(key)), db.get(reviewPath(key))]);
      if (!isUploadRecord(record) || !isReviewRecord(review) || review.state !== "approved") return "skipped";
      const entry = galleryEntry(record);
      const edition = editionKey(record.edition ?? "");
      await lock.commit({
        ...facetEntries(key, record),
        [`${galleryIndexPath()}/${key}`]: entry,
        ...(edition ? { [`${galleryIndexPath(edition)}/${key}`]: entry } : {}),
      });
      return "added";
    },
    db,
  );
}
