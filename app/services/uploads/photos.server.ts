import type { AppLoadContext } from "@remix-run/node";
import {
  ACCESS_CODE_FIELD,
  CONSENT_AT_FIELD,
  CONSENT_FIELD,
  FIELD_LIMITS,
  FILE_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  RESUMABLE_FIELD,
  formatSizeMb,
  sanitizeFileName,
  titleFromFileName,
  splitTags,
  validateUploadFields,
  type UploadFields,
} from "~/lib/photo-upload";
import type { WordsValue } from "~/i18n/words";
import { UPLOAD_WORDS, UploadRefusal, type UploadFieldWords } from "~/lib/upload-refusal";
import { recordPath, timestampOfKey, validDay, type PhotoRecord } from "~/lib/photo-layout";
import { dayIn } from "~/lib/places";
import { editionBoats, editionTimeZone, startedEditions } from "~/models/editions.server";
import { accessCodeAccepted } from "./access-code.server";
import { consentGiven, consentProof, consentRefusal, type ConsentProof } from "./consent.server";
import { getDatabase, getStorage } from "../backend/backend.server";
import { getConfig } from "../../config/config.server";
import { removeStaged, stageUpload, tooLarge, type StagedFile } from "./photo-staging.server";
import { holdResumable, takeResumable } from "./resumable.server";
import { StorageError } from "../backend/storage-errors.server";
import { IDEMPOTENCY_KEY_PATTERN, UploadClaims } from "./upload-claims.server";
import { largestUpload, prepareMedia } from "./media-upload.server";
import { queueUploadVariants } from "../images/variants.server";
import { registerUpload } from "../review/photo-review.server";

export type { PhotoRecord } from "~/lib/photo-layout";

/** The refusal is carried unchanged to the answer. */
export type SaveFailure = { ok: false; refusal: UploadRefusal; values: Partial<UploadFields> };
export type SaveResult =
  { ok: true; key: string; status: "stored" | "duplicate"; record?: PhotoRecord; values: Partial<UploadFields> } | SaveFailure;

type UploadRateLimited = NonNullable<AppLoadContext["uploadRateLimited"]>;

/** A storage or database error's own words and code are technical details, said as they are. */
function errorMessage(error: unknown): WordsValue {
  if (error instanceof StorageError) return `${error.message} (${error.code})`;
  if (error instanceof Error && "code" in error && typeof error.code === "string" && !error.code.startsWith("E")) {
    return `${error.message} (${error.code})`;
  }
  return { key: "upload.error.notStored" };
}

export type FileOutcome =
  | { ok: true; name: string; key: string; status: "stored" | "duplicate"; record?: PhotoRecord }
  | { ok: false; name: string; refusal: UploadRefusal };

function databaseRefusal(error: unknown): never {
  throw new UploadRefusal(500, UPLOAD_WORDS.recordError(errorMessage(error)), null);
}

const stillStoring = () => new UploadRefusal(429, UPLOAD_WORDS.stillStoring(), null, 5);

