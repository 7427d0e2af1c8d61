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
  /** False when it is kept in this page's memory only: it is lost with the page. */
  put(photo: KeptPhoto): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export interface Disk {
  set(key: string, photo: KeptPhoto): Promise<void>;
  del(key: string): Promise<void>;
  values(): Promise<KeptPhoto[]>;
}

export type StorageEstimate = () => Promise<{ quota?: number; usage?: number } | undefined>;

/** Half of what the origin has left, so a 300 MB clip never fills a phone's storage to the brim; unknown: try. */
export function fitsOffline(bytes: number, estimate: { quota?: number; usage?: number } | undefined): boolean {
  if (!estimate || typeof estimate.quota !== "number") return true;
  return bytes <= (estimate.quota - (estimate.usage ?? 0)) / 2;
}

function idbDisk(): Disk | null {
  try {
    if (typeof indexedDB === "undefined") return null;
    const idb = createStore("fsw-uploads", "photos");
    return { set: (k, p) => set(k, p, idb), del: (k) => del(k, idb), values: () => values<KeptPhoto>(idb) };
  } catch {
    return null;
  }
}

const browserEstimate: StorageEstimate = async () =>
  typeof navigator === "undefined" || !navigator.storage?.estimate ? undefined : navigator.storage.estimate();

/** In memory where IndexedDB is missing, refuses (private window, full disk) or has too little room left: no surviving a reload. */
export function browserStore(disk: Disk | null = idbDisk(), estimate: StorageEstimate = browserEstimate): PhotoStore {
  const memory = new Map<string, KeptPhoto>();
  const onDisk = new Set<string>();
  const read = async () => {
    try {
      return disk ? await disk.values() : [];
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
        const key = photo.idempotencyKey;
        const room = onDisk.has(key) || fitsOffline(photo.file.size, await estimate().catch(() => undefined));
        if (!disk || !room) throw new Error("no room");
        await disk.set(key, photo);
        memory.delete(key);
        onDisk.add(key);
        return true;
      } catch {
        memory.set(photo.idempotencyKey, photo);
        return false;
      }
    },
    remove: async (key) => {
      memory.delete(key);
      onDisk.delete(key);
      try {
        if (disk) await disk.del(key);
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
