import type { Migration } from "../backend/migrations.server";
import { backfillFacets, type FacetBackfillResult } from "../galleries/facet-backfill.server";
import { backfillReview } from "../review/review-backfill.server";

/** Who the audit log says gave the old uploads their state. */
export const MIGRATION_1_BY = "the upgrade to schema version 1";
/** A photo being changed just then is looked at again, this many times in all, before the migration fails (and the next start retries). */
const FACET_PASSES = 3;

// Version 1: what the one-off backfills did by hand or at each start. Uploads from before review get the state a new
// upload gets; then photos approved before the gallery could be narrowed get their facet entries and a day.
export const reviewAndFacets: Migration = {
  version: 1,
  name: "review states and gallery facets for older photos",
  async run({ database }, { photoReview }) {
    const review = await backfillReview(database, { photoReview, by: MIGRATION_1_BY });
    let facets: FacetBackfillResult = { added: 0, skipped: 0, busy: 0 };
    for (let pass = 1; ; pass++) {
      const done = await backfillFacets(database);
      facets = { added: facets.added + done.added, skipped: pass === 1 ? done.skipped : facets.skipped, busy: done.busy };
      if (done.busy === 0) break;
      if (pass === FACET_PASSES) throw new Error(`${done.busy} approved photos were being changed by an organiser each time`);
    }
    return {
      [`photos given a review state (${review.state})`]: review.added,
      "already reviewed": review.reviewed,
      "approved photos listed by photographer, boat and day": facets.added,
      "already listed or not approved": facets.skipped,
    };
  },
};
