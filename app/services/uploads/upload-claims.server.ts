import { claimPath, hashClaimPath, photoKey, recordPath, requestClaimPath, timestampOfKey } from "~/lib/photo-layout";
import { DatabaseError, type RealtimeDatabase } from "../backend/database.server";

/**
 * "Never twice" (docs/product.md, Photo uploads): every stored photo is named three ways in the
 * database, each claimed create-only so two copies of the site racing on the same photo cannot both
 * store it. The key's claim reserves the key, the hash claim the bytes, the request claim the
 * client's request (their nodes: app/lib/photo-layout.ts).
 */
/**
 * A claim whose record is still missing this long after its key's timestamp belongs to an upload that
 * died (a crash, a killed process); before that it may be an upload in progress on another copy.
 */
export const CLAIM_GRACE_MS = 60 * 60 * 1000;

/** What the client may send as a request's idempotency key: a UUID or a similar token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface UploadClaim {
  sha256: string;
  /** Absent when the request came without one (a form posted without JavaScript). */
  idempotencyKey?: string;
  storedAt: string;
}

/** An earlier upload of the same request or the same bytes. */
export interface Earlier {
  key: string;
  /** "stored": the same request again (its first answer); "duplicate": the same bytes by another request. */
  status: "stored" | "duplicate";
  /** The earlier upload has no record yet: it is still being stored (or died less than the grace period ago). */
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

  /** Who holds `path` (a key), unless the claim is stale: then it is taken over for `key`. */
  private async holder(path: string, key: string): Promise<{ key: string; pending: boolean } | null> {
    const held = await this.db.get(path);
    if (typeof held !== "string" || held === key) return null;
    if (await this.hasRecord(held)) return { key: held, pending: false };
    if (this.now() - timestampOfKey(held) < CLAIM_GRACE_MS) return { key: held, pending: true };
    await this.db.set(path, key);
    this.mine.push(path);
    return null;
  }

  /** Looks for an earlier upload without claiming anything (a retry answered before its body is processed). */
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

  /**
   * Reserves a key `{timestamp}-{name}`, trying the next millisecond while one is taken, then the
   * request and the bytes. Returns the key, or the earlier upload that already holds the request or the bytes.
   */
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

  /** Gives back every claim this upload made (it failed, or turned out to be a repeat). */
  async release(): Promise<void> {
    const paths = this.mine.splice(0);
    await Promise.all(paths.map((p) => this.db.remove(p).catch((e) => console.error(`Could not release ${p}:`, e))));
  }
}

/**
 * The claims that name `key`: its own, and the hash and request claims while they still name it
 * (another upload may hold them since). What a delete or the sweep removes with the photo.
 */
export async function claimsOf(db: RealtimeDatabase, key: string): Promise<string[]> {
  const claim = (await db.get(claimPath(key))) as Partial<UploadClaim> | null;
  const named = [
    typeof claim?.sha256 === "string" ? hashClaimPath(claim.sha256) : null,
    typeof claim?.idempotencyKey === "string" ? requestClaimPath(claim.idempotencyKey) : null,
  ].filter((p): p is string => p !== null);
  const held = await Promise.all(named.map(async (path) => ((await db.get(path)) === key ? path : null)));
  return [claimPath(key), ...held.filter((p): p is string => p !== null)];
}

/** Removes the claims of a key that has no record (the sweep), in one update. */
export async function releaseKey(db: RealtimeDatabase, key: string): Promise<void> {
  const claims = await claimsOf(db, key);
  await db.update("/", Object.fromEntries(claims.map((p) => [p, null])));
}
