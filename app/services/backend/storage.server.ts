import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentTypeOf } from "~/lib/image-sniff";
import { isValidStorageFolder, isValidStoragePath } from "~/services/backend/storage-path";
import { writeCreateOnly } from "./create-only.server";
import { StorageError } from "./storage-errors.server";
import { mediaUrl } from "~/lib/urls";

export type PutBody = Uint8Array | string | AsyncIterable<Uint8Array>;

export interface PutOptions {
  contentType: string;
  /** Lets a backend pick its upload protocol. */
  size?: number;
  /** Fails with storage/server-file-wrong-size once the body grows past this. */
  maxBytes?: number;
  signal?: AbortSignal;
}

/** Offsets of a part of an object, both included, as HTTP counts them: `{ start: 0, end: 9 }` is the first ten bytes. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  /** Read from the bytes on the embedded store; as stored on Firebase (uploads are typed by content there too). */
  contentType: string;
  /** May be called more than once; with `range` reads only those bytes (storage/invalid-argument unless start <= end < size). */
  stream(range?: ByteRange): AsyncIterable<Uint8Array>;
}

/** Objects are created once and never overwritten. */
export interface MediaStorage {
  readonly kind: "local" | "firebase";
  /** Throws storage/object-not-found when it is missing. */
  urlFor(path: string): Promise<string>;
  /** Sorted by name. */
  list(folder: string, options?: { maxResults?: number }): Promise<string[]>;
  /** Every object under `folder`, its subfolders included, in name order, read a page at a time (a backup's walk). */
  listAll(folder: string): AsyncIterable<string>;
  /** Throws storage/already-exists when taken; a function body can be reopened, so a failed attempt can be retried. */
  put(path: string, body: PutBody | (() => PutBody), options: PutOptions): Promise<{ bytes: number }>;
  /** Removing a missing object is not an error. */
  remove(path: string): Promise<void>;
  /** Never overwrites `destination`; storage/server-file-wrong-size past `maxBytes`, storage/object-not-found when missing. */
  download(path: string, destination: string, options: { maxBytes: number }): Promise<{ bytes: number }>;
  /** The one way to read stored bytes. Null when missing; storage/invalid-argument for a path that is not a storage path. */
  open(path: string): Promise<StoredObject | null>;
}

/** 413 past `maxBytes`. */
export async function readAll(object: StoredObject, maxBytes: number): Promise<Buffer> {
  if (object.size > maxBytes) throw new TooLargeError(maxBytes);
  const chunks: Buffer[] = [];
  for await (const chunk of limited(object.stream(), maxBytes, { bytes: 0 })) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A failed copy leaves no file behind. */
export async function saveToFile(source: AsyncIterable<Uint8Array>, destination: string, maxBytes: number): Promise<number> {
  const count = { bytes: 0 };
  const handle = await fs.open(destination, "wx");
  try {
    await pipeline(Readable.from(limited(source, maxBytes, count)), handle.createWriteStream());
  } catch (error) {
    await fs.rm(destination, { force: true });
    throw error;
  } finally {
    await handle.close().catch(() => {});
  }
  return count.bytes;
}

export function assertStoragePath(p: string): void {
  if (!isValidStoragePath(p)) throw new StorageError("storage/invalid-argument", `Invalid storage path "${p}".`);
}

/** The range itself, when it lies within an object of `size` bytes. */
export function checkedRange(range: ByteRange | undefined, size: number): ByteRange | undefined {
  if (!range) return undefined;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || start > end || end >= size) {
    throw new StorageError("storage/invalid-argument", `Bytes ${start}-${end} are not within an object of ${size} bytes.`);
  }
  return { start, end };
}

export class TooLargeError extends StorageError {
  constructor(readonly limit: number) {
    super("storage/server-file-wrong-size", `The file is larger than the limit of ${limit} bytes.`, 413);
  }
}

/** 413 once it grows past `maxBytes`. */
export async function* limited(body: PutBody, maxBytes: number | undefined, count: { bytes: number }) {
  const chunks = typeof body === "string" || body instanceof Uint8Array ? [body] : body;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    count.bytes += bytes.byteLength;
    if (maxBytes !== undefined && count.bytes > maxBytes) throw new TooLargeError(maxBytes);
    yield bytes;
  }
}

