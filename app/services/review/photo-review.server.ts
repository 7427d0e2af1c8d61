import { LRUCache } from "lru-cache";
import {
  AUDIT_PATH,
  isInUploadFolders,
  isPhotoKey,
  isReviewRecord,
  isUploadRecord,
  recordPath,
  reviewIndexPath,
  reviewPath,
  deletionPath,
  hiddenSince,
  originalPath,
  timeKeyFloor,
  uploadKeyOf,
  uploadLeftovers,
  type ReviewRecord,
  type ReviewState,
  type UploadRecord,
} from "~/lib/photo-layout";
import { getDatabase, getStorage } from "../backend/backend.server";
import { removeKeysBefore } from "../backend/database.server";
import { getConfig } from "../../config/config.server";
import { PhotoBusyError, withPhotoLock, type PhotoLock } from "./photo-lock.server";
import { AUDIT_ID_PATTERN, reviewUpdate, type AuditEntry, type PhotoState, type ReviewAction } from "./review-writes.server";
import { scheduleReviewDigest } from "./review-digest.server";
import { schedulePhotoMail } from "../mail/photo-news.server";
import { claimsOf } from "./photo-claims.server";
import { settleVariants } from "../images/variants.server";

// Each action holds the photo's lock and writes one root update, so concurrent organisers are served in turn (decision 017).
export type { ReviewAction } from "./review-writes.server";

export class ReviewError extends Error {
  override name = "ReviewError";
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 503,
  ) {
    super(message);
  }
}

const notAPhoto = () => new ReviewError("That is not a photo of the site.", 400);
export const gone = (key: string) => new ReviewError(`The photo "${key}" does not exist (any more).`, 404);

// A changed state is forgotten at once on this copy of the site, within seconds on the others.
const STATE_CACHE_MS = 5000;
const stateCache = new LRUCache<string, { state: ReviewState | null; at: number }>({ max: 5000 });

function forget(key: string): void {
  stateCache.delete(key);
}

export async function reviewOf(key: string): Promise<ReviewRecord | null> {
  const value = await getDatabase().get(reviewPath(key));
  return isReviewRecord(value) ? value : null;
}

export async function recordOf(key: string): Promise<UploadRecord | null> {
  const value = await getDatabase().get(recordPath(key));
  return isUploadRecord(value) ? value : null;
}

/** Every change of a photo: under its lock, with the photo as it is once the lock is held. */
export async function change<T>(key: string, act: (lock: PhotoLock, before: PhotoState) => Promise<T>): Promise<T> {
  if (!isPhotoKey(key)) throw notAPhoto();
  try {
    return await withPhotoLock(key, async (lock) => {
      const [record, review] = await Promise.all([recordOf(key), reviewOf(key)]);
      try {
        return await act(lock, { record, review });
      } finally {
        forget(key);
      }
    });
  } catch (error) {
    if (!(error instanceof PhotoBusyError)) throw error;
    throw new ReviewError(`Another organiser is changing the photo "${key}" right now. Please try again in a moment.`, 409);
  }
}

/** A photo deleted meanwhile stays deleted. */
export async function registerUpload(key: string, now = Date.now()): Promise<ReviewState> {
  const state: ReviewState = getConfig().photoReview ? "pending" : "approved";
  await change(key, async (lock, before) => {
    if (!before.record || before.review) return;
    await lock.commit(reviewUpdate(key, before, { record: before.record, state }, now, []));
  });
  // Not awaited: neither mail holds up the upload.
  if (state === "pending") scheduleReviewDigest();
  else schedulePhotoMail();
  return state;
}

/** Returns the keys changed; a photo deleted meanwhile is skipped and named afterwards (404). */
export async function setReviewState(
  keys: readonly string[],
  state: ReviewState,
  by: string,
  now = Date.now(),
): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (!unique.every(isPhotoKey)) throw notAPhoto();
  const action: ReviewAction = state === "approved" ? "approve" : state === "hidden" ? "hide" : "pending";
  const changed: string[] = [];
  const missing: string[] = [];
  for (const key of unique) {
    await change(key, async (lock, before) => {
      if (!before.record) return void missing.push(key);
      const detail = before.review ? `was ${before.review.state}` : undefined;
      await lock.commit(reviewUpdate(key, before, { record: before.record, state, by }, now, [{ by, action, detail }]));
      changed.push(key);
    });
  }
  if (state === "approved" && changed.length > 0) schedulePhotoMail();
  if (missing.length > 0) throw gone(missing.join('", "'));
  return changed;
}

function storagePathsOf(value: unknown): string[] | null {
  const paths = (value as { storage?: unknown } | null)?.storage;
  return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === "string") : null;
}

/** One update removes the photo from every page and notes its objects; an unfinished delete is finished by repeating it or by the sweep. */
export async function deletePhoto(key: string, by: string, now = Date.now()): Promise<void> {
  await removePhoto(key, { by, action: "delete" }, now);
}

/** The uploader has no name the site knows. */
export const WITHDRAWN_BY = "its uploader";

/** The caller has checked the uploader's cookie. */
export async function withdrawPhoto(key: string, now = Date.now()): Promise<void> {
  await removePhoto(key, { by: WITHDRAWN_BY, action: "withdraw" }, now);
}

/** Who the audit log names for what the retention sweep deletes. */
export const RETENTION_BY = "the retention sweep";

/**
 * Deletes, through the one delete path, each photo hidden at `cutoff` or earlier (checked again under its lock, so a
 * photo approved meanwhile stays); returns the keys deleted. Another copy's sweep deleting the same photo is no error.
 */
