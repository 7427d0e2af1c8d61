import { localePath } from "~/i18n/languages";
import { editionKey, isClip, PHOTO_NEWS_PATH, photoNewsPath, recordPath } from "~/lib/photo-layout";
import { isPhotoMailRecord, photoMailPath, photoMailSendPath, type PhotoMailRecord } from "~/lib/photo-mail";
import { eventGalleryUrl } from "~/lib/urls";
import { contentIn } from "~/models/content.server";
import { getDatabase } from "../backend/backend.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { getConfig, type Config } from "../../config/config.server";
import { deliver } from "./mail.server";
import { newsMessage } from "./photo-mail-messages.server";
import { allChildren, confirmedSignUps, participantMailEnabled, unsubscribeUrl } from "./photo-mail.server";

// At most one mail about an edition's new photos per PARTICIPANT_MAIL_SECONDS across every copy of the site: whoever
// creates the edition's send n+1 mails, as with the organisers' digest (decisions 025 and 037). What is new is what
// `photoNews/{edition}` holds; a mail removes exactly the keys it counted.

/** A batch of approvals makes one mail: a minute, or half the interval when that is shorter. */
const GATHER_MS = 60_000;
/** setTimeout's longest wait; a longer interval is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const intervalMs = () => getConfig().participantMail.intervalSeconds * 1000;
const alreadyExists = (error: unknown) => (error as { code?: string }).code === "already-exists";

/** What the start-up log says of it (never the secret). */
export function describeParticipantMail(config: Config): string {
  const off = !config.mail.smtpUrl ? "no SMTP_URL" : !config.participantMail.secret ? "no PHOTO_MAIL_SECRET" : null;
  return off
    ? `participants' mail about new photos is off (${off})`
    : `participants' mail about new photos: at most one per edition every ${config.participantMail.intervalSeconds} s`;
}

async function latestSend(db: RealtimeDatabase, edition: string): Promise<{ sequence: number; at: number } | null> {
  const [row] = await db.queryByKey(photoMailSendPath(edition), { limit: 1, from: "last" });
  if (!row) return null;
  const at = (row[1] as { at?: unknown } | null)?.at;
  return { sequence: Number(row[0]), at: typeof at === "number" ? at : 0 };
}

let timer: NodeJS.Timeout | undefined;
/** When this copy looks next; one plan at a time, the earliest wins. */
let plannedFor: number | null = null;
let stopped = false;
let checking: Promise<unknown> = Promise.resolve();

function plan(due: number): void {
  if (stopped || (plannedFor !== null && plannedFor <= due)) return;
  clearTimeout(timer);
  plannedFor = due;
  timer = setTimeout(
    () => {
      plannedFor = null;
      checking = checkPhotoMail().then(
        (next) => next !== null && plan(next),
        () => {
          console.warn("Mail failed: participants' mail (the database did not answer).");
          plan(Date.now() + intervalMs());
        },
      );
    },
    Math.min(MAX_TIMER_MS, Math.max(0, due - Date.now())),
  );
  timer.unref();
}

/** After a photo is approved; never waits for the database or a mail. */
export function schedulePhotoMail(options: { gather: boolean } = { gather: true }): void {
  if (!participantMailEnabled()) return;
  plan(Date.now() + (options.gather ? Math.min(GATHER_MS, intervalMs() / 2) : 0));
}

/** Photos approved while no copy ran get their mail. */
export function startPhotoMail(): void {
  schedulePhotoMail({ gather: false });
}

/** Mails every edition that has new photos and whose interval is over; when to look again (null: on the next approval). */
export async function checkPhotoMail(): Promise<number | null> {
  const db = getDatabase();
  let next: number | null = null;
  for (const [edition] of await db.queryByKey(PHOTO_NEWS_PATH, { limit: 1000, from: "first" })) {
    const retry = await checkEdition(db, edition).catch(() => {
      console.warn(`Mail failed: new photos of ${edition} (the database did not answer).`);
      return Date.now() + intervalMs();
    });
    if (retry !== null) next = Math.min(next ?? retry, retry);
  }
  return next;
}

async function checkEdition(db: RealtimeDatabase, edition: string): Promise<number | null> {
  const id = editionKey(edition);
  if (!id) return null;
  const signUps = await confirmedSignUps(db, id);
  if (signUps.length === 0) return null;
  const last = await latestSend(db, id);
  const now = Date.now();
  if (last && now < last.at + intervalMs()) return last.at + intervalMs();
  const keys = (await allChildren(db, photoNewsPath(id))).map(([key]) => key);
  if (keys.length === 0) return null;
  const sequence = (last?.sequence ?? 0) + 1;
  try {
    await db.create(photoMailSendPath(id, sequence), { at: now, count: keys.length });
  } catch (error) {
    // Another copy sent this one: photos it did not count are for the next.
    if (!alreadyExists(error)) throw error;
    return now + intervalMs();
  }
  // The one before stays for a copy that read it a moment ago.
  if (last) await db.remove(photoMailSendPath(id, last.sequence - 1)).catch(() => undefined);
  if ((await mailSignUps(db, id, signUps, { count: keys.length, clips: await clipsAmong(db, keys) })) > 0) {
    await db.update(photoNewsPath(id), Object.fromEntries(keys.map((key) => [key, null])));
    return null;
  }
  // Nothing went: the photos stay new, and the next interval tries again.
  await db.set(photoMailSendPath(id, sequence), { at: now, failed: true });
  return now + intervalMs();
}

/** The news node holds approval times only: the records say which are clips, a few read at a time, once per mail. */
export async function clipsAmong(db: RealtimeDatabase, keys: readonly string[]): Promise<number> {
  let clips = 0;
  for (let i = 0; i < keys.length; i += 20) {
    const records = await Promise.all(keys.slice(i, i + 20).map((key) => db.get(recordPath(key))));
    clips += records.filter((record) => isClip(record as { type?: string } | null)).length;
  }
  return clips;
}

/** Each in their language, each with their own unsubscribe link; how many went. */
async function mailSignUps(
  db: RealtimeDatabase,
  edition: string,
  signUps: ReadonlyArray<[string, PhotoMailRecord]>,
  { count, clips }: { count: number; clips: number },
): Promise<number> {
  let sent = 0;
  for (const [subscriber] of signUps) {
    // Read again: an unsubscribe a moment ago is honoured.
    const record = await db.get(photoMailPath(edition, subscriber));
    if (!isPhotoMailRecord(record) || record.confirmedAt === undefined) continue;
    const off = unsubscribeUrl(edition, subscriber, record);
    const message = newsMessage({
      lang: record.lang,
      title: contentIn(record.lang).findEvent(edition)?.title ?? edition.toUpperCase(),
      count,
      clips,
      galleryUrl: new URL(localePath(record.lang, eventGalleryUrl(edition)), getConfig().siteUrl).href,
      unsubscribeUrl: off,
    });
    const headers = { "List-Unsubscribe": `<${off}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    if (await deliver(`new photos of ${edition}`, record.email, message, headers)) sent++;
  }
  if (sent > 0) console.info(`Mail sent: new photos of ${edition}, to ${sent} participant${sent === 1 ? "" : "s"}.`);
  return sent;
}

/** At a stop: nothing is planned any more; mails being sent are finished. */
export function stopPhotoMail(): Promise<unknown> {
  stopped = true;
  clearTimeout(timer);
  return checking;
}

export function stopPhotoMailForTests(): void {
  clearTimeout(timer);
  plannedFor = null;
}
