import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalPath, RECORDS_PATH, thumbnailPath } from "~/lib/photo-layout";
import { openBackend, type BackendPorts } from "~/services/backend/backend.server";
import { restoreArchive, verifyArchive } from "~/services/backup/restore-archive.server";
import { archiveName, lastBackup, listArchives, runScheduledBackup } from "~/services/backup/scheduled-backups.server";
import { tempDir } from "../support/backends";

// BACKUP_DIR: an archive when the newest is old enough on the site's clock, exactly BACKUP_KEEP kept, one at a
// time, and the newest restores.

const HOUR = 3_600_000;
let site: BackendPorts;
let dir: string;
const removals: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const data = await tempDir("fsw-sched-");
  const backups = await tempDir("fsw-sched-out-");
  removals.push(data.remove, backups.remove);
  dir = backups.dir;
  site = openBackend({ dataDir: data.dir, firebase: null });
  for (const key of ["1700000000001-a", "1700000000002-b"]) {
    await site.storage.put(originalPath(key), `original ${key}`, { contentType: "image/jpeg" });
    await site.storage.put(thumbnailPath(key), `thumb ${key}`, { contentType: "image/jpeg" });
    await site.database.set(`${RECORDS_PATH}/${key}`, { original: originalPath(key), title: key, edition: "fsw25" });
  }
});

afterAll(async () => {
  for (const remove of removals) await remove();
});

describe("scheduled backups", () => {
  it("writes one when due as the clock moves, and keeps exactly BACKUP_KEEP, the newest", async () => {
    const config = { dir, everyHours: 24, keep: 3 };
    const start = Date.parse("2026-07-01T00:30:00Z");
    const written: string[] = [];
    for (let hour = 0; hour < 24 * 6; hour += 6) {
      const at = new Date(start + hour * HOUR);
      const run = await runScheduledBackup(config, site, at);
      if (run.done === "written") written.push(run.archive.name);
      const archives = await listArchives(dir);
      expect(archives.length).toBe(Math.min(written.length, 3));
    }
    // Every 24 hours over six days: six archives made, the newest three kept.
    expect(written).toHaveLength(6);
    expect(written[0]).toBe(archiveName(new Date(start)));
    expect((await listArchives(dir)).map((a) => a.name)).toEqual(written.slice(-3).reverse());
    expect((await lastBackup({ ...config }))?.name).toBe(written[5]);
    expect((await fs.readdir(dir)).filter((n) => !n.startsWith("fsw-backup-"))).toEqual([]);
  });

  it("the newest restores onto an empty site", async () => {
    const newest = (await listArchives(dir))[0]!;
    await verifyArchive(createReadStream(newest.file));
    const empty = await tempDir("fsw-sched-");
    removals.push(empty.remove);
    const target = openBackend({ dataDir: empty.dir, firebase: null });
    const report = await restoreArchive(target, createReadStream(newest.file), { sweep: async () => {} });
    expect(report.manifest.counts.photos).toBe(2);
    expect(await target.database.get(`${RECORDS_PATH}/1700000000002-b`)).toMatchObject({ title: "1700000000002-b" });
  });

  it("runs one at a time: a live run's lock is respected, a dead one's is taken over with what it left", async () => {
    const config = { dir, everyHours: 24, keep: 3 };
    const later = new Date(Date.parse("2026-08-01T00:00:00Z"));
    // The test runner's parent is alive, and not this process.
    const lock = (holder: object) => fs.writeFile(path.join(dir, ".backup.lock"), JSON.stringify({ at: Date.now(), ...holder }));
    await lock({ pid: process.ppid, host: os.hostname() });
    expect((await runScheduledBackup(config, site, later)).done).toBe("busy");
    // Another host's lock is respected whatever its pid, until it is old.
    await lock({ pid: 2 ** 22 + 12345, host: "another-host" });
    expect((await runScheduledBackup(config, site, later)).done).toBe("busy");
    await lock({ pid: 2 ** 22 + 12345, host: "another-host", at: Date.now() - 13 * HOUR });
    expect((await runScheduledBackup(config, site, later)).done).toBe("written");
    await fs.rm(path.join(dir, archiveName(later)));
    // This process's pid in a lock of this host: a former process that had it (a restarted container's pid 1).
    await lock({ pid: process.pid, host: os.hostname() });
    expect((await runScheduledBackup(config, site, later)).done).toBe("written");
    await fs.rm(path.join(dir, archiveName(later)));
    // A process that has ended (a pid far above any in use) left its lock and a partial archive.
    await lock({ pid: 2 ** 22 + 12345, host: os.hostname() });
    await fs.writeFile(path.join(dir, `.${archiveName(later)}.partial`), "half an archive");
    const run = await runScheduledBackup(config, site, later);
    expect(run.done).toBe("written");
    expect((await fs.readdir(dir)).filter((n) => n.startsWith("."))).toEqual([]);
    // Two steps at once in one process: one writes, the other stands back.
    const twice = await Promise.all([
      runScheduledBackup(config, site, new Date(later.getTime() + 48 * HOUR)),
      runScheduledBackup(config, site, new Date(later.getTime() + 48 * HOUR)),
    ]);
    expect(twice.map((r) => r.done).sort()).toEqual(["busy", "written"]);
    expect(await listArchives(dir)).toHaveLength(3);
  });

  it("says nothing is there when off or before the first", async () => {
    expect(await lastBackup({ dir: null, everyHours: 24, keep: 14 })).toBeNull();
    const empty = await tempDir("fsw-sched-out-");
    removals.push(empty.remove);
    expect(await lastBackup({ dir: empty.dir, everyHours: 24, keep: 14 })).toBeNull();
  });
});
