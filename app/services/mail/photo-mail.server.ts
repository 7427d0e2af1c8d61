import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { localePath, type Lang } from "~/i18n/languages";
import {
  CONFIRM_HOURS,
  isPhotoMailRecord,
  LINK_TOKEN_PATTERN,
  MAX_CONFIRMATION_MAILS,
  MAX_EMAIL_LENGTH,
  normaliseEmail,
  PHOTO_MAIL_PATH,
  photoMailPath,
  RESEND_MINUTES,
  SUBSCRIBER_PATTERN,
  type PhotoMailRecord,
} from "~/lib/photo-mail";
import { editionKey } from "~/lib/photo-layout";
import { photoMailLinkUrl } from "~/lib/urls";
import { contentIn, findEvent } from "~/models/content.server";
import { getDatabase } from "../backend/backend.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { getConfig, now as siteNow } from "../../config/config.server";
import { deliver, mailEnabled } from "./mail.server";
import { confirmationMessage } from "./photo-mail-messages.server";

// Sign-ups for the participants' mail about new photos, double opt-in (decision 037). Only hashes of the links'
// tokens are stored; a sign-up's key is an HMAC of its address, so a second sign-up finds the first without the
// address appearing in any key, link or log line. Every answer to a sign-up is the same, whatever was stored.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CONFIRM_MS = CONFIRM_HOURS * HOUR_MS;

/** With an SMTP server and the secret that keys the sign-ups. */
export function participantMailEnabled(): boolean {
  return mailEnabled() && getConfig().participantMail.secret !== null;
}

/** The end of an edition's last day (UTC), from which confirmed sign-ups are kept RETAIN_PHOTO_MAIL_DAYS. */
export function editionEnd(event: { date: readonly [string, string] }): number {
  return Date.parse(`${event.date[1]}T00:00:00Z`) + DAY_MS;
}

/** Sign-ups are taken until their edition's sign-ups would be deleted. */
export function photoMailOpen(event: { date: readonly [string, string] }, at = siteNow().getTime()): boolean {
  return participantMailEnabled() && at < editionEnd(event) + getConfig().retention.photoMailDays * DAY_MS;
}

const emailSchema = z.string().email();

/** The address as it is kept, or null when it is none. */
export function checkPhotoMailAddress(value: string): string | null {
  const email = normaliseEmail(value);
  return email.length <= MAX_EMAIL_LENGTH && emailSchema.safeParse(email).success ? email : null;
}

const hmac = () => createHmac("sha256", getConfig().participantMail.secret ?? "");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function subscriberKey(email: string): string {
  return hmac()
    .update(`address\n${normaliseEmail(email)}`)
    .digest("hex");
}

/** Made again for each mail, never stored: only its hash is. */
function unsubscribeToken(edition: string, subscriber: string, salt: string): string {
  return hmac().update(`unsubscribe\n${edition}\n${subscriber}\n${salt}`).digest("base64url");
}

function sameHash(token: string, hash: string | undefined): boolean {
  const given = Buffer.from(sha256(token));
  return hash !== undefined && hash.length === given.length && timingSafeEqual(given, Buffer.from(hash));
}

const absolute = (lang: Lang, path: string) => new URL(localePath(lang, path), getConfig().siteUrl).href;

export function unsubscribeUrl(edition: string, subscriber: string, record: PhotoMailRecord): string {
  const token = unsubscribeToken(edition, subscriber, record.salt);
  return absolute(record.lang, photoMailLinkUrl(edition, "unsubscribe", subscriber, token));
}

function sendConfirmation(edition: string, subscriber: string, record: PhotoMailRecord, token: string): void {
  const title = contentIn(record.lang).findEvent(edition)?.title ?? edition.toUpperCase();
  const confirmUrl = absolute(record.lang, photoMailLinkUrl(edition, "confirm", subscriber, token));
  void deliver(
    "participants' mail confirmation",
    record.email,
    confirmationMessage({ lang: record.lang, title, confirmUrl }),
  ).then((sent) => sent && console.info("Mail sent: participants' mail confirmation, to 1 address."));
}

const alreadyExists = (error: unknown) => (error as { code?: string }).code === "already-exists";

/**
 * A new address is stored unconfirmed and sent the link; one waiting for confirmation is sent a new link at most
 * every RESEND_MINUTES and MAX_CONFIRMATION_MAILS times in all; a confirmed one nothing. Each claim is create-only,
 * so two copies of the site never both send.
 */
