import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getDatabase, getStorage } from "../backend/backend.server";
import { getConfig, now as siteNow, type BackupConfig } from "../../config/config.server";
import { createArchiveFile, type Ports } from "./create-archive.server";
import { isProcessAlive } from "~/lib/process-alive";

// BACKUP_DIR: an archive of the whole site once the newest is BACKUP_EVERY_HOURS old (on the site's clock), the
// newest BACKUP_KEEP kept. One at a time across copies and crashes: a lock file naming its process, taken over
// when that process is gone; an archive appears under its name only once whole (decision 041).

const NAME = /^fsw-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/;
const LOCK = ".backup.lock";
const LOCK_STALE_MS = 12 * 3_600_000;
const CHECK_EVERY_MS = 15 * 60_000;

export interface Archive {
  name: string;
  file: string;
  at: Date;
  bytes: number;
}

export function archiveName(at: Date): string {
  return `fsw-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "")}.tar`;
}

export async function listArchives(dir: string): Promise<Archive[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const archives: Archive[] = [];
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const at = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) archives.push({ name, file, at, bytes: stat.size });
  }
  return archives.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The newest archive of BACKUP_DIR, for the organisers' page; null when off or none yet. */
export async function lastBackup(config: BackupConfig = getConfig().backups): Promise<Archive | null> {
  return config.dir ? ((await listArchives(config.dir))[0] ?? null) : null;
}

/**
 * True when taken; false while another live run holds it. A lock of this host is stale once its process is gone,
 * or when it names this very process (a restart that got the same pid, as a container's first process does: this
 * process's own runs never overlap); one of another host (a shared folder) only once it is LOCK_STALE_MS old.
 */
async function takeLock(dir: string): Promise<boolean> {
  const lock = path.join(dir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), at: Date.now() }), { flag: "wx" });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const held = await fs
      .readFile(lock, "utf8")
      .then((text) => JSON.parse(text) as { pid?: unknown; host?: unknown; at?: unknown })
      .catch(() => null);
    const stale =
      !held ||
      typeof held.pid !== "number" ||
      typeof held.at !== "number" ||
      Date.now() - held.at > LOCK_STALE_MS ||
      (held.host === os.hostname() && (held.pid === process.pid || !isProcessAlive(held.pid)));
    if (!stale) return false;
    await fs.rm(lock, { force: true });
  }
  return false;
}

let running = false;

export type BackupRun = { done: "written"; archive: Archive; removed: string[] } | { done: "not-due" | "busy" };

/** One scheduled step: an archive if one is due, then the oldest beyond `keep` removed. */
export async function runScheduledBackup(
  config: BackupConfig & { dir: string },
  ports: Ports,
  at: Date = siteNow(),
): Promise<BackupRun> {
  if (running) return { done: "busy" };
  running = true;
  try {
    await fs.mkdir(config.dir, { recursive: true });
    const newest = (await listArchives(config.dir))[0];
    if (newest && at.getTime() - newest.at.getTime() < config.everyHours * 3_600_000) return { done: "not-due" };
    if (!(await takeLock(config.dir))) return { done: "busy" };
    try {
      // What a crashed run left.
      for (const name of await fs.readdir(config.dir)) {
        if (/^\.fsw-backup-.*\.partial$/.test(name)) await fs.rm(path.join(config.dir, name), { force: true });
      }
      const name = archiveName(at);
      const file = path.join(config.dir, name);
      const started = Date.now();
      const manifest = await createArchiveFile(ports, file, { now: at });
      const removed: string[] = [];
      for (const old of (await listArchives(config.dir)).slice(config.keep)) {
        await fs.rm(old.file, { force: true });
        removed.push(old.name);
      }
      const mb = (manifest.counts.bytes / 1e6).toFixed(1);
      console.info(
        `Backup: wrote ${name} (${manifest.counts.photos} photos, ${mb} MB in ${((Date.now() - started) / 1000).toFixed(1)} s); ` +
          `keeping the newest ${config.keep} in ${config.dir}${removed.length ? `, removed ${removed.join(", ")}` : ""}`,
      );
      const stat = await fs.stat(file);
      return { done: "written", archive: { name, file, at, bytes: stat.size }, removed };
    } finally {
      await fs.rm(path.join(config.dir, LOCK), { force: true });
    }
  } finally {
    running = false;
  }
}

let timer: NodeJS.Timeout | null = null;

/** With BACKUP_DIR: a check at start-up, then every 15 minutes (or sooner when the interval is shorter). */
export function startScheduledBackups(): void {
  const config = getConfig().backups;
  if (!config.dir || timer) return;
  const dir = config.dir;
  console.info(`Backups: an archive every ${config.everyHours} h into ${dir}, the newest ${config.keep} kept`);
  const check = async () => {
    try {
      await runScheduledBackup({ ...config, dir }, { storage: await getStorage(), database: getDatabase() });
    } catch (error) {
      console.error("Backup failed (the next check tries again):", error instanceof Error ? error.message : error);
    }
  };
  void check();
  timer = setInterval(() => void check(), Math.min(CHECK_EVERY_MS, config.everyHours * 3_600_000));
  timer.unref();
}

export function stopScheduledBackups(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
