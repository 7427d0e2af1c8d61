import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { readyMarkerPath, VARIANT_WIDTHS, variantPath, variantWidths, type VariantFormat } from "~/lib/image-variants";
import { FIELD_LIMITS, MAX_TAGS, MAX_TAG_LENGTH, splitTags } from "~/lib/photo-upload";
import { getDatabase, getStorage } from "./backend.server";
import { getConfig } from "./config.server";
import { GALLERY_INDEX_PATH, galleryIndexPath, type GalleryEntry } from "./gallery.server";

/**
 * Review of uploaded photos (docs/ORGANISERS.md, Review). The upload record stays as it is at
 * `events/fsw25/{key}`; review state, the per-state index, the public index and the audit log live
 * at their own paths, and every change of state writes all of them in one atomic update at the root.
 */
export const RECORDS_PATH = "events/fsw25";
export const REVIEW_PATH = "photoReview";
export const REVIEW_INDEX_PATH = "reviewIndex";
export const GALLERY_ALL_PATH = galleryIndexPath();
export const GALLERY_EDITIONS_PATH = `${GALLERY_INDEX_PATH}/editions`;
export const AUDIT_PATH = "auditLog";
export const REVIEW_STATES = ["pending", "approved", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export type ReviewAction = "approve" | "hide" | "pending" | "edit" | "delete";

export interface ReviewRecord {
  state: ReviewState;
  edition: string;
  updatedAt: string;
  updatedBy?: string;
}

export interface AuditEntry {
  at: string;
  by: string;
  action: ReviewAction;
  key: string;
  detail?: string;
}

/** The upload record's fields review reads and edits (the record keeps all its other fields). */
export interface UploadRecord {
  original: string;
  thumbnail: string;
  uploadedAt: string;
  title: string;
  edition: string;
  tags?: string[];
  description?: string;
  size?: string;
  dimensions?: { width: number; height: number };
}

export class ReviewError extends Error {
  override name = "ReviewError";
  constructor(
    message: string,
    readonly status: 400 | 404 | 503,
  ) {
    super(message);
  }
}

const KEY = /^[A-Za-z0-9_-]{1,160}$/;

export function isPhotoKey(key: unknown): key is string {
  return typeof key === "string" && KEY.test(key);
}

/** The lower-case edition id the public index files a photo under, or null when it names none. */
export function editionKey(edition: string): string | null {
  const id = edition.trim().toLowerCase();
  return /^[a-z0-9_-]{1,40}$/.test(id) ? id : null;
}

export function isUploadRecord(value: unknown): value is UploadRecord {
  const r = value as UploadRecord;
  return typeof r === "object" && r !== null && typeof r.original === "string" && typeof r.thumbnail === "string";
}

export function isReviewRecord(value: unknown): value is ReviewRecord {
  const r = value as ReviewRecord;
  return typeof r === "object" && r !== null && (REVIEW_STATES as readonly string[]).includes(r.state);
}

export function galleryEntry(record: UploadRecord): GalleryEntry {
  return {
    title: record.title ?? "",
    original: record.original,
    thumbnail: record.thumbnail,
    width: record.dimensions?.width ?? 0,
    height: record.dimensions?.height ?? 0,
    uploadedAt: record.uploadedAt,
    edition: record.edition ?? "",
  };
}

/** Writes (entry) or clears (null) a photo's places in the public index, old edition included. */
export function galleryWrites(key: string, editions: string[], entry: GalleryEntry | null): Record<string, unknown> {
  const writes: Record<string, unknown> = { [`${GALLERY_ALL_PATH}/${key}`]: entry };
  for (const edition of editions) {
    const id = editionKey(edition);
    if (id) writes[`${GALLERY_EDITIONS_PATH}/${id}/${key}`] = null;
  }
  const id = entry ? editionKey(entry.edition) : null;
  if (entry && id) writes[`${GALLERY_EDITIONS_PATH}/${id}/${key}`] = entry;
  return writes;
}

export function stateWrites(key: string, state: ReviewState | null): Record<string, unknown> {
  return Object.fromEntries(REVIEW_STATES.map((s) => [`${REVIEW_INDEX_PATH}/${s}/${key}`, s === state ? true : null]));
}

/** Audit keys sort by time: a zero-padded millisecond count and a random tail against collisions. */
export function auditKey(now: number): string {
  return `${String(now).padStart(15, "0")}-${randomBytes(4).toString("hex")}`;
}

export function auditWrite(now: number, entry: AuditEntry): Record<string, unknown> {
  const clean = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
  return { [`${AUDIT_PATH}/${auditKey(now)}`]: clean };
}

// A short memory of review states for the media route: a changed state is forgotten at once on this
// copy of the site, and within a few seconds on the others.
const STATE_CACHE_MS = 5000;
const stateCache = new LRUCache<string, { state: ReviewState | null; at: number }>({ max: 5000 });

function forget(key: string): void {
  stateCache.delete(key);
}

export async function reviewOf(key: string): Promise<ReviewRecord | null> {
  const value = await getDatabase().get(`${REVIEW_PATH}/${key}`);
  return isReviewRecord(value) ? value : null;
}

async function recordOf(key: string): Promise<UploadRecord | null> {
  const value = await getDatabase().get(`${RECORDS_PATH}/${key}`);
  return isUploadRecord(value) ? value : null;
}

/**
 * Called by the upload pipeline once the record is written: the photo waits for review
 * (PHOTO_REVIEW=on) or is published at once (off).
 */
export async function registerUpload(key: string, record: UploadRecord, now = Date.now()): Promise<ReviewState> {
  const state: ReviewState = getConfig().photoReview ? "pending" : "approved";
  const review: ReviewRecord = { state, edition: record.edition ?? "", updatedAt: new Date(now).toISOString() };
  await getDatabase().update("/", {
    [`${REVIEW_PATH}/${key}`]: review,
    ...stateWrites(key, state),
    ...(state === "approved" ? galleryWrites(key, [], galleryEntry(record)) : {}),
  });
  forget(key);
  return state;
}

/** Moves photos to a review state, each in one atomic update with its audit entry. Returns the keys changed. */
export async function setReviewState(
  keys: readonly string[],
  state: ReviewState,
  by: string,
  now = Date.now(),
): Promise<string[]> {
  const changed: string[] = [];
  const action: ReviewAction = state === "approved" ? "approve" : state === "hidden" ? "hide" : "pending";
  for (const key of new Set(keys)) {
    if (!isPhotoKey(key)) throw new ReviewError("That is not a photo of the site.", 400);
    const [record, review] = await Promise.all([recordOf(key), reviewOf(key)]);
    if (!record) throw new ReviewError(`The photo "${key}" does not exist (any more).`, 404);
    const entry = state === "approved" ? galleryEntry(record) : null;
    await getDatabase().update("/", {
      [`${REVIEW_PATH}/${key}`]: { state, edition: record.edition ?? "", updatedAt: new Date(now).toISOString(), updatedBy: by },
      ...stateWrites(key, state),
      ...galleryWrites(key, [review?.edition ?? "", record.edition ?? ""], entry),
      ...auditWrite(now, {
        at: new Date(now).toISOString(),
        by,
        action,
        key,
        detail: review ? `was ${review.state}` : undefined,
      }),
    });
    forget(key);
    changed.push(key);
  }
  return changed;
}

export interface PhotoEdit {
  title: string;
  edition: string;
  tags: string;
}

/** Checks an organiser's edit with the upload form's limits; returns the errors by field. */
export function checkEdit(edit: PhotoEdit, editions: readonly string[]): Partial<Record<keyof PhotoEdit, string>> {
  const errors: Partial<Record<keyof PhotoEdit, string>> = {};
  if (edit.title.trim().length > FIELD_LIMITS.title)
    errors.title = `The title may have at most ${FIELD_LIMITS.title} characters.`;
  if (!editions.some((e) => e.toLowerCase() === edit.edition.trim().toLowerCase()))
    errors.edition = "Choose one of the editions.";
  const tags = splitTags(edit.tags);
  if (tags.length > MAX_TAGS) errors.tags = `At most ${MAX_TAGS} tags.`;
  else if (tags.some((t) => t.length > MAX_TAG_LENGTH)) errors.tags = `A tag may have at most ${MAX_TAG_LENGTH} characters.`;
  return errors;
}

/** Changes title, edition and tags in the record itself (same format); an approved photo's index follows. */
export async function editPhoto(key: string, edit: PhotoEdit, by: string, now = Date.now()): Promise<void> {
  if (!isPhotoKey(key)) throw new ReviewError("That is not a photo of the site.", 400);
  const [record, review] = await Promise.all([recordOf(key), reviewOf(key)]);
  if (!record) throw new ReviewError(`The photo "${key}" does not exist (any more).`, 404);
  const updated: UploadRecord = { ...record, title: edit.title.trim(), edition: edit.edition.trim(), tags: splitTags(edit.tags) };
  const state = review?.state ?? "pending";
  await getDatabase().update("/", {
    [`${RECORDS_PATH}/${key}/title`]: updated.title,
    [`${RECORDS_PATH}/${key}/edition`]: updated.edition,
    [`${RECORDS_PATH}/${key}/tags`]: updated.tags,
    [`${REVIEW_PATH}/${key}`]: { state, edition: updated.edition, updatedAt: new Date(now).toISOString(), updatedBy: by },
    ...(state === "approved" ? galleryWrites(key, [review?.edition ?? "", record.edition ?? ""], galleryEntry(updated)) : {}),
    ...auditWrite(now, {
      at: new Date(now).toISOString(),
      by,
      action: "edit",
      key,
      detail: `title, edition ${updated.edition}, tags`,
    }),
  });
  forget(key);
}

/** Every storage object an upload may have: original, thumbnail, each variant and the ready marker. */
export function uploadObjectPaths(key: string, dimensions?: { width: number; height: number }): string[] {
  const original = `images/originals/${key}`;
  const widths = new Set<number>([...VARIANT_WIDTHS, ...(dimensions ? variantWidths(dimensions.width) : [])]);
  const formats: VariantFormat[] = ["jpeg", "webp"];
  const paths = [original, `images/thumbnails/thumb-${key}`];
  for (const width of widths) for (const format of formats) paths.push(variantPath(original, width, format));
  if (dimensions) paths.push(readyMarkerPath(original, dimensions));
  return paths;
}

/**
 * Deletes a photo for good: its objects first, then its review state, indexes and claims, the record
 * last, each step tolerant of what is missing — so a delete that failed half-way can simply be repeated.
 */
export async function deletePhoto(key: string, by: string, now = Date.now()): Promise<void> {
  if (!isPhotoKey(key)) throw new ReviewError("That is not a photo of the site.", 400);
  const database = getDatabase();
  const storage = await getStorage();
  const [record, review, upload] = await Promise.all([recordOf(key), reviewOf(key), database.get(`photoUploads/${key}`)]);
  if (!record && !review && !upload) throw new ReviewError(`The photo "${key}" does not exist (any more).`, 404);
  let hidden = false;
  try {
    // Hidden from visitors first, so nothing half-deleted is ever listed.
    forget(key);
    await database.update("/", {
      ...galleryWrites(key, [review?.edition ?? "", record?.edition ?? ""], null),
      ...stateWrites(key, "hidden"),
      ...(review ? { [`${REVIEW_PATH}/${key}/state`]: "hidden" } : {}),
    });
    hidden = true;
    for (const path of uploadObjectPaths(key, record?.dimensions)) await storage.remove(path);
    const claims: Record<string, unknown> = {};
    const { sha256, idempotencyKey } = (upload ?? {}) as { sha256?: unknown; idempotencyKey?: unknown };
    // A claim is removed only while it still names this photo.
    if (typeof sha256 === "string" && (await database.get(`photoHashes/${sha256}`)) === key)
      claims[`photoHashes/${sha256}`] = null;
    if (typeof idempotencyKey === "string" && (await database.get(`photoIdempotency/${idempotencyKey}`)) === key) {
      claims[`photoIdempotency/${idempotencyKey}`] = null;
    }
    await database.update("/", {
      ...claims,
      ...stateWrites(key, null),
      [`photoUploads/${key}`]: null,
      [`${REVIEW_PATH}/${key}`]: null,
      ...auditWrite(now, { at: new Date(now).toISOString(), by, action: "delete", key, detail: record?.title || undefined }),
    });
    await database.remove(`${RECORDS_PATH}/${key}`);
    forget(key);
  } catch (error) {
    // A backend failure half-way: say what is done and that repeating the delete finishes it.
    console.warn(`Deleting photo "${key}" did not finish: ${error instanceof Error ? error.message : String(error)}`);
    throw new ReviewError(
      hidden
        ? `The photo "${key}" is off every public page, but deleting its files and records did not finish (the storage or the database did not answer). Delete it again to finish.`
        : `The photo "${key}" could not be deleted now (the database did not answer). Please try again.`,
      503,
    );
  }
}

export interface ReviewItem {
  key: string;
  state: ReviewState;
  record: UploadRecord;
  review: ReviewRecord | null;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next (older) page, or null on the last page. */
  older: string | null;
}

/** One page of photos in a state, newest first: one key query on the state's index, then their records. */
export async function listByState(
  state: ReviewState,
  options: { before?: string; limit?: number } = {},
): Promise<Page<ReviewItem>> {
  const limit = options.limit ?? 24;
  const rows = await getDatabase().queryByKey(`${REVIEW_INDEX_PATH}/${state}`, {
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

/** One page of the audit log, newest first. */
export async function listAudit(options: { before?: string; limit?: number } = {}): Promise<Page<AuditEntry & { id: string }>> {
  const limit = options.limit ?? 50;
  const before = options.before && /^\d{15}-[0-9a-f]{8}$/.test(options.before) ? options.before : undefined;
  const rows = await getDatabase().queryByKey(AUDIT_PATH, {
    ...(before ? { endAt: before } : {}),
    limit: limit + 1,
    from: "last",
  });
  const entries = rows.reverse().map(([id, value]) => ({ id, ...(value as AuditEntry) }));
  return { items: entries.slice(0, limit), older: entries.length > limit ? entries[limit]!.id : null };
}

/** The photo key a storage path belongs to, when it is an upload's original, thumbnail or variant. */
export function uploadKeyOf(path: string): string | null {
  const match =
    /^images\/originals\/([^/]+)$/.exec(path) ??
    /^images\/thumbnails\/thumb-([^/]+)$/.exec(path) ??
    /^variants\/images\/originals\/([^/]+?)\.(?:\d{1,5}w\.(?:jpg|webp)|ready\.\d{1,5}x\d{1,5})$/.exec(path);
  return match && isPhotoKey(match[1]) ? match[1] : null;
}

/** Whether a visitor may be served a storage object: anything but an upload that is not approved. */
export async function isPublicMedia(path: string, now = Date.now()): Promise<boolean> {
  const key = uploadKeyOf(path);
  if (key === null) return !path.startsWith("images/") && !path.startsWith("variants/images/");
  const cached = stateCache.get(key);
  if (cached && now - cached.at < STATE_CACHE_MS) return cached.state === "approved";
  const state = (await reviewOf(key))?.state ?? null;
  stateCache.set(key, { state, at: now });
  return state === "approved";
}

export function resetReviewCacheForTests(): void {
  stateCache.clear();
}
