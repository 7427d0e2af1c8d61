import { describe, expect, it } from "vitest";
import { OfflineQueue, browserStore, keysOf, type KeptPhoto, type PhotoStore } from "~/browser/uploader/offline-queue";
import type { SendOutcome } from "~/browser/uploader/upload-sender";

/** A store over a map, like IndexedDB outliving one page. */
function memoryStore(map = new Map<string, KeptPhoto>()): PhotoStore & { map: Map<string, KeptPhoto> } {
  return {
    map,
    all: async () => [...map.values()].sort((a, b) => a.added - b.added),
    put: async (p) => Boolean(map.set(p.idempotencyKey, { ...p })),
    remove: async (k) => void map.delete(k),
  };
}

function kept(name: string, added: number): KeptPhoto {
  return {
    idempotencyKey: `key-${name}`,
    file: new File([name], `${name}.jpg`, { type: "image/jpeg" }),
    fields: [["title", name]],
    added,
  };
}

const stored = (key: string): SendOutcome => ({ status: "stored", key, message: "" });
const waiting: SendOutcome = { status: "waiting", message: "" };

describe("the offline queue", () => {
  it("sends each kept photo once, in the order kept; a photo with an answer leaves the store, one still waiting stays", async () => {
    const store = memoryStore();
    for (const [i, name] of ["a", "b", "c", "d"].entries()) await store.put(kept(name, 10 - i));
    const sent: string[] = [];
    const answers: Record<string, SendOutcome> = {
      a: stored("1"),
      b: waiting,
      c: { status: "refused", message: "bad" },
      d: { status: "duplicate", key: "2", message: "" },
    };
    const queue = new OfflineQueue({
      store,
      online: () => true,
      send: async (p) => {
        sent.push(p.fields[0]![1]);
        return answers[p.fields[0]![1]]!;
      },
    });
    await queue.drain();
    expect(sent.sort()).toEqual(["a", "b", "c", "d"]);
    expect([...store.map.keys()]).toEqual(["key-b"]);
    // The next visit (a new queue over the same store) sends only what waits.
    const again: string[] = [];
    await new OfflineQueue({ store, online: () => true, send: async (p) => (again.push(p.idempotencyKey), stored("3")) }).drain();
    expect(again).toEqual(["key-b"]);
    expect(store.map.size).toBe(0);
  });

  it("sends nothing offline; the connection's return during a drain looks again, never sending one photo twice at once", async () => {
    const store = memoryStore();
    await store.put(kept("a", 1));
    await store.put(kept("b", 2));
    let online = false;
    const inFlight = new Set<string>();
    const sends: string[] = [];
    const queue: OfflineQueue = new OfflineQueue({
      store,
      online: () => online,
      send: async (p) => {
        expect(inFlight.has(p.idempotencyKey)).toBe(false);
        inFlight.add(p.idempotencyKey);
        sends.push(p.idempotencyKey);
        const firstTry = sends.filter((k) => k === p.idempotencyKey).length === 1;
        // "b" loses its connection on its first try, and an online event arrives meanwhile.
        if (firstTry && p.idempotencyKey === "key-b") void queue.drain();
        await new Promise((r) => setTimeout(r, 5));
        inFlight.delete(p.idempotencyKey);
        return firstTry && p.idempotencyKey === "key-b" ? waiting : stored(p.idempotencyKey);
      },
    });
    await queue.drain();
    expect(sends).toEqual([]);
    online = true;
    await queue.drain();
    expect(sends).toEqual(["key-a", "key-b", "key-b"]);
    expect(store.map.size).toBe(0);
  });

  it("a photo removed before its turn is never sent, and other tabs wait for the lock", async () => {
    const store = memoryStore();
    for (const name of ["a", "b", "c"]) await store.put(kept(name, name.charCodeAt(0)));
    const sends: string[] = [];
    const order: string[] = [];
    const queue = new OfflineQueue({
      store,
      online: () => true,
      send: async (p) => {
        sends.push(p.idempotencyKey);
        if (p.idempotencyKey === "key-a") await queue.remove("key-c");
        return stored(p.idempotencyKey);
      },
      exclusive: async (work) => {
        order.push("locked");
        await work();
        order.push("released");
      },
    });
    // Two at a time: "c" waits for a lane, and is removed meanwhile.
    await queue.drain();
    expect(sends).toEqual(["key-a", "key-b"]);
    expect(store.map.size).toBe(0);
    expect(order).toEqual(["locked", "released"]);
  });

  it("keeps a finished tus upload in the photo's record, so a later attempt only posts the fields", async () => {
    const store = memoryStore();
    const photo = kept("t", 1);
    await store.put(photo);
    const keys = keysOf(photo, store);
    const record = keys.get("fingerprint");
    expect(record.idempotencyKey).toBe("key-t");
    keys.update("fingerprint", { ...record, tusUpload: "u7" });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.map.get("key-t")!.tusUpload).toBe("u7");
  });

  it("without IndexedDB keeps the photos in memory, in the order kept", async () => {
    expect(typeof indexedDB).toBe("undefined");
    const store = browserStore();
    await store.put(kept("late", 2));
    await store.put(kept("early", 1));
    expect((await store.all()).map((p) => p.idempotencyKey)).toEqual(["key-early", "key-late"]);
    await store.remove("key-early");
    expect((await store.all()).map((p) => p.idempotencyKey)).toEqual(["key-late"]);
  });
});
