import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { removeKeysBefore, type RealtimeDatabase } from "../backend/database.server";

// Accounts live under the SHA-256 of the e-mail (not a valid key); passwords only as salted scrypt hashes (docs/ORGANISERS.md).

export const MIN_PASSWORD_LENGTH = 12;
/** Longer than any passphrase, short enough that hashing it costs nothing special. */
export const MAX_PASSWORD_LENGTH = 1024;

export interface OrganiserAccount {
  email: string;
  /** scrypt$N$r$p$salt$hash, salt and hash in base64url. */
  passwordHash: string;
  createdAt: string;
  /** Changes with every password reset: a session of an older generation is over. */
  generation: string;
  totp?: { secret: string; lastStep?: number };
  /** Until its first code confirms it. */
  totpPending?: { secret: string; createdAt: string };
  /** `inARow` since the last success; `count` since `since` (the lock window); `lastAt` the last failure (older records lack it). */
  failures?: { inARow: number; count: number; since: number; lockedUntil?: number; lastAt?: number };
  /** Session id hash → expiry, so removing the account or a reset ends them all. */
  sessions?: Record<string, number>;
}

export type OrganiserErrorCode = "invalid-email" | "weak-password" | "exists" | "not-found";

export class OrganiserError extends Error {
  override name = "OrganiserError";
  constructor(
    readonly code: OrganiserErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Lower case, trimmed; throws on anything that does not look like an address. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new OrganiserError("invalid-email", `"${raw.trim()}" is not an e-mail address.`);
  }
  return email;
}

