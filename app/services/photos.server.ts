import { createReadStream } from "node:fs";
import { timingSafeEqual, createHash } from "node:crypto";
import { json, type AppLoadContext } from "@remix-run/node";
import {
  ACCESS_CODE_FIELD,
  FIELD_LIMITS,
  FILE_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MESSAGES,
  RESUMABLE_FIELD,
  formatSizeMb,
  sanitizeFileName,
  titleFromFileName,
  splitTags,
  successMessages,
  validateUploadFields,
  type UploadResultItem,
  type UploadFailure,
  type UploadFields,
} from "~/lib/photo-upload";
import { startedEditions } from "~/models/editions.server";
import { getDatabase, getStorage } from "./backend.server";
import { getConfig } from "./config.server";
import { UploadRefusal, removeStaged, stageUpload, tooLarge, type StagedFile } from "./photo-staging.server";
import { takeResumable } from "./resumable.server";
import { StorageError } from "./storage-errors.server";
import { IDEMPOTENCY_KEY_PATTERN, UploadClaims, timestampOfKey } from "./upload-claims.server";
import { ImageBusyError, ImageError, processUpload, removeCleanOriginal } from "./image-processing.server";
import { readDateTaken } from "./date-taken.server";
import { queueUploadVariants } from "./variants.server";
import { registerUpload } from "./photo-review.server";

/** Where the photo records live (docs/product.md, Photo records). */
export const PHOTO_RECORDS_PATH = "events/fsw25";

export interface PhotoRecord {
  original: string;
  thumbnail: string;
  uploadedAt: string;
  size: string;
  type: string;
  tags: string[];
  city: string;
  date: string;
  venue: string;
  title: string;
  edition: string;
  description: string;
  dimensions: { width: number; height: number };
  uploadedBy: "anonymous";
}

/** What the pipeline reports besides what the visitor sees: how the HTTP answer must be sent. */
export type SaveFailure = UploadFailure & { closeConnection?: boolean };
export type SaveResult = { ok: true; key: string; status: "stored" | "duplicate"; record?: PhotoRecord } | SaveFailure;

type UploadRateLimited = NonNullable<AppLoadContext["uploadRateLimited"]>;

export function isPhotoRecord(value: unknown): value is PhotoRecord {
  const r = value as PhotoRecord;
  return typeof r === "object" && r !== null && typeof r.original === "string" && typeof r.thumbnail === "string";
}

export function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The upload's thumbnail and cleaned original, from one decode after the one image check (inspectImage):
 * a refused image becomes the visitor's 4xx, a full line a 429 with Retry-After.
 */
async function processed(file: StagedFile) {
  try {
    return await processUpload(file.tempPath, file.bytes);
  } catch (error) {
    if (error instanceof ImageBusyError) {
      throw new UploadRefusal(
        429,
        MESSAGES.uploadError("We are processing many photos right now. Please try again in a minute."),
        null,
        error.retryAfterSeconds,
      );
    }
    if (error instanceof ImageError) {
      const status =
        error.code === "too-large" || error.code === "out-of-memory" ? 413 : error.code === "unsupported" ? 415 : 400;
      throw new UploadRefusal(status, MESSAGES.uploadError(error.message), FILE_FIELD);
    }
    throw error;
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof StorageError) return `${error.message} (${error.code})`;
  if (error instanceof Error && "code" in error && typeof error.code === "string" && !error.code.startsWith("E")) {
    return `${error.message} (${error.code})`;
  }
  return "the photo could not be stored. Please try again.";
}

/** How one file of an upload ended: stored now, stored before (same request or same bytes), or refused. */
export type FileOutcome =
  | { ok: true; name: string; key: string; status: "stored" | "duplicate"; record?: PhotoRecord }
  | (SaveFailure & { name: string });

function refusalOf(error: UploadRefusal, values: Partial<UploadFields>): SaveFailure {
  const failure: SaveFailure = { ok: false, status: error.status, fieldErrors: {}, values };
  if (error.field) failure.fieldErrors[error.field] = error.message;
  else failure.formError = error.message;
  if (error.retryAfter) failure.retryAfter = error.retryAfter;
  if (error.closeConnection) failure.closeConnection = true;
  return failure;
}

/** The database could not be read or written: the photo is not stored ("Something went wrong"). */
function databaseRefusal(error: unknown): never {
  throw new UploadRefusal(500, MESSAGES.recordError(errorMessage(error)), null);
}

const stillStoring = () =>
  new UploadRefusal(429, MESSAGES.uploadError("This photo is still being stored. Please try again in a few seconds."), null, 5);

/**
 * Original, thumbnail and record as one all-or-nothing step; the variants follow in the background
 * (queueUploadVariants), and their failure never takes the upload back. The key, the request
 * (idempotency key) and the bytes (SHA-256) are claimed create-only first (upload-claims.server.ts):
 * a repeat is answered with the earlier upload's key, and concurrent uploads never overwrite each other.
 */
