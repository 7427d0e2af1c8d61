import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import {
  deletionPath,
  originalPath,
  thumbnailPath,
  variantPrefix,
  CLAIMS_PATH as PHOTO_UPLOADS_PATH,
  HASH_CLAIMS_PATH as PHOTO_HASHES_PATH,
  RECORDS_PATH as PHOTO_RECORDS_PATH,
  REQUEST_CLAIMS_PATH as PHOTO_IDEMPOTENCY_PATH,
} from "~/lib/photo-layout";
import { PARTIAL_UPLOADS_PREFIX } from "~/services/backend/firebase/partial-uploads.server";
import { partialUploadsDir } from "~/services/backend/partial-uploads.server";
import { partialBytes } from "~/services/uploads/resumable.server";
import { CLAIM_GRACE_MS } from "~/services/uploads/upload-claims.server";
import { STALE_TEMP_MS, sweepUploads } from "~/services/uploads/upload-sweep.server";
import { makeJpeg } from "../fixtures/images";
import { DEFAULT_BUCKET } from "../mocks";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";

let firebase: MockedFirebase;
let jpeg: Buffer;
const dirs: Array<() => Promise<void>> = [];
const PARTIAL_MS = 24 * 3_600_000;

beforeAll(async () => {
  firebase = mockedFirebase();
  jpeg = await makeJpeg(64, 48);
});

afterAll(async () => {
  setConfigForTests(null);
  resetBackendForTests();
  firebase?.close();
  await Promise.all(dirs.map((remove) => remove()));
});

async function useBackend(kind: "embedded" | "firebase") {
  const { dir, remove } = await tempDir();
  dirs.push(remove);
  setConfigForTests({
    dataDir: dir,
    uploadPartialMs: PARTIAL_MS,
    firebase: kind === "firebase" ? { ...firebase.config, retryScale: 0.01 } : null,
  });
  resetBackendForTests();
  await getStorage();
  return dir;
}

/** What an upload killed after storing its files (and claims) but before its record leaves behind. */
async function leaveStoredFiles(key: string, sha256: string) {
  const storage = await getStorage();
  const db = getDatabase();
  for (const p of [
    `images/originals/${key}`,
    `images/thumbnails/thumb-${key}`,
    `variants/images/originals/${key}.320w.webp`,
    `variants/images/originals/${key}.ready.64x48`,
  ]) {
    await storage.put(p, jpeg, { contentType: "image/jpeg" });
  }
  await db.create(`${PHOTO_UPLOADS_PATH}/${key}`, { sha256, idempotencyKey: `idem-${sha256.slice(0, 12)}`, storedAt: "x" });
  await db.create(`${PHOTO_HASHES_PATH}/${sha256}`, key);
  await db.create(`${PHOTO_IDEMPOTENCY_PATH}/idem-${sha256.slice(0, 12)}`, key);
}

async function touch(file: string, ageMs: number, now: number) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, "partial bytes");
  const when = new Date(now - ageMs);
  await fs.utimes(file, when, when);
}

/** A partial upload as @tus/gcs-store keeps it in the bucket, last changed `ageMs` ago. */
async function bucketPartial(name: string, ageMs: number, now: number) {
  const object = firebase.mocks.seedObject(DEFAULT_BUCKET, `${PARTIAL_UPLOADS_PREFIX}${name}`, "partial bytes", {
    contentType: "application/octet-stream",
    metadata: name.endsWith("_patch") ? {} : { size: "1000", metadata: JSON.stringify({ filename: "a.jpg" }) },
  });
  firebase.mocks.state.bucket(DEFAULT_BUCKET)!.get(object.name)!.updated = new Date(now - ageMs).toISOString();
}

async function exists(p: string) {
  const storage = await getStorage();
  return storage.urlFor(p).then(
    () => true,
    () => false,
  );
}