export function emailKey(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

export const ACCOUNTS_PATH = "organisers";
export const accountPath = (email: string) => `${ACCOUNTS_PATH}/${emailKey(email)}`;

export function checkPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new OrganiserError(
      "weak-password",
      `The password is too short: it needs at least ${MIN_PASSWORD_LENGTH} characters (a few words make a good one).`,
    );
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new OrganiserError("weak-password", `The password is too long: at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
}

// N = 2^15, r = 8: 32 MiB and some tens of milliseconds per hash, OWASP's recommended floor for scrypt.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * options.N! * options.r! + 1024 * 1024;
    scryptCallback(password.normalize("NFKC"), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Constant time; an unreadable hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/** So an unknown e-mail answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
}

export async function getAccount(db: RealtimeDatabase, email: string): Promise<OrganiserAccount | null> {
  const value = (await db.get(accountPath(email))) as OrganiserAccount | null;
  return value && typeof value.passwordHash === "string" ? value : null;
}

export async function addOrganiser(db: RealtimeDatabase, rawEmail: string, password: string): Promise<string> {
  const email = normaliseEmail(rawEmail);
  checkPassword(password);
  const account: OrganiserAccount = {
    email,
    passwordHash: await hashPassword(password),
    createdAt: new Date().toISOString(),
    generation: randomBytes(12).toString("base64url"),
  };
  try {
    await db.create(accountPath(email), account);
  } catch (error) {
    if ((error as { code?: string }).code === "already-exists") {
      throw new OrganiserError("exists", `There is already an organiser account for ${email}.`);
    }
    throw error;
  }
  return email;
}

async function endSessions(db: RealtimeDatabase, account: OrganiserAccount): Promise<number> {
  const hashes = Object.keys(account.sessions ?? {});
  for (const hash of hashes) await db.remove(`organiserSessions/${hash}`);
  return hashes.length;
}

export async function removeOrganiser(db: RealtimeDatabase, rawEmail: string): Promise<{ email: string; sessions: number }> {
  const email = normaliseEmail(rawEmail);
  const account = await getAccount(db, email);
  if (!account) throw new OrganiserError("not-found", `There is no organiser account for ${email}.`);
  // The account goes first: from that moment no session of it is honoured, whatever is left.
  await db.remove(accountPath(email));
  return { email, sessions: await endSessions(db, account) };
}

export async function resetPassword(
  db: RealtimeDatabase,
  rawEmail: string,
  password: string,
): Promise<{ email: string; sessions: number }> {
  const email = normaliseEmail(rawEmail);
  checkPassword(password);
  const account = await getAccount(db, email);
  if (!account) throw new OrganiserError("not-found", `There is no organiser account for ${email}.`);
  // A new generation ends every session at once, even one this reset does not know of.
  await db.update(accountPath(email), {
    passwordHash: await hashPassword(password),
    generation: randomBytes(12).toString("base64url"),
    failures: null,
    sessions: null,
  });
  return { email, sessions: await endSessions(db, account) };
}

export async function listOrganisers(
  db: RealtimeDatabase,
): Promise<Array<{ email: string; createdAt: string; secondFactor: boolean; sessions: number }>> {
  const all = ((await db.get(ACCOUNTS_PATH)) ?? {}) as Record<string, OrganiserAccount>;
  const now = Date.now();
  return Object.values(all)
    .filter((a) => typeof a?.email === "string")
    .map((a) => ({
      email: a.email,
      createdAt: a.createdAt,
      secondFactor: Boolean(a.totp),
      sessions: Object.values(a.sessions ?? {}).filter((expiresAt) => expiresAt > now).length,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** Each dismissal is kept in the notice under the SHA-256 of the organiser's e-mail, so it hides it for them only. */
export const NOTICES_PATH = "organiserNotices";
/** One bounded key query, whatever the history. */
export const NOTICES_SHOWN = 20;
const NOTICE_ID = /^\d{15}-[0-9a-f]{8}$/;

export interface OrganiserNotice {
  at: string;
  text: string;
  dismissedBy?: Record<string, true>;
}

export async function addNotice(db: RealtimeDatabase, text: string, now = Date.now()): Promise<string> {
  const id = `${String(now).padStart(15, "0")}-${randomBytes(4).toString("hex")}`;
  const notice: OrganiserNotice = { at: new Date(now).toISOString(), text };
  await db.create(`${NOTICES_PATH}/${id}`, notice);
  return id;
}

/** Removes the notices older than `cutoff` (they name accounts and failed sign-ins), reading only those; returns how many. */
export function expireNotices(db: RealtimeDatabase, cutoff: number): Promise<number> {
  return removeKeysBefore(db, NOTICES_PATH, String(Math.max(0, Math.floor(cutoff))).padStart(15, "0"));
}

/** Oldest first, of the newest NOTICES_SHOWN. */
export async function noticesFor(db: RealtimeDatabase, email: string): Promise<Array<{ id: string; at: string; text: string }>> {
  const rows = await db.queryByKey(NOTICES_PATH, { limit: NOTICES_SHOWN, from: "last" });
  const me = emailKey(email);
  return rows
    .filter(([id, value]) => {
      const notice = value as OrganiserNotice | null;
      return NOTICE_ID.test(id) && typeof notice?.text === "string" && !notice.dismissedBy?.[me];
    })
    .map(([id, value]) => ({ id, at: (value as OrganiserNotice).at, text: (value as OrganiserNotice).text }));
}

/** Ids that name no notice are ignored. */
export async function dismissNoticesFor(db: RealtimeDatabase, email: string, ids: readonly string[]): Promise<number> {
  const me = emailKey(email);
  const writes: Record<string, true> = {};
  for (const id of new Set(ids)) {
    if (!NOTICE_ID.test(id)) continue;
    // A dismissal written alone would leave a notice without text; the embedded store reads a notice only whole.
    const notice = (await db.get(`${NOTICES_PATH}/${id}`)) as OrganiserNotice | null;
    if (typeof notice?.text !== "string") continue;
    writes[`${NOTICES_PATH}/${id}/dismissedBy/${me}`] = true;
  }
  if (Object.keys(writes).length > 0) await db.update("/", writes);
  return Object.keys(writes).length;
}
