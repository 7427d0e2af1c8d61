import { afterEach, describe, expect, it } from "vitest";
import { contentGeneration, countingWrites, withListingCache } from "../../app/services/backend/cached-backend.server";
import { setConfigForTests } from "../../app/config/config.server";
import type { RealtimeDatabase } from "../../app/services/backend/database.server";
import { pageVersion } from "../../app/models/page-version.server";
import type { MediaStorage } from "../../app/services/backend/storage.server";

class CountingStore implements MediaStorage {
  readonly kind = "local" as const;
  lists = 0;
  fail = false;
  files = new Set(["events/fsw25/a.jpg"]);
  async urlFor(path: string) {
    return `/media/${path}`;
  }
  async list(folder: string) {
    this.lists++;
    if (this.fail) throw new Error("listing failed");
    return [...this.files].filter((f) => f.startsWith(`${folder}/`)).sort();
  }
  async *listAll(folder: string) {
    yield* await this.list(folder);
  }
  async put(path: string, _body?: unknown, _options?: unknown) {
    this.files.add(path);
    return { bytes: 1 };
  }
  async remove(path: string) {
    this.files.delete(path);
  }
  downloads: string[] = [];
  async download(path: string): Promise<{ bytes: number }> {
    this.downloads.push(path);
    return { bytes: 7 };
  }
  async open(path: string) {
    if (!this.files.has(path)) return null;
    return { size: 1, contentType: "image/jpeg", stream: async function* () {} };
  }
}

describe("listing cache", () => {
  it("asks storage once for many views within the time, and again after it", async () => {
    let now = 0;
    const inner = new CountingStore();
    const store = withListingCache(inner, 60_000, () => now);
    await Promise.all([store.list("events/fsw25"), store.list("events/fsw25"), store.list("events/fsw25")]);
    expect(inner.lists).toBe(1);
    now = 59_999;
    await store.list("events/fsw25");
    expect(inner.lists).toBe(1);
    now = 60_000;
    await store.list("events/fsw25");
    expect(inner.lists).toBe(2);
  });

  it("refreshes a folder at once when the site writes or removes in it, and counts the write", async () => {
    const inner = new CountingStore();
    const store = withListingCache(inner, 60_000);
    expect(await store.list("events/fsw25")).toEqual(["events/fsw25/a.jpg"]);
    const before = contentGeneration();
    await store.put("events/fsw25/b.jpg", new Uint8Array([1]), { contentType: "image/jpeg" });
    expect(contentGeneration()).toBe(before + 1);
    expect(await store.list("events/fsw25")).toEqual(["events/fsw25/a.jpg", "events/fsw25/b.jpg"]);
    await store.list("events/fsw26");
    await store.remove("events/fsw25/a.jpg");
    expect(await store.list("events/fsw25")).toEqual(["events/fsw25/b.jpg"]);
    // Another folder's listing was not dropped.
    const lists = inner.lists;
    await store.list("events/fsw26");
    expect(inner.lists).toBe(lists);
  });

  it("keeps no failure: the next view asks again", async () => {
    const inner = new CountingStore();
    const store = withListingCache(inner, 60_000);
    inner.fail = true;
    await expect(store.list("events/fsw25")).rejects.toThrow("listing failed");
    inner.fail = false;
    expect(await store.list("events/fsw25")).toEqual(["events/fsw25/a.jpg"]);
  });

  it("with a time of 0 asks every time", async () => {
    const inner = new CountingStore();
    const store = withListingCache(inner, 0);
    await store.list("events/fsw25");
    await store.list("events/fsw25");
    expect(inner.lists).toBe(2);
  });

  it("passes every other method of the port to the store as it is", async () => {
    const inner = new CountingStore();
    const store = withListingCache(inner, 1000);
    expect(store.kind).toBe("local");
    expect(await store.urlFor("events/fsw25/a.jpg")).toBe("/media/events/fsw25/a.jpg");
    expect((await store.open("events/fsw25/a.jpg"))?.contentType).toBe("image/jpeg");
    expect(await store.open("events/fsw25/none.jpg")).toBeNull();
    expect(await store.download("events/fsw25/a.jpg", "/nowhere", { maxBytes: 1 })).toEqual({ bytes: 7 });
    expect(inner.downloads).toEqual(["events/fsw25/a.jpg"]);
  });

  it("counts every write: create, set, update and remove", async () => {
    const counted = countingWrites(nullDatabase());
    const before = contentGeneration();
    await counted.create("events/fsw25/x", { a: 1 });
    await counted.set("a/b", 1);
    await counted.update("a", { b: 2 });
    await counted.remove("a/b");
    expect(contentGeneration()).toBe(before + 4);
    await counted.get("a");
    await counted.queryByKey("a", { limit: 1, from: "last" });
    expect(contentGeneration()).toBe(before + 4);
  });
});

describe("page version", () => {
  afterEach(() => setConfigForTests(null));

  it("changes when the day changes what the pages show, and not within the same state", () => {
    setConfigForTests({ siteNow: new Date("2026-05-01T10:00:00Z") });
    const morning = pageVersion(contentGeneration());
    setConfigForTests({ siteNow: new Date("2026-05-01T10:30:00Z") });
    expect(pageVersion(contentGeneration()).split("|").slice(1)).toEqual(morning.split("|").slice(1));
    setConfigForTests({ siteNow: new Date("2026-05-02T10:00:00Z") });
    expect(pageVersion(contentGeneration())).not.toBe(morning);
  });

  it("changes with SITE_NOW and with every write through the site", async () => {
    setConfigForTests({ siteNow: new Date("2026-05-01T10:00:00Z") });
    const a = pageVersion(contentGeneration());
    setConfigForTests({ siteNow: new Date("2026-05-01T10:00:01Z") });
    const b = pageVersion(contentGeneration());
    expect(b).not.toBe(a);
    await countingWrites(nullDatabase()).create("x", 1);
    expect(pageVersion(contentGeneration())).not.toBe(b);
  });
});

function nullDatabase(): RealtimeDatabase {
  const done = async () => {};
  return {
    kind: "local",
    create: done,
    set: done,
    update: done,
    remove: done,
    get: async () => null,
    queryByKey: async () => [],
    shallow: async () => [],
  };
}
