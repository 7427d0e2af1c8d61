import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { useBackend } from "../support/backends";
import {
  AUDIT_PATH,
  facetEntries,
  galleryEntry,
  galleryIndexPath,
  GALLERY_PATH,
  lockPath,
  originalPath,
  RECORDS_PATH,
  recordPath,
  REVIEW_INDEX_PATH,
  REVIEW_PATH,
  reviewIndexPath,
  reviewPath,
  type UploadRecord,
} from "~/lib/photo-layout";
import { openBackend, type BackendPorts } from "~/services/backend/backend.server";
import type { RealtimeDatabase } from "~/services/backend/database.server";
import {
  checkMigrationList,
  MigrationError,
  runMigrations,
  type MigrateOptions,
  type Migration,
} from "~/services/backend/migrations.server";
import {
  CURRENT_SCHEMA_VERSION,
  MIGRATION_CLAIM_PATH,
  MIGRATION_TAKEOVERS_PATH,
  readSchemaVersion,
  refuseUnusableData,
  RESTORE_MARKER_PATH,
  SCHEMA_VERSION_PATH,
  SchemaRefusal,
} from "~/services/backend/schema.server";
import { getConfig } from "~/config/config.server";
import { MIGRATIONS } from "~/services/migrations/migrations.server";
import { MIGRATION_1_BY } from "~/services/migrations/v1-review-and-facets.server";
import { setLockTimingForTests } from "~/services/review/photo-lock.server";

// Each migration on both backends, and the runner: versions in order, data newer than the release or half restored
// refused, and one run per migration however many copies start at once (decision 040).

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BASE = 1_740_000_000_000;
const key = (i: number) => `${BASE + i * 1000}-old-${i}`;

/** As the upload form wrote it before review existed: a record and nothing else. */
function preReviewRecord(i: number, edition = "FSW25"): UploadRecord {
  return {
    original: `/media/${originalPath(key(i))}`,
    thumbnail: `/media/images/thumbnails/thumb-${key(i)}`,
    uploadedAt: new Date(BASE + i * 1000).toISOString(),
    title: `Old photo ${i}`,
    edition,
    tags: ["sea"],
    dimensions: { width: 640, height: 480 },
  };
}

/** Approved before the gallery could be narrowed: its public entries have no day, and it has no facet entries. */
function approvedBeforeFacets(i: number, extra: Partial<UploadRecord>): Record<string, unknown> {
  const record = { ...preReviewRecord(i), ...extra };
  const { day: _day, ...entry } = galleryEntry(record);
  return {
    [recordPath(key(i))]: record,
    [reviewPath(key(i))]: {
      state: "approved",
      edition: "FSW25",
      updatedAt: "2025-06-20T10:00:00.000Z",
      updatedBy: "ana@example.org",
    },
    [reviewIndexPath("approved", key(i))]: true,
    [`${galleryIndexPath()}/${key(i)}`]: entry,
    [`${galleryIndexPath("fsw25")}/${key(i)}`]: entry,
  };
}

/** The database's calls, to hold a migration to reading page by page. */
function recording(db: RealtimeDatabase) {
  const gets: string[] = [];
  const limits: number[] = [];
  const wrapped: RealtimeDatabase = {
    kind: db.kind,
    create: (p, v) => db.create(p, v),
    set: (p, v) => db.set(p, v),
    update: (p, v) => db.update(p, v),
    remove: (p) => db.remove(p),
    get: (p) => (gets.push(p), db.get(p)),
    queryByKey: (p, q) => (limits.push(q.limit), db.queryByKey(p, q)),
    shallow: (p) => (gets.push(`shallow ${p}`), db.shallow(p)),
  };
  return { wrapped, gets, limits };
}

/** A copy of the site: its own clients of the same data. */
const copy = (): BackendPorts => openBackend(getConfig());

function logged(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line) };
}

const FAST: Pick<MigrateOptions, "pollMs" | "context"> = { pollMs: 20, context: { photoReview: true } };

