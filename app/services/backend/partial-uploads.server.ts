import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FileStore } from "@tus/file-store";
import { MemoryLocker, type DataStore, type Locker } from "@tus/server";

// Where tus keeps the bytes received so far; the Firebase adapter keeps them in the bucket (decisions 014 and 018).
export interface PartialUploads {
  datastore: DataStore;
  /** Around tus's HEAD, PATCH and DELETE, and the finish. */
  locker: Locker;
  /** Null when there is no such upload. */
  info(id: string): Promise<PartialUploadInfo | null>;
  /** The upload's own file when it is one (`copied` false), else a copy in `tmpDir`; at most `maxBytes`. */
  open(id: string, tmpDir: string, maxBytes: number): Promise<PartialUploadFile>;
  remove(id: string): Promise<void>;
  /** By id: what they claim of UPLOAD_QUEUE_BYTES. */
  claims(): Promise<Map<string, number>>;
  /** Returns how many. */
  sweep(maxAgeMs: number, now: number): Promise<number>;
}

export interface PartialUploadInfo {
  /** Upload-Length. */
  size: number | null;
  offset: number;
  metadata: Record<string, string | null>;
  /** The sweep and Upload-Expires count from it. */
  changedAt: number;
}

export interface PartialUploadFile {
  tempPath: string;
  bytes: number;
  sha256: string;
  copied: boolean;
}

export const PARTIAL_UPLOADS_FOLDER = "uploads-partial";

export function partialUploadsDir(dataDir: string): string {
  return path.join(dataDir, PARTIAL_UPLOADS_FOLDER);
}

interface FileStoreInfo {
  size?: number;
  metadata?: Record<string, string | null>;
}

async function readInfo(dir: string, id: string): Promise<FileStoreInfo | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), "utf8")) as FileStoreInfo;
  } catch {
    return null;
  }
}

/** `{id}` and its description `{id}.json` under DATA_DIR/uploads-partial. */
export function localPartialUploads(dataDir: string): PartialUploads {
  const dir = partialUploadsDir(dataDir);
  const remove = async (id: string) => {
    await Promise.all([fs.rm(path.join(dir, id), { force: true }), fs.rm(path.join(dir, `${id}.json`), { force: true })]);
  };
  const changedAt = async (id: string) => {
    const stats = await Promise.all([id, `${id}.json`].map((n) => fs.stat(path.join(dir, n)).catch(() => null)));
    return Math.max(...stats.map((s) => s?.mtimeMs ?? 0));
  };
  let store: FileStore | undefined;
  return {
    // Made on first use: a command-line tool has no need of the store's folder.
    get datastore() {
      return (store ??= new FileStore({ directory: dir }));
    },
    // One process on the embedded default: @tus/server's own lock, shared with the finish.
    locker: new MemoryLocker(),
    async info(id) {
      const [info, stat] = await Promise.all([readInfo(dir, id), fs.stat(path.join(dir, id)).catch(() => null)]);
      if (!info || !stat?.isFile()) return null;
      return {
        size: typeof info.size === "number" ? info.size : null,
        offset: stat.size,
        metadata: info.metadata ?? {},
        changedAt: await changedAt(id),
      };
    },
    async open(id, _tmpDir, maxBytes) {
      const file = path.join(dir, id);
      const stat = await fs.stat(file);
      if (stat.size > maxBytes) throw new Error(`The upload is larger than ${maxBytes} bytes.`);
      const hash = createHash("sha256");
      await pipeline(createReadStream(file), hash);
      return { tempPath: file, bytes: stat.size, sha256: hash.digest("hex"), copied: false };
    },
    remove,
    async claims() {
      const claimed = new Map<string, number>();
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        if (!name.endsWith(".json")) continue;
        const info = await readInfo(dir, name.slice(0, -5));
        if (typeof info?.size === "number") claimed.set(name.slice(0, -5), info.size);
      }
      return claimed;
    },
    async sweep(maxAgeMs, now) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const id of new Set(names.map((n) => n.replace(/\.json$/, "")))) {
        if (now - (await changedAt(id)) < maxAgeMs) continue;
        await remove(id);
        removed++;
      }
      return removed;
    },
  };
}