/** All or nothing after create-only claims (upload-claims.server.ts); variants follow and never take the upload back. */
async function store(
  file: StagedFile,
  fields: UploadFields,
  consent: ConsentProof,
  now: () => number,
  idempotencyKey: string | null,
) {
  const storage = await getStorage();
  const database = getDatabase();
  const claims = new UploadClaims(database, now);
  const earlier = await claims.findEarlier(file.sha256, idempotencyKey).catch(databaseRefusal);
  if (earlier?.pending && earlier.status === "stored") throw stillStoring();
  if (earlier) return { key: earlier.key, status: earlier.status };
  const media = await prepareMedia(file, fields.edition);
  const stored: string[] = [];
  let recorded: string | null = null;
  try {
    const claimed = await claims
      .claim(now(), sanitizeFileName(file.filename), file.sha256, idempotencyKey)
      .catch(databaseRefusal);
    if ("earlier" in claimed) {
      if (claimed.earlier.pending && claimed.earlier.status === "stored") throw stillStoring();
      return { key: claimed.earlier.key, status: claimed.earlier.status };
    }
    const key = claimed.key;
    for (const object of media.objects) {
      await storage.put(object.path(key), object.body, { contentType: object.contentType, size: object.size });
      stored.push(object.path(key));
    }
    const [original, thumbnail, poster] = await Promise.all(stored.map((p) => storage.urlFor(p)));
    const uploadedAt = timestampOfKey(key);
    const taken = media.day;
    const record: PhotoRecord = {
      original: original!,
      thumbnail: thumbnail!,
      uploadedAt: new Date(uploadedAt).toISOString(),
      size: formatSizeMb(media.bytes),
      type: media.type,
      tags: splitTags(fields.tags),
      city: fields.city,
      date: fields.date || (taken ?? ""),
      venue: fields.venue,
      title: fields.title || titleFromFileName(file.filename),
      edition: fields.edition,
      description: fields.description,
      dimensions: media.dimensions,
      uploadedBy: "anonymous",
      ...consent,
      ...(fields.name ? { name: fields.name } : {}),
      ...(fields.boat ? { boat: fields.boat } : {}),
      ...(fields.alt ? { alt: fields.alt } : {}),
      ...(media.clip && poster ? { poster, duration: media.clip.duration } : {}),
      // The camera's day, else the one typed in, else the day it arrived, as it was where the edition sailed.
      day: taken ?? validDay(fields.date) ?? dayIn(editionTimeZone(fields.edition), new Date(uploadedAt)),
    };
    try {
      await database.create(recordPath(key), record);
      recorded = recordPath(key);
    } catch (error) {
      throw new UploadRefusal(500, UPLOAD_WORDS.recordError(errorMessage(error)), null);
    }
    await registerUpload(key);
    queueUploadVariants(key);
    return { key, status: "stored" as const, record };
  } catch (error) {
    // A record whose review state could not be written would be on no page: it goes with the files.
    if (recorded) await database.remove(recorded).catch((e) => console.error(`Could not remove ${recorded}:`, e));
    await Promise.all(stored.map((p) => storage.remove(p).catch((e) => console.error(`Could not remove ${p}:`, e))));
    await claims.release();
    if (error instanceof UploadRefusal) throw error;
    console.error("Upload failed:", error);
    throw new UploadRefusal(500, UPLOAD_WORDS.uploadError(errorMessage(error)), null);
  } finally {
    await media.cleanup();
  }
}

function pickValues(fields: Record<string, string>): Partial<UploadFields> {
  const values: Partial<UploadFields> = {};
  for (const name of Object.keys(FIELD_LIMITS) as Array<keyof UploadFields>) {
    if (typeof fields[name] === "string") values[name] = fields[name].slice(0, FIELD_LIMITS[name] * 2);
  }
  return values;
}

/** A refusal is this file's outcome, never the others'. */
async function storeOne(
  file: StagedFile,
  values: UploadFields,
  consent: ConsentProof,
  options: SaveOptions,
  idempotencyKey: string | null,
) {
  const name = file.filename.split(/[/\\]/).pop() ?? "";
  try {
    if (file.tooLarge) throw tooLarge(largestUpload());
    if (file.bytes === 0) throw new UploadRefusal(400, UPLOAD_WORDS.uploadError({ key: "upload.error.empty" }), FILE_FIELD);
    const done = await store(file, values, consent, options.now ?? Date.now, idempotencyKey);
    if (file.resumable) await file.resumable.finished();
    return { ok: true as const, name, ...done };
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    if (file.resumable && error.status < 429) await file.resumable.finished();
    return { ok: false as const, name, refusal: error };
  }
}

async function retried(idempotencyKey: string): Promise<FileOutcome | null> {
  const claims = new UploadClaims(getDatabase());
  const earlier = await claims.findEarlier(null, idempotencyKey).catch(databaseRefusal);
  if (!earlier) return null;
  if (earlier.pending) throw stillStoring();
  return { ok: true, name: "", key: earlier.key, status: earlier.status };
}

export interface SaveOptions {
  now?: () => number;
  rateLimited?: UploadRateLimited;
}

