import { DatabaseError } from "~/services/backend/database.server";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as mineLoader } from "~/routes/($lang).add-photo.mine.$key";
import { loader as mediaLoader } from "~/routes/media.$";
import { action as reviewAction, loader as reviewLoader } from "~/routes/organisers._index";
import { loader as auditLoader } from "~/routes/organisers.audit";
import { loader as photoLoader } from "~/routes/organisers.photo.$key";
import { getDatabase, getStorage, resetBackendForTests } from "~/services/backend/backend.server";
import { setConfigForTests } from "~/config/config.server";
import { shutdownImagePool } from "~/services/images/image-processing.server";
import { myUploads, myUploadKeys, myUploadsCookie } from "~/services/uploads/my-uploads.server";
import { deletePhoto, listByState, resetReviewCacheForTests, ReviewError } from "~/services/review/photo-review.server";
import { savePhoto } from "~/services/uploads/photos.server";
import { variantQueueIdle } from "~/services/images/variants.server";
import { listPublicPhotos } from "~/services/galleries/gallery.server";
import { makeJpeg } from "../fixtures/images";
import { mockedFirebase, tempDir, type MockedFirebase } from "../support/backends";
import { distinctJpeg, uploadForm } from "../support/upload";

vi.mock("~/services/organisers/organiser-auth.server", () => ({
  requireOrganiser: vi.fn(async () => ({ email: "ana@example.com", sessionId: "s1" })),
}));

// Real uploads through the image workers, on a machine shared with other work.
vi.setConfig({ testTimeout: 30_000 });

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeJpeg(640, 480);
});
afterAll(async () => {
  await variantQueueIdle();
  setConfigForTests(null);
  resetBackendForTests();
  await shutdownImagePool();
});

let sent = 0;
async function send(name: string, fields: Record<string, string> = {}) {
  // A different photo each time: the same bytes twice would be answered "already shared".
  const bytes = distinctJpeg(jpeg, `review ${sent++}`);
  const result = await savePhoto(
    new Request("http://localhost/add-photo", { method: "POST", body: uploadForm({ file: { bytes, name }, fields }) }),
  );
  if (!result.ok) throw new Error(`upload refused: ${JSON.stringify(result)}`);
  // Its variants follow the answer: these tests look at a photo with all its files.
  await variantQueueIdle();
  return result.key;
}

const filesOf = (key: string) => [
  `images/originals/${key}`,
  `images/thumbnails/thumb-${key}`,
  `variants/images/originals/${key}.320w.webp`,
  `variants/images/originals/${key}.640w.jpg`,
];

async function media(file: string, cookie?: string) {
  resetReviewCacheForTests();
  const request = new Request(`http://localhost/media/${file}`, { headers: cookie ? { Cookie: cookie } : {} });
  return (await mediaLoader({ request, params: { "*": file }, context: {} })) as Response;
}

function post(fields: Array<[string, string]>) {
  const body = new URLSearchParams(fields);
  const request = new Request("http://localhost/organisers?index", { method: "POST", body });
  return reviewAction({ request, params: {}, context: {} });
}

async function publicKeys() {
  const listing = await listPublicPhotos({ pageSize: 100 });
  return listing.status === "ok" ? listing.photos.map((p) => p.key) : [];
}