export async function expireHiddenPhotos(cutoff: number, now = Date.now()): Promise<string[]> {
  const expired: string[] = [];
  let startAt: string | undefined;
  for (;;) {
    const rows = await getDatabase().queryByKey(reviewIndexPath("hidden"), {
      ...(startAt ? { startAt } : {}),
      limit: 1000,
      from: "first",
    });
    for (const [key, value] of rows) {
      if (key === startAt || !isPhotoKey(key)) continue;
      // An index entry written before it held the time (`true`): the review record says.
      const since = typeof value === "number" ? value : hiddenSince(await reviewOf(key));
      if (since === null || since > cutoff) continue;
      try {
        const deleted = await removePhoto(key, { by: RETENTION_BY, action: "expire" }, now, (before) => {
          const since = hiddenSince(before.review);
          return since !== null && since <= cutoff;
        });
        if (deleted) expired.push(key);
      } catch (error) {
        // Gone: another copy's sweep was first. Busy: someone is changing it; the next sweep looks again.
        if (!(error instanceof ReviewError) || (error.status !== 404 && error.status !== 409)) throw error;
      }
    }
    if (rows.length < 1000) return expired;
    startAt = rows[rows.length - 1]![0];
  }
}

/** Removes audit entries older than `cutoff`, reading only those; returns how many. */
export function expireAuditEntries(cutoff: number): Promise<number> {
  return removeKeysBefore(getDatabase(), AUDIT_PATH, timeKeyFloor(cutoff));
}

/** `onlyIf`: checked under the lock; false leaves the photo as it is (returns false). */
async function removePhoto(
  key: string,
  audit: { by: string; action: ReviewAction },
  now: number,
  onlyIf?: (before: PhotoState) => boolean,
): Promise<boolean> {
  if (!isPhotoKey(key)) throw notAPhoto();
  const database = getDatabase();
  let objects: string[] | null;
  try {
    objects = await change(key, async (lock, before) => {
      if (onlyIf && !onlyIf(before)) return null;
      if (!before.record && !before.review) {
        const unfinished = storagePathsOf(await database.get(deletionPath(key)));
        if (unfinished) return unfinished;
        throw gone(key);
      }
      const storage = uploadLeftovers(key, before.record).storage;
      const claims = await claimsOf(database, key);
      const detail = before.record?.title || undefined;
      await lock.commit({
        ...reviewUpdate(key, before, null, now, [{ ...audit, detail }], { claims }),
        [deletionPath(key)]: { at: new Date(now).toISOString(), storage },
      });
      return storage;
    });
  } catch (error) {
    if (error instanceof ReviewError) throw error;
    console.warn(`Deleting photo "${key}" did not start: ${error instanceof Error ? error.message : String(error)}`);
    throw new ReviewError(`The photo "${key}" could not be deleted now (the database did not answer). Please try again.`, 503);
  }
  if (objects === null) return false;
  try {
    await settleVariants(originalPath(key));
    await removeObjects(objects);
    await database.remove(deletionPath(key));
  } catch (error) {
    console.warn(`Deleting photo "${key}" did not finish: ${error instanceof Error ? error.message : String(error)}`);
    throw new ReviewError(
      `The photo "${key}" is off every public page and its record is gone, but deleting its files did not finish (the storage did not answer). Delete it again to finish.`,
      503,
    );
  }
  return true;
}

/** A missing one is no error. */
export async function removeObjects(paths: readonly string[]): Promise<void> {
  const storage = await getStorage();
  for (const path of paths) await storage.remove(path);
}

export interface ReviewItem {
  key: string;
  state: ReviewState;
  record: UploadRecord;
  review: ReviewRecord | null;
}

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  older: string | null;
}

export async function listByState(
  state: ReviewState,
  options: { before?: string; limit?: number } = {},
): Promise<Page<ReviewItem>> {
  const limit = options.limit ?? 24;
  const rows = await getDatabase().queryByKey(reviewIndexPath(state), {
    ...(options.before && isPhotoKey(options.before) ? { endAt: options.before } : {}),
    limit: limit + 1,
    from: "last",
  });
  const keys = rows.map(([key]) => key).reverse();
  const items = await Promise.all(
    keys.slice(0, limit).map(async (key) => ({ key, state, record: await recordOf(key), review: await reviewOf(key) })),
  );
  return {
    items: items.filter((i): i is ReviewItem => i.record !== null),
    older: keys.length > limit ? keys[limit]! : null,
  };
}

export async function listAudit(options: { before?: string; limit?: number } = {}): Promise<Page<AuditEntry & { id: string }>> {
  const limit = options.limit ?? 50;
  const before = options.before && AUDIT_ID_PATTERN.test(options.before) ? options.before : undefined;
  const rows = await getDatabase().queryByKey(AUDIT_PATH, {
    ...(before ? { endAt: before } : {}),
    limit: limit + 1,
    from: "last",
  });
  const entries = rows.reverse().map(([id, value]) => ({ id, ...(value as AuditEntry) }));
  return { items: entries.slice(0, limit), older: entries.length > limit ? entries[limit]!.id : null };
}

export async function isPublicMedia(path: string, now = Date.now()): Promise<boolean> {
  const key = uploadKeyOf(path);
  if (key === null) return !isInUploadFolders(path);
  const cached = stateCache.get(key);
  if (cached && now - cached.at < STATE_CACHE_MS) return cached.state === "approved";
  const state = (await reviewOf(key))?.state ?? null;
  stateCache.set(key, { state, at: now });
  return state === "approved";
}

export function resetReviewCacheForTests(): void {
  stateCache.clear();
}
