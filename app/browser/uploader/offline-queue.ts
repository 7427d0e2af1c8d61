// Photos kept in IndexedDB with their fields and key until the server answers, across reloads (decision 023).
import { createStore, del, set, values } from "idb-keyval";
import { runQueue, type KeyStore, type ResumeRecord } from "~/browser/uploader/upload-queue";
import type { SendOutcome } from "~/browser/uploader/upload-sender";

export interface KeptPhoto extends ResumeRecord {
  file: File;
  /** The form's, as sent: "Your name", the boat, the consent box and when it was given included (uploader.ts). */
  fields: [string, string][];
  /** The order it is sent and listed in. */
  added: number;
  /** The language of the page it was chosen on: the server's answers to it are in that language. Absent when kept before. */
  lang?: string;
}

export interface PhotoStore {
  all(): Promise<KeptPhoto[]>;
  put(photo: KeptPhoto): Promise<void>;
  remove(key: string): Promise<void>;
}

/** In memory where IndexedDB is missing or refuses (private window, full disk): no surviving a reload. */
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
  /** Web Locks: two tabs never send the same photo together. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
}

/** Without Web Locks, the server's idempotency keys still store each photo once. */
export function acrossTabs(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("fsw-upload-queue", () => work()).then(() => {}) : work();
}

/** A photo with an answer leaves the store, a waiting one stays; a `drain` during one makes it look again when done. */
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

  /** One not yet started is never sent. */
  async remove(key: string): Promise<void> {
    this.removed.add(key);
    await this.deps.store.remove(key);
  }
}
