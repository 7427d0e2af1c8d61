import fs from "node:fs/promises";
import path from "node:path";
import { variantFolder } from "~/lib/image-variants";
import { getDatabase, getStorage } from "./backend.server";
import { getConfig } from "./config.server";
import type { RealtimeDatabase } from "./database.server";
import { PHOTO_RECORDS_PATH } from "./photos.server";
import { sweepPartialUploads } from "./resumable.server";
import type { MediaStorage } from "./storage.server";
import { CLAIM_GRACE_MS, PHOTO_UPLOADS_PATH, releaseKey, timestampOfKey } from "./upload-claims.server";

/** A staged temp file this old belongs to no request any more (uploads are refused long before). */
export const STALE_TEMP_MS = 60 * 60 * 1000;
/** How often a running server sweeps. */
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface SweepReport {
  tempFiles: number;
  partialUploads: number;
  /** Keys whose files and claims were removed because no record names them. */
  orphans: string[];
}

async function sweepTemp(dataDir: string, now: number): Promise<number> {
  const dir = path.join(dataDir, "tmp");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < STALE_TEMP_MS) continue;
    await fs.rm(file, { force: true });
    removed++;
  }
  return removed;
}

/** Everything stored under a key: original, thumbnail and the variants (whatever exists). */
async function removeKeyFiles(storage: MediaStorage, key: string): Promise<void> {
  const original = `images/originals/${key}`;
  const variants = (await storage.list(variantFolder(original))).filter((p) =>
    p.startsWith(`${variantFolder(original)}/${key}.`),
  );
  await Promise.all([original, `images/thumbnails/thumb-${key}`, ...variants].map((p) => storage.remove(p)));
}

/**
 * Keys old enough that no upload can still be writing them (their timestamp plus the grace period,
 * on any copy of the site), named by a stored original or by a key claim, without a record.
 */
async function sweepOrphans(storage: MediaStorage, db: RealtimeDatabase, now: number): Promise<string[]> {
  const before = now - CLAIM_GRACE_MS;
  const candidates = new Set<string>();
  for (const p of await storage.list("images/originals")) candidates.add(p.slice("images/originals/".length));
  // Claims of uploads that died before their original was stored (oldest first).
  const claims = await db
    .queryByKey(PHOTO_UPLOADS_PATH, { endAt: `${before}.`, limit: 1000, from: "first" })
    .catch((error: unknown) => {
      console.error("Upload sweep: the key claims could not be read:", error instanceof Error ? error.message : error);
      return [];
    });
  for (const [key] of claims) candidates.add(key);
  const orphans: string[] = [];
  for (const key of candidates) {
    const timestamp = timestampOfKey(key);
    if (!(timestamp < before)) continue;
    if ((await db.get(`${PHOTO_RECORDS_PATH}/${key}`)) !== null) continue;
    await removeKeyFiles(storage, key);
    await releaseKey(db, key);
    orphans.push(key);
  }
  return orphans;
}

/**
 * Removes what interrupted uploads left behind (a crash, `kill -9`): staged temp files and partial
 * resumable uploads past their age, and stored photos that no record names after the grace period.
 */
export async function sweepUploads(now = Date.now()): Promise<SweepReport> {
  const { dataDir, uploadPartialMs } = getConfig();
  const [tempFiles, partialUploads] = await Promise.all([
    sweepTemp(dataDir, now),
    sweepPartialUploads(dataDir, uploadPartialMs, now),
  ]);
  const orphans = await sweepOrphans(await getStorage(), getDatabase(), now);
  return { tempFiles, partialUploads, orphans };
}

let timer: NodeJS.Timeout | undefined;

/** Sweeps now and then every SWEEP_INTERVAL_MS; a failed sweep is logged and tried again next time. */
export function startUploadSweep(): void {
  if (timer) return;
  const run = () =>
    sweepUploads().then(
      (r) => {
        const total = r.tempFiles + r.partialUploads + r.orphans.length;
        if (total > 0) {
          console.info(
            `Upload sweep: ${r.tempFiles} temp files, ${r.partialUploads} partial uploads, ${r.orphans.length} unrecorded photos removed`,
          );
        }
      },
      (error: unknown) => console.error("Upload sweep failed:", error instanceof Error ? error.message : error),
    );
  void run();
  timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
}
