import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID, timingSafeEqual, createHash } from "node:crypto";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { checkImageSize, readImageDimensions, sniffImageType, type ImageType } from "~/lib/image-sniff";
import {
  FIELD_LIMITS,
  formatSizeMb,
  photoKey,
  sanitizeFileName,
  splitTags,
  validateUploadFields,
  type UploadFields,
} from "~/lib/photo-upload";
import { ACCESS_CODE_FIELD, FILE_FIELD, HONEYPOT_FIELD, MESSAGES } from "~/lib/upload-form";
import { getDatabase, getStorage } from "./backend.server";
import { getConfig } from "./config.server";
import { isStorageError, StorageError } from "./storage-errors.server";
import { ThumbnailBusyError, ThumbnailError, makeThumbnail } from "./thumbnails.server";

/** Where the photo records live (docs/product.md, Photo records). */
export const PHOTO_RECORDS_PATH = "events/fsw25";
/** Text parts larger than this are not a form a person filled in. */
export const MAX_TEXT_PART_BYTES = 16 * 1024;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UNREAD_REFUSAL_FACTOR = 4;
const HEAD_BYTES = 1024 * 1024;
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

export type UploadFieldName = keyof UploadFields | typeof FILE_FIELD | typeof ACCESS_CODE_FIELD;

export type UploadFailure = {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429 | 500;
  formError?: string;
  fieldErrors: Partial<Record<UploadFieldName, string>>;
  values: Partial<UploadFields>;
  retryAfter?: number;
  closeConnection?: boolean;
};
export type UploadSuccess = { ok: true; key: string; record: PhotoRecord };
export type UploadResult = UploadSuccess | UploadFailure;

class RejectUpload extends Error {
  /** The body was left unread: the connection cannot carry another request. */
  closeConnection = false;
  constructor(
    readonly status: UploadFailure["status"],
    message: string,
    readonly field: UploadFieldName | null,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

interface ReceivedFile {
  tempPath: string;
  filename: string;
  bytes: number;
}

function tooLarge(limit: number, { unread = false } = {}) {
  const error = new RejectUpload(413, MESSAGES.uploadError(`The file is larger than ${formatSizeMb(limit)} MB.`), FILE_FIELD);
  error.closeConnection = unread;
  return error;
}

/**
 * Reads the multipart body as it arrives: the file part goes straight to a temp file under
 * DATA_DIR (never whole into memory) with a byte limit; text parts are small strings. Past a limit
 * the rest is read and thrown away rather than the body abandoned: abandoning it resets the
 * connection, and the browser would show a network error instead of our 413.
 */
async function receive(request: Request, tmpDir: string, maxBytes: number) {
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  let refusal: RejectUpload | null = null;
  const discard = async (data: AsyncIterable<Uint8Array>): Promise<undefined> => {
    for await (const chunk of data) void chunk;
    return undefined;
  };
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (refusal) return discard(data);
    if (filename !== undefined) {
      if (name !== FILE_FIELD || files.length > 0 || filename === "") return discard(data);
      const file: ReceivedFile = { tempPath: path.join(tmpDir, `${randomUUID()}.upload`), filename, bytes: 0 };
      files.push(file);
      const handle = await fs.open(file.tempPath, "wx");
      try {
        for await (const chunk of data) {
          file.bytes += chunk.byteLength;
          if (refusal) continue;
          if (file.bytes > maxBytes) {
            refusal = tooLarge(maxBytes);
            await handle.truncate(0);
            continue;
          }
          await handle.write(chunk);
        }
      } finally {
        await handle.close();
      }
      return undefined;
    }
    let size = 0;
    const chunks: Uint8Array[] = [];
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_TEXT_PART_BYTES)
        refusal ??= new RejectUpload(413, `The field "${name.slice(0, 40)}" is far too long.`, null);
      if (!refusal) chunks.push(chunk);
    }
    if (!refusal) fields[name] = Buffer.concat(chunks).toString("utf8");
    return undefined;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
    if (refusal) throw refusal;
  } catch (error) {
    await Promise.all(files.map((f) => fs.rm(f.tempPath, { force: true })));
    if (error instanceof RejectUpload) throw error;
    throw new RejectUpload(400, MESSAGES.uploadError("The upload could not be read. Please try again."), null);
  }
  return { fields, file: files[0] ?? null };
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function checkImage(file: ReceivedFile): Promise<{ type: ImageType }> {
  const head = await readHead(file.tempPath);
  const type = sniffImageType(head);
  if (!type) {
    throw new RejectUpload(
      415,
      MESSAGES.uploadError("This file is not a photo we can read. Please choose a JPEG, PNG, GIF, BMP or TIFF image."),
      FILE_FIELD,
    );
  }
  const dims = readImageDimensions(head, type);
  if (!dims) {
    throw new RejectUpload(400, MESSAGES.uploadError("The image is damaged: its size cannot be read."), FILE_FIELD);
  }
  const tooBig = checkImageSize(dims);
  if (tooBig) throw new RejectUpload(413, MESSAGES.uploadError(tooBig), FILE_FIELD);
  return { type };
}