/** Three migrations that count their runs, each checking it starts from the version before it. */
function countingMigrations(ms: number, runs: number[]): Migration[] {
  return [1, 2, 3].map((version) => ({
    version,
    name: `test step ${version}`,
    async run({ database }) {
      expect(await readSchemaVersion(database)).toBe(version - 1);
      runs.push(version);
      await sleep(ms);
      return { steps: 1 };
    },
  }));
}

describe("the list of migrations", () => {
  it("is numbered 1, 2, 3… without a gap and ends at the release's CURRENT_SCHEMA_VERSION", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: MIGRATIONS.length }, (_, i) => i + 1));
    expect(MIGRATIONS.at(-1)?.version).toBe(CURRENT_SCHEMA_VERSION);
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
  });

  it("refuses a list with a gap or out of order", () => {
    const step = (version: number): Migration => ({ version, name: `v${version}`, run: async () => ({}) });
    expect(checkMigrationList([step(1), step(2)])).toBe(2);
    expect(() => checkMigrationList([step(1), step(3)])).toThrow(/number 2 in the list but says version 3/);
    expect(() => checkMigrationList([step(2)])).toThrow(/number 1/);
  });
});

describe.each(["local", "firebase"] as const)("migrations on the %s backend", (kind) => {
  useBackend(kind, { photoReview: true });

  it("1: uploads from before review wait for review, photos approved before facets are listed under them; page by page", async () => {
    const ports = copy();
    const named = { name: "Marta Ribeiro", boat: "Lagoon 42", date: "2025-06-15" };
    await ports.database.update("/", {
      ...Object.fromEntries([1, 2, 3].map((i) => [recordPath(key(i)), preReviewRecord(i, i === 3 ? "fsw24" : "FSW25")])),
      ...approvedBeforeFacets(4, named),
      ...approvedBeforeFacets(5, {}),
    });
    const { wrapped, gets, limits } = recording(ports.database);
    const { lines, log } = logged();
    const result = await runMigrations({ ...ports, database: wrapped }, MIGRATIONS, { ...FAST, log });

    expect(result).toMatchObject({ from: 0, to: CURRENT_SCHEMA_VERSION });
    expect(await ports.database.get(SCHEMA_VERSION_PATH)).toBe(CURRENT_SCHEMA_VERSION);
    expect(await ports.database.get(MIGRATION_CLAIM_PATH)).toBeNull();
    for (const i of [1, 2, 3]) {
      expect(await ports.database.get(reviewPath(key(i)))).toMatchObject({ state: "pending", updatedBy: MIGRATION_1_BY });
      expect(await ports.database.get(reviewIndexPath("pending", key(i)))).toBe(true);
    }
    const audit = await ports.database.queryByKey(AUDIT_PATH, { limit: 10, from: "first" });
    expect(audit.map(([, e]) => e)).toEqual(
      [1, 2, 3].map((i) => expect.objectContaining({ key: key(i), by: MIGRATION_1_BY, action: "pending" })),
    );
    const record = { ...preReviewRecord(4), ...named };
    for (const [path, label] of Object.entries(facetEntries(key(4), record))) expect(await ports.database.get(path)).toBe(label);
    expect(await ports.database.get(`${galleryIndexPath("fsw25")}/${key(4)}`)).toMatchObject({
      by: "Marta Ribeiro",
      day: "2025-06-15",
    });
    expect(await ports.database.get(`${galleryIndexPath()}/${key(5)}`)).toMatchObject({ day: "2025-02-19" });
    expect(lines).toEqual([
      expect.stringMatching(
        /^Data migration 1 \(review states and gallery facets for older photos\): 3 photos given a review state \(pending\), 2 already reviewed, 2 approved photos listed by photographer, boat and day, 0 already listed or not approved; \d+\.\d s\.$/,
      ),
      expect.stringMatching(/^Data migration 2 \(clips beside the photos\): nothing to change; \d+\.\d s\.$/),
      "The stored data is at schema version 2.",
    ]);
    // Never a whole node: one key at a time, or a query of at most 1000.
    const whole = [
      RECORDS_PATH,
      REVIEW_PATH,
      REVIEW_INDEX_PATH,
      GALLERY_PATH,
      galleryIndexPath(),
      galleryIndexPath("fsw25"),
      AUDIT_PATH,
    ];
    expect(gets.filter((p) => whole.includes(p))).toEqual([]);
    expect(Math.max(...limits)).toBeLessThanOrEqual(1000);
  });

  it("1 run again on its own changes nothing; a later start finds the data at its version and runs nothing", async () => {
    const ports = copy();
    expect(await MIGRATIONS[0]!.run(ports, { photoReview: true })).toMatchObject({
      "photos given a review state (pending)": 0,
      "approved photos listed by photographer, boat and day": 0,
    });
    const { lines, log } = logged();
    expect(await runMigrations(ports, MIGRATIONS, { ...FAST, log })).toEqual({ from: 2, to: 2, ran: [] });
    expect(lines).toEqual(["The stored data is at schema version 2."]);
  });

  it("1 looks again at a photo locked by a copy that crashed, until its lock expires; one locked for good fails it", async () => {
    const ports = copy();
    await ports.database.update("/", { [SCHEMA_VERSION_PATH]: 0, [recordPath(key(20))]: preReviewRecord(20) });
    setLockTimingForTests({ ttlMs: 5000, waitMs: 100 });
    try {
      await ports.database.create(lockPath(key(20), "crashed"), { expiresAt: Date.now() + 150 });
      const { lines, log } = logged();
      await runMigrations(ports, MIGRATIONS, { ...FAST, log });
      expect(lines[0]).toMatch(/: 1 photos given a review state \(pending\), 5 already reviewed, 0 approved/);
      expect(await ports.database.get(reviewPath(key(20)))).toMatchObject({ state: "pending" });

      await ports.database.update("/", { [SCHEMA_VERSION_PATH]: 0, [recordPath(key(21))]: preReviewRecord(21) });
      await ports.database.create(lockPath(key(21), "forever"), { expiresAt: Date.now() + 3_600_000 });
      await expect(runMigrations(ports, MIGRATIONS, FAST)).rejects.toThrow(
        /^Data migration 1 \(.*\) failed: 1 photos were locked by someone else each time the review step looked\. Nothing is lost/,
      );
      expect(await readSchemaVersion(ports.database)).toBe(0);
      await ports.database.remove(lockPath(key(21)));
      await runMigrations(ports, MIGRATIONS, FAST);
      expect(await readSchemaVersion(ports.database)).toBe(CURRENT_SCHEMA_VERSION);
    } finally {
      setLockTimingForTests(null);
    }
  });

  it("refuses data at a newer version than the release, with one line, writing nothing", async () => {
    const ports = copy();
    await ports.database.set(SCHEMA_VERSION_PATH, 3);
    const runs: number[] = [];
    const message =
      "The stored data is at schema version 3, newer than this release (2): run a newer release, or restore a backup made by this one.";
    await expect(runMigrations(ports, MIGRATIONS, FAST)).rejects.toThrow(new SchemaRefusal(message));
    await expect(refuseUnusableData(ports.database)).rejects.toThrow(message);
    // A release with three migrations takes it as it is.
    await runMigrations(ports, countingMigrations(0, runs), FAST);
    expect(runs).toEqual([]);
    await expect(refuseUnusableData(ports.database, 3)).resolves.toBe(3);
    expect(await ports.database.get(MIGRATION_CLAIM_PATH)).toBeNull();
    await ports.database.set(SCHEMA_VERSION_PATH, 1);
  });

  it("refuses to start on data a restore left half written, naming the command to finish it", async () => {
    const ports = copy();
    await ports.database.set(SCHEMA_VERSION_PATH, 0);
    await ports.database.set(RESTORE_MARKER_PATH, { file: "backup.tar", at: "2026-01-01T00:00:00.000Z" });
    const runs: number[] = [];
    const refusal = runMigrations(ports, countingMigrations(0, runs), FAST);
    await expect(refusal).rejects.toBeInstanceOf(SchemaRefusal);
    await expect(refusal).rejects.toThrow(/restore .* did not finish .*`npm run backup -- restore FILE` again/);
    await expect(refuseUnusableData(ports.database)).rejects.toThrow(/npm run backup -- restore FILE/);
    expect(runs).toEqual([]);
    expect(await readSchemaVersion(ports.database)).toBe(0);
    await ports.database.remove(RESTORE_MARKER_PATH);
  });

  it("runs each migration once, in order, when two copies start at once; the other waits for the version", async () => {
    await copy().database.set(SCHEMA_VERSION_PATH, 0);
    const runs: number[] = [];
    const migrations = countingMigrations(150, runs);
    const [a, b] = [logged(), logged()];
    const [first, second] = await Promise.all([
      runMigrations(copy(), migrations, { ...FAST, by: "copy A", log: a.log }),
      runMigrations(copy(), migrations, { ...FAST, by: "copy B", log: b.log }),
    ]);
    expect(runs).toEqual([1, 2, 3]);
    expect([...first.ran, ...second.ran].map((r) => r.version).sort()).toEqual([1, 2, 3]);
    const ranLines = [...a.lines, ...b.lines].filter((l) => l.startsWith("Data migration"));
    expect(ranLines).toHaveLength(3);
    expect([...a.lines, ...b.lines].some((l) => /^Waiting for copy [AB], since .*, to migrate/.test(l))).toBe(true);
    expect(a.lines.at(-1)).toBe("The stored data is at schema version 3.");
    expect(b.lines.at(-1)).toBe("The stored data is at schema version 3.");
    expect(await copy().database.get(MIGRATION_CLAIM_PATH)).toBeNull();
  });

  it("a migration that fails leaves the version where it was and lets the claim go; the next start runs it again", async () => {
    const ports = copy();
    await ports.database.set(SCHEMA_VERSION_PATH, 0);
    let fail = true;
    const runs: number[] = [];
    const migrations: Migration[] = [
      {
        version: 1,
        name: "flaky",
        async run() {
          runs.push(1);
          if (fail) throw new Error("the database went away");
          return {};
        },
      },
    ];
    await expect(runMigrations(ports, migrations, FAST)).rejects.toThrow(
      new MigrationError(
        "Data migration 1 (flaky) failed: the database went away. Nothing is lost; the next start runs it again.",
      ),
    );
    expect(await readSchemaVersion(ports.database)).toBe(0);
    expect(await ports.database.get(MIGRATION_CLAIM_PATH)).toBeNull();
    fail = false;
    await runMigrations(ports, migrations, FAST);
    expect(runs).toEqual([1, 1]);
    expect(await readSchemaVersion(ports.database)).toBe(1);
  });

  it("takes over the claim of a copy silent for longer than the lease; waits for, then gives up on, one that is alive", async () => {
    const ports = copy();
    await ports.database.set(SCHEMA_VERSION_PATH, 0);
    const runs: number[] = [];
    const alive = new Date().toISOString();
    await ports.database.create(MIGRATION_CLAIM_PATH, {
      version: 1,
      by: "copy Z",
      at: alive,
      token: "a1b2c3d4e5f6",
      aliveAt: alive,
    });
    await expect(runMigrations(copy(), countingMigrations(0, runs), { ...FAST, waitMs: 1000 })).rejects.toThrow(
      /^Gave up after 1 s waiting for another copy to migrate the stored data to schema version 1; start again\.$/,
    );
    expect(runs).toEqual([]);

    // Eleven minutes without a sign of life, on the real clock: it died.
    const dead = new Date(Date.now() - 11 * 60_000).toISOString();
    await ports.database.update(MIGRATION_CLAIM_PATH, { at: dead, aliveAt: dead });
    const [a, b] = [logged(), logged()];
    await Promise.all([
      runMigrations(copy(), countingMigrations(50, runs), { ...FAST, by: "copy A", log: a.log }),
      runMigrations(copy(), countingMigrations(50, runs), { ...FAST, by: "copy B", log: b.log }),
    ]);
    expect(runs).toEqual([1, 2, 3]);
    const took = [...a.lines, ...b.lines].filter((l) => l.startsWith("Took over"));
    expect(took).toEqual([
      `Took over the data migration from copy Z (claimed ${dead}, last alive ${dead}): silent for longer than 600 s.`,
    ]);
    expect(await ports.database.get(MIGRATION_TAKEOVERS_PATH)).toBeNull();
    expect(await ports.database.get(MIGRATION_CLAIM_PATH)).toBeNull();
  });

  it("takes over at once a claim of this host whose process has ended, or that names this process but is not its own", async () => {
    const ports = copy();
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
    for (const pid of [ended, process.pid]) {
      await ports.database.set(SCHEMA_VERSION_PATH, 0);
      const at = new Date().toISOString();
      const claim = {
        version: 1,
        by: "an earlier process",
        at,
        token: "0123456789abcdef",
        aliveAt: at,
        host: os.hostname(),
        pid,
      };
      await ports.database.create(MIGRATION_CLAIM_PATH, claim);
      const runs: number[] = [];
      const { lines, log } = logged();
      await runMigrations(ports, countingMigrations(0, runs), { ...FAST, waitMs: 5000, log });
      expect(runs).toEqual([1, 2, 3]);
      expect(lines[0]).toBe(
        `Took over the data migration from an earlier process (claimed ${at}, last alive ${at}): its process has ended.`,
      );
    }
  });

  it("takes over from a copy that died while taking over, and an unreadable claim; waits while a live copy takes over", async () => {
    const ports = copy();
    const old = new Date(Date.now() - 60 * 60_000).toISOString();
    const dead = { version: 1, by: "copy Y", at: old, token: "feedfacecafe", aliveAt: old };
    const runs: number[] = [];
    // A copy that took over copy Y's claim and died before it removed the claim.
    await ports.database.update("/", {
      [SCHEMA_VERSION_PATH]: 0,
      [MIGRATION_CLAIM_PATH]: dead,
      [`${MIGRATION_TAKEOVERS_PATH}/feedfacecafe-1`]: { by: "copy X", at: old, token: "0badc0de0badc0de" },
    });
    await runMigrations(copy(), countingMigrations(0, runs), FAST);
    expect(runs).toEqual([1, 2, 3]);

    // One that is taking it over right now: the others wait for it.
    const now = new Date().toISOString();
    await ports.database.update("/", {
      [SCHEMA_VERSION_PATH]: 0,
      [MIGRATION_CLAIM_PATH]: dead,
      [`${MIGRATION_TAKEOVERS_PATH}/feedfacecafe-1`]: { by: "copy X", at: now, token: "0badc0de0badc0de" },
    });
    await expect(runMigrations(copy(), countingMigrations(0, runs), { ...FAST, waitMs: 1000 })).rejects.toThrow(
      /^Gave up after 1 s/,
    );
    expect(runs).toEqual([1, 2, 3]);

    await ports.database.update("/", { [MIGRATION_CLAIM_PATH]: "left by hand", [MIGRATION_TAKEOVERS_PATH]: null });
    const { lines, log } = logged();
    await runMigrations(copy(), countingMigrations(0, runs), { ...FAST, log });
    expect(runs).toEqual([1, 2, 3, 1, 2, 3]);
    expect(lines[0]).toBe("Took over the data migration from an unreadable claim: silent for longer than 600 s.");
    expect(await ports.database.get("meta")).toEqual({ schemaVersion: 3 });
  });

  it("renews its claim while a long migration runs, so another copy waits instead of taking over", async () => {
    await copy().database.set(SCHEMA_VERSION_PATH, 0);
    const runs: number[] = [];
    const lease = { ...FAST, leaseMs: 800 };
    const slow: Migration[] = [
      {
        version: 1,
        name: "three leases long",
        run: async () => {
          runs.push(1);
          await sleep(2400);
          return {};
        },
      },
    ];
    const [a, b] = [logged(), logged()];
    await Promise.all([
      runMigrations(copy(), slow, { ...lease, by: "copy A", log: a.log }),
      sleep(100).then(() => runMigrations(copy(), slow, { ...lease, by: "copy B", log: b.log })),
    ]);
    expect(runs).toEqual([1]);
    expect([...a.lines, ...b.lines].filter((l) => l.startsWith("Took over"))).toEqual([]);
    expect(b.lines[0]).toMatch(/^Waiting for copy A, since /);
  });
});
