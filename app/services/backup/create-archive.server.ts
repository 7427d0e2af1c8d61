import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable, type Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import tar from "tar-stream";
import { isInUploadFolders, LOCKS_PATH, originalPath, uploadKeyOf } from "~/lib/photo-layout";
import { RECORD_NODES, STORAGE_FOLDER_NAMES } from "~/lib/privacy-inventory";
import type { RealtimeDatabase } from "../backend/database.server";
import { META_NODE, readSchemaVersion } from "../backend/schema.server";
import type { MediaStorage } from "../backend/storage.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  CHECKSUMS_ENTRY,
  checksumsText,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  sha256,
  siteVersion,
  topFolderOf,
  workingFolder,
  type Manifest,
  type ManifestEntry,
} from "./archive.server";
import { recordKeysIn, withoutKeys } from "./database-lines.server";

// A whole site into one archive while it serves (decision 041): records spooled, the files they name, then the
// records without any photo deleted meanwhile. One page of records and one file's chunk in memory at a time.

/** Locks are a moment's state; the version is the manifest's; a restore's marker is never backed up. */
const SKIPPED_NODES = new Set([LOCKS_PATH, META_NODE]);
/** A node with this many children or more is read a page at a time, its children taken whole. */
const COLLECTION = 50;
const PAGE = 200;
const MAX_DEPTH = 32;

export interface CreateOptions {
  /** Also the variants, which `npm run images` can make again. */
  withVariants?: boolean;
  now?: Date;
  /** Where the spool files go; the system's temporary folder by default. */
  tmpDir?: string;
  /** After each file entry (the kill tests stop there). */
  onFile?: (storagePath: string) => void | Promise<void>;
}

export interface Ports {
  storage: MediaStorage;
  database: RealtimeDatabase;
}

const isList = (children: ReadonlyArray<[string, unknown]>) => children.every(([key], i) => key === String(i));

/** Every `[path, value]` under `dbPath`, none inside another; no node read whole unless it has few children or is a list. */
export async function* walkDatabase(db: RealtimeDatabase, dbPath: string, depth = 1): AsyncGenerator<[string, unknown]> {
  const children = await db.shallow(dbPath);
  if (children.length === 0 || isList(children)) {
    const value = await db.get(dbPath);
    if (value !== null) yield [dbPath, value];
    return;
  }
  if (children.length >= COLLECTION || depth >= MAX_DEPTH) {
    let after: string | undefined;
    for (;;) {
      const rows = await db.queryByKey(dbPath, {
        ...(after === undefined ? {} : { startAt: after }),
        limit: PAGE + 1,
        from: "first",
      });
      const page = rows.filter(([key]) => key !== after).slice(0, PAGE);
      for (const [key, value] of page) yield [`${dbPath}/${key}`, value];
      if (page.length < PAGE) return;
      after = page[page.length - 1]![0];
    }
  }
  if (children.every(([, v]) => v !== true)) {
    yield [dbPath, Object.fromEntries(children)];
    return;
  }
  for (const [key, value] of children) {
    if (value === true) yield* walkDatabase(db, `${dbPath}/${key}`, depth + 1);
    else yield [`${dbPath}/${key}`, value];
  }
}

async function writeLine(out: Writable, line: string): Promise<void> {
  if (!out.write(line)) await new Promise<void>((resolve) => out.once("drain", resolve));
}

/** Adds one entry from a stream of exactly `size` bytes; its SHA-256 and size. */
async function addEntry(
  pack: tar.Pack,
  mtime: Date,
  name: string,
  size: number,
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ManifestEntry> {
  const hash = sha256();
  let bytes = 0;
  let entry!: ReturnType<tar.Pack["entry"]>;
  const done = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mode: 0o644, mtime }, (error) => (error ? reject(error) : resolve()));
  });
  // A failed output fails the entry too: its callback says so (awaited below), the event would say it again.
  done.catch(() => {});
  if (entry === undefined) await done;
  entry.on("error", () => {});
  try {
    for await (const chunk of body) {
      bytes += chunk.byteLength;
      if (bytes > size) throw new Error(`${name} grew while it was read.`);
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([new Promise<void>((resolve) => entry.once("drain", () => resolve())), done]);
    }
    if (bytes !== size) throw new Error(`${name} shrank while it was read.`);
    entry.end(undefined);
    await done;
  } catch (error) {
    entry.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  return { name, size, sha256: hash.digest("hex") };
}

