import fs from "node:fs/promises";
import path from "node:path";
import { variantFolder } from "~/lib/image-variants";
import {
  CLAIMS_PATH,
  DELETIONS_PATH,
  deletionPath,
  galleryIndexPath,
  ORIGINALS_FOLDER,
  originalPath,
  RECORDS_PATH,
  recordPath,
  timestampOfKey,
  uploadLeftovers,
  variantPrefix,
} from "~/lib/photo-layout";
import { getDatabase, getStorage } from "../backend/backend.server";
import { getConfig, now as siteNow } from "../../config/config.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { sweepPartialUploads } from "./resumable.server";
import type { MediaStorage } from "../backend/storage.server";
import { CLAIM_GRACE_MS, releaseKey } from "./upload-claims.server";
import { describeRetention, sweepRetention } from "../review/retention.server";

/** Uploads are refused long before this. */
export const STALE_TEMP_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface SweepReport {
  tempFiles: number;
  partialUploads: number;
  /** Keys whose files and claims went because no record names them. */
  orphans: string[];
  /** Deleted photos whose storage objects were still there. */
  deletions: string[];
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

async function removeKeyFiles(storage: MediaStorage, key: string): Promise<void> {
  const variants = (await storage.list(variantFolder(originalPath(key)))).filter((p) => p.startsWith(variantPrefix(key)));
  const paths = new Set([...uploadLeftovers(key, null).storage, ...variants]);
  await Promise.all([...paths].map((p) => storage.remove(p)));
}

/** Deletes left unfinished by a crash or an unreachable bucket. */
async function finishDeletions(storage: MediaStorage, db: RealtimeDatabase): Promise<string[]> {
  const rows = await db.queryByKey(DELETIONS_PATH, { limit: 1000, from: "first" });
  const done: string[] = [];
  for (const [key, value] of rows) {
    const paths = (value as { storage?: unknown } | null)?.storage;
    for (const p of Array.isArray(paths) ? paths : []) if (typeof p === "string") await storage.remove(p);
    await removeKeyFiles(storage, key);
    await db.remove(deletionPath(key));
    done.push(key);
  }
  return done;
}

/** Past the grace period and without a record; a periodic sweep reads only claims since the last cut-off: two reads however large the gallery. */
async function sweepOrphans(storage: MediaStorage, db: RealtimeDatabase, now: number, since: number | null): Promise<string[]> {
  const before = now - CLAIM_GRACE_MS;
  const candidates = new Set<string>();
  if (since === null) {
    for (const p of await storage.list(ORIGINALS_FOLDER)) candidates.add(p.slice(ORIGINALS_FOLDER.length + 1));
  }
  const range = { ...(since === null ? {} : { startAt: String(since) }), endAt: `${before}.` };
  const claims = await db.queryByKey(CLAIMS_PATH, { ...range, limit: 1000, from: "first" }).catch((error: unknown) => {
    console.error("Upload sweep: the key claims could not be read:", error instanceof Error ? error.message : error);
    return [];
  });
  for (const [key] of claims) candidates.add(key);
  const old = [...candidates].filter((key) => timestampOfKey(key) < before);
  if (old.length === 0) return [];
  // A few keys are looked up one by one; many at once with one read of the records.
  const recorded = old.length > 20 ? new Set(Object.keys(((await db.get(RECORDS_PATH)) ?? {}) as Record<string, unknown>)) : null;
  const orphans: string[] = [];
  for (const key of old) {
    if (recorded ? recorded.has(key) : (await db.get(recordPath(key))) !== null) continue;
    // A photo the public gallery lists is never an orphan, whatever happened to its record.
    if ((await db.get(`${galleryIndexPath()}/${key}`)) !== null) continue;
    await removeKeyFiles(storage, key);
    await releaseKey(db, key);
    orphans.push(key);
  }
  return orphans;
}

/**
 * What interrupted uploads left (`kill -9`); `since`: only claims from then on (periodic), null: everything (start-up).
 * `now` is the site's clock, as the keys' timestamps and the retention periods are (UPLOAD_PARTIAL_HOURS is one);
 * temporary files belong to requests in flight and are aged on the real clock, so SITE_NOW never cuts one short.
 */
export async function sweepUploads(now = siteNow().getTime(), since: number | null = null): Promise<SweepReport> {
  const config = getConfig();
  const [tempFiles, partialUploads] = await Promise.all([
    sweepTemp(config.dataDir, Date.now()),
    sweepPartialUploads(config.uploadPartialMs, now),
  ]);
  const storage = await getStorage();
  const deletions = await finishDeletions(storage, getDatabase());
  const orphans = await sweepOrphans(storage, getDatabase(), now, since);
  return { tempFiles, partialUploads, orphans, deletions };
}

let timer: NodeJS.Timeout | undefined;
let sweeping: Promise<void> = Promise.resolve();

/** Then the retention sweep, on the same schedule; a failed sweep is logged and tried again next time. */
export function startUploadSweep(): void {
  if (timer) return;
  let since: number | null = null;
  const run = () => {
    const now = siteNow().getTime();
    const from = since;
    // A margin of one interval, in case a claim arrived late.
    since = now - CLAIM_GRACE_MS - SWEEP_INTERVAL_MS;
    return sweepUploads(now, from)
      .then(
        (r) => {
          const total = r.tempFiles + r.partialUploads + r.orphans.length + r.deletions.length;
          if (total > 0) {
            console.info(
              `Upload sweep: ${r.tempFiles} temp files, ${r.partialUploads} partial uploads, ${r.orphans.length} unrecorded photos, ${r.deletions.length} deleted photos' files removed`,
            );
          }
        },
        (error: unknown) => {
          since = from;
          console.error("Upload sweep failed:", error instanceof Error ? error.message : error);
        },
      )
      .then(() =>
        sweepRetention(now).then(
          (report) => {
            const line = describeRetention(report);
            if (line) console.info(line);
          },
          (error: unknown) => console.error("Retention sweep failed:", error instanceof Error ? error.message : error),
        ),
      );
  };
  const next = () => void (sweeping = run());
  next();
  timer = setInterval(next, SWEEP_INTERVAL_MS);
  timer.unref();
}

/** At a stop: no sweep starts again; the one running ends. */
export function stopUploadSweep(): Promise<void> {
  clearInterval(timer);
  return sweeping;
}