async function store(file: StagedFile, fields: UploadFields, now: () => number, idempotencyKey: string | null) {
  const storage = await getStorage();
  const database = getDatabase();
  const claims = new UploadClaims(database, PHOTO_RECORDS_PATH, now);
  const earlier = await claims.findEarlier(file.sha256, idempotencyKey).catch(databaseRefusal);
  if (earlier?.pending && earlier.status === "stored") throw stillStoring();
  if (earlier) return { key: earlier.key, status: earlier.status };
  const image = await processed(file);
  const thumb = { ...image.thumbnail!, original: image.original };
  const type = image.info.type;
  const stored: string[] = [];
  try {
    const claimed = await claims
      .claim(now(), sanitizeFileName(file.filename), file.sha256, idempotencyKey)
      .catch(databaseRefusal);
    if ("earlier" in claimed) {
      if (claimed.earlier.pending && claimed.earlier.status === "stored") throw stillStoring();
      return { key: claimed.earlier.key, status: claimed.earlier.status };
    }
    const key = claimed.key;
    // The original as stored and served: the upload without its personal metadata.
    await storage.put(`images/originals/${key}`, () => createReadStream(image.cleanOriginal.path), {
      contentType: type.mime,
      size: image.cleanOriginal.bytes,
    });
    stored.push(`images/originals/${key}`);
    await storage.put(`images/thumbnails/thumb-${key}`, thumb.jpeg, { contentType: "image/jpeg", size: thumb.jpeg.byteLength });
    stored.push(`images/thumbnails/thumb-${key}`);
    const [original, thumbnail] = await Promise.all(stored.map((p) => storage.urlFor(p)));
    const record: PhotoRecord = {
      original: original!,
      thumbnail: thumbnail!,
      uploadedAt: new Date(timestampOfKey(key)).toISOString(),
      size: formatSizeMb(image.cleanOriginal.bytes),
      type: type.mime,
      tags: splitTags(fields.tags),
      city: fields.city,
      date: fields.date || ((await readDateTaken(file.tempPath)) ?? ""),
      venue: fields.venue,
      title: fields.title || titleFromFileName(file.filename),
      edition: fields.edition,
      description: fields.description,
      dimensions: { width: thumb.original.width, height: thumb.original.height },
      uploadedBy: "anonymous",
    };
    try {
      await database.create(`${PHOTO_RECORDS_PATH}/${key}`, record);
    } catch (error) {
      throw new UploadRefusal(500, MESSAGES.recordError(errorMessage(error)), null);
    }
    await registerUpload(key, record);
    // The answer does not wait for the variants: they follow from the stored original.
    queueUploadVariants(key);
    return { key, status: "stored" as const, record };
  } catch (error) {
    await Promise.all(stored.map((p) => storage.remove(p).catch((e) => console.error(`Could not remove ${p}:`, e))));
    await claims.release();
    if (error instanceof UploadRefusal) throw error;
    console.error("Upload failed:", error);
    throw new UploadRefusal(500, MESSAGES.uploadError(errorMessage(error)), null);
  } finally {
    await removeCleanOriginal(image);
  }
}

function pickValues(fields: Record<string, string>): Partial<UploadFields> {
  const values: Partial<UploadFields> = {};
  for (const name of Object.keys(FIELD_LIMITS) as Array<keyof UploadFields>) {
    if (typeof fields[name] === "string") values[name] = fields[name].slice(0, FIELD_LIMITS[name] * 2);
  }
  return values;
}

/** One file through the pipeline; a refusal is this file's outcome, never the others'. */
async function storeOne(file: StagedFile, values: UploadFields, options: SaveOptions, idempotencyKey: string | null) {
  const name = file.filename.split(/[/\\]/).pop() ?? "";
  try {
    if (file.tooLarge) throw tooLarge(getConfig().maxUploadBytes);
    if (file.bytes === 0) throw new UploadRefusal(400, MESSAGES.uploadError("The file is empty."), FILE_FIELD);
    const done = await store(file, values, options.now ?? Date.now, idempotencyKey);
    if (file.resumable) await file.resumable.finished();
    return { ok: true as const, name, ...done };
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    if (file.resumable && error.status < 429) await file.resumable.finished();
    return { name, ...refusalOf(error, values) };
  }
}

/** The first answer to a request with this idempotency key, once its photo is stored. */
async function retried(idempotencyKey: string): Promise<FileOutcome | null> {
  const claims = new UploadClaims(getDatabase(), PHOTO_RECORDS_PATH);
  const earlier = await claims.findEarlier(null, idempotencyKey).catch(databaseRefusal);
  if (!earlier) return null;
  if (earlier.pending) throw stillStoring();
  return { ok: true, name: "", key: earlier.key, status: earlier.status };
}