async function thumbnailOf(file: ReceivedFile) {
  try {
    return await makeThumbnail(file.tempPath);
  } catch (error) {
    if (error instanceof ThumbnailBusyError) {
      throw new RejectUpload(
        429,
        MESSAGES.uploadError("We are processing many photos right now. Please try again in a minute."),
        null,
        error.retryAfterSeconds,
      );
    }
    if (error instanceof ThumbnailError) {
      const status =
        error.code === "too-large" || error.code === "out-of-memory" ? 413 : error.code === "unsupported" ? 415 : 400;
      throw new RejectUpload(status, MESSAGES.uploadError(error.message), FILE_FIELD);
    }
    throw error;
  }
}

/**
 * The whole upload as one all-or-nothing step: original, thumbnail, record. Keys are
 * claimed create-only; when a key is taken (same name, same millisecond) the next millisecond is
 * tried, so concurrent uploads never overwrite each other.
 */
async function store(file: ReceivedFile, type: ImageType, fields: UploadFields, now: () => number) {
  const storage = await getStorage();
  const database = getDatabase();
  const thumb = await thumbnailOf(file);
  const name = sanitizeFileName(file.filename);
  const stored: string[] = [];
  let timestamp = now();
  let key = "";
  try {
    for (let attempt = 0; ; attempt++) {
      key = photoKey(timestamp, name);
      try {
        await storage.put(`images/originals/${key}`, () => createReadStream(file.tempPath), {
          contentType: type.mime,
          size: file.bytes,
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
    const record: PhotoRecord = {
      original: original!,
      thumbnail: thumbnail!,
      uploadedAt: new Date(timestamp).toISOString(),
      size: formatSizeMb(file.bytes),
      type: type.mime,
      tags: splitTags(fields.tags),
      city: fields.city,
      date: fields.date,
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
      throw new RejectUpload(500, MESSAGES.recordError(errorMessage(error)), null);
    }
    return { key, record };
  } catch (error) {
    await Promise.all(stored.map((p) => storage.remove(p).catch((e) => console.error(`Could not remove ${p}:`, e))));
    if (error instanceof RejectUpload) throw error;
    console.error("Upload failed:", error);
    throw new RejectUpload(500, MESSAGES.uploadError(errorMessage(error)), null);
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof StorageError) return `${error.message} (${error.code})`;
  if (error instanceof Error && "code" in error && typeof error.code === "string" && !error.code.startsWith("E")) {
    return `${error.message} (${error.code})`;
  }
  return "the photo could not be stored. Please try again.";
}

function pickValues(fields: Record<string, string>): Partial<UploadFields> {
  const values: Partial<UploadFields> = {};
  for (const name of Object.keys(FIELD_LIMITS) as Array<keyof UploadFields>) {
    if (typeof fields[name] === "string") values[name] = fields[name].slice(0, FIELD_LIMITS[name] * 2);
  }
  return values;
}

export async function handleUpload(request: Request, options: { now?: () => number } = {}): Promise<UploadResult> {
  const config = getConfig();
  const now = options.now ?? Date.now;
  let fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
        throw new RejectUpload(400, MESSAGES.noFile, FILE_FIELD);
      }
      throw new RejectUpload(415, MESSAGES.uploadError("Please send the form as multipart/form-data."), null);
    }
    // A body far over the limit is refused unread. Anything closer is read to its end (and thrown
    // away past the limit), so the browser reliably gets the answer instead of a reset connection.
    const declared = Number(request.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > UNREAD_REFUSAL_FACTOR * config.maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
      throw tooLarge(config.maxUploadBytes, { unread: true });
    }
    const tmpDir = path.join(config.dataDir, "tmp");
    await fs.mkdir(tmpDir, { recursive: true });
    ({ fields, file } = await receive(request, tmpDir, config.maxUploadBytes));

    if (fields[HONEYPOT_FIELD]) throw new RejectUpload(400, "The form was not submitted properly.", null);
    if (config.uploadAccessCode && !sameSecret(fields[ACCESS_CODE_FIELD] ?? "", config.uploadAccessCode)) {
      throw new RejectUpload(403, "The access code is not correct.", ACCESS_CODE_FIELD);
    }
    const { values, errors } = validateUploadFields(fields);
    const fieldErrors: UploadFailure["fieldErrors"] = { ...errors };
    if (!file) fieldErrors.photo = MESSAGES.noFile;
    else if (file.bytes === 0) fieldErrors.photo = MESSAGES.uploadError("The file is empty.");
    if (Object.keys(fieldErrors).length > 0) {
      return { ok: false, status: 400, fieldErrors, values: pickValues(fields) };
    }
    const { type } = await checkImage(file!);
    const { key, record } = await store(file!, type, values, now);
    return { ok: true, key, record };
  } catch (error) {
    if (!(error instanceof RejectUpload)) throw error;
    const failure: UploadFailure = { ok: false, status: error.status, fieldErrors: {}, values: pickValues(fields) };
    if (error.field) failure.fieldErrors[error.field] = error.message;
    else failure.formError = error.message;
    if (error.retryAfter) failure.retryAfter = error.retryAfter;
    if (error.closeConnection) failure.closeConnection = true;
    return failure;
  } finally {
    if (file) await fs.rm(file.tempPath, { force: true });
  }
}

export function isPhotoRecord(value: unknown): value is PhotoRecord {
  const r = value as PhotoRecord;
  return typeof r === "object" && r !== null && typeof r.original === "string" && typeof r.thumbnail === "string";
}
