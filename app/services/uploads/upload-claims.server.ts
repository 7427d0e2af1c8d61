import { claimPath, hashClaimPath, photoKey, recordPath, requestClaimPath, timestampOfKey } from "~/lib/photo-layout";
import { DatabaseError, type RealtimeDatabase } from "../backend/database.server";
import { claimsOf } from "../review/photo-claims.server";

// "Never twice" (docs/product.md, Photo uploads): key, bytes and request are each claimed create-only,
// so two copies of the site racing on one photo cannot both store it.
/** Before this, a claim without its record may be an upload in progress on another copy; after, a dead one. */
export const CLAIM_GRACE_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface UploadClaim {
  sha256: string;
  /** Absent for a form posted without JavaScript. */
  idempotencyKey?: string;
  storedAt: string;
}

export interface Earlier {
  key: string;
  /** "stored": the same request again; "duplicate": the same bytes by another request. */
  status: "stored" | "duplicate";
  /** No record yet: still being stored, or died within the grace period. */
  pending: boolean;
}

const alreadyExists = (error: unknown) => error instanceof DatabaseError && error.code === "already-exists";

async function create(db: RealtimeDatabase, path: string, value: unknown): Promise<boolean> {
  try {
    await db.create(path, value);
    return true;
  } catch (error) {
    if (alreadyExists(error)) return false;
    throw error;
  }
}

export class UploadClaims {
  private readonly mine: string[] = [];

  constructor(
    private readonly db: RealtimeDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  private async hasRecord(key: string) {
    return (await this.db.get(recordPath(key))) !== null;
  }

  /** A stale claim is taken over for `key`. */
  private async holder(path: string, key: string): Promise<{ key: string; pending: boolean } | null> {
    const held = await this.db.get(path);
    if (typeof held !== "string" || held === key) return null;
    if (await this.hasRecord(held)) return { key: held, pending: false };
    if (this.now() - timestampOfKey(held) < CLAIM_GRACE_MS) return { key: held, pending: true };
    await this.db.set(path, key);
    this.mine.push(path);
    return null;
  }

  /** Claims nothing: a retry answered before its body is processed. */
  async findEarlier(sha256: string | null, idempotencyKey: string | null): Promise<Earlier | null> {
    for (const [path, status] of [
      [idempotencyKey && requestClaimPath(idempotencyKey), "stored"],
      [sha256 && hashClaimPath(sha256), "duplicate"],
    ] as const) {
      if (!path) continue;
      const held = await this.db.get(path);
      if (typeof held !== "string") continue;
      const stored = await this.hasRecord(held);
      if (stored || this.now() - timestampOfKey(held) < CLAIM_GRACE_MS) return { key: held, status, pending: !stored };
    }
    return null;
  }

  /** Tries the next millisecond while a key is taken; returns the key, or the earlier upload holding the request or bytes. */
  async claim(
    timestamp: number,
    name: string,
    sha256: string,
    idempotencyKey: string | null,
  ): Promise<{ key: string } | { earlier: Earlier }> {
    let key = "";
    for (let attempt = 0; ; attempt++, timestamp++) {
      key = photoKey(timestamp, name);
      const claim: UploadClaim = { sha256, storedAt: new Date(timestamp).toISOString() };
      if (idempotencyKey) claim.idempotencyKey = idempotencyKey;
      if (await create(this.db, claimPath(key), claim)) break;
      if (attempt >= 1000) throw new DatabaseError("already-exists", "No free key for this photo.");
    }
    this.mine.push(claimPath(key));
    const wanted = [
      ...(idempotencyKey ? [[requestClaimPath(idempotencyKey), "stored"] as const] : []),
      [hashClaimPath(sha256), "duplicate"] as const,
    ];
    for (const [path, status] of wanted) {
      if (await create(this.db, path, key)) {
        this.mine.push(path);
        continue;
      }
      const held = await this.holder(path, key);
      if (held) {
        await this.release();
        return { earlier: { ...held, status } };
      }
    }
    return { key };
  }

  async release(): Promise<void> {
    const paths = this.mine.splice(0);
    await Promise.all(paths.map((p) => this.db.remove(p).catch((e) => console.error(`Could not release ${p}:`, e))));
  }
}

/** In one update. */
export async function releaseKey(db: RealtimeDatabase, key: string): Promise<void> {
  const claims = await claimsOf(db, key);
  await db.update("/", Object.fromEntries(claims.map((p) => [p, null])));
}
