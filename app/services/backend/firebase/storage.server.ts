import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Bucket } from "@google-cloud/storage";
import { LRUCache } from "lru-cache";
import { isValidStorageFolder } from "~/services/backend/storage-path";
import { isStorageError, StorageError, STORAGE_MESSAGES, type StorageErrorCode } from "../storage-errors.server";
import {
  assertStoragePath,
  checkedRange,
  limited,
  saveToFile,
  type MediaStorage,
  type PutBody,
  type PutOptions,
  type StoredObject,
} from "../storage.server";
import { readObject } from "./read-stream.server";
import { OPERATION_RETRY, RetryLimitError, statusOf, UPLOAD_RETRY, withRetry, type RetryPolicy } from "./retry.server";

export const RESUMABLE_THRESHOLD_BYTES = 262_144;
const MAX_LIST_PAGES = 100;

const STATUS_CODES: Record<number, StorageErrorCode> = {
  401: "storage/unauthenticated",
  402: "storage/quota-exceeded",
  403: "storage/unauthorized",
  404: "storage/object-not-found",
  412: "storage/already-exists",
};

/** docs/product.md, Storage and database rules. */
export function toStorageError(error: unknown, path: string): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof RetryLimitError) {
    return new StorageError("storage/retry-limit-exceeded", STORAGE_MESSAGES["storage/retry-limit-exceeded"]!, undefined, {
      cause: error,
    });
  }
  const status = statusOf(error);
  const code = (status !== null && STATUS_CODES[status]) || "storage/unknown";
  const detail = error instanceof Error ? error.message : String(error);
  const messages: Partial<Record<StorageErrorCode, string>> = {
    "storage/object-not-found": `Object "${path}" does not exist.`,
    "storage/unauthenticated": "User is not authenticated, please authenticate and try again.",
    "storage/unauthorized": `User does not have permission to access "${path}".`,
    "storage/quota-exceeded": "Quota for the storage bucket has been exceeded.",
    "storage/already-exists": `Object "${path}" already exists.`,
  };
  return new StorageError(code, messages[code] ?? `An unknown error occurred: ${detail}`, status ?? undefined, { cause: error });
}

export interface FirebaseStorageOptions {
  /** https://firebasestorage.googleapis.com, or the emulator. */
  downloadHost: string;
  operationRetry?: RetryPolicy;
  uploadRetry?: RetryPolicy;
  urlCacheSize?: number;
}

/** Download tokens give the web SDK's kind of URL; URLs are cached, so a warm page view asks Google nothing. */
export class FirebaseStorage implements MediaStorage {
  readonly kind = "firebase";
  private readonly urls: LRUCache<string, string>;
  private readonly operationRetry: RetryPolicy;
  private readonly uploadRetry: RetryPolicy;

  constructor(
    private readonly bucket: Bucket,
    private readonly options: FirebaseStorageOptions,
  ) {
    this.urls = new LRUCache({ max: options.urlCacheSize ?? 5000 });
    this.operationRetry = options.operationRetry ?? OPERATION_RETRY;
    this.uploadRetry = options.uploadRetry ?? UPLOAD_RETRY;
    // Our own retry decides (its statuses and deadlines); the client's would stack on top.
    bucket.storage.retryOptions.autoRetry = false;
    bucket.storage.retryOptions.maxRetries = 0;
  }

