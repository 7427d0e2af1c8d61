import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { getDatabase } from "../backend/backend.server";
import { getConfig, SESSION_DAYS } from "../../config/config.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { truncatedAddress } from "~/lib/client-address.server";
import {
  ACCOUNTS_PATH,
  accountPath,
  addNotice,
  dismissNoticesFor,
  getAccount,
  normaliseEmail,
  noticesFor,
  type OrganiserAccount,
  verifyAgainstNothing,
  verifyPassword,
} from "./organisers.server";
import { checkCode } from "./organiser-totp.server";
import { organiserSignInUrl, organisersUrl } from "~/lib/urls";
import { COOKIES } from "~/lib/privacy-inventory";
import { notifyOrganisers } from "./organiser-mail.server";

export interface Organiser {
  email: string;
  /** SHA-256 of the session's id: safe to log or keep in an audit. */
  sessionId: string;
}

export const SESSION_COOKIE = COOKIES.organiserSession.name;
export { SESSION_DAYS };
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
const PENDING_MS = 5 * 60 * 1000;
/** Per account, within the window. */
export const LOCK_AFTER_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
/** Also leaves a notice for every organiser. */
export const WARN_AFTER_FAILURES = 3;

interface SessionRecord {
  email: string;
  generation: string;
  createdAt: string;
  expiresAt: number;
  pending?: boolean;
}

const SESSIONS_PATH = "organiserSessions";
const sessionPath = (hash: string) => `${SESSIONS_PATH}/${hash}`;
const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

let cookie: { siteUrl: string; cookie: Cookie } | undefined;

// Unsigned: the id is worth something only while its record exists (decision 011), and a per-process
// secret would end every session at a restart.
function sessionCookie(): Cookie {
  const { siteUrl } = getConfig();
  if (cookie?.siteUrl !== siteUrl) {
    const options = {
      path: COOKIES.organiserSession.path,
      httpOnly: true,
      sameSite: "lax",
      secure: siteUrl.startsWith("https:"),
    } as const;
    cookie = { siteUrl, cookie: createCookie(SESSION_COOKIE, options) };
  }
  return cookie.cookie;
}

export const clearSessionCookie = () => sessionCookie().serialize("", { maxAge: 0 });

async function sessionIdOf(request: Request): Promise<string | null> {
  const id: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof id === "string" && /^[A-Za-z0-9_-]{43}$/.test(id) ? id : null;
}

