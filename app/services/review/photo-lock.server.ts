import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { lockPath } from "~/lib/photo-layout";
import { getDatabase } from "../backend/backend.server";
import type { RealtimeDatabase } from "../backend/database.server";

/** One change at a time per photo across copies, by create-only tickets (decision 017); a dead holder blocks for this at most. */
export const LOCK_TTL_MS = 20_000;
/** Then the organiser is told to try again. */
export const LOCK_WAIT_MS = 10_000;

let timing = { ttlMs: LOCK_TTL_MS, waitMs: LOCK_WAIT_MS };

/** Null restores the real timings. */
export function setLockTimingForTests(next: { ttlMs: number; waitMs: number } | null): void {
  timing = next ?? { ttlMs: LOCK_TTL_MS, waitMs: LOCK_WAIT_MS };
}

export class PhotoBusyError extends Error {
  override name = "PhotoBusyError";
}

export interface PhotoLock {
  /** One root update, the lock's release included. */
  commit(writes: Record<string, unknown>): Promise<void>;
}

const lines = new Map<string, Promise<void>>();

/** `change` reads the photo's state after the lock is taken; a command-line tool brings its own `db`. */
export async function withPhotoLock<T>(
  key: string,
  change: (lock: PhotoLock) => Promise<T>,
  db: RealtimeDatabase = getDatabase(),
): Promise<T> {
  const previous = lines.get(key) ?? Promise.resolve();
  let done = () => {};
  const mine = new Promise<void>((resolve) => (done = resolve));
  const tail = previous.then(() => mine);
  lines.set(key, tail);
  await previous;
  try {
    return await holding(db, key, change);
  } finally {
    done();
    if (lines.get(key) === tail) lines.delete(key);
  }
}

function expired(value: unknown, now: number): boolean {
  const expiresAt = (value as { expiresAt?: unknown } | null)?.expiresAt;
  return typeof expiresAt !== "number" || expiresAt <= now;
}

async function holding<T>(db: RealtimeDatabase, key: string, change: (lock: PhotoLock) => Promise<T>): Promise<T> {
  const ticket = `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
  const mine = lockPath(key, ticket);
  const giveUpAt = Date.now() + timing.waitMs;
  let stale: string[] = [];
  for (let attempt = 1; ; attempt++) {
    await db.create(mine, { expiresAt: Date.now() + timing.ttlMs });
    const tickets = Object.entries(((await db.get(lockPath(key))) ?? {}) as Record<string, unknown>).filter(
      ([t]) => t !== ticket,
    );
    const now = Date.now();
    if (tickets.every(([, value]) => expired(value, now))) {
      stale = tickets.map(([t]) => lockPath(key, t));
      break;
    }
    await db.remove(mine);
    if (Date.now() >= giveUpAt) throw new PhotoBusyError(`The photo "${key}" is being changed by someone else.`);
    await sleep(Math.round((10 + Math.random() * 40) * Math.min(attempt, 8)));
  }
  let committed = false;
  try {
    return await change({
      commit: async (writes) => {
        const release = Object.fromEntries([mine, ...stale].map((p) => [p, null]));
        await db.update("/", { ...writes, ...release });
        committed = true;
      },
    });
  } finally {
    if (!committed) await db.remove(mine).catch((error: unknown) => console.warn(`Could not release ${mine}:`, error));
  }
}
