import { galleryIndexPath, isGalleryEntry, isPhotoKey, type ReviewState } from "~/lib/photo-layout";
import { getDatabase } from "../backend/backend.server";
import { recordOf, reviewOf, type Page, type ReviewItem } from "./photo-review.server";

/** Approved uploads whose public entry has no description (decision 051), newest first: one read of the whole index. */
export async function undescribedKeys(): Promise<string[]> {
  const index = await getDatabase().get(galleryIndexPath());
  if (typeof index !== "object" || index === null) return [];
  const keys = Object.entries(index).filter(([key, entry]) => isPhotoKey(key) && isGalleryEntry(entry) && !entry.alt);
  return keys.map(([key]) => key).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

export async function listUndescribed(
  options: { before?: string; limit?: number } = {},
): Promise<Page<ReviewItem> & { count: number }> {
  const limit = options.limit ?? 24;
  const all = await undescribedKeys();
  const start = options.before ? all.findIndex((key) => key <= options.before!) : 0;
  const keys = start < 0 ? [] : all.slice(start, start + limit + 1);
  const items = await Promise.all(
    keys
      .slice(0, limit)
      .map(async (key) => ({ key, state: "approved" as ReviewState, record: await recordOf(key), review: await reviewOf(key) })),
  );
  return {
    items: items.filter((i): i is ReviewItem => i.record !== null),
    older: keys.length > limit ? keys[limit]! : null,
    count: all.length,
  };
}
