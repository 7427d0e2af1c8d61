import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isValidStoragePath } from "~/lib/storage-path";
import { validateDbPath } from "../backend/db-rules";
import { projectPath } from "../project-path.server";

// A whole site in one tar file (decision 041): the stored files under `files/`, the database as JSON lines
// (`database.jsonl`, one `[path, value]` a line, no path inside another), then `manifest.json` (what is in it,
// with a SHA-256 and a size per entry) and `manifest-sha256.txt` (the same sums as `sha256sum -c` reads them).
// The manifest comes last because a streamed archive knows its sums only at the end; a reader stages what it
// reads and trusts nothing before the manifest has confirmed it.

export const ARCHIVE_FORMAT = "forro-sailing-week-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const DATABASE_ENTRY = "database.jsonl";
export const FILES_PREFIX = "files/";
export const MANIFEST_ENTRY = "manifest.json";
export const CHECKSUMS_ENTRY = "manifest-sha256.txt";

export interface ManifestEntry {
  /** `database.jsonl` or `files/<storage path>`. */
  name: string;
  size: number;
  sha256: string;
  /** A file's type as stored. */
  type?: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** ISO time the archive was begun, on the site's clock. */
  createdAt: string;
  /** This release's version (package.json). */
  siteVersion: string;
  /** The stored data's schema version when it was read. */
  schemaVersion: number;
  /** Where it was read from. */
  backend: "local" | "firebase";
  /** Whether the image variants, which can be remade, are in it. */
  withVariants: boolean;
  counts: {
    /** Entries besides the manifest and its sums. */
    entries: number;
    /** Their bytes. */
    bytes: number;
    /** Files per top-level storage folder. */
    files: Record<string, number>;
    /** Lines of `database.jsonl` per top-level database node. */
    records: Record<string, number>;
    /** Photos (records of uploads), each with its original. */
    photos: number;
  };
  entries: ManifestEntry[];
}

/** The version of this release, written into each archive it makes. */
export function siteVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}

export const sha256 = () => createHash("sha256");

export function checksumsText(entries: readonly ManifestEntry[]): string {
  return entries.map((e) => `${e.sha256}  ${e.name}\n`).join("");
}

/** The storage path of a file entry; null for any other name, or one that would lead out of the store. */
export function storagePathOf(name: string): string | null {
  if (!name.startsWith(FILES_PREFIX)) return null;
  const p = name.slice(FILES_PREFIX.length);
  return isValidStoragePath(p) && !p.split("/").some((s) => s === "." || s === "..") ? p : null;
}

export const topFolderOf = (storagePath: string) => storagePath.split("/")[0]!;

export class ArchiveError extends Error {
  override name = "ArchiveError";
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/** One line of `database.jsonl`: a valid path and its value. */
export function parseDatabaseLine(line: string, lineNumber: number): [string, unknown] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new ArchiveError([`${DATABASE_ENTRY} line ${lineNumber} is not JSON.`]);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string" || parsed[1] === null) {
    throw new ArchiveError([`${DATABASE_ENTRY} line ${lineNumber} is not a [path, value] pair.`]);
  }
  try {
    validateDbPath(parsed[0]);
  } catch {
    throw new ArchiveError([`${DATABASE_ENTRY} line ${lineNumber} names an invalid path.`]);
  }
  return [parsed[0], parsed[1]];
}

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;
const isCountMap = (m: unknown): m is Record<string, number> =>
  typeof m === "object" && m !== null && !Array.isArray(m) && Object.values(m).every(isCount);

/** The manifest's own shape; the entries are checked against it by the reader. */
export function parseManifest(text: string): Manifest {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new ArchiveError([`${MANIFEST_ENTRY} is not JSON.`]);
  }
  const problems: string[] = [];
  if (m.format !== ARCHIVE_FORMAT) problems.push(`This is not a backup of this site (format "${String(m.format)}").`);
  else if (m.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    problems.push(`The archive's format ${String(m.formatVersion)} is not one this release reads (${ARCHIVE_FORMAT_VERSION}).`);
  }
  if (!isCount(m.schemaVersion)) problems.push("The manifest names no schema version.");
  if (typeof m.createdAt !== "string" || Number.isNaN(Date.parse(m.createdAt))) problems.push("The manifest has no date.");
  const c = m.counts;
  if (!c || !isCount(c.entries) || !isCount(c.bytes) || !isCount(c.photos) || !isCountMap(c.files) || !isCountMap(c.records)) {
    problems.push("The manifest's counts are missing or malformed.");
  }
  const entriesOk =
    Array.isArray(m.entries) &&
    m.entries.every(
      (e) =>
        typeof e === "object" &&
        e !== null &&
        typeof e.name === "string" &&
        isCount(e.size) &&
        typeof e.sha256 === "string" &&
        /^[0-9a-f]{64}$/.test(e.sha256),
    );
  if (!entriesOk) problems.push("The manifest's list of entries is malformed.");
  if (problems.length > 0) throw new ArchiveError(problems);
  return m as Manifest;
}

/** Whether a process of this machine still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const HOST = os.hostname().replace(/[^A-Za-z0-9]/g, "") || "host";

/**
 * A working folder under `tmpDir` (the system's temporary folder by default) named by this machine and process, after
 * removing the ones of `kind` that a process of this machine left when it was killed: a restore stages the whole
 * archive there, so each crash would otherwise keep a copy of the site on the temporary disk.
 */
export async function workingFolder(kind: "backup" | "restore", tmpDir = os.tmpdir()): Promise<string> {
  const ours = new RegExp(`^fsw-${kind}-${HOST}-(\\d+)-`);
  for (const name of await fs.readdir(tmpDir).catch(() => [] as string[])) {
    const pid = Number(ours.exec(name)?.[1] ?? 0);
    if (pid > 0 && pid !== process.pid && !isAlive(pid)) await fs.rm(path.join(tmpDir, name), { recursive: true, force: true });
  }
  return fs.mkdtemp(path.join(tmpDir, `fsw-${kind}-${HOST}-${process.pid}-`));
}
