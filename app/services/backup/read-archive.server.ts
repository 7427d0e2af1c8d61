import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import tar from "tar-stream";
import { originalPath } from "~/lib/photo-layout";
import {
  ArchiveError,
  CHECKSUMS_ENTRY,
  checksumsText,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  parseDatabaseLine,
  parseManifest,
  sha256,
  storagePathOf,
  topFolderOf,
  type Manifest,
} from "./archive.server";
import { recordKeysIn } from "./database-lines.server";

// An archive read through once, each entry hashed (and staged, for a restore), then all of it checked against
// the manifest: nothing from it is used before that has passed.

const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
const MAX_LINE_BYTES = 256 * 1024 * 1024;
/** Listed at most; the rest counted. */
const MAX_PROBLEMS = 20;

export interface ReadArchiveResult {
  manifest: Manifest;
  /** The manifest's own SHA-256: the archive's identity. */
  id: string;
  /** Where the entries were staged, when asked. */
  stagedIn?: string;
  /** The photos whose records the database lines hold, each with its original in the archive. */
  recordKeys: ReadonlySet<string>;
}

interface Seen {
  size: number;
  sha256: string;
}

/** Splits a stream into lines without keeping more than one line. */
class LineCounter {
  private rest = "";
  private lineNumber = 0;
  readonly records: Record<string, number> = {};
  readonly recordKeys = new Set<string>();

  push(chunk: Buffer): void {
    const text = this.rest + chunk.toString("utf8");
    const lines = text.split("\n");
    this.rest = lines.pop()!;
    if (this.rest.length > MAX_LINE_BYTES) throw new ArchiveError([`${DATABASE_ENTRY} has a line too long to be one.`]);
    for (const line of lines) this.line(line);
  }

  end(): void {
    if (this.rest !== "") throw new ArchiveError([`${DATABASE_ENTRY} ends in the middle of a line.`]);
  }

  private line(line: string): void {
    const [dbPath, value] = parseDatabaseLine(line, ++this.lineNumber);
    const node = dbPath.split("/")[0]!;
    this.records[node] = (this.records[node] ?? 0) + 1;
    for (const key of recordKeysIn(dbPath, value)) this.recordKeys.add(key);
  }
}

