// The uploader's rules without the DOM, so tests use fakes (docs/product.md, Photo uploads).

import { RESUMABLE_THRESHOLD_BYTES, RESUMABLE_UPLOAD_URL } from "~/lib/photo-upload";

export const DIRECT_UPLOAD_MAX_BYTES = RESUMABLE_THRESHOLD_BYTES;
export const FIRST_CHUNK_BYTES = 262144;
export const LARGEST_CHUNK_BYTES = 33554432;
/** Without a byte of progress. */
export const GIVE_UP_AFTER_MS = 600000;
export const UPLOADS_AT_ONCE = 2;
/** No byte moved for this long aborts and resumes a transfer (decision 023). */
export const STALL_AFTER_MS = 30000;
export const TUS_ENDPOINT = RESUMABLE_UPLOAD_URL;

export function nextChunkSize(current: number): number {
  return Math.min(Math.max(current, FIRST_CHUNK_BYTES) * 2, LARGEST_CHUNK_BYTES);
}

/** 1 s, 2 s, 4 s … 30 s; longer than the give-up time needs, so the clock decides when to stop. */
export const RETRY_DELAYS: readonly number[] = Array.from({ length: 60 }, (_, i) =>
  i === 0 ? 0 : Math.min(1000 * 2 ** (i - 1), 30000),
);

/** The same bytes sent again are no progress. */
export class ProgressClock {
  private best = -1;
  private last: number;
  constructor(private readonly now: () => number = Date.now) {
    this.last = now();
  }
  progress(bytes: number): void {
    if (bytes > this.best) {
      this.best = bytes;
      this.last = this.now();
    }
  }
  idleMs(): number {
    return this.now() - this.last;
  }
  givenUp(): boolean {
    return this.idleMs() >= GIVE_UP_AFTER_MS;
  }
}

/** Browser tests shorten it with `window.fswUploadStallMs` (decision 023). */
export function stallAfterMs(): number {
  const set = (globalThis as { fswUploadStallMs?: unknown }).fswUploadStallMs;
  return typeof set === "number" && Number.isFinite(set) && set > 0 ? set : STALL_AFTER_MS;
}

/** The first poke starts the watch. */
export function watchStall(ms: number, onStall: () => void): { poke: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    poke: () => {
      clearTimeout(timer);
      timer = setTimeout(onStall, ms);
    },
    stop: () => clearTimeout(timer),
  };
}

/** Not for a 4xx other than 409, 423 or 429 (the file itself is refused), nor past the give-up time. */
export function shouldRetry(status: number, clock: ProgressClock): boolean {
  const refused = status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429;
  return !refused && !clock.givenUp();
}

export async function runQueue<T>(items: readonly T[], work: (item: T) => Promise<void>, limit = UPLOADS_AT_ONCE): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch {
        // a file's failure is its own; the others go on
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The browser gives no path: name, type, size and date identify a file chosen again after a reload. */
export function fileFingerprint(file: Pick<File, "name" | "type" | "size" | "lastModified">): string {
  return ["fsw-upload", file.name, file.type, file.size, file.lastModified].join(":");
}

export function uploadIdFromUrl(url: string): string {
  return url.replace(/\/+$/, "").split("/").pop() ?? "";
}

export interface ResumeRecord {
  idempotencyKey: string;
  /** Set once every byte is on the server, until the upload route has answered. */
  tusUpload?: string;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** ResumeKeys, or a photo kept in IndexedDB (offline-queue.ts). */
export type KeyStore = Pick<ResumeKeys, "get" | "update" | "forget">;

/** Keys in localStorage until answered, so a file chosen again after a reload is resumed under the same key. */
export class ResumeKeys {
  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly newKey: () => string,
  ) {}
  private read(fingerprint: string): ResumeRecord | null {
    try {
      const record = JSON.parse(this.storage?.getItem(fingerprint) ?? "null") as ResumeRecord | null;
      return record && typeof record.idempotencyKey === "string" && record.idempotencyKey ? record : null;
    } catch {
      return null;
    }
  }
  private write(fingerprint: string, record: ResumeRecord) {
    try {
      this.storage?.setItem(fingerprint, JSON.stringify(record));
    } catch {
      // storage full or disabled: the file still goes up, only without resuming after a reload
    }
  }
  get(fingerprint: string): ResumeRecord {
    const found = this.read(fingerprint);
    if (found) return found;
    const record = { idempotencyKey: this.newKey() };
    this.write(fingerprint, record);
    return record;
  }
  update(fingerprint: string, record: ResumeRecord): void {
    this.write(fingerprint, record);
  }
  forget(fingerprint: string): void {
    try {
      this.storage?.removeItem(fingerprint);
    } catch {
      // nothing to forget
    }
  }
}

/** crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const b = random(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