  private downloadUrl(path: string, token: string): string {
    return `${this.options.downloadHost}/v0/b/${this.bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  }

  private async run<T>(path: string, operation: (signal: AbortSignal) => Promise<T>, policy = this.operationRetry): Promise<T> {
    try {
      return await withRetry(operation, policy);
    } catch (error) {
      throw toStorageError(error, path);
    }
  }

  async urlFor(path: string): Promise<string> {
    assertStoragePath(path);
    const cached = this.urls.get(path);
    if (cached) return cached;
    const file = this.bucket.file(path);
    const [metadata] = await this.run(path, () => file.getMetadata());
    let token = String(metadata.metadata?.firebaseStorageDownloadTokens ?? "").split(",")[0];
    if (!token) {
      // Objects put into the bucket by other tools have no token yet: give them one, as the console does.
      token = randomUUID();
      const created = token;
      await this.run(path, () => file.setMetadata({ metadata: { firebaseStorageDownloadTokens: created } }));
    }
    const url = this.downloadUrl(path, token);
    this.urls.set(path, url);
    return url;
  }

  async list(folder: string, options: { maxResults?: number } = {}): Promise<string[]> {
    const clean = folder.replace(/\/+$/, "");
    if (!isValidStorageFolder(clean)) throw new StorageError("storage/invalid-argument", `Invalid folder "${folder}".`);
    const maxResults = options.maxResults ?? 1000;
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000) {
      throw new StorageError("storage/invalid-argument", "maxResults must be between 1 and 1000.");
    }
    const names: string[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const [files, next] = await this.run(clean, () =>
        this.bucket.getFiles({ prefix: `${clean}/`, delimiter: "/", maxResults, pageToken, autoPaginate: false }),
      );
      for (const file of files) {
        if (file.name === `${clean}/`) continue;
        names.push(file.name);
        // A listing carries each object's token: one lookup per image saved.
        const token = String(file.metadata.metadata?.firebaseStorageDownloadTokens ?? "").split(",")[0];
        if (token) this.urls.set(file.name, this.downloadUrl(file.name, token));
      }
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
      if (!pageToken) break;
    }
    return names.sort();
  }

  async *listAll(folder: string): AsyncIterable<string> {
    const clean = folder.replace(/\/+$/, "");
    if (!isValidStorageFolder(clean)) throw new StorageError("storage/invalid-argument", `Invalid folder "${folder}".`);
    let pageToken: string | undefined;
    do {
      const token = pageToken;
      const [files, next] = await this.run(clean, () =>
        this.bucket.getFiles({ prefix: `${clean}/`, maxResults: 1000, pageToken: token, autoPaginate: false }),
      );
      for (const file of files) if (!file.name.endsWith("/")) yield file.name;
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
    } while (pageToken);
  }

  async put(path: string, body: PutBody | (() => PutBody), options: PutOptions): Promise<{ bytes: number }> {
    assertStoragePath(path);
    const token = randomUUID();
    const file = this.bucket.file(path);
    const once = typeof body !== "function";
    let attempts = 0;
    const bytes = await this.run(
      path,
      async () => {
        if (once && attempts++ > 0) {
          // A stream cannot be read twice: without a way to reopen the body there is nothing to retry.
          throw new StorageError("storage/unknown", `The upload of "${path}" failed and cannot be repeated.`);
        }
        const counter = { bytes: 0 };
        const source = typeof body === "function" ? body() : body;
        await pipeline(
          Readable.from(limited(source, options.maxBytes, counter)),
          file.createWriteStream({
            resumable: options.size === undefined || options.size > RESUMABLE_THRESHOLD_BYTES,
            contentType: options.contentType,
            metadata: {
              contentType: options.contentType,
              cacheControl: "public, max-age=31536000, immutable",
              metadata: { firebaseStorageDownloadTokens: token },
            },
            preconditionOpts: { ifGenerationMatch: 0 },
            validation: "crc32c",
          }),
          { signal: options.signal },
        );
        return counter.bytes;
      },
      this.uploadRetry,
    );
    this.urls.set(path, this.downloadUrl(path, token));
    return { bytes };
  }

  async download(path: string, destination: string, options: { maxBytes: number }): Promise<{ bytes: number }> {
    assertStoragePath(path);
    // An attempt given up for slowness may still be writing its own file.
    const bytes = await this.run(path, async (signal) => {
      const part = join(dirname(destination), `${randomUUID()}.${basename(destination)}`);
      const source = readObject(this.bucket.file(path), signal);
      try {
        const count = await saveToFile(source, part, options.maxBytes);
        if (!signal.aborted) await fs.rename(part, destination);
        return count;
      } finally {
        await fs.rm(part, { force: true });
      }
    });
    return { bytes };
  }

  async open(path: string): Promise<StoredObject | null> {
    assertStoragePath(path);
    const file = this.bucket.file(path);
    let metadata: { size?: string | number; contentType?: string };
    try {
      [metadata] = await this.run(path, () => file.getMetadata());
    } catch (error) {
      if (isStorageError(error, "storage/object-not-found")) return null;
      throw error;
    }
    const size = Number(metadata.size ?? 0);
    return {
      size,
      contentType: metadata.contentType ?? "application/octet-stream",
      stream: (range) => readObject(file, undefined, checkedRange(range, size)),
    };
  }

  async remove(path: string): Promise<void> {
    assertStoragePath(path);
    this.urls.delete(path);
    await this.run(path, () => this.bucket.file(path).delete({ ignoreNotFound: true }));
  }
}