export async function createArchive(ports: Ports, output: Writable, options: CreateOptions = {}): Promise<Manifest> {
  const { storage, database } = ports;
  const started = options.now ?? new Date();
  const createdAt = started.toISOString();
  const spoolDir = await workingFolder("backup", options.tmpDir);
  const pack = tar.pack();
  const sent = pipeline(Readable.from(pack), output);
  // A failure of the output stops the writing below at its next entry.
  let outputError: unknown = null;
  sent.catch((error: unknown) => (outputError = error));
  try {
    const schemaVersion = await readSchemaVersion(database);

    // 1. The database, into a spool file.
    const spool = path.join(spoolDir, "database.raw.jsonl");
    const raw = createWriteStream(spool);
    const recordKeys = new Set<string>();
    for (const node of [...RECORD_NODES].filter((n) => !SKIPPED_NODES.has(n)).sort()) {
      for await (const [dbPath, value] of walkDatabase(database, node)) {
        for (const key of recordKeysIn(dbPath, value)) recordKeys.add(key);
        await writeLine(raw, `${JSON.stringify([dbPath, value])}\n`);
      }
    }
    raw.end();
    await finished(raw);

    // 2. The files the records need, and the festival's own.
    const entries: ManifestEntry[] = [];
    const files: Record<string, number> = {};
    const archivedOriginals = new Set<string>();
    const folders = [...STORAGE_FOLDER_NAMES]
      .filter((f) => f !== "uploads-partial" && (f !== "variants" || options.withVariants))
      .sort();
    for (const folder of folders) {
      for await (const storagePath of storage.listAll(folder)) {
        if (outputError) throw outputError;
        const key = uploadKeyOf(storagePath);
        // A file whose record the database did not hold when it was read: an upload still on its way in.
        if (isInUploadFolders(storagePath) && (key === null || !recordKeys.has(key))) continue;
        const object = await storage.open(storagePath);
        if (!object) continue;
        const entry = await addEntry(pack, started, `${FILES_PREFIX}${storagePath}`, object.size, object.stream());
        entries.push({ ...entry, type: object.contentType });
        files[topFolderOf(storagePath)] = (files[topFolderOf(storagePath)] ?? 0) + 1;
        if (key !== null && storagePath === originalPath(key)) archivedOriginals.add(key);
        await options.onFile?.(storagePath);
      }
    }

    // 3. The database lines, without the photos deleted while the files were read.
    const gone = new Set([...recordKeys].filter((k) => !archivedOriginals.has(k)));
    const filtered = path.join(spoolDir, DATABASE_ENTRY);
    const out = createWriteStream(filtered);
    const records: Record<string, number> = {};
    for await (const line of createInterface({ input: createReadStream(spool), crlfDelay: Infinity })) {
      const [dbPath, read] = JSON.parse(line) as [string, unknown];
      if (dbPath.split("/").some((segment) => gone.has(segment))) continue;
      const value = gone.size > 0 ? withoutKeys(read, gone) : read;
      const node = dbPath.split("/")[0]!;
      records[node] = (records[node] ?? 0) + 1;
      await writeLine(out, `${JSON.stringify([dbPath, value])}\n`);
    }
    out.end();
    await finished(out);
    const { size } = await fs.stat(filtered);
    entries.push(await addEntry(pack, started, DATABASE_ENTRY, size, createReadStream(filtered)));

    // 4. What is in it.
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt,
      siteVersion: siteVersion(),
      schemaVersion,
      backend: storage.kind,
      withVariants: options.withVariants ?? false,
      counts: {
        entries: entries.length,
        bytes: entries.reduce((sum, e) => sum + e.size, 0),
        files,
        records,
        photos: archivedOriginals.size,
      },
      entries,
    };
    const manifestText = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
    await addEntry(pack, started, MANIFEST_ENTRY, manifestText.length, [manifestText]);
    const sums = Buffer.from(checksumsText(entries));
    await addEntry(pack, started, CHECKSUMS_ENTRY, sums.length, [sums]);
    pack.finalize();
    await sent;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await sent.catch(() => {});
    // The output's own error, not the one it caused in the pack (a destroyed pack takes no entry).
    throw outputError ?? error;
  } finally {
    await fs.rm(spoolDir, { recursive: true, force: true });
  }
}

/** Into `file`, which appears only once whole: written beside it under another name, flushed, then renamed. */
export async function createArchiveFile(ports: Ports, file: string, options: CreateOptions = {}): Promise<Manifest> {
  const partial = partialNameOf(file);
  await (await fs.open(partial, "w")).close();
  try {
    const manifest = await createArchive(ports, createWriteStream(partial), options);
    const handle = await fs.open(partial, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(partial, file);
    return manifest;
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** The name an archive has while it is written. */
export function partialNameOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.partial`);
}