export interface SaveOptions {
  now?: () => number;
  rateLimited?: UploadRateLimited;
}

/**
 * Saves the photos of one post: stage, check, then for each file thumbnail, store, record — or
 * nothing at all for that file. A client over the rate limit is answered before its body is read;
 * a form that fails as a whole (fields, access code, no file) stores nothing.
 */
export async function savePhotos(
  request: Request,
  options: SaveOptions = {},
): Promise<{ ok: true; files: FileOutcome[] } | SaveFailure> {
  if (options.rateLimited) {
    const wait = options.rateLimited.retryAfterSeconds;
    return { ok: false, status: 429, formError: MESSAGES.tooManyUploads(wait), fieldErrors: {}, values: {}, retryAfter: wait };
  }
  const config = getConfig();
  let fields: Record<string, string> = {};
  let files: StagedFile[] = [];
  try {
    ({ fields, files } = await stageUpload(request, { dataDir: config.dataDir, maxBytes: config.maxUploadBytes }));
    if (fields[HONEYPOT_FIELD]) throw new UploadRefusal(400, "The form was not submitted properly.", null);
    if (config.uploadAccessCode && !sameSecret(fields[ACCESS_CODE_FIELD] ?? "", config.uploadAccessCode)) {
      throw new UploadRefusal(403, "The access code is not correct.", ACCESS_CODE_FIELD);
    }
    const idempotencyKey = fields[IDEMPOTENCY_FIELD] || null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new UploadRefusal(400, "The upload's idempotency key is not valid.", null);
    }
    if (fields[RESUMABLE_FIELD]) {
      if (files.length > 0) throw new UploadRefusal(400, "Send either a file or a finished resumable upload.", null);
      // A retried finish whose first answer was lost: its partial upload is gone, its answer is not.
      const earlier = idempotencyKey ? await retried(idempotencyKey) : null;
      if (earlier) return { ok: true, files: [earlier] };
      files = [await takeResumable(fields[RESUMABLE_FIELD], config)];
    }
    const { values, errors } = validateUploadFields(fields, { editions: startedEditions().map((e) => e.value) });
    const fieldErrors: UploadFailure["fieldErrors"] = { ...errors };
    if (files.length === 0) fieldErrors.photo = MESSAGES.noFile;
    if (Object.keys(fieldErrors).length > 0) return { ok: false, status: 400, fieldErrors, values: pickValues(fields) };
    if (idempotencyKey && files.length > 1) {
      throw new UploadRefusal(400, "One idempotency key names one photo: send the photos one by one.", null);
    }
    const outcomes: FileOutcome[] = [];
    // One at a time: the image queue already runs the workers in parallel across requests.
    for (const file of files) outcomes.push(await storeOne(file, values, options, idempotencyKey));
    return { ok: true, files: outcomes };
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    return refusalOf(error, pickValues(fields));
  } finally {
    await removeStaged(files);
  }
}

/** Saves the one photo of a post (the JSON route, and a single-file form): its outcome, or why nothing was stored. */
export async function savePhoto(request: Request, options: SaveOptions = {}): Promise<SaveResult> {
  const result = await savePhotos(request, options);
  if (!result.ok) return result;
  if (result.files.length > 1) {
    const outcome = result.files.find((f) => !f.ok) ?? result.files[0]!;
    if (!outcome.ok) return outcome;
  }
  const [outcome] = result.files;
  if (!outcome!.ok) {
    const { name: _name, ...failure } = outcome!;
    return failure;
  }
  return outcome!;
}

/** The per-file list a page shows after a post with several photos. */
export function resultItems(files: FileOutcome[]): UploadResultItem[] {
  return files.map((f) =>
    f.ok
      ? { name: f.name, status: f.status, key: f.key, messages: successMessages(f.status) }
      : {
          name: f.name,
          status: "refused",
          messages: [f.formError ?? Object.values(f.fieldErrors)[0] ?? MESSAGES.uploadError("refused.")],
        },
  );
}

/** PUT, PATCH or DELETE on an upload address: only POST changes anything there. */
export function methodNotAllowed() {
  return json(
    { ok: false, formError: "This address takes photos by POST only." },
    { status: 405, headers: { Allow: "GET, HEAD, POST" } },
  );
}

/** A refused upload as an HTTP answer: the visitor's part as JSON, with its status and headers. */
export function saveFailureResponse({ closeConnection, ...failure }: SaveFailure) {
  const headers: Record<string, string> = {};
  if (failure.retryAfter) headers["Retry-After"] = String(failure.retryAfter);
  if (closeConnection) headers.Connection = "close";
  return json<UploadFailure>(failure, { status: failure.status, headers });
}
