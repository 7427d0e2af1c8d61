import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { organiserCommand } from "../../scripts/organiser-command";
import { useBackend } from "../support/backends";
import { getDatabase } from "~/services/backend/backend.server";
import { listPublicPhotos } from "~/services/galleries/gallery.server";
import { withPhotoLock } from "~/services/review/photo-lock.server";
import { listAudit, listByState, setReviewState } from "~/services/review/photo-review.server";

// Uploads made before review existed: a record at events/fsw25/{key} and nothing else. The command
// gives them the state a new upload gets, so organisers find them in the Waiting tab.

async function backfill(photoReview: boolean) {
  let out = "";
  let err = "";
  const code = await organiserCommand(
    ["review-backfill"],
    { stdin: Readable.from([""]), stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } },
    getDatabase(),
    { photoReview },
  );
  return { code, out, err };
}

/** An old record, as the upload form wrote it (the product notes' format). */
function oldRecord(key: string, edition = "FSW25") {
  return {
    original: `https://example.invalid/images/originals/${key}`,
    thumbnail: `https://example.invalid/images/thumbnails/thumb-${key}`,
    uploadedAt: "2025-03-01T10:00:00.000Z",
    title: `Old photo ${key}`,
    edition,
    tags: ["sea"],
    description: "",
    size: "12345",
    dimensions: { width: 640, height: 480 },
  };
}

const key = (i: number) => `${1740000000000 + i}-old-${String(i).padStart(3, "0")}_jpg`;

async function allPending(): Promise<string[]> {
  const keys: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await listByState("pending", { limit: 100, ...(before ? { before } : {}) });
    keys.push(...page.items.map((i) => i.key));
    if (!page.older) return keys;
    before = page.older;
  }
}

describe.each(["local", "firebase"] as const)("review backfill on the %s backend", (kind) => {
  useBackend(kind, { photoReview: true });

  it("puts every old upload without a state in the Waiting tab, over several pages of records, once", async () => {
    const db = getDatabase();
    // 260 old records: more than one page of the command's reads.
    const old = Array.from({ length: 260 }, (_, i) => key(i));
    await db.update("/", Object.fromEntries(old.map((k) => [`events/fsw25/${k}`, oldRecord(k)])));
    // One hidden by an organiser already, one that is not an upload record: both left alone.
    await setReviewState([old[7]!], "hidden", "ana@example.org");
    await db.set("events/fsw25/not-a-photo", { note: "left by hand" });
    expect(await allPending()).toEqual([]);

    const first = await backfill(true);
    expect(first).toEqual({
      code: 0,
      out: "259 photos without a review state: now waiting in the Waiting tab; 1 already had one.\n",
      err: "",
    });
    const waiting = await allPending();
    expect(waiting).toEqual(old.filter((k) => k !== old[7]).reverse());
    expect(await db.get(`photoReview/${old[7]}`)).toMatchObject({ state: "hidden" });
    expect(await db.get("photoReview/not-a-photo")).toBeNull();
    expect(await db.get(`photoReview/${old[0]}`)).toMatchObject({ state: "pending", edition: "FSW25" });
    // The records keep their format; nothing is public yet.
    expect(await db.get(`events/fsw25/${old[0]}`)).toEqual(oldRecord(old[0]!));
    const publicPage = await listPublicPhotos({ pageSize: 48 });
    expect(publicPage.status === "ok" ? publicPage.photos : null).toEqual([]);
    const audit = await listAudit({ limit: 5 });
    expect(audit.items[0]).toMatchObject({ action: "pending", by: "npm run organiser -- review-backfill" });

    // Again: nothing to do, nothing changed.
    expect((await backfill(true)).out).toBe(
      "0 photos without a review state: now waiting in the Waiting tab; 260 already had one.\n",
    );
    expect(await allPending()).toHaveLength(259);

    // An organiser approves one: it joins the public list and its edition's gallery.
    await setReviewState([old[3]!], "approved", "ana@example.org");
    const listed = await listPublicPhotos({ pageSize: 48 });
    expect(listed.status === "ok" ? listed.photos.map((p) => p.key) : null).toEqual([old[3]]);
    const gallery = await listPublicPhotos({ pageSize: 48, edition: "fsw25" });
    expect(gallery.status === "ok" ? gallery.photos.map((p) => p.key) : null).toEqual([old[3]]);
  }, 120_000);

  it("with PHOTO_REVIEW=off, publishes old uploads at once, as a new upload would be", async () => {
    const db = getDatabase();
    const late = key(500);
    await db.set(`events/fsw25/${late}`, oldRecord(late, "fsw24"));
    expect(await backfill(false)).toMatchObject({
      code: 0,
      out: "1 photo without a review state: now approved (PHOTO_REVIEW=off); 260 already had one.\n",
    });
    expect(await db.get(`photoReview/${late}`)).toMatchObject({ state: "approved" });
    const gallery = await listPublicPhotos({ pageSize: 48, edition: "fsw24" });
    expect(gallery.status === "ok" ? gallery.photos.map((p) => p.key) : null).toEqual([late]);
  });

  it("does not bring back a photo removed while the command runs: it reads each photo again under its lock", async () => {
    const db = getDatabase();
    const gone = key(600);
    await db.set(`events/fsw25/${gone}`, oldRecord(gone));
    // The command has read its page of records (the photo still there) and waits for the photo's
    // lock, held by a removal that takes the record away.
    let pageRead!: () => void;
    const read = new Promise<void>((resolve) => (pageRead = resolve));
    const watched = new Proxy(db, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (name !== "queryByKey" || typeof value !== "function") return value;
        return async (...args: unknown[]) => {
          const rows = (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as unknown;
          if (args[0] === "photoReview") pageRead();
          return rows;
        };
      },
    });
    let run!: Promise<number>;
    await withPhotoLock(gone, async (lock) => {
      run = organiserCommand(
        ["review-backfill"],
        { stdin: Readable.from([""]), stdout: { write: () => true }, stderr: { write: () => true } },
        watched,
        { photoReview: false },
      );
      await read;
      await lock.commit({ [`events/fsw25/${gone}`]: null });
    });
    expect(await run).toBe(0);
    expect(await db.get(`photoReview/${gone}`)).toBeNull();
    const gallery = await listPublicPhotos({ pageSize: 48, edition: "fsw25" });
    expect(gallery.status === "ok" ? gallery.photos.map((p) => p.key) : null).not.toContain(gone);
  });

  it("refuses extra words after the command", async () => {
    const code = await organiserCommand(
      ["review-backfill", "now"],
      { stdin: Readable.from([""]), stdout: { write: () => true }, stderr: { write: () => true } },
      getDatabase(),
    );
    expect(code).toBe(2);
  });
});