/** 403 when Origin, or without one Referer, is not the site's own (decision 021). */
export function checkSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const site = new URL(getConfig().siteUrl).origin;
  let from = request.headers.get("Origin");
  if (from === null) {
    const referer = request.headers.get("Referer");
    try {
      from = referer ? new URL(referer).origin : null;
    } catch {
      from = null;
    }
  }
  if (from !== site) {
    throw new Response("This form can only be sent from the site's own pages.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
}

async function liveSession(db: RealtimeDatabase, request: Request): Promise<{ hash: string; record: SessionRecord } | null> {
  const id = await sessionIdOf(request);
  if (!id) return null;
  const hash = hashId(id);
  const record = (await db.get(sessionPath(hash))) as SessionRecord | null;
  if (!record || record.pending || typeof record.email !== "string") return null;
  if (!(record.expiresAt > Date.now())) {
    await db.remove(sessionPath(hash));
    return null;
  }
  const account = await getAccount(db, record.email);
  if (!account || account.generation !== record.generation) return null;
  return { hash, record };
}

/** Only paths under /organisers; anything else: /organisers. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined): string {
  if (typeof to !== "string" || !/^\/organisers(?:[/?#]|$)/.test(to) || /[\\\s]|\/\//.test(to)) return organisersUrl();
  return to;
}

/** Checked on every call; throws a redirect to sign-in without a session, a 403 for a post from another origin. */
export async function requireOrganiser(request: Request): Promise<Organiser> {
  checkSameOrigin(request);
  const session = await liveSession(getDatabase(), request);
  if (session) return { email: session.record.email, sessionId: session.hash };
  const url = new URL(request.url);
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if ((await sessionCookie().parse(request.headers.get("Cookie"))) !== null) headers["Set-Cookie"] = await clearSessionCookie();
  throw redirect(organiserSignInUrl(url.pathname + url.search), { headers });
}

export async function currentOrganiser(request: Request): Promise<Organiser | null> {
  const session = await liveSession(getDatabase(), request);
  return session ? { email: session.record.email, sessionId: session.hash } : null;
}

export async function organiserNotices(organiser: Organiser): Promise<Array<{ id: string; at: string; text: string }>> {
  return noticesFor(getDatabase(), organiser.email);
}

/** The other organisers still see them. */
export async function dismissNotices(organiser: Organiser, ids: readonly string[]): Promise<number> {
  return dismissNoticesFor(getDatabase(), organiser.email, ids);
}

/** Its record goes, so a copy of the cookie is worth nothing. */
export async function signOut(organiser: Organiser): Promise<string> {
  const db = getDatabase();
  await db.remove(sessionPath(organiser.sessionId));
  await db.update(accountPath(organiser.email), { [`sessions/${organiser.sessionId}`]: null });
  return clearSessionCookie();
}

async function createSession(
  db: RealtimeDatabase,
  email: string,
  generation: string,
  pending: boolean,
): Promise<{ id: string; hash: string; expiresAt: number }> {
  const id = randomBytes(32).toString("base64url");
  const hash = hashId(id);
  const expiresAt = Date.now() + (pending ? PENDING_MS : SESSION_MS);
  const record: SessionRecord = { email, generation, createdAt: new Date().toISOString(), expiresAt };
  if (pending) record.pending = true;
  await db.create(sessionPath(hash), record);
  if (!pending) await db.update(accountPath(email), { [`sessions/${hash}`]: expiresAt });
  return { id, hash, expiresAt };
}

export type SignInResult =
  | { outcome: "signed-in"; setCookie: string }
  | { outcome: "needs-code"; pendingToken: string }
  | { outcome: "refused" }
  | { outcome: "expired" }
  | { outcome: "locked"; retryAfterSeconds: number };

// Unknown e-mails lock the same way, so a lock says nothing about whether the account exists.
const unknownFailures = new Map<string, { count: number; since: number; lockedUntil?: number }>();

function lockRemaining(failures: { lockedUntil?: number } | undefined): number {
  const left = (failures?.lockedUntil ?? 0) - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

function nextFailures(previous: { count: number; since: number; inARow?: number } | undefined) {
  const now = Date.now();
  const fresh = !previous || now - previous.since > FAILURE_WINDOW_MS;
  const count = fresh ? 1 : previous.count + 1;
  return {
    inARow: (previous?.inARow ?? 0) + 1,
    count,
    since: fresh ? now : previous.since,
    lastAt: now,
    ...(count >= LOCK_AFTER_FAILURES ? { lockedUntil: now + LOCK_MS } : {}),
  };
}

async function recordFailure(db: RealtimeDatabase, email: string, client: string): Promise<void> {
  const account = await getAccount(db, email);
  if (!account) {
    if (unknownFailures.size > 10_000) unknownFailures.clear();
    unknownFailures.set(email, nextFailures(unknownFailures.get(email)));
    return;
  }
  const failures = nextFailures(account.failures);
  await db.set(`${accountPath(email)}/failures`, failures);
  if (failures.inARow % WARN_AFTER_FAILURES === 0) {
    // Never the whole address in the log (docs/ORGANISERS.md, What is kept and for how long).
    console.warn(
      `Organiser sign-in: ${failures.inARow} failed attempts in a row for ${email} (last from ${truncatedAddress(client)}).`,
    );
    // For every organiser: someone may be guessing a colleague's password.
    const text = `${failures.inARow} sign-in attempts in a row failed for the organiser account ${email} (the last on ${new Date().toUTCString()}). If they were not its owner's, its password should be changed: npm run organiser -- reset-password ${email} (docs/ORGANISERS.md).`;
    // Not awaited: a slow mail server never slows a sign-in.
    notifyOrganisers("failed sign-ins", { subject: "Failed sign-ins to an organiser account", text });
    await addNotice(db, text);
  }
}

async function startSession(db: RealtimeDatabase, email: string, generation: string): Promise<SignInResult> {
  const sessions = ((await db.get(`${accountPath(email)}/sessions`)) ?? {}) as Record<string, number>;
  const expired = Object.keys(sessions).filter((hash) => !(sessions[hash]! > Date.now()));
  for (const hash of expired) await db.remove(sessionPath(hash));
  await db.update(accountPath(email), { failures: null, ...Object.fromEntries(expired.map((h) => [`sessions/${h}`, null])) });
  const { id } = await createSession(db, email, generation, false);
  return { outcome: "signed-in", setCookie: await sessionCookie().serialize(id, { maxAge: SESSION_MS / 1000 }) };
}

/** With a second factor, the code comes next (`completeSignIn`). */
export async function signIn(input: { email: string; password: string; client: string }): Promise<SignInResult> {
  const db = getDatabase();
  let email: string;
  try {
    email = normaliseEmail(input.email);
  } catch {
    await verifyAgainstNothing(input.password);
    return { outcome: "refused" };
  }
  const account = await getAccount(db, email);
  const locked = lockRemaining(account ? account.failures : unknownFailures.get(email));
  if (locked > 0) return { outcome: "locked", retryAfterSeconds: locked };
  const ok = account
    ? await verifyPassword(input.password, account.passwordHash)
    : (await verifyAgainstNothing(input.password), false);
  if (!account || !ok) {
    await recordFailure(db, email, input.client);
    return { outcome: "refused" };
  }
  if (account.totp) {
    const pending = await createSession(db, email, account.generation, true);
    return { outcome: "needs-code", pendingToken: pending.id };
  }
  return startSession(db, email, account.generation);
}

/** Within minutes of the right password. */
export async function completeSignIn(input: { pendingToken: string; code: string; client: string }): Promise<SignInResult> {
  const db = getDatabase();
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.pendingToken)) return { outcome: "expired" };
  const hash = hashId(input.pendingToken);
  const pending = (await db.get(sessionPath(hash))) as SessionRecord | null;
  if (!pending?.pending || !(pending.expiresAt > Date.now())) return { outcome: "expired" };
  const account = await getAccount(db, pending.email);
  if (!account?.totp || account.generation !== pending.generation) return { outcome: "expired" };
  const locked = lockRemaining(account.failures);
  if (locked > 0) return { outcome: "locked", retryAfterSeconds: locked };
  const step = await checkCode(account.totp.secret, input.code, account.totp.lastStep);
  if (step === null) {
    await recordFailure(db, pending.email, input.client);
    return { outcome: "refused" };
  }
  await db.remove(sessionPath(hash));
  await db.set(`${accountPath(pending.email)}/totp/lastStep`, step);
  return startSession(db, pending.email, account.generation);
}

