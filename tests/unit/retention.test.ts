import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AUDIT_PATH,
  CLAIMS_PATH,
  CLOSED_REMOVAL_REQUESTS_PATH,
  HASH_CLAIMS_PATH,
  recordPath,
  REMOVAL_REQUESTS_PATH,
  REVIEW_PATH,
  reviewIndexPath,
  reviewPath,
  uploadLeftovers,
  type UploadRecord,
} from "~/lib/photo-layout";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { parseConfig, setConfigForTests } from "~/config/config.server";
import { PARTIAL_UPLOADS_PREFIX } from "~/services/backend/firebase/partial-uploads.server";
import { partialUploadsDir } from "~/services/backend/partial-uploads.server";
import { addNotice, emailKey, NOTICES_PATH } from "~/services/organisers/organisers.server";
import { registerUpload, setReviewState } from "~/services/review/photo-review.server";
import { editPhoto } from "~/services/review/photo-edit.server";
import { closeRemovalRequest, storeRemovalRequest } from "~/services/review/removal-requests.server";
import { describeRetention, sweepRetention } from "~/services/review/retention.server";
import { sweepUploads } from "~/services/uploads/upload-sweep.server";
import { makeJpeg } from "../fixtures/images";
import { DEFAULT_BUCKET } from "../mocks";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";

// Many small writes to the modelled Firebase, on a machine shared with other work.
vi.setConfig({ testTimeout: 30_000 });

// The site's clock two years ahead (SITE_NOW), so every period is counted on it, not on the real one.
const NOW = Date.parse("2029-03-01T12:00:00Z");
const DAY = 24 * 3_600_000;
const ago = (days: number) => NOW - days * DAY;
const BY = "ana@example.com";

let firebase: MockedFirebase;
let jpeg: Buffer;
const dirs: Array<() => Promise<void>> = [];

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

async function useBackend(kind: "embedded" | "firebase", env: Record<string, string> = {}) {
  const { dir, remove } = await tempDir();
  dirs.push(remove);
  const parsed = parseConfig(env);
  // Each test on an empty bucket and database (the service account stays registered).
  firebase.mocks.reset();
  setConfigForTests({
    dataDir: dir,
    siteNow: new Date(NOW),
    retention: parsed.retention,
    uploadPartialMs: parsed.uploadPartialMs,
    firebase: kind === "firebase" ? { ...firebase.config, retryScale: 0.01 } : null,
  });
  resetBackendForTests();
  await getStorage();
  return dir;
}

const record = (key: string): UploadRecord => ({
  original: `/media/images/originals/${key}`,
  thumbnail: `/media/images/thumbnails/thumb-${key}`,
  uploadedAt: new Date(ago(400)).toISOString(),
  title: key,
  edition: "FSW25",
  dimensions: { width: 64, height: 48 },
});

/** An upload as the site stores it: its files, claims and record, then registered (pending) at `at`. */
async function upload(key: string, at: number) {
  const storage = await getStorage();
  for (const p of uploadLeftovers(key, record(key)).storage.slice(0, 4))
    await storage.put(p, jpeg, { contentType: "image/jpeg" });
  const sha = key.replace(/\D/g, "").padEnd(64, "a").slice(0, 64);
  await getDatabase().update("/", {
    [`${CLAIMS_PATH}/${key}`]: { sha256: sha, storedAt: "x" },
    [`${HASH_CLAIMS_PATH}/${sha}`]: key,
    [recordPath(key)]: record(key),
  });
  await registerUpload(key, at);
  return sha;
}

async function storedObjects(key: string): Promise<string[]> {
  const storage = await getStorage();
  const found: string[] = [];
  for (const p of uploadLeftovers(key, record(key)).storage) {
    if (
      await storage.urlFor(p).then(
        () => true,
        () => false,
      )
    )
      found.push(p);
  }
  return found;
}

const keysOf = async (node: string) => Object.keys(((await getDatabase().get(node)) ?? {}) as object).sort();

