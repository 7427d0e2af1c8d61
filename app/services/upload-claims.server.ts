import { DatabaseError, type RealtimeDatabase } from "./database.server";

/**
 * "Never twice" (docs/product.md, Photo uploads): every stored photo is named three ways in the
 * database, each claimed create-only so two copies of the site racing on the same photo cannot both
 * store it. `photoUploads/{key}` reserves the key, `photoHashes/{sha256}` the bytes,
 * `photoIdempotency/{idempotencyKey}` the client's request.
 */
export const PHOTO_UPLOADS_PATH = "photoUploads";
export const PHOTO_HASHES_PATH = "photoHashes";
export const PHOTO_IDEMPOTENCY_PATH = "photoIdempotency";

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

/** The millisecond timestamp a key starts with (docs/product.md, Photo uploads: `{timestamp}-{name}`). */
export function timestampOfKey(key: string): number {
  const match = /^(\d{1,15})-/.exec(key);
  return match ? Number(match[1]) : Number.NaN;
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
    private readonly recordsPath: string,
    private readonly now: () => number = Date.now,
  ) {}

  private async hasRecord(key: string) {
    return (await this.db.get(`${this.recordsPath}/${key}`)) !== null;
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
      [idempotencyKey && `${PHOTO_IDEMPOTENCY_PATH}/${idempotencyKey}`, "stored"],
      [sha256 && `${PHOTO_HASHES_PATH}/${sha256}`, "duplicate"],
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
      key = `${timestamp}-${name}`;
      const claim: UploadClaim = { sha256, storedAt: new Date(timestamp).toISOString() };
      if (idempotencyKey) claim.idempotencyKey = idempotencyKey;
      if (await create(this.db, `${PHOTO_UPLOADS_PATH}/${key}`, claim)) break;
      if (attempt >= 1000) throw new DatabaseError("already-exists", "No free key for this photo.");
    }
    this.mine.push(`${PHOTO_UPLOADS_PATH}/${key}`);
    const wanted = [
      ...(idempotencyKey ? [[`${PHOTO_IDEMPOTENCY_PATH}/${idempotencyKey}`, "stored"] as const] : []),
      [`${PHOTO_HASHES_PATH}/${sha256}`, "duplicate"] as const,
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

/** Removes the claims of a key that has no record (the sweep): the key itself, and the hash and request while they name it. */
export async function releaseKey(db: RealtimeDatabase, key: string): Promise<void> {
  const claim = (await db.get(`${PHOTO_UPLOADS_PATH}/${key}`)) as Partial<UploadClaim> | null;
  const named = [
    claim?.sha256 && `${PHOTO_HASHES_PATH}/${claim.sha256}`,
    claim?.idempotencyKey && `${PHOTO_IDEMPOTENCY_PATH}/${claim.idempotencyKey}`,
  ].filter((p): p is string => typeof p === "string");
  for (const path of named) {
    if ((await db.get(path)) === key) await db.remove(path);
  }
  await db.remove(`${PHOTO_UPLOADS_PATH}/${key}`);
}
