import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { isInUploadFolders, RECORDS_PATH, uploadKeyOf } from "~/lib/photo-layout";
import { RECORD_NODES, STORAGE_FOLDER_NAMES } from "~/lib/privacy-inventory";
import {
  CURRENT_SCHEMA_VERSION,
  META_NODE,
  RESTORE_MARKER_PATH,
  RESTORED_FROM_PATH,
  SCHEMA_VERSION_PATH,
} from "../backend/schema.server";
import { isStorageError } from "../backend/storage-errors.server";
import { sweepRetention } from "../review/retention.server";
import {
  ArchiveError,
  DATABASE_ENTRY,
  FILES_PREFIX,
  parseDatabaseLine,
  sha256,
  storagePathOf,
  workingFolder,
  type Manifest,
} from "./archive.server";
import type { Ports } from "./create-archive.server";
import { relinkFiles } from "./database-lines.server";
import { readArchive } from "./read-archive.server";

// An archive restored onto either backend (decision 041): checked whole first, then under a marker the site will not
// start beside, each step harmless twice so a rerun completes it; the records last, after their files.
// A record names its files by the backend's own URLs: restored, they are the target's.

/** Database paths per write; each write is all or nothing. */
const BATCH_PATHS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;
const FILES_AT_ONCE = 4;

export interface RestoreOptions {
  /** Replace a site that already holds photos: what the archive lacks goes. */
  replace?: boolean;
  /** Where the archive is staged while it is checked; the system's temporary folder by default. */
  tmpDir?: string;
  /** The site's clock, for the retention sweep that follows. */
  now?: Date;
  /** Called between steps (the kill tests stop there). */
  onStep?: (step: string) => void | Promise<void>;
  /** The retention sweep; the site's own by default. */
  sweep?: (now: number) => Promise<unknown>;
}

export interface RestoreReport {
  manifest: Manifest;
  id: string;
  /** The data already was this archive's: nothing changed. */
  alreadyRestored: boolean;
  /** An interrupted restore of this archive was completed. */
  resumed: boolean;
  files: { written: number; unchanged: number; removed: number };
  records: number;
}

export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

interface Marker {
  archive: string;
  createdAt: string;
  startedAt: string;
  replace: boolean;
}

const isMarker = (v: unknown): v is Marker => typeof v === "object" && v !== null && typeof (v as Marker).archive === "string";

async function hashOf(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = sha256();
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest("hex");
}

/** Runs `fn` on each item, `limit` at a time. */
async function eachLimited<T>(items: AsyncIterable<T>, limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  for await (const item of items) {
    if (failure) break;
    const task = fn(item).catch((error: unknown) => void (failure ??= error));
    running.add(task);
    void task.finally(() => running.delete(task));
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure;
}

async function* filesIn(dir: string, prefix = ""): AsyncIterable<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) yield* filesIn(path.join(dir, e.name), rel);
    else if (e.isFile()) yield rel;
  }
}

async function holdsPhotos(ports: Ports): Promise<boolean> {
  return (await ports.database.queryByKey(RECORDS_PATH, { limit: 1, from: "first" })).length > 0;
}