/** Over the rate limit, answered before the body is read; a form failing as a whole stores nothing. */
export async function savePhotos(
  request: Request,
  options: SaveOptions = {},
): Promise<{ ok: true; files: FileOutcome[]; values: Partial<UploadFields> } | SaveFailure> {
  if (options.rateLimited) {
    const wait = options.rateLimited.retryAfterSeconds;
    return { ok: false, refusal: new UploadRefusal(429, UPLOAD_WORDS.tooManyUploads(wait), null, wait), values: {} };
  }
  const config = getConfig();
  let fields: Record<string, string> = {};
  let files: StagedFile[] = [];
  let held: { release: () => Promise<void> } | null = null;
  try {
    ({ fields, files } = await stageUpload(request, { dataDir: config.dataDir, maxBytes: largestUpload() }));
    if (fields[HONEYPOT_FIELD]) throw new UploadRefusal(400, { key: "upload.refused.notSubmitted" }, null);
    if (!accessCodeAccepted(fields[ACCESS_CODE_FIELD], config)) {
      throw new UploadRefusal(403, { key: "upload.refused.accessCode" }, ACCESS_CODE_FIELD);
    }
    const started = startedEditions();
    const editions = started.map((e) => e.value);
    const boats = editionBoats(started);
    // Before a resumable upload is taken (on Firebase, copied from the bucket) or a photo is looked at;
    // a staged one goes in `finally`. The form's other mistakes are named with it, to be put right at once.
    if (!consentGiven(fields[CONSENT_FIELD])) {
      const { errors } = validateUploadFields(fields, { editions, boats });
      const noFile = files.length === 0 && !fields[RESUMABLE_FIELD] ? { [FILE_FIELD]: UPLOAD_WORDS.noFile } : {};
      throw consentRefusal({ ...errors, ...noFile });
    }
    const consent = consentProof(fields[CONSENT_AT_FIELD], (options.now ?? Date.now)());
    const idempotencyKey = fields[IDEMPOTENCY_FIELD] || null;
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new UploadRefusal(400, { key: "upload.refused.idempotencyKey" }, null);
    }
    if (fields[RESUMABLE_FIELD]) {
      if (files.length > 0) throw new UploadRefusal(400, { key: "upload.refused.fileOrResumable" }, null);
      // A second finish of the same upload waits, then gets the first one's answer.
      held = await holdResumable(fields[RESUMABLE_FIELD]);
      // A retried finish whose first answer was lost: its partial upload is gone, its answer is not.
      const earlier = idempotencyKey ? await retried(idempotencyKey) : null;
      if (earlier) return { ok: true, files: [earlier], values: pickValues(fields) };
      files = [await takeResumable(fields[RESUMABLE_FIELD], { dataDir: config.dataDir, maxUploadBytes: largestUpload() })];
    }
    const { values, errors } = validateUploadFields(fields, { editions, boats });
    const fieldErrors: UploadFieldWords = { ...errors };
    if (files.length === 0) fieldErrors.photo = UPLOAD_WORDS.noFile;
    if (Object.keys(fieldErrors).length > 0) throw UploadRefusal.ofFields(fieldErrors);
    if (idempotencyKey && files.length > 1) {
      throw new UploadRefusal(400, { key: "upload.refused.oneKeyOnePhoto" }, null);
    }
    const outcomes: FileOutcome[] = [];
    // One at a time: the image queue already runs the workers in parallel across requests.
    for (const file of files) outcomes.push(await storeOne(file, values, consent, options, idempotencyKey));
    return { ok: true, files: outcomes, values };
  } catch (error) {
    if (!(error instanceof UploadRefusal)) throw error;
    return { ok: false, refusal: error, values: pickValues(fields) };
  } finally {
    await removeStaged(files);
    await held?.release();
  }
}

export async function savePhoto(request: Request, options: SaveOptions = {}): Promise<SaveResult> {
  const result = await savePhotos(request, options);
  if (!result.ok) return result;
  const outcome = result.files.find((f) => !f.ok) ?? result.files[0]!;
  if (!outcome.ok) return { ok: false, refusal: outcome.refusal, values: result.values };
  return { ...outcome, values: result.values };
}
