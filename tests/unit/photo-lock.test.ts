import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseError } from "~/services/backend/database.server";
import {
  AUDIT_PATH,
  deletionPath,
  galleryIndexPath,
  lockPath,
  photoKey,
  recordPath,
  REVIEW_STATES,
  reviewIndexPath,
  reviewPath,
  type ReviewState,
} from "~/lib/photo-layout";
import { getDatabase } from "~/services/backend/backend.server";
import { setLockTimingForTests } from "~/services/review/photo-lock.server";
import { deletePhoto, registerUpload, ReviewError, setReviewState } from "~/services/review/photo-review.server";
import { editPhoto } from "~/services/review/photo-edit.server";
import { useBackend } from "../support/backends";

let made = 0;
/** A stored upload waiting for review: its record as the pipeline writes it, then its registration. */
async function photo(edition = "FSW25"): Promise<string> {
  const key = photoKey(1760000000000 + made++, `lock_${made}`);
  await getDatabase().create(recordPath(key), {
    original: `https://x/o/${key}`,
    thumbnail: `https://x/t/${key}`,
    uploadedAt: "2026-06-01T10:00:00.000Z",
    title: key,
    edition,
    tags: [],
    dimensions: { width: 800, height: 600 },
  });
  await registerUpload(key);
  return key;
}

/** Where the photo is filed: its review state, the index states, and the public index entries. */
async function filed(key: string) {
  const db = getDatabase();
  const review = (await db.get(reviewPath(key))) as { state: ReviewState } | null;
  const states: string[] = [];
  for (const s of REVIEW_STATES) if (await db.get(reviewIndexPath(s, key))) states.push(s);
  const editions: string[] = [];
  for (const e of ["fsw25", "fsw24"]) if (await db.get(`${galleryIndexPath(e)}/${key}`)) editions.push(e);
  return {
    record: (await db.get(recordPath(key))) !== null,
    state: review?.state ?? null,
    states,
    all: (await db.get(`${galleryIndexPath()}/${key}`)) !== null,
    editions,
    tickets: Object.keys(((await db.get(lockPath(key))) ?? {}) as object),
  };
}

describe.each(["local", "firebase"] as const)("one change at a time per photo (%s backend)", (kind) => {
  useBackend(kind, { photoReview: true });
  afterEach(() => setLockTimingForTests(null));

  it("approve and delete at once: the photo ends deleted, whole (the approval that came second is told it is gone), and never comes back", async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => photo()));
    const outcomes = await Promise.all(
      keys.map((key) =>
        Promise.allSettled([setReviewState([key], "approved", "ana@example.com"), deletePhoto(key, "bo@example.com")]),
      ),
    );
    for (const [i, [approve, del]] of outcomes.entries()) {
      const after = await filed(keys[i]!);
      expect(del.status, String(del.status === "rejected" && del.reason)).toBe("fulfilled");
      if (approve.status === "rejected") expect(approve.reason).toMatchObject({ status: 404 });
      expect(after).toEqual({ record: false, state: null, states: [], all: false, editions: [], tickets: [] });
      await expect(setReviewState([keys[i]!], "approved", "ana@example.com")).rejects.toMatchObject({ status: 404 });
      expect((await filed(keys[i]!)).all).toBe(false);
    }
  });

  it("the same delete twice at once (a double submit): deleted once, the other finishes it or is told it is gone", async () => {
    const key = await photo();
    const outcomes = await Promise.allSettled([deletePhoto(key, "ana@example.com"), deletePhoto(key, "ana@example.com")]);
    for (const o of outcomes) if (o.status === "rejected") expect(o.reason).toMatchObject({ status: 404 });
    expect(outcomes.some((o) => o.status === "fulfilled")).toBe(true);
    expect(await filed(key)).toEqual({ record: false, state: null, states: [], all: false, editions: [], tickets: [] });
    expect(await getDatabase().get(deletionPath(key))).toBeNull();
    const audit = Object.values(((await getDatabase().get(AUDIT_PATH)) ?? {}) as Record<string, { key: string; action: string }>);
    expect(audit.filter((e) => e.key === key && e.action === "delete")).toHaveLength(1);
  });

  it("an edit into another edition and an approval at once leave the photo in exactly one edition", async () => {
    const keys = await Promise.all(Array.from({ length: 4 }, () => photo("FSW25")));
    await Promise.all(
      keys.flatMap((key) => [
        editPhoto(key, { title: "moved", edition: "FSW24", tags: "" }, "ana@example.com", { approve: true }),
        setReviewState([key], "approved", "bo@example.com"),
        setReviewState([key], "hidden", "cy@example.com").then(() => setReviewState([key], "approved", "cy@example.com")),
      ]),
    );
    for (const key of keys) {
      expect(await filed(key)).toEqual({
        record: true,
        state: "approved",
        states: ["approved"],
        all: true,
        editions: ["fsw24"],
        tickets: [],
      });
    }
  });

  it("waits while another copy of the site holds the photo, and goes on once it lets go", async () => {
    const key = await photo();
    await getDatabase().create(lockPath(key, "other-copy"), { expiresAt: Date.now() + 60_000 });
    const approving = setReviewState([key], "approved", "ana@example.com");
    await sleep(300);
    expect((await filed(key)).state).toBe("pending");
    await getDatabase().remove(lockPath(key, "other-copy"));
    await approving;
    expect(await filed(key)).toMatchObject({ state: "approved", all: true, tickets: [] });
  });

  it("tells the organiser to try again (409) when the photo stays busy, changing nothing", async () => {
    setLockTimingForTests({ ttlMs: 20_000, waitMs: 400 });
    const key = await photo();
    await getDatabase().create(lockPath(key, "other-copy"), { expiresAt: Date.now() + 60_000 });
    const refused = await setReviewState([key], "approved", "ana@example.com").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ReviewError);
    expect(refused).toMatchObject({ status: 409, message: expect.stringMatching(/try again/) });
    expect(await filed(key)).toMatchObject({ state: "pending", all: false, tickets: ["other-copy"] });
  });

  it("takes over the lock of a holder that died (expired), and clears it in the same update", async () => {
    const key = await photo();
    await getDatabase().create(lockPath(key, "crashed"), { expiresAt: Date.now() - 1 });
    await setReviewState([key], "hidden", "ana@example.com");
    expect(await filed(key)).toMatchObject({ state: "hidden", states: ["hidden"], tickets: [] });
  });

  it("lets go of the photo when its change fails, so the next change is not held up", async () => {
    const key = await photo();
    const db = getDatabase();
    const spy = vi.spyOn(db, "update").mockRejectedValueOnce(new DatabaseError("unavailable", "down"));
    await expect(setReviewState([key], "approved", "ana@example.com")).rejects.toBeInstanceOf(DatabaseError);
    spy.mockRestore();
    expect(await filed(key)).toMatchObject({ state: "pending", tickets: [] });
    await setReviewState([key], "approved", "ana@example.com");
    expect((await filed(key)).state).toBe("approved");
  });
});
