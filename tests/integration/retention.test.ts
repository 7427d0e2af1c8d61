import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AUDIT_PATH,
  CLOSED_REMOVAL_REQUESTS_PATH,
  galleryIndexPath,
  originalPath,
  recordPath,
  REMOVAL_REQUESTS_PATH,
  REVIEW_PATH,
  reviewIndexPath,
  reviewPath,
  thumbnailPath,
  type ReviewState,
} from "../../app/lib/photo-layout";
import { LocalDatabase } from "../../app/services/backend/database.server";
import { partialUploadsDir } from "../../app/services/backend/partial-uploads.server";
import { LocalStorage } from "../../app/services/backend/storage.server";
import { makeJpeg } from "../fixtures/images";
import { readNode } from "../support/review";
import { startServer, type TestServer } from "../support/server";

// The built server started with its clock far ahead (SITE_NOW) over a data directory written as the site
// writes it: its start-up sweep removes what is past each default period, and nothing else.
const SITE_NOW = "2030-01-01T00:00:00Z";
const at = (iso: string) => Date.parse(iso);
const id = (iso: string, tail: string) => `${String(at(iso)).padStart(15, "0")}-${tail}`;

const photos: Array<{ key: string; state: ReviewState; changed: string }> = [
  { key: `${at("2029-06-01")}-hidden_due`, state: "hidden", changed: "2029-11-01T00:00:00Z" },
  { key: `${at("2029-06-02")}-hidden_recent`, state: "hidden", changed: "2029-12-20T00:00:00Z" },
  { key: `${at("2029-06-03")}-approved`, state: "approved", changed: "2020-01-01T00:00:00Z" },
  { key: `${at("2029-06-04")}-pending`, state: "pending", changed: "2020-01-01T00:00:00Z" },
];
const [due, recent, approved, pending] = photos.map((p) => p.key) as [string, string, string, string];

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fsw-retention-"));
  const storage = new LocalStorage(dataDir);
  const db = new LocalDatabase(dataDir);
  const jpeg = await makeJpeg(64, 48);
  const writes: Record<string, unknown> = {};
  for (const { key, state, changed } of photos) {
    for (const p of [originalPath(key), thumbnailPath(key)]) await storage.put(p, jpeg, { contentType: "image/jpeg" });
    const record = {
      original: `/media/${originalPath(key)}`,
      thumbnail: `/media/${thumbnailPath(key)}`,
      uploadedAt: "2029-06-01T00:00:00.000Z",
      title: key,
      edition: "FSW25",
    };
    writes[recordPath(key)] = record;
    writes[reviewPath(key)] = {
      state,
      edition: "FSW25",
      updatedAt: changed,
      ...(state === "hidden" ? { hiddenAt: changed } : {}),
    };
    writes[reviewIndexPath(state, key)] = state === "hidden" ? at(changed) : true;
    if (state === "approved") writes[`${galleryIndexPath()}/${key}`] = { ...record, width: 64, height: 48 };
  }
  const request = (key: string, why: string) => ({ key, why, email: "someone@example.net", at: "2029-01-01T00:00:00.000Z" });
  writes[`${REMOVAL_REQUESTS_PATH}/${id("2020-01-01", "0000000a")}`] = request(approved, "Open for years.");
  for (const [closed, tail] of [
    ["2029-09-01", "0000000b"],
    ["2029-12-15", "0000000c"],
  ] as const) {
    writes[`${CLOSED_REMOVAL_REQUESTS_PATH}/${id(closed, tail)}`] = {
      ...request(approved, `Closed on ${closed}.`),
      id: id("2029-01-01", tail),
      closedAt: `${closed}T00:00:00.000Z`,
      closedBy: "ana@example.com",
    };
  }
  for (const [when, tail] of [
    ["2028-06-01", "0000000d"],
    ["2029-12-01", "0000000e"],
  ] as const) {
    writes[`${AUDIT_PATH}/${id(when, tail)}`] = {
      at: `${when}T00:00:00.000Z`,
      by: "ana@example.com",
      action: "approve",
      key: approved,
    };
    writes[`organiserNotices/${id(when, tail)}`] = { at: `${when}T00:00:00.000Z`, text: `Notice of ${when}` };
  }
  const session = (expires: string) => ({ email: "ana@example.com", generation: "g", createdAt: "x", expiresAt: at(expires) });
  writes["organiserSessions/over"] = session("2029-12-31T00:00:00Z");
  writes["organiserSessions/live"] = session("2030-01-10T00:00:00Z");
  await db.update("/", writes);

  // Partial uploads last changed two days and an hour before the site's clock.
  const partial = partialUploadsDir(dataDir);
  await fs.mkdir(partial, { recursive: true });
  for (const [upload, changed] of [
    ["a".repeat(32), "2029-12-30T00:00:00Z"],
    ["b".repeat(32), "2029-12-31T23:00:00Z"],
  ] as const) {
    for (const name of [upload, `${upload}.json`]) {
      await fs.writeFile(path.join(partial, name), name.endsWith(".json") ? '{"size":1000}' : "partial bytes");
      await fs.utimes(path.join(partial, name), new Date(changed), new Date(changed));
    }
  }

  server = await startServer({ DATA_DIR: dataDir, SITE_NOW });
  // The start-up sweep runs beside the first requests: wait for its line.
  for (let waited = 0; !server.output().includes("Retention sweep:") && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const keys = async (node: string) => Object.keys(await readNode(server, node)).sort();

describe("the start-up sweep with SITE_NOW far ahead", () => {
  it("removes what is past its period and keeps the rest", async () => {
    expect(server.output()).toContain(
      "Retention sweep: 1 hidden photos, 1 closed removal requests, 1 audit entries, 1 organiser notices, 1 expired sessions",
    );
    expect(server.output()).toMatch(/Upload sweep: 0 temp files, 1 partial uploads/);

    // The photo hidden over 30 days: every file and record gone; the others untouched.
    const originals = await fs.readdir(path.join(dataDir, "storage/images/originals"));
    expect(originals.filter((name) => photos.some((p) => p.key === name)).sort()).toEqual([recent, approved, pending].sort());
    const thumbnails = await fs.readdir(path.join(dataDir, "storage/images/thumbnails"));
    expect(thumbnails.some((name) => name.includes(due))).toBe(false);
    expect(await keys(REVIEW_PATH)).toEqual([recent, approved, pending].sort());
    expect(await readNode(server, recordPath(due))).toEqual({});
    expect(await keys(reviewIndexPath("hidden"))).toEqual([recent]);
    const res = await fetch(`${server.url}/media/${originalPath(approved)}`);
    expect(res.status).toBe(200);
    await res.body?.cancel();

    expect(await keys(REMOVAL_REQUESTS_PATH)).toEqual([id("2020-01-01", "0000000a")]);
    expect(await keys(CLOSED_REMOVAL_REQUESTS_PATH)).toEqual([id("2029-12-15", "0000000c")]);
    const audit = (await readNode(server, AUDIT_PATH)) as Record<string, { action: string; key: string }>;
    expect(audit[id("2028-06-01", "0000000d")]).toBeUndefined();
    expect(audit[id("2029-12-01", "0000000e")]).toBeDefined();
    expect(
      Object.values(audit)
        .filter((e) => e.action === "expire")
        .map((e) => e.key),
    ).toEqual([due]);
    expect(await keys("organiserNotices")).toEqual([id("2029-12-01", "0000000e")]);
    expect(await keys("organiserSessions")).toEqual(["live"]);
    expect((await fs.readdir(partialUploadsDir(dataDir))).sort()).toEqual(["b".repeat(32), `${"b".repeat(32)}.json`]);
  });
});