describe.each(["embedded", "firebase"] as const)("the retention sweep on the %s backend", (kind) => {
  it("removes exactly what is past its period on the site's clock, whoever sweeps at the same time", async () => {
    const dir = await useBackend(kind);
    const db = getDatabase();
    vi.spyOn(console, "info").mockImplementation(() => undefined);

    // Photos: hidden 31 days ago (due), 29 days ago (not yet), hidden long ago then approved again, hidden long
    // ago and edited yesterday (the edit does not restart the period), approved and pending for over a year.
    const key = (n: number, name: string) => `${ago(400) + n}-${name}`;
    const due = key(1, "hidden_due");
    const recent = key(2, "hidden_recent");
    const approvedAgain = key(3, "approved_again");
    const edited = key(4, "hidden_edited");
    const approved = key(5, "approved");
    const pending = key(6, "pending");
    const legacyDue = key(7, "legacy_due");
    const legacyRecent = key(8, "legacy_recent");
    const dueSha = await upload(due, ago(400));
    for (const k of [recent, approvedAgain, edited, approved, pending, legacyDue, legacyRecent]) await upload(k, ago(400));
    await setReviewState([due], "hidden", BY, ago(31));
    await setReviewState([recent], "hidden", BY, ago(29));
    await setReviewState([approvedAgain], "hidden", BY, ago(60));
    await setReviewState([approvedAgain], "approved", BY, ago(45));
    await setReviewState([edited], "hidden", BY, ago(40));
    await editPhoto(edited, { title: "renamed", edition: "FSW25", tags: "" }, BY, {}, ago(1));
    await setReviewState([approved], "approved", BY, ago(400));
    // Hidden before the review record said since when: its last change counts, and its index entry is `true`.
    for (const [k, days] of [
      [legacyDue, 31],
      [legacyRecent, 2],
    ] as const) {
      await setReviewState([k], "hidden", BY, ago(days));
      const legacy = { state: "hidden", edition: "FSW25", updatedAt: new Date(ago(days)).toISOString(), updatedBy: BY };
      await db.update("/", { [reviewPath(k)]: legacy, [reviewIndexPath("hidden", k)]: true });
    }

    // Removal requests: open for over a year (stays), closed 91 days ago (due) and 10 days ago.
    const open = await storeRemovalRequest(approved, { why: "Still open.", email: "" }, ago(400));
    for (const [days, why] of [
      [91, "Closed long ago."],
      [10, "Closed lately."],
    ] as const) {
      await closeRemovalRequest(
        await storeRemovalRequest(approved, { why, email: "me@example.net" }, ago(days + 1)),
        BY,
        ago(days),
      );
    }
    const closedBefore = await keysOf(CLOSED_REMOVAL_REQUESTS_PATH);
    expect(closedBefore).toHaveLength(2);

    // Notices: a year and a day old, and from yesterday.
    await addNotice(db, "Old notice", ago(366));
    await addNotice(db, "New notice", ago(1));

    // Sessions: over, live, and a sign-in waiting for its code that is over; accounts with old and fresh failures.
    const session = (expiresAt: number, extra = {}) => ({ email: BY, generation: "g", createdAt: "x", expiresAt, ...extra });
    await db.update("/", {
      "organiserSessions/a-over": session(ago(0.001)),
      "organiserSessions/b-live": session(NOW + DAY),
      "organiserSessions/c-pending-over": session(ago(1), { pending: true }),
      [`organisers/${emailKey(BY)}`]: {
        email: BY,
        passwordHash: "scrypt$x",
        createdAt: "x",
        generation: "g",
        sessions: { "a-over": ago(0.001), "b-live": NOW + DAY },
        failures: { inARow: 2, count: 2, since: ago(15), lastAt: ago(15) },
      },
      [`organisers/${emailKey("bo@example.com")}`]: {
        email: "bo@example.com",
        passwordHash: "scrypt$x",
        createdAt: "x",
        generation: "g",
        failures: { inARow: 1, count: 1, since: ago(1) },
      },
      [`organisers/${emailKey("cy@example.com")}`]: {
        email: "cy@example.com",
        passwordHash: "scrypt$x",
        createdAt: "x",
        generation: "g",
        failures: { inARow: 9, count: 5, since: ago(20), lockedUntil: NOW + 60_000 },
      },
    });

    // Partial uploads: untouched for 25 hours on the site's clock (due), and for an hour.
    const abandoned = "0".repeat(32);
    const resuming = "1".repeat(32);
    if (kind === "firebase") {
      for (const [id, hours] of [
        [abandoned, 25],
        [resuming, 1],
      ] as const) {
        const object = firebase.mocks.seedObject(DEFAULT_BUCKET, `${PARTIAL_UPLOADS_PREFIX}${id}`, "partial bytes", {
          contentType: "application/octet-stream",
          metadata: { size: "1000", metadata: JSON.stringify({ filename: "a.jpg" }) },
        });
        firebase.mocks.state.bucket(DEFAULT_BUCKET)!.get(object.name)!.updated = new Date(NOW - hours * 3_600_000).toISOString();
      }
    } else {
      const partial = partialUploadsDir(dir);
      await fs.mkdir(partial, { recursive: true });
      for (const [id, hours] of [
        [abandoned, 25],
        [resuming, 1],
      ] as const) {
        for (const name of [id, `${id}.json`]) {
          await fs.writeFile(path.join(partial, name), name.endsWith(".json") ? '{"size":1000}' : "partial bytes");
          const when = new Date(NOW - hours * 3_600_000);
          await fs.utimes(path.join(partial, name), when, when);
        }
      }
    }
    const auditBefore = await keysOf(AUDIT_PATH);

    // Two copies of the site sweeping at once, on the site's clock (no `now` given).
    const errors = vi.spyOn(console, "error");
    const [a, b] = await Promise.all([sweepRetention(), sweepRetention()]);
    const uploads = await sweepUploads();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect([...a.failed, ...b.failed]).toEqual([]);
    expect([...a.hiddenPhotos, ...b.hiddenPhotos].sort()).toEqual([due, edited, legacyDue].sort());
    expect(uploads.partialUploads).toBe(1);

    // The hidden photos past their period: every file, record, index entry and claim gone, and audited.
    for (const k of [due, edited, legacyDue]) {
      expect(await storedObjects(k), k).toEqual([]);
      expect(await db.get(recordPath(k)), k).toBeNull();
      expect(await db.get(reviewPath(k)), k).toBeNull();
      expect(await db.get(`${CLAIMS_PATH}/${k}`), k).toBeNull();
    }
    expect(await db.get(`${HASH_CLAIMS_PATH}/${dueSha}`)).toBeNull();
    expect(await keysOf(reviewIndexPath("hidden"))).toEqual([recent, legacyRecent].sort());
    // Everything else stays as it was.
    for (const k of [recent, approvedAgain, approved, pending, legacyRecent]) {
      expect((await storedObjects(k)).length, k).toBe(4);
      expect(await db.get(recordPath(k)), k).not.toBeNull();
    }
    expect(await keysOf(REVIEW_PATH)).toEqual([recent, approvedAgain, approved, pending, legacyRecent].sort());
    expect(await keysOf(reviewIndexPath("approved"))).toEqual([approvedAgain, approved].sort());
    expect(await keysOf(reviewIndexPath("pending"))).toEqual([pending]);

    // The open request stays however old; of the closed ones only the recent one.
    expect(await keysOf(REMOVAL_REQUESTS_PATH)).toEqual([open]);
    expect(await keysOf(CLOSED_REMOVAL_REQUESTS_PATH)).toEqual([closedBefore[1]]);
    expect(a.closedRemovalRequests + b.closedRemovalRequests).toBeGreaterThanOrEqual(1);

    // The audit log: nothing older than a year, the rest kept, and one entry per photo the sweep deleted.
    const audit = (await db.get(AUDIT_PATH)) as Record<string, { at: string; action: string; by: string; key: string }>;
    const kept = Object.keys(audit).sort();
    expect(kept.filter((id) => Number(id.slice(0, 15)) < ago(365))).toEqual([]);
    expect(auditBefore.filter((id) => Number(id.slice(0, 15)) >= ago(365)).every((id) => kept.includes(id))).toBe(true);
    expect(auditBefore.some((id) => Number(id.slice(0, 15)) < ago(365))).toBe(true);
    const expired = Object.values(audit).filter((e) => e.action === "expire");
    expect(expired.map((e) => e.key).sort()).toEqual([due, edited, legacyDue].sort());
    expect(new Set(expired.map((e) => e.by))).toEqual(new Set(["the retention sweep"]));

    const notices = Object.values((await db.get(NOTICES_PATH)) as Record<string, { text: string }>).map((n) => n.text);
    expect(notices).toEqual(["New notice"]);

    // Sessions: only the live one, in the records and in its account's index; failures: only the fresh and the locked.
    expect(await keysOf("organiserSessions")).toEqual(["b-live"]);
    expect(await db.get(`organisers/${emailKey(BY)}/sessions`)).toEqual({ "b-live": NOW + DAY });
    expect(await db.get(`organisers/${emailKey(BY)}/failures`)).toBeNull();
    expect(await db.get(`organisers/${emailKey(BY)}/passwordHash`)).toBe("scrypt$x");
    expect(await db.get(`organisers/${emailKey("bo@example.com")}/failures`)).not.toBeNull();
    expect(await db.get(`organisers/${emailKey("cy@example.com")}/failures`)).not.toBeNull();

    if (kind === "firebase") {
      expect(firebase.mocks.listObjects(DEFAULT_BUCKET, PARTIAL_UPLOADS_PREFIX)).toEqual([
        `${PARTIAL_UPLOADS_PREFIX}${resuming}`,
      ]);
    } else {
      expect((await fs.readdir(partialUploadsDir(dir))).sort()).toEqual([resuming, `${resuming}.json`]);
    }

    // A second sweep finds nothing more, and says nothing; on Firebase it only reads, a few bounded queries.
    const calls = kind === "firebase" ? firebase.mocks.calls.length : 0;
    const again = await sweepRetention();
    if (kind === "firebase") {
      const made = firebase.mocks.calls.slice(calls).map((c) => `${c.method} ${decodeURIComponent(new URL(c.url).pathname)}`);
      expect(
        made.filter((c) => !c.startsWith("GET ")),
        made.join("\n"),
      ).toEqual([]);
      // One query each of the audit log, notices, closed requests, hidden index, sessions and participants' sign-ups,
      // the accounts, and the review state of the one hidden photo whose index entry predates the time it now holds.
      expect(made.length, made.join("\n")).toBe(8);
      expect(
        made.some((c) => /events|gallery|photoReview\.json|reviewIndex\/(approved|pending)/.test(c)),
        made.join("\n"),
      ).toBe(false);
    }
    expect(again).toMatchObject({
      hiddenPhotos: [],
      closedRemovalRequests: 0,
      auditEntries: 0,
      notices: 0,
      sessions: 0,
      photoMailSignUps: 0,
    });
    expect(describeRetention(again)).toBeNull();
    expect(describeRetention(a)).toMatch(/^Retention sweep: \d+ hidden photos, /);
  });

  it("with RETAIN_REMOVAL_REQUEST_DAYS=0 keeps no closed request, and counts each period from the configuration", async () => {
    await useBackend(kind, { RETAIN_REMOVAL_REQUEST_DAYS: "0", RETAIN_HIDDEN_PHOTO_DAYS: "7", RETAIN_AUDIT_DAYS: "30" });
    const key = `${ago(100)}-short`;
    await upload(key, ago(100));
    await setReviewState([key], "approved", BY, ago(40));
    const id = await storeRemovalRequest(key, { why: "Please.", email: "" }, ago(9));
    await closeRemovalRequest(id, BY, ago(9));
    expect(await getDatabase().get(CLOSED_REMOVAL_REQUESTS_PATH)).toBeNull();
    await setReviewState([key], "hidden", BY, ago(8));

    const report = await sweepRetention();
    expect(report.hiddenPhotos).toEqual([key]);
    // The approval 40 days ago is past 30 days; the close and the hide 8 and 9 days ago, and the sweep's own entry, are not.
    const actions = Object.values((await getDatabase().get(AUDIT_PATH)) as Record<string, { action: string }>).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(["close-request", "expire", "hide"]);
  });
});