/** Files under `<DATA_DIR>/storage`, served by the /media route. */
export class LocalStorage implements MediaStorage {
  readonly kind = "local";
  readonly root: string;
  private readonly tmp: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "storage");
    this.tmp = path.join(dataDir, "tmp");
  }

  /** Null when the path is not a valid one. */
  filePath(p: string): string | null {
    if (!isValidStoragePath(p)) return null;
    const resolved = path.resolve(this.root, ...p.split("/"));
    return resolved.startsWith(this.root + path.sep) ? resolved : null;
  }

  async urlFor(p: string): Promise<string> {
    assertStoragePath(p);
    const file = this.filePath(p)!;
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new StorageError("storage/object-not-found", `Object "${p}" does not exist.`, 404);
    return mediaUrl(p);
  }

  async list(folder: string, options: { maxResults?: number } = {}): Promise<string[]> {
    const clean = folder.replace(/\/+$/, "");
    if (!isValidStorageFolder(clean)) throw new StorageError("storage/invalid-argument", `Invalid folder "${folder}".`);
    const max = options.maxResults ?? 1000;
    if (!Number.isInteger(max) || max < 1 || max > 1000) {
      throw new StorageError("storage/invalid-argument", "maxResults must be between 1 and 1000.");
    }
    const entries = await fs
      .readdir(path.join(this.root, ...clean.split("/")), { withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
        throw error;
      });
    return entries
      .filter((e) => e.isFile() && isValidStoragePath(e.name))
      .map((e) => `${clean}/${e.name}`)
      .sort();
  }

  async *listAll(folder: string): AsyncIterable<string> {
    const clean = folder.replace(/\/+$/, "");
    if (!isValidStorageFolder(clean)) throw new StorageError("storage/invalid-argument", `Invalid folder "${folder}".`);
    // One folder's entries at a time; names sorted as the bucket sorts them (by bytes), so "a/b" after "a-c".
    const walk = async function* (dir: string, prefix: string): AsyncIterable<string> {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
        throw error;
      });
      const named = entries
        .filter((e) => e.isFile() || e.isDirectory())
        .map((e) => ({ name: e.isDirectory() ? `${e.name}/` : e.name, entry: e }))
        .sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
      for (const { entry } of named) {
        const child = `${prefix}/${entry.name}`;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), child);
        else if (isValidStoragePath(child)) yield child;
      }
    };
    yield* walk(path.join(this.root, ...clean.split("/")), clean);
  }

  async put(p: string, body: PutBody | (() => PutBody), options: PutOptions): Promise<{ bytes: number }> {
    assertStoragePath(p);
    const source = typeof body === "function" ? body() : body;
    const file = this.filePath(p)!;
    const count = { bytes: 0 };
    await writeCreateOnly(
      this.tmp,
      file,
      async (temp) => {
        const handle = await fs.open(temp, "wx");
        try {
          await pipeline(Readable.from(limited(source, options.maxBytes, count)), handle.createWriteStream(), {
            signal: options.signal,
          });
        } finally {
          await handle.close().catch(() => {});
        }
      },
      () => new StorageError("storage/already-exists", `Object "${p}" already exists.`, 409),
    );
    return { bytes: count.bytes };
  }

  async remove(p: string): Promise<void> {
    assertStoragePath(p);
    await fs.rm(this.filePath(p)!, { force: true });
  }

  async download(p: string, destination: string, options: { maxBytes: number }): Promise<{ bytes: number }> {
    assertStoragePath(p);
    const file = await this.open(p);
    if (!file) throw new StorageError("storage/object-not-found", `Object "${p}" does not exist.`, 404);
    if (file.size > options.maxBytes) throw new TooLargeError(options.maxBytes);
    return { bytes: await saveToFile(file.stream() as AsyncIterable<Uint8Array>, destination, options.maxBytes) };
  }

  async open(p: string): Promise<StoredObject | null> {
    assertStoragePath(p);
    const file = this.filePath(p);
    if (!file) return null;
    // A link planted inside the store must not lead out of it.
    const [real, root] = await Promise.all([fs.realpath(file).catch(() => null), fs.realpath(this.root).catch(() => null)]);
    if (!real || !root || !real.startsWith(root + path.sep)) return null;
    const handle = await fs.open(real, "r").catch(() => null);
    if (!handle) return null;
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return null;
      const head = Buffer.alloc(Math.min(512, stat.size));
      await handle.read(head, 0, head.length, 0);
      const size = stat.size;
      return {
        size,
        contentType: contentTypeOf(head),
        stream: (range) => createReadStream(real, checkedRange(range, size)),
      };
    } finally {
      await handle.close();
    }
  }
}