/** Counts of failed sign-ins are forgotten this long after the last one, once no lock is in force. */
const FAILURES_KEPT_MS = SESSION_MS;

type Failures = NonNullable<OrganiserAccount["failures"]>;

function failuresOver(failures: Partial<Failures>, now: number, keptMs: number): boolean {
  const last = Number(failures.lastAt ?? failures.since ?? 0);
  return !((failures.lockedUntil ?? 0) > now) && !(last + keptMs > now);
}

export interface SignInSweep {
  /** Session records that were over (signed in, or waiting for a code). */
  sessions: number;
  /** Accounts whose failure counts were forgotten. */
  failures: number;
}

/**
 * What sign-in leaves behind that is over at `now`: expired session records (read a thousand at a time, by key), each
 * account's index entries of expired sessions, failure counts with no lock whose last failure is older than a session
 * lasts, and the counts kept in memory for unknown e-mails once their window is over. Removing twice is no error; a
 * failure recorded between the read and the removal may go with the old counts (one count, 14 days after the last).
 */
export async function expireSignInRecords(now: number): Promise<SignInSweep> {
  const db = getDatabase();
  let sessions = 0;
  let startAt: string | undefined;
  for (;;) {
    const rows = await db.queryByKey(SESSIONS_PATH, { ...(startAt ? { startAt } : {}), limit: 1000, from: "first" });
    const over = rows.filter(([hash, value]) => {
      const expiresAt = (value as Partial<SessionRecord> | null)?.expiresAt;
      return hash !== startAt && !(typeof expiresAt === "number" && expiresAt > now);
    });
    if (over.length > 0) await db.update(SESSIONS_PATH, Object.fromEntries(over.map(([hash]) => [hash, null])));
    sessions += over.length;
    if (rows.length < 1000) break;
    startAt = rows[rows.length - 1]![0];
  }
  // A handful of accounts: one read of them all, as the organiser command's list does.
  const accounts = ((await db.get(ACCOUNTS_PATH)) ?? {}) as Record<string, Partial<OrganiserAccount> | null>;
  let failures = 0;
  for (const [id, account] of Object.entries(accounts)) {
    const writes: Record<string, null> = {};
    for (const [hash, expiresAt] of Object.entries(account?.sessions ?? {}))
      if (!(expiresAt > now)) writes[`sessions/${hash}`] = null;
    if (account?.failures && failuresOver(account.failures, now, FAILURES_KEPT_MS)) {
      writes.failures = null;
      failures++;
    }
    if (Object.keys(writes).length > 0) await db.update(`${ACCOUNTS_PATH}/${id}`, writes);
  }
  for (const [email, counted] of unknownFailures) {
    if (failuresOver({ since: counted.since, lockedUntil: counted.lockedUntil }, now, FAILURE_WINDOW_MS))
      unknownFailures.delete(email);
  }
  return { sessions, failures };
}

export function resetSignInLimitsForTests(): void {
  unknownFailures.clear();
}
