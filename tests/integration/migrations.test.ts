import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCKS_PATH, originalPath, recordPath, reviewPath, thumbnailPath } from "../../app/lib/photo-layout";
import { LocalDatabase } from "../../app/services/backend/database.server";
import {
  CURRENT_SCHEMA_VERSION,
  META_NODE,
  MIGRATION_CLAIM_PATH,
  RESTORE_MARKER_PATH,
  SCHEMA_VERSION_PATH,
} from "../../app/services/backend/schema.server";
import { organiserCommandEnv, startSecondCopy } from "../support/organisers";
import { readNode } from "../support/review";
import { freePort, ROOT, startServer, type TestServer } from "../support/server";

// Copies of the built server starting at once on the same data run each migration once (decision 040): two processes
// on one DATA_DIR, two on one modelled Firebase. Data newer than the release, or left half restored, stops the start
// and the command-line tools with one line and status 1.

const FIXTURE = path.join(ROOT, "tests/fixtures/data-v0");
const SITE_NOW = (JSON.parse(readFileSync(path.join(FIXTURE, "manifest.json"), "utf8")) as { siteNow: string }).siteNow;
const ENV = { SITE_NOW, REQUEST_LOG: "off", FIREBASE_RETRY_SCALE: "0.01" };
const RAN = /^Data migration 1 \(/gm;
const ranIn = (servers: TestServer[]) => servers.map((s) => s.output().match(RAN)?.length ?? 0);

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fixtureCopy(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-migrate-"));
  await fs.cp(FIXTURE, dir, { recursive: true });
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function started(start: Promise<TestServer>): Promise<TestServer> {
  const server = await start;
  cleanups.push(() => server.stop());
  return server;
}

describe("migrations when the site starts", () => {
  it("two copies started at once on one DATA_DIR: the migration runs once, and both serve at the current version", async () => {
    const dataDir = await fixtureCopy();
    const servers = await Promise.all([
      started(startServer({ ...ENV, DATA_DIR: dataDir })),
      started(startServer({ ...ENV, DATA_DIR: dataDir })),
    ]);
    expect(ranIn(servers).reduce((a, b) => a + b)).toBe(1);
    for (const server of servers)
      expect(server.output()).toContain(`The stored data is at schema version ${CURRENT_SCHEMA_VERSION}.`);
    expect(await new LocalDatabase(dataDir).get(META_NODE)).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION });
    for (const server of servers) expect((await fetch(`${server.url}/event-details/fsw25`)).status).toBe(200);
  });

  it("two copies started at once on one modelled Firebase: the migration runs once, on old data written there", async () => {
    const first = await started(startServer(ENV, { mocks: true }));
    expect(ranIn([first])).toEqual([1]);
    // Data as a release before versions left it: an upload from before review, and no version.
    const key = "1740000000000-old-upload";
    const at = (node: string) => `${first.mockOrigin}/${node}.json?ns=fsw-test-default-rtdb`;
    const put = (node: string, value: unknown) =>
      fetch(at(node), { method: "PUT", headers: { Authorization: "Bearer owner" }, body: JSON.stringify(value) });
    const record = {
      original: `/media/${originalPath(key)}`,
      thumbnail: `/media/${thumbnailPath(key)}`,
      uploadedAt: "2025-02-19T00:00:00.000Z",
      title: "Old",
      edition: "FSW25",
    };
    expect((await put(recordPath(key), record)).status).toBe(200);
    expect((await put(SCHEMA_VERSION_PATH, null)).status).toBe(200);

    const copies = await Promise.all([started(startSecondCopy(first, ENV)), started(startSecondCopy(first, ENV))]);
    expect(ranIn(copies).reduce((a, b) => a + b)).toBe(1);
    expect(copies.map((c) => c.output()).join("")).toMatch(
      /^Data migration 1 \([^)]+\): 1 photos given a review state \(pending\)/m,
    );
    expect(await readNode(first, META_NODE)).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION });
    expect(await readNode(first, reviewPath(key))).toMatchObject({ state: "pending" });
  });

  it("a copy killed in the middle of a migration: the next start takes its claim over at once and finishes the work", async () => {
    const dataDir = await fixtureCopy();
    const db = new LocalDatabase(dataDir);
    const keys = Array.from({ length: 400 }, (_, i) => `${1740000000000 + i}-before-review`);
    const old = (key: string) => ({
      original: `/media/${originalPath(key)}`,
      thumbnail: `/media/${thumbnailPath(key)}`,
      uploadedAt: "2025-02-19T00:00:00.000Z",
      title: key,
      edition: "FSW25",
    });
    await db.update("/", Object.fromEntries(keys.map((key) => [recordPath(key), old(key)])));
    const port = await freePort();
    const doomed = spawn(process.execPath, [path.join(ROOT, "server/index.mjs")], {
      cwd: ROOT,
      env: { ...process.env, ...ENV, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => doomed.once("exit", resolve));
    // Killed once it has started on the photos, well before it has finished them.
    while (doomed.exitCode === null && (await db.get(reviewPath(keys[5]!))) === null) await new Promise((r) => setTimeout(r, 20));
    doomed.kill("SIGKILL");
    await exited;
    expect(await db.get(MIGRATION_CLAIM_PATH)).toMatchObject({ version: 1, pid: doomed.pid });
    expect(await db.get(reviewPath(keys.at(-1)!))).toBeNull();

    // The photo lock it may have held expires on its own (20 s): the unit tests cover a start that waits for it.
    const locks = Object.values((await db.get(LOCKS_PATH)) ?? {}) as Array<Record<string, { expiresAt: number }>>;
    const free = Math.max(0, ...locks.flatMap((tickets) => Object.values(tickets).map((t) => t.expiresAt)));
    await new Promise((r) => setTimeout(r, Math.max(0, free - Date.now())));
    const server = await started(startServer({ ...ENV, DATA_DIR: dataDir }));
    expect(server.output()).toMatch(/Took over the data migration from .* pid \d+ \(claimed .*\): its process has ended\./);
    expect(ranIn([server])).toEqual([1]);
    for (const key of keys)
      expect((await db.get(reviewPath(key))) as { state: string } | null, key).toMatchObject({ state: "pending" });
    expect(await db.get(META_NODE)).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION });
  });

  it("refuses data newer than the release: the server exits with status 1 and one line, the organiser command too", async () => {
    const dataDir = await fixtureCopy();
    await new LocalDatabase(dataDir).set(SCHEMA_VERSION_PATH, 7);
    const line = `The stored data is at schema version 7, newer than this release (${CURRENT_SCHEMA_VERSION}): run a newer release, or restore a backup made by this one.`;
    await expect(startServer({ ...ENV, DATA_DIR: dataDir })).rejects.toThrow(/exited during start-up \(1\)/);
    await expect(startServer({ ...ENV, DATA_DIR: dataDir })).rejects.toThrow(line);
    const add = spawnSync("npm", ["run", "--silent", "organiser", "--", "add", "new@example.org"], {
      cwd: ROOT,
      input: "a long enough password\n",
      env: organiserCommandEnv({ dataDir, mockOrigin: null } as TestServer),
      encoding: "utf8",
    });
    expect(add.status).toBe(1);
    expect(add.stderr).toContain(line);
    expect(await new LocalDatabase(dataDir).get(META_NODE)).toEqual({ schemaVersion: 7 });
    const accounts = Object.values((await new LocalDatabase(dataDir).get("organisers")) as Record<string, { email: string }>);
    expect(accounts.map((a) => a.email).sort()).toEqual(["alice@example.org", "bruno@example.org"]);
  });

  it("refuses to start on a restore that did not finish, naming the command that finishes it", async () => {
    const dataDir = await fixtureCopy();
    await new LocalDatabase(dataDir).set(RESTORE_MARKER_PATH, { file: "site-backup.tar", at: "2026-11-01T10:00:00.000Z" });
    await expect(startServer({ ...ENV, DATA_DIR: dataDir })).rejects.toThrow(
      /exited during start-up \(1\):[^]*run `npm run backup -- restore FILE` again/,
    );
    expect(await new LocalDatabase(dataDir).get(SCHEMA_VERSION_PATH)).toBeNull();
  });
});
