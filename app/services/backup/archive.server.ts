import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isValidStoragePath } from "~/services/backend/storage-path";
import { validateDbPath } from "../backend/db-rules";
import { projectPath } from "../../config/project-path.server";
import { isProcessAlive } from "~/lib/process-alive";

// The archive's layout (decision 041): `files/<storage path>`, `database.jsonl` (`[path, value]` a line), then
// `manifest.json` and `manifest-sha256.txt`, last because a stream knows its sums only at its end.

export const ARCHIVE_FORMAT = "forro-sailing-week-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const DATABASE_ENTRY = "database.jsonl";
export const FILES_PREFIX = "files/";
export const MANIFEST_ENTRY = "manifest.json";
export const CHECKSUMS_ENTRY = "manifest-sha256.txt";

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
  type?: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  siteVersion: string;
  /** The stored data's schema version when it was read. */
  schemaVersion: number;
  backend: "local" | "firebase";
  /** Whether the image variants, which can be remade, are in it. */
  withVariants: boolean;
  counts: {
    entries: number;
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

const HOST = os.hostname().replace(/[^A-Za-z0-9]/g, "") || "host";

/** A working folder named by this host and process, after removing those of `kind` a killed process of this host left. */
export async function workingFolder(kind: "backup" | "restore", tmpDir = os.tmpdir()): Promise<string> {
  const ours = new RegExp(`^fsw-${kind}-${HOST}-(\\d+)-`);
  for (const name of await fs.readdir(tmpDir).catch(() => [] as string[])) {
    const pid = Number(ours.exec(name)?.[1] ?? 0);
    if (pid > 0 && pid !== process.pid && !isProcessAlive(pid))
      await fs.rm(path.join(tmpDir, name), { recursive: true, force: true });
  }
  return fs.mkdtemp(path.join(tmpDir, `fsw-${kind}-${HOST}-${process.pid}-`));
}