async function readSmall(entry: AsyncIterable<Buffer>, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > MAX_MANIFEST_BYTES) throw new ArchiveError([`${name} is too large to be a manifest.`]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function stageEntry(entry: AsyncIterable<Buffer>, file: string | null, onChunk: (chunk: Buffer) => void): Promise<void> {
  if (!file) {
    for await (const chunk of entry) onChunk(chunk);
    return;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file, { flags: "wx" });
  try {
    for await (const chunk of entry) {
      onChunk(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", resolve));
    }
  } finally {
    out.end();
    await finished(out);
  }
}

/**
 * Reads `input` to its end and checks it whole; with `stageTo` (an empty folder), each entry is also written
 * there under its name. Throws an ArchiveError naming what is wrong.
 */
export async function readArchive(input: Readable, options: { stageTo?: string } = {}): Promise<ReadArchiveResult> {
  const extract = tar.extract();
  let feedError: unknown = null;
  input.on("error", (error) => {
    feedError = error;
    extract.destroy(error);
  });
  input.pipe(extract as unknown as NodeJS.WritableStream);
  const problems: string[] = [];
  const seen = new Map<string, Seen>();
  const lines = new LineCounter();
  let manifestText: Buffer | null = null;
  let checksums: Buffer | null = null;
  try {
    for await (const source of extract) {
      const entry = source as unknown as AsyncIterable<Buffer> & { header: tar.Header; resume(): void };
      const { name, type } = entry.header;
      if (type !== "file") {
        problems.push(`The archive holds "${name}", which is not a file.`);
        entry.resume();
        continue;
      }
      if (name === MANIFEST_ENTRY || name === CHECKSUMS_ENTRY) {
        const bytes = await readSmall(entry, name);
        if (name === MANIFEST_ENTRY) manifestText = bytes;
        else checksums = bytes;
        continue;
      }
      if (manifestText) problems.push(`"${name}" comes after the manifest.`);
      const storagePath = storagePathOf(name);
      if (name !== DATABASE_ENTRY && storagePath === null) {
        problems.push(`The archive holds "${name}", which is neither a stored file nor the database.`);
        entry.resume();
        continue;
      }
      if (seen.has(name)) {
        problems.push(`"${name}" is in the archive twice.`);
        entry.resume();
        continue;
      }
      const hash = sha256();
      let size = 0;
      const isDatabase = name === DATABASE_ENTRY;
      await stageEntry(entry, options.stageTo ? path.join(options.stageTo, ...name.split("/")) : null, (chunk) => {
        size += chunk.length;
        hash.update(chunk);
        if (isDatabase) lines.push(chunk);
      });
      if (isDatabase) lines.end();
      seen.set(name, { size, sha256: hash.digest("hex") });
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const cause = feedError ?? error;
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ArchiveError([`The archive cannot be read to its end (${message}): it is truncated or not a backup of this site.`]);
  }

  if (!manifestText) {
    throw new ArchiveError([
      `The archive has no ${MANIFEST_ENTRY}: it is incomplete (a backup stopped while it was written?) or not a backup of this site.`,
    ]);
  }
  const manifest = parseManifest(manifestText.toString("utf8"));
  const listed = new Map(manifest.entries.map((e) => [e.name, e]));
  if (listed.size !== manifest.entries.length) problems.push("The manifest lists an entry twice.");
  for (const [name, entry] of listed) {
    const got = seen.get(name);
    if (!got) problems.push(`"${name}" is missing from the archive.`);
    else if (got.size !== entry.size) problems.push(`"${name}" has ${got.size} bytes, the manifest says ${entry.size}.`);
    else if (got.sha256 !== entry.sha256) problems.push(`"${name}" is damaged: its SHA-256 is not the manifest's.`);
  }
  for (const name of seen.keys()) if (!listed.has(name)) problems.push(`"${name}" is in the archive but not in its manifest.`);
  if (!listed.has(DATABASE_ENTRY)) problems.push(`The archive has no ${DATABASE_ENTRY}.`);
  if (checksums === null) problems.push(`The archive has no ${CHECKSUMS_ENTRY}.`);
  else if (checksums.toString("utf8") !== checksumsText(manifest.entries))
    problems.push(`${CHECKSUMS_ENTRY} disagrees with the manifest.`);

  const c = manifest.counts;
  const files: Record<string, number> = {};
  for (const name of listed.keys()) {
    const p = storagePathOf(name);
    if (p) files[topFolderOf(p)] = (files[topFolderOf(p)] ?? 0) + 1;
  }
  const differs = (a: Record<string, number>, b: Record<string, number>) =>
    Object.keys({ ...a, ...b }).some((k) => (a[k] ?? 0) !== (b[k] ?? 0));
  if (c.entries !== manifest.entries.length)
    problems.push(`The manifest counts ${c.entries} entries but lists ${manifest.entries.length}.`);
  if (c.bytes !== manifest.entries.reduce((sum, e) => sum + e.size, 0))
    problems.push("The manifest's byte count is not the sum of its entries.");
  if (differs(files, c.files)) problems.push("The manifest's count of files per folder is not what the archive holds.");
  if (seen.has(DATABASE_ENTRY) && differs(lines.records, c.records)) {
    problems.push("The manifest's count of database records per node is not what the archive holds.");
  }
  const withoutOriginal = [...lines.recordKeys].filter((k) => !listed.has(`files/${originalPath(k)}`));
  if (withoutOriginal.length > 0)
    problems.push(`${withoutOriginal.length} photo records have no original in the archive (${withoutOriginal[0]}…).`);
  else if (seen.has(DATABASE_ENTRY) && lines.recordKeys.size !== c.photos) {
    problems.push(`The manifest counts ${c.photos} photos, the archive holds ${lines.recordKeys.size}.`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`…and ${problems.length - MAX_PROBLEMS} more.`);
    throw new ArchiveError(shown);
  }
  const id = sha256().update(manifestText).digest("hex");
  return { manifest, id, recordKeys: lines.recordKeys, ...(options.stageTo ? { stagedIn: options.stageTo } : {}) };
}