describe.each(["local", "firebase"] as const)("review on the %s backend", (kind) => {
  let firebase: MockedFirebase | undefined;
  let removeDir: () => Promise<void>;
  let dataDir: string;

  async function storedObjects(): Promise<string[]> {
    if (firebase) {
      return [
        ...firebase.mocks.listObjects(firebase.config.storageBucket, "images/"),
        ...firebase.mocks.listObjects(firebase.config.storageBucket, "variants/images/"),
      ];
    }
    const root = path.join(dataDir, "storage");
    const found = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return found
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
      .filter((p) => p.startsWith("images/") || p.startsWith("variants/images/"));
  }

  const configure = (photoReview: boolean) =>
    setConfigForTests({
      dataDir,
      uploadRateLimit: 0,
      photoReview,
      ...(firebase ? { firebase: { ...firebase.config, retryScale: 0.01 } } : {}),
    });

  beforeAll(async () => {
    if (kind === "firebase") firebase = mockedFirebase();
    ({ dir: dataDir, remove: removeDir } = await tempDir());
    configure(true);
    resetBackendForTests();
  });
  afterAll(async () => {
    firebase?.close();
    await removeDir?.();
  });

  it("keeps a new upload off every public list and serves none of its files, except to its uploader", async () => {
    const key = await send("pending.jpg", { title: "Deck at dawn", edition: "FSW25" });
    const database = getDatabase();
    expect(await database.get(`photoReview/${key}`)).toMatchObject({ state: "pending", edition: "FSW25" });
    expect(await database.get(`reviewIndex/pending/${key}`)).toBe(true);
    expect(await database.get(`gallery/all/${key}`)).toBeNull();
    expect(await database.get(`gallery/editions/fsw25/${key}`)).toBeNull();
    expect(await publicKeys()).not.toContain(key);
    if (kind === "local") {
      for (const file of filesOf(key)) expect((await media(file)).status).toBe(404);
      // Not even to its uploader through /media: that route is public and cached.
      const cookie = (await myUploadsCookie().serialize([key])).split(";")[0]!;
      expect((await media(`images/thumbnails/thumb-${key}`, cookie)).status).toBe(404);
    }
    // Its uploader sees its thumbnail at their own address, kept by no cache; another browser does not.
    const mine = async (cookie: string) =>
      (await mineLoader({
        request: new Request(`http://localhost/add-photo/mine/${key}`, { headers: { Cookie: cookie } }),
        params: { key },
        context: {},
      })) as Response;
    const own = await mine((await myUploadsCookie().serialize([key])).split(";")[0]!);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    if (kind === "local") {
      expect(own.status).toBe(200);
      expect(own.headers.get("content-type")).toBe("image/jpeg");
    } else {
      expect(own.status).toBe(302);
      expect(decodeURIComponent(own.headers.get("location")!)).toContain(`images/thumbnails/thumb-${key}?alt=media&token=`);
    }
    const other = await mine((await myUploadsCookie().serialize(["1-someone_else"])).split(";")[0]!);
    expect(other.status).toBe(404);
    expect((await mine(`fsw_my_uploads=${btoa(JSON.stringify([key]))}`)).status).toBe(404);
    // Organisers see it, at a size to judge (a resized copy) or as the original.
    for (const [query, width] of [
      ["", 640],
      ["?size=original", 640],
    ] as const) {
      const res = (await photoLoader({
        request: new Request(`http://localhost/organisers/photo/${key}${query}`),
        params: { key },
        context: {},
      })) as Response;
      if (kind === "local") {
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(width);
      } else {
        expect(res.status).toBe(302);
        const target = decodeURIComponent(res.headers.get("location")!);
        expect(target).toContain(query ? `images/originals/${key}?` : `variants/images/originals/${key}.640w.jpg?`);
      }
    }
    const request = (cookie: string) => new Request("http://localhost/add-photo", { headers: { Cookie: cookie } });
    const signed = (await myUploadsCookie().serialize([key])).split(";")[0]!;
    expect((await myUploads(request(signed))).map((u) => [u.key, u.title, u.thumbnail, u.state])).toEqual([
      [key, "Deck at dawn", `/add-photo/mine/${key}`, "pending"],
    ]);
    // A cookie the visitor wrote themselves is not signed and proves nothing.
    expect(await myUploadKeys(request(`fsw_my_uploads=${btoa(JSON.stringify([key]))}`))).toEqual([]);
  });

  it("approve publishes in the index (all and the edition), hide takes it off again, and both are in the audit log", async () => {
    const key = await send("approve.jpg", { title: "Sails up", edition: "FSW25" });
    const res = await post([
      ["intent", "approve"],
      ["key", key],
      ["back", "/organisers?state=pending"],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/organisers?state=pending&done=approve&n=1");
    const entry = { title: "Sails up", width: 640, height: 480, edition: "FSW25" };
    expect(await getDatabase().get(`gallery/all/${key}`)).toMatchObject(entry);
    expect(await getDatabase().get(`gallery/editions/fsw25/${key}`)).toMatchObject(entry);
    expect(await publicKeys()).toContain(key);
    if (kind === "local") for (const file of filesOf(key)) expect((await media(file)).status).toBe(200);

    expect(
      (
        await post([
          ["intent", "hide"],
          ["key", key],
        ])
      ).status,
    ).toBe(303);
    expect(await getDatabase().get(`gallery/all/${key}`)).toBeNull();
    expect(await getDatabase().get(`gallery/editions/fsw25/${key}`)).toBeNull();
    // The hidden index holds when it was hidden (the retention sweep's one read), as the review record does.
    const hiddenAt = (await getDatabase().get(`photoReview/${key}`)) as { hiddenAt?: string };
    expect(await getDatabase().get(`reviewIndex/hidden/${key}`)).toBe(Date.parse(hiddenAt.hiddenAt!));
    expect(await getDatabase().get(`reviewIndex/approved/${key}`)).toBeNull();
    expect(await publicKeys()).not.toContain(key);
    if (kind === "local") expect((await media(`images/originals/${key}`)).status).toBe(404);

    const audit = (await (
      await auditLoader({ request: new Request("http://localhost/organisers/audit"), params: {}, context: {} })
    ).json()) as {
      items: Array<{ action: string; key: string; by: string }>;
    };
    expect(audit.items.filter((e) => e.key === key).map((e) => [e.action, e.by])).toEqual([
      ["hide", "ana@example.com"],
      ["approve", "ana@example.com"],
    ]);
  });

  it("approves several at once, and edits title, edition and tags in the record without changing its format", async () => {
    const a = await send("many-a.jpg", { edition: "FSW25" });
    const b = await send("many-b.jpg", { edition: "FSW25" });
    const before = Object.keys((await getDatabase().get(`events/fsw25/${a}`)) as object).sort();
    const edit = await post([
      ["intent", "edit"],
      ["key", a],
      ["title", "Night sail"],
      ["edition", "fsw24"],
      ["tags", "night, sail"],
    ]);
    expect(edit.status).toBe(303);
    const record = (await getDatabase().get(`events/fsw25/${a}`)) as Record<string, unknown>;
    expect(record).toMatchObject({ title: "Night sail", edition: "fsw24", tags: ["night", "sail"] });
    // The Realtime Database stores no empty list, so an upload without tags has no "tags" until it gets some.
    expect(Object.keys(record).sort()).toEqual([...new Set([...before, "tags"])].sort());
    const bad = await post([
      ["intent", "edit"],
      ["key", a],
      ["title", "x"],
      ["edition", "FSW99"],
      ["tags", ""],
    ]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { edition: "Choose one of the editions." } });

    expect(
      (
        await post([
          ["intent", "approve"],
          ["key", a],
          ["key", b],
        ])
      ).status,
    ).toBe(303);
    expect(await getDatabase().get(`gallery/editions/fsw24/${a}`)).toMatchObject({ title: "Night sail" });
    expect(await getDatabase().get(`gallery/editions/fsw25/${a}`)).toBeNull();
    expect(await getDatabase().get(`gallery/editions/fsw25/${b}`)).not.toBeNull();
  });

  it("lists a state newest first, a page at a time, through the review page", async () => {
    const keys = [await send("page-1.jpg"), await send("page-2.jpg"), await send("page-3.jpg")];
    const first = await listByState("pending", { limit: 2 });
    expect(first.items.map((i) => i.key)).toEqual([keys[2], keys[1]]);
    expect(first.older).toBe(keys[0]);
    const second = await listByState("pending", { limit: 2, before: first.older! });
    expect(second.items[0]!.key).toBe(keys[0]);
    const page = (await (
      await reviewLoader({ request: new Request("http://localhost/organisers"), params: {}, context: {} })
    ).json()) as { photos: Array<{ key: string; state: string }> };
    expect(page.photos.slice(0, 3).map((p) => p.key)).toEqual([keys[2], keys[1], keys[0]]);
    expect(page.photos.every((p) => p.state === "pending")).toBe(true);
  });

  it("refuses a delete without confirmation, an unknown action and an unknown photo, changing nothing", async () => {
    const key = await send("keep.jpg");
    expect(
      (
        await post([
          ["intent", "delete"],
          ["key", key],
        ])
      ).status,
    ).toBe(400);
    expect(await getDatabase().get(`events/fsw25/${key}`)).not.toBeNull();
    expect(
      (
        await post([
          ["intent", "publish-all"],
          ["key", key],
        ])
      ).status,
    ).toBe(400);
    expect((await post([["intent", "approve"]])).status).toBe(400);
    expect(
      (
        await post([
          ["intent", "approve"],
          ["key", "1-nobody"],
        ])
      ).status,
    ).toBe(404);
    expect(
      (
        await post([
          ["intent", "approve"],
          ["key", "../../etc"],
        ])
      ).status,
    ).toBe(400);
    expect(await getDatabase().get(`photoReview/${key}`)).toMatchObject({ state: "pending" });
  });

  it("delete leaves no object and no record, only claims naming the photo go, and a delete that failed half-way can be repeated", async () => {
    const key = await send("gone.jpg", { edition: "FSW25" });
    const database = getDatabase();
    await database.set(`photoUploads/${key}`, { sha256: "a".repeat(64), idempotencyKey: "id-1", storedAt: "now" });
    await database.set(`photoHashes/${"a".repeat(64)}`, key);
    await database.set(`photoIdempotency/id-1`, key);
    await database.set(`photoHashes/${"b".repeat(64)}`, "1-other");
    expect(
      (
        await post([
          ["intent", "approve"],
          ["key", key],
        ])
      ).status,
    ).toBe(303);
    expect((await storedObjects()).filter((p) => p.includes(key)).length).toBeGreaterThan(4);

    const storage = await getStorage();
    const remove = storage.remove.bind(storage);
    let calls = 0;
    const spy = vi.spyOn(storage, "remove").mockImplementation(async (p) => {
      if (++calls === 3) throw new Error("network down");
      return remove(p);
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failed = await deletePhoto(key, "ana@example.com").catch((error: unknown) => error);
    spy.mockRestore();
    // Said plainly (503, not a crash), with the cause in the server log.
    expect(failed).toBeInstanceOf(ReviewError);
    expect(failed).toMatchObject({ status: 503, message: expect.stringContaining("Delete it again to finish") });
    expect(String(warn.mock.calls[0]?.[0])).toContain("network down");
    warn.mockRestore();
    // Half-way: the one update took record, state and indexes together; what is left of the files is
    // noted, so repeating the delete (or the sweep) finishes it.
    expect(await database.get(`gallery/all/${key}`)).toBeNull();
    expect(await database.get(`events/fsw25/${key}`)).toBeNull();
    expect(await database.get(`photoReview/${key}`)).toBeNull();
    expect(await database.get(`photoDeletions/${key}`)).toMatchObject({
      storage: expect.arrayContaining([`images/originals/${key}`]),
    });
    expect((await storedObjects()).filter((p) => p.includes(key)).length).toBeGreaterThan(0);

    const res = await post([
      ["intent", "delete"],
      ["key", key],
      ["confirm", "yes"],
    ]);
    expect(res.status).toBe(303);
    expect((await storedObjects()).filter((p) => p.includes(key))).toEqual([]);
    for (const node of [
      `events/fsw25/${key}`,
      `photoReview/${key}`,
      `reviewIndex/pending/${key}`,
      `reviewIndex/approved/${key}`,
      `reviewIndex/hidden/${key}`,
      `gallery/all/${key}`,
      `gallery/editions/fsw25/${key}`,
      `photoUploads/${key}`,
      `photoHashes/${"a".repeat(64)}`,
      `photoIdempotency/id-1`,
    ]) {
      expect(await database.get(node), node).toBeNull();
    }
    expect(await database.get(`photoHashes/${"b".repeat(64)}`)).toBe("1-other");
    expect(await database.get(`photoDeletions/${key}`)).toBeNull();
    await expect(deletePhoto(key, "ana@example.com")).rejects.toMatchObject({ status: 404 });
  });

  it("answers 503 with a plain message, changing nothing, when the database does not take an approval", async () => {
    const key = await send("offline.jpg", { edition: "FSW25" });
    const database = getDatabase();
    const spy = vi
      .spyOn(database, "update")
      .mockRejectedValue(new DatabaseError("unavailable", "The database is not answering."));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await post([
      ["intent", "approve"],
      ["key", key],
    ]);
    spy.mockRestore();
    logged.mockRestore();
    expect(res.status).toBe(503);
    expect(((await res.json()) as { formError: string }).formError).toMatch(/could not be changed just now.*try again/);
    expect(await database.get(`photoReview/${key}`)).toMatchObject({ state: "pending" });
    expect(await database.get(`gallery/all/${key}`)).toBeNull();
  });

  it("PHOTO_REVIEW=off publishes a new upload at once", async () => {
    configure(false);
    try {
      const key = await send("open.jpg", { edition: "FSW25" });
      expect(await getDatabase().get(`photoReview/${key}`)).toMatchObject({ state: "approved" });
      expect(await getDatabase().get(`gallery/editions/fsw25/${key}`)).not.toBeNull();
      expect(await publicKeys()).toContain(key);
      if (kind === "local") expect((await media(`images/originals/${key}`)).status).toBe(200);
    } finally {
      configure(true);
    }
  });
});
