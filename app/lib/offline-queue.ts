/**
 * Photos kept in the browser until the server has answered for them (decision 023): each with its
 * form fields and idempotency key, in IndexedDB (idb-keyval), so a photo chosen without a
 * connection, or whose connection went, survives a reload and a closed browser and is sent when the
 * connection returns. The same key on every attempt lets the server store it once.
 */
import { createStore, del, set, values } from "idb-keyval";
import { runQueue, type KeyStore, type ResumeRecord } from "./upload-queue";
import type { SendOutcome } from "./upload-sender";

/** A photo waiting to be sent; its idempotency key names it in the store. */
export interface KeptPhoto extends ResumeRecord {
  file: File;
  fields: [string, string][];
  /** When it was kept: the order it is sent and listed in. */
  added: number;
}

export interface PhotoStore {
  all(): Promise<KeptPhoto[]>;
  put(photo: KeptPhoto): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * The browser's store. Where IndexedDB is missing or refuses (a private window, a full disk) the
 * photos are kept in memory: they still go up, only without surviving a reload.
 */
export function browserStore(): PhotoStore {
  const memory = new Map<string, KeptPhoto>();
  let idb: ReturnType<typeof createStore> | null = null;
  try {
    if (typeof indexedDB !== "undefined") idb = createStore("fsw-uploads", "photos");
  } catch {
    // IndexedDB refused: memory only
  }
  const read = async () => {
    try {
      return idb ? await values<KeptPhoto>(idb) : [];
    } catch {
      return [];
    }
  };
  return {
    all: async () => {
      const kept = await read();
      return [...kept.filter((p) => !memory.has(p.idempotencyKey)), ...memory.values()].sort((a, b) => a.added - b.added);
    },
    put: async (photo) => {
      try {
        if (!idb) throw new Error("no IndexedDB");
        await set(photo.idempotencyKey, photo, idb);
        memory.delete(photo.idempotencyKey);
      } catch {
        memory.set(photo.idempotencyKey, photo);
      }
    },
    remove: async (key) => {
      memory.delete(key);
      try {
        if (idb) await del(key, idb);
      } catch {
        // nothing kept there
      }
    },
  };
}

/** The sender's key store for one kept photo: its key and finished upload live in its own record. */
export function keysOf(photo: KeptPhoto, store: PhotoStore): KeyStore {
  return {
    get: () => photo,
    update: (_fingerprint, record) => {
      photo.tusUpload = record.tusUpload;
      void store.put(photo);
    },
    // The queue removes the photo once its outcome is known.
    forget: () => {},
  };
}

export interface QueueDeps {
  store: PhotoStore;
  send: (photo: KeptPhoto) => Promise<SendOutcome>;
  online: () => boolean;
  /** Runs `work` while no other tab of the site sends (Web Locks), so two tabs never send the same photo together. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

/** Web Locks where the browser has them; otherwise the server's idempotency keys still store each photo once. */
export function acrossTabs(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("fsw-upload-queue", () => work()).then(() => {}) : work();
}

/**
 * Sends the kept photos, each once: a photo with an answer (stored, already there, refused) leaves
 * the store; one still waiting for the connection stays for the next `drain` (the online event,
 * the next visit). A `drain` called while one runs makes it look at the store again when done.
 */
export class OfflineQueue {
  private running = false;
  private again = false;
  private readonly removed = new Set<string>();
  constructor(private readonly deps: QueueDeps) {}

  async drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    const { store, send, online, exclusive = (work) => work() } = this.deps;
    try {
      do {
        this.again = false;
        if (!online()) break;
        await exclusive(async () => {
          const photos = (await store.all()).filter((p) => !this.removed.has(p.idempotencyKey));
          await runQueue(photos, async (photo) => {
            if (this.removed.has(photo.idempotencyKey)) return;
            const outcome = await send(photo);
            if (outcome.status !== "waiting") await store.remove(photo.idempotencyKey);
          });
        });
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  /** Takes a photo out of the store; one not yet started is never sent. */
  async remove(key: string): Promise<void> {
    this.removed.add(key);
    await this.deps.store.remove(key);
  }
}
