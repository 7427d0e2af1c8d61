import type { Migration } from "../backend/migrations.server";
import { backfillFacets } from "../galleries/facet-backfill.server";
import { backfillReview } from "../review/review-backfill.server";

/** Who the audit log says gave the old uploads their state. */
export const MIGRATION_1_BY = "the upgrade to schema version 1";
/**
 * A photo being changed just then (or locked by a copy that crashed, until its lock expires) is looked at again, this
 * many times in all, before the migration fails and the next start retries.
 */
const PASSES = 3;

/** Runs an idempotent backfill until nothing was busy; its first pass's counts, with what later passes added. */
async function untilNoneBusy<T extends { added: number; busy: number }>(step: string, pass: () => Promise<T>): Promise<T> {
  const first = await pass();
  let { added, busy } = first;
  for (let n = 2; busy > 0; n++) {
    if (n > PASSES) throw new Error(`${busy} photos were locked by someone else each time the ${step} looked`);
    const again = await pass();
    added += again.added;
    busy = again.busy;
  }
  return { ...first, added, busy };
}

// Version 1: what the one-off backfills did by hand or at each start. Uploads from before review get the state a new
// upload gets; then photos approved before the gallery could be narrowed get their facet entries and a day.
export const reviewAndFacets: Migration = {
  version: 1,
  name: "review states and gallery facets for older photos",
  async run({ database }, { photoReview }) {
    const review = await untilNoneBusy("review step", () => backfillReview(database, { photoReview, by: MIGRATION_1_BY }));
    const facets = await untilNoneBusy("facet step", () => backfillFacets(database));
    return {
      [`photos given a review state (${review.state})`]: review.added,
      "already reviewed": review.reviewed,
      "approved photos listed by photographer, boat and day": facets.added,
      "already listed or not approved": facets.skipped,
    };
  },
};