/** Checks `input` whole, then makes the configured site hold what it holds. */
export async function restoreArchive(ports: Ports, input: Readable, options: RestoreOptions = {}): Promise<RestoreReport> {
  const { storage, database } = ports;
  const staging = await workingFolder("restore", options.tmpDir);
  try {
    const { manifest, id, recordKeys: archiveKeys } = await readArchive(input, { stageTo: staging });
    if (manifest.schemaVersion > CURRENT_SCHEMA_VERSION) {
      throw new ArchiveError([
        `The archive's data is at schema version ${manifest.schemaVersion}, newer than this release (${CURRENT_SCHEMA_VERSION}): restore it with a newer release.`,
      ]);
    }
    const report: RestoreReport = {
      manifest,
      id,
      alreadyRestored: false,
      resumed: false,
      files: { written: 0, unchanged: 0, removed: 0 },
      records: 0,
    };
    const replace = options.replace ?? false;

    const marker = await database.get(RESTORE_MARKER_PATH);
    const restoredFrom = await database.get(RESTORED_FROM_PATH);
    if (isMarker(marker) && marker.archive === id) {
      report.resumed = true;
    } else if (isMarker(marker) && !replace) {
      throw new RestoreRefused(
        `A restore of another archive (made ${marker.createdAt}) was interrupted on this site: run it again to complete it, or add --replace to restore this one instead.`,
      );
    } else if (!replace && isMarker(restoredFrom) && restoredFrom.archive === id) {
      report.alreadyRestored = true;
      return report;
    } else if (!replace && (await holdsPhotos(ports))) {
      throw new RestoreRefused(
        "This site already holds photos: restore onto an empty site, or add --replace to replace everything it holds with the archive's content.",
      );
    }
    const step = async (name: string) => options.onStep?.(name);
    const markerValue: Marker = {
      archive: id,
      createdAt: manifest.createdAt,
      startedAt: new Date().toISOString(),
      replace: replace || (isMarker(marker) && marker.replace),
    };
    await database.set(RESTORE_MARKER_PATH, markerValue);
    await step("marked");

    const byName = new Map(manifest.entries.map((e) => [e.name, e]));

    if (markerValue.replace) {
      for (const node of [...RECORD_NODES].filter((n) => n !== META_NODE)) await database.remove(node);
      for (const folder of [...STORAGE_FOLDER_NAMES].filter((f) => f !== "uploads-partial")) {
        const gone: string[] = [];
        for await (const p of storage.listAll(folder)) {
          const key = uploadKeyOf(p);
          const drop = isInUploadFolders(p)
            ? key === null || !archiveKeys.has(key)
            : !byName.has(`${FILES_PREFIX}${p}`) && !p.startsWith("variants/");
          if (drop) gone.push(p);
        }
        for (const p of gone) await storage.remove(p);
        report.files.removed += gone.length;
      }
      await step("cleared");
    }

    await eachLimited(filesIn(path.join(staging, "files")), FILES_AT_ONCE, async (rel) => {
      const name = `${FILES_PREFIX}${rel}`;
      const entry = byName.get(name);
      const storagePath = storagePathOf(name);
      if (!entry || !storagePath) throw new ArchiveError([`"${name}" was staged but is not in the manifest.`]);
      const file = path.join(staging, "files", ...rel.split("/"));
      const put = () =>
        storage.put(storagePath, () => createReadStream(file), {
          contentType: entry.type ?? "application/octet-stream",
          size: entry.size,
        });
      try {
        await put();
        report.files.written++;
      } catch (error) {
        if (!isStorageError(error, "storage/already-exists")) throw error;
        const existing = await storage.open(storagePath);
        if (existing && (await hashOf(existing.stream())) === entry.sha256) {
          report.files.unchanged++;
        } else {
          // The archive's version wins: it is what the site held.
          await storage.remove(storagePath);
          await put();
          report.files.written++;
        }
      }
      await step(`file ${storagePath}`);
    });
    await step("files");

    let batch: Record<string, unknown> = {};
    let batchBytes = 0;
    const flush = async () => {
      if (Object.keys(batch).length === 0) return;
      await database.update("/", batch);
      batch = {};
      batchBytes = 0;
      await step("records");
    };
    const urlFor = (storagePath: string) =>
      storage.urlFor(storagePath).catch((error: unknown) => {
        if (isStorageError(error, "storage/object-not-found")) return null;
        throw error;
      });
    let lineNumber = 0;
    for await (const line of createInterface({
      input: createReadStream(path.join(staging, DATABASE_ENTRY)),
      crlfDelay: Infinity,
    })) {
      const [dbPath, value] = parseDatabaseLine(line, ++lineNumber);
      batch[dbPath] = await relinkFiles(dbPath, value, urlFor);
      batchBytes += line.length;
      report.records++;
      if (Object.keys(batch).length >= BATCH_PATHS || batchBytes >= BATCH_BYTES) await flush();
    }
    await flush();

    await database.update("/", {
      [SCHEMA_VERSION_PATH]: manifest.schemaVersion,
      [RESTORED_FROM_PATH]: { archive: id, createdAt: manifest.createdAt, restoredAt: new Date().toISOString() },
      [RESTORE_MARKER_PATH]: null,
    });
    await step("done");
    // What its periods have removed since the archive was made goes at once.
    await (options.sweep ?? sweepRetention)((options.now ?? new Date()).getTime());
    return report;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Checks an archive through without changing anything. */
export async function verifyArchive(input: Readable): Promise<{ manifest: Manifest; id: string }> {
  const { manifest, id } = await readArchive(input);
  if (manifest.schemaVersion > CURRENT_SCHEMA_VERSION) {
    throw new ArchiveError([
      `The archive's data is at schema version ${manifest.schemaVersion}, newer than this release (${CURRENT_SCHEMA_VERSION}): a newer release can restore it.`,
    ]);
  }
  return { manifest, id };
}
