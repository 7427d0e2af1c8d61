import { createReadStream } from "node:fs";
import { timingSafeEqual, createHash } from "node:crypto";
import { json, type AppLoadContext } from "@remix-run/node";
import {
  ACCESS_CODE_FIELD,
  FIELD_LIMITS,
  FILE_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  formatSizeMb,
  photoKey,
  sanitizeFileName,
  splitTags,
  validateUploadFields,
  type UploadFailure,
  type UploadFields,
} from "~/lib/photo-upload";
import { startedEditions } from "~/models/editions.server";
import { getDatabase, getStorage } from "./backend.server";
import { getConfig } from "./config.server";
import { UploadRefusal, removeStaged, stageUpload, type StagedFile } from "./photo-staging.server";
import { isStorageError, StorageError } from "./storage-errors.server";
import { ImageBusyError, ImageError, processUpload, removeCleanOriginal } from "./image-processing.server";
import { readDateTaken } from "./date-taken.server";
import { storeVariants } from "./variants.server";
import { registerUpload } from "./photo-review.server";

/** Where the photo records live (docs/product.md, Photo records). */
export const PHOTO_RECORDS_PATH = "events/fsw25";
const MAX_KEY_ATTEMPTS = 1000;

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
export type SaveResult = { ok: true; key: string; record: PhotoRecord } | SaveFailure;

type UploadRateLimited = NonNullable<AppLoadContext["uploadRateLimited"]>;

export function isPhotoRecord(value: unknown): value is PhotoRecord {
  const r = value as PhotoRecord;
  return typeof r === "object" && r !== null && typeof r.original === "string" && typeof r.thumbnail === "string";
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The upload's thumbnail and variants, from one decode after the one image check (inspectImage):
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

/**
 * Original, thumbnail, variants and record as one all-or-nothing step. Keys are claimed create-only; when a
 * key is taken (same name, same millisecond) the next millisecond is tried, so concurrent uploads
 * never overwrite each other.
 */
async function store(file: StagedFile, fields: UploadFields, now: () => number) {
  const storage = await getStorage();
  const database = getDatabase();
  const image = await processed(file);
  const thumb = { ...image.thumbnail!, original: image.original };
  const type = image.info.type;
  const name = sanitizeFileName(file.filename);
  const stored: string[] = [];
  let timestamp = now();
  let key = "";
  try {
    for (let attempt = 0; ; attempt++) {
      key = photoKey(timestamp, name);
      try {
        // The original as stored and served: the upload without its personal metadata.
        await storage.put(`images/originals/${key}`, () => createReadStream(image.cleanOriginal.path), {
          contentType: type.mime,
          size: image.cleanOriginal.bytes,
        });
        stored.push(`images/originals/${key}`);
        break;
      } catch (error) {
        if (!isStorageError(error, "storage/already-exists") || attempt >= MAX_KEY_ATTEMPTS) throw error;
        timestamp++;
      }
    }
    await storage.put(`images/thumbnails/thumb-${key}`, thumb.jpeg, { contentType: "image/jpeg", size: thumb.jpeg.byteLength });
    stored.push(`images/thumbnails/thumb-${key}`);
    const [original, thumbnail] = await Promise.all(stored.map((p) => storage.urlFor(p)));
    stored.push(...(await storeVariants(storage, `images/originals/${key}`, image)));
    const record: PhotoRecord = {
      original: original!,
      thumbnail: thumbnail!,
      uploadedAt: new Date(timestamp).toISOString(),
      size: formatSizeMb(image.cleanOriginal.bytes),
      type: type.mime,
      tags: splitTags(fields.tags),
      city: fields.city,
      date: fields.date || ((await readDateTaken(file.tempPath)) ?? ""),
      venue: fields.venue,
      title: fields.title,
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
    return { key, record };
  } catch (error) {
    await Promise.all(stored.map((p) => storage.remove(p).catch((e) => console.error(`Could not remove ${p}:`, e))));
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

/**
 * Saves one photo sent with the upload form: stage, check, thumbnail, store, record — or nothing
 * at all. A client over the rate limit is answered before its body is read.
 */
export async function savePhoto(
  request: Request,
  options: { now?: () => number; rateLimited?: UploadRateLimited } = {},
): Promise<SaveResult> {
  if (options.rateLimited) {
    const wait = options.rateLimited.retryAfterSeconds;
    return { ok: false, status: 429, formError: MESSAGES.tooManyUploads(wait), fieldErrors: {}, values: {}, retryAfter: wait };
  }
  const config = getConfig();
  let fields: Record<string, string> = {};
  let file: StagedFile | null = null;
  try {
    ({ fields, file } = await stageUpload(request, { dataDir: config.dataDir, maxBytes: config.maxUploadBytes }));
    if (fields[HONEYPOT_FIELD]) throw new UploadRefusal(400, "The form was not submitted properly.", null);
    if (config.uploadAccessCode && !sameSecret(fields[ACCESS_CODE_FIELD] ?? "", config.uploadAccessCode)) {
      throw new UploadRefusal(403, "The access code is not correct.", ACCESS_CODE_FIELD);
    }
    const { values, errors } = validateUploadFields(fields, { editions: startedEditions().map((e) => e.value) });
    const fieldErrors: UploadFailure["fieldErrors"] = { ...errors };
    if (!file) fieldErrors.photo = MESSAGES.noFile;
    else if (file.bytes === 0) fieldErrors.photo = MESSAGES.uploadError("The file is empty.");
    if (!file || Object.keys(fieldErrors).length > 0) {
      return { ok: false, status: 400, fieldErrors, values: pickValues(fields) };
    }
    const { key, record } = await store(file, values, options.now ?? Date.now);
    return { ok: true, key, record };
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    const failure: SaveFailure = { ok: false, status: error.status, fieldErrors: {}, values: pickValues(fields) };
    if (error.field) failure.fieldErrors[error.field] = error.message;
    else failure.formError = error.message;
    if (error.retryAfter) failure.retryAfter = error.retryAfter;
    if (error.closeConnection) failure.closeConnection = true;
    return failure;
  } finally {
    await removeStaged(file);
  }
}

/** A refused upload as an HTTP answer: the visitor's part as JSON, with its status and headers. */
export function saveFailureResponse({ closeConnection, ...failure }: SaveFailure) {
  const headers: Record<string, string> = {};
  if (failure.retryAfter) headers["Retry-After"] = String(failure.retryAfter);
  if (closeConnection) headers.Connection = "close";
  return json<UploadFailure>(failure, { status: failure.status, headers });
}