describe.each(["embedded", "firebase"] as const)("the upload sweep after a crash, on the %s backend", (kind) => {
  it("removes unrecorded photos past the grace period, stale temp files and abandoned partial uploads, and nothing else", async () => {
    const dir = await useBackend(kind);
    const now = Date.now();
    const crashed = `${now - CLAIM_GRACE_MS - 60_000}-crashed`;
    const inProgress = `${now - 5 * 60_000}-in_progress`;
    const recorded = `${now - 3 * CLAIM_GRACE_MS}-recorded`;
    await leaveStoredFiles(crashed, "a".repeat(64));
    await leaveStoredFiles(inProgress, "b".repeat(64));
    await leaveStoredFiles(recorded, "c".repeat(64));
    await getDatabase().create(`${PHOTO_RECORDS_PATH}/${recorded}`, { original: "o", thumbnail: "t", title: "kept" });

    const tmp = path.join(dir, "tmp");
    await touch(path.join(tmp, "killed.upload"), STALE_TEMP_MS + 60_000, now);
    await touch(path.join(tmp, "receiving.upload"), 60_000, now);
    const partial = partialUploadsDir(dir);
    const abandoned = "0".repeat(32);
    const resuming = "1".repeat(32);
    if (kind === "firebase") {
      // In the bucket, where every copy of the site sees them; a chunk left over counts with its upload.
      await bucketPartial(abandoned, PARTIAL_MS + 60_000, now);
      await bucketPartial(`${abandoned}_patch`, PARTIAL_MS + 60_000, now);
      await bucketPartial(resuming, 60_000, now);
      await bucketPartial(`${resuming}_patch`, PARTIAL_MS + 60_000, now);
    } else {
      for (const name of [abandoned, `${abandoned}.json`]) await touch(path.join(partial, name), PARTIAL_MS + 60_000, now);
      for (const name of [resuming, `${resuming}.json`]) await touch(path.join(partial, name), 60_000, now);
    }
    const errors = vi.spyOn(console, "error");

    const report = await sweepUploads(now);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    expect(report).toEqual({ tempFiles: 1, partialUploads: 1, orphans: [crashed], deletions: [] });
    for (const p of [
      `images/originals/${crashed}`,
      `images/thumbnails/thumb-${crashed}`,
      `variants/images/originals/${crashed}.320w.webp`,
    ]) {
      expect(await exists(p), p).toBe(false);
    }
    const db = getDatabase();
    expect(await db.get(`${PHOTO_UPLOADS_PATH}/${crashed}`)).toBeNull();
    expect(await db.get(`${PHOTO_HASHES_PATH}/${"a".repeat(64)}`)).toBeNull();
    expect(await db.get(`${PHOTO_IDEMPOTENCY_PATH}/idem-${"a".repeat(12)}`)).toBeNull();
    for (const key of [inProgress, recorded]) {
      expect(await exists(`images/originals/${key}`), key).toBe(true);
      expect(await exists(`variants/images/originals/${key}.320w.webp`), key).toBe(true);
      expect(await db.get(`${PHOTO_UPLOADS_PATH}/${key}`)).not.toBeNull();
    }
    expect(await db.get(`${PHOTO_HASHES_PATH}/${"b".repeat(64)}`)).toBe(inProgress);
    expect((await fs.readdir(tmp)).sort()).toEqual(["receiving.upload"]);
    if (kind === "firebase") {
      expect(firebase.mocks.listObjects(DEFAULT_BUCKET, PARTIAL_UPLOADS_PREFIX)).toEqual([
        `${PARTIAL_UPLOADS_PREFIX}${resuming}`,
      ]);
    } else {
      expect((await fs.readdir(partial)).sort()).toEqual([resuming, `${resuming}.json`]);
    }

    // A second sweep finds nothing more to do.
    expect(await sweepUploads(now)).toEqual({ tempFiles: 0, partialUploads: 0, orphans: [], deletions: [] });
  });
});

describe("partial uploads on the Firebase backend", () => {
  it("count their declared sizes against the queue limit, from the bucket", async () => {
    await useBackend("firebase");
    const before = await partialBytes();
    await bucketPartial("2".repeat(32), 1000, Date.now());
    await bucketPartial(`${"2".repeat(32)}_patch`, 1000, Date.now());
    expect((await partialBytes()) - before).toBe(1000);
  });
});

describe.each(["embedded", "firebase"] as const)("the upload sweep's key claims on the %s backend", (kind) => {
  it("releases the claims of an upload killed before its original was stored", async () => {
    await useBackend(kind);
    const now = Date.now();
    const key = `${now - 2 * CLAIM_GRACE_MS}-never_stored`;
    const db = getDatabase();
    await db.create(`${PHOTO_UPLOADS_PATH}/${key}`, { sha256: "d".repeat(64), storedAt: "x" });
    await db.create(`${PHOTO_HASHES_PATH}/${"d".repeat(64)}`, key);
    const report = await sweepUploads(now);
    expect(report.orphans).toEqual([key]);
    expect(await db.get(`${PHOTO_HASHES_PATH}/${"d".repeat(64)}`)).toBeNull();
    expect(await db.get(`${PHOTO_UPLOADS_PATH}/${key}`)).toBeNull();
  });

  it("keeps an old photo the public gallery lists, even without its upload record", async () => {
    await useBackend(kind);
    const now = Date.now();
    const listed = `${now - 2 * CLAIM_GRACE_MS}-listed`;
    await (await getStorage()).put(`images/originals/${listed}`, jpeg, { contentType: "image/jpeg" });
    await getDatabase().create(`gallery/all/${listed}`, { title: "listed", original: "o", thumbnail: "t" });
    expect((await sweepUploads(now)).orphans).toEqual([]);
    expect(await exists(`images/originals/${listed}`)).toBe(true);
  });

  it("looks, when sweeping periodically, only at the claims made since the last cut-off", async () => {
    await useBackend(kind);
    const now = Date.now();
    const db = getDatabase();
    const older = `${now - 5 * CLAIM_GRACE_MS}-older`;
    const recent = `${now - 2 * CLAIM_GRACE_MS}-recent`;
    for (const key of [older, recent]) await db.create(`${PHOTO_UPLOADS_PATH}/${key}`, { sha256: "e".repeat(64), storedAt: "x" });
    const report = await sweepUploads(now, now - 3 * CLAIM_GRACE_MS);
    expect(report.orphans).toEqual([recent]);
    expect(await db.get(`${PHOTO_UPLOADS_PATH}/${older}`)).not.toBeNull();
    expect((await sweepUploads(now)).orphans).toEqual([older]);
  });
});

describe.each(["embedded", "firebase"] as const)("the upload sweep after an unfinished delete, on the %s backend", (kind) => {
  it("removes a deleted photo's files that the delete could not, however recent, and then its note", async () => {
    await useBackend(kind);
    const now = Date.now();
    // Deleted a minute ago: no grace period applies, the delete was decided.
    const key = `${now - 60_000}-deleted`;
    const storage = await getStorage();
    const files = [originalPath(key), thumbnailPath(key), `${variantPrefix(key)}320w.webp`];
    for (const p of files) await storage.put(p, jpeg, { contentType: "image/jpeg" });
    await getDatabase().create(deletionPath(key), { at: new Date(now).toISOString(), storage: files.slice(0, 2) });
    const report = await sweepUploads(now);
    expect(report.deletions).toEqual([key]);
    for (const p of files) expect(await exists(p), p).toBe(false);
    expect(await getDatabase().get(deletionPath(key))).toBeNull();
    expect((await sweepUploads(now)).deletions).toEqual([]);
  });
});