export async function signUp(edition: string, address: string, lang: Lang, at = siteNow().getTime()): Promise<void> {
  const id = editionKey(edition);
  const email = checkPhotoMailAddress(address);
  if (!id || !email || !participantMailEnabled()) return;
  const db = getDatabase();
  const subscriber = subscriberKey(email);
  const path = photoMailPath(id, subscriber);
  const token = randomBytes(24).toString("base64url");
  const salt = randomBytes(16).toString("base64url");
  const record: PhotoMailRecord = {
    email,
    lang,
    at,
    salt,
    off: sha256(unsubscribeToken(id, subscriber, salt)),
    confirm: sha256(token),
    mails: { m1: at },
  };
  try {
    await db.create(path, record);
    return sendConfirmation(id, subscriber, record, token);
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
  const stored = await db.get(path);
  if (!isPhotoMailRecord(stored) || stored.confirmedAt !== undefined) return;
  const mails = Object.values(stored.mails ?? {}).filter((m): m is number => typeof m === "number");
  const last = Math.max(stored.at, ...mails);
  if (mails.length >= MAX_CONFIRMATION_MAILS || at < last + RESEND_MINUTES * 60_000 || at >= stored.at + CONFIRM_MS) return;
  try {
    await db.create(`${path}/mails/m${mails.length + 1}`, at);
  } catch (error) {
    if (alreadyExists(error)) return;
    throw error;
  }
  await db.update(path, { confirm: sha256(token), lang });
  sendConfirmation(id, subscriber, { ...stored, lang }, token);
}

export type PhotoMailLink = "confirm" | "unsubscribe";

/** The sign-up a link names when its token is right (and, to confirm, while it waits), else null. */
async function recordOfLink(
  db: RealtimeDatabase,
  edition: string,
  link: PhotoMailLink,
  subscriber: string,
  token: string,
  at: number,
): Promise<PhotoMailRecord | null> {
  const id = editionKey(edition);
  if (!id || !SUBSCRIBER_PATTERN.test(subscriber) || !LINK_TOKEN_PATTERN.test(token)) return null;
  const record = await db.get(photoMailPath(id, subscriber));
  if (!isPhotoMailRecord(record)) return null;
  if (link === "unsubscribe") return sameHash(token, record.off) ? record : null;
  const waiting = record.confirmedAt === undefined && at < record.at + CONFIRM_MS;
  return waiting && sameHash(token, record.confirm) ? record : null;
}

/** Whether the link would work: its page asks before its button does anything (mail scanners open links). */
export async function photoMailLinkWorks(
  edition: string,
  link: PhotoMailLink,
  subscriber: string,
  token: string,
  at = siteNow().getTime(),
): Promise<boolean> {
  return (await recordOfLink(getDatabase(), edition, link, subscriber, token, at)) !== null;
}

/** False for a wrong, used or expired link, which changes nothing. */
export async function confirmSignUp(
  edition: string,
  subscriber: string,
  token: string,
  at = siteNow().getTime(),
): Promise<boolean> {
  const db = getDatabase();
  if (!(await recordOfLink(db, edition, "confirm", subscriber, token, at))) return false;
  await db.update(photoMailPath(edition, subscriber), { confirmedAt: at, confirm: null, mails: null });
  return true;
}

/** Deletes the sign-up at once; false for a wrong or used link. */
export async function unsubscribe(edition: string, subscriber: string, token: string): Promise<boolean> {
  const db = getDatabase();
  if (!(await recordOfLink(db, edition, "unsubscribe", subscriber, token, 0))) return false;
  await db.remove(photoMailPath(edition, subscriber));
  return true;
}

/** Every child of a node, a thousand per query, in key order. */
export async function allChildren(db: RealtimeDatabase, path: string): Promise<Array<[string, unknown]>> {
  const rows: Array<[string, unknown]> = [];
  for (;;) {
    const after = rows.at(-1)?.[0];
    const page = await db.queryByKey(path, { ...(after ? { startAt: after } : {}), limit: 1000, from: "first" });
    const fresh = page.filter(([key]) => key !== after);
    rows.push(...fresh);
    if (page.length < 1000 || fresh.length === 0) return rows;
  }
}

/** The confirmed sign-ups of an edition. */
export async function confirmedSignUps(db: RealtimeDatabase, edition: string): Promise<Array<[string, PhotoMailRecord]>> {
  return (await allChildren(db, photoMailPath(edition))).filter(
    (row): row is [string, PhotoMailRecord] => isPhotoMailRecord(row[1]) && row[1].confirmedAt !== undefined,
  );
}

/**
 * The retention sweep's step: unconfirmed sign-ups CONFIRM_HOURS after they were made, all of an edition's
 * `keptAfterEnd` ms after it ended (or at once when the site knows it no more); returns how many went.
 */
export async function expirePhotoMail(at: number, keptAfterEnd: number): Promise<number> {
  const db = getDatabase();
  let removed = 0;
  for (const [edition, value] of await db.queryByKey(PHOTO_MAIL_PATH, { limit: 1000, from: "first" })) {
    const event = findEvent(edition);
    const over = !event || at >= editionEnd(event) + keptAfterEnd;
    const signUps = typeof value === "object" && value !== null ? Object.entries(value) : [];
    const due = signUps
      .filter(([, r]) => over || !isPhotoMailRecord(r) || (r.confirmedAt === undefined && at >= r.at + CONFIRM_MS))
      .map(([key]) => key);
    if (due.length === 0) continue;
    await db.update(photoMailPath(edition), Object.fromEntries(due.map((key) => [key, null])));
    removed += due.length;
  }
  return removed;
}
