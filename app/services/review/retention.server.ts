import { getDatabase } from "../backend/backend.server";
import { getConfig, now as siteNow } from "../../config/config.server";
import { expirePhotoMail } from "../mail/photo-mail.server";
import { expireSignInRecords } from "../organisers/organiser-auth.server";
import { expireNotices } from "../organisers/organisers.server";
import { expireAuditEntries, expireHiddenPhotos } from "./photo-review.server";
import { expireClosedRemovalRequests } from "./removal-requests.server";

// What the site keeps about people is kept only for the periods in `config.retention`, which the privacy notice
// shows (docs/ORGANISERS.md, What is kept and for how long). Run by the upload sweep's schedule: at start-up, then
// every 15 minutes. Each step reads only what is due where the database orders it, removes it with writes that are
// harmless twice (two copies sweeping at once, or a sweep killed halfway and run again), and counts on the site's
// clock, so SITE_NOW far ahead shows what a sweep then would remove.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionReport {
  /** Keys of hidden photos deleted (files and records, through the delete path; audited as "expire"). */
  hiddenPhotos: string[];
  closedRemovalRequests: number;
  auditEntries: number;
  notices: number;
  /** Expired organiser session records. */
  sessions: number;
  /** Accounts whose old failed sign-in counts went. */
  signInFailures: number;
  /** Participants' sign-ups for mail about new photos: unconfirmed in time, or their edition long over. */
  photoMailSignUps: number;
  /** Steps that failed (each is tried again next time); the others still ran. */
  failed: string[];
}

export async function sweepRetention(now = siteNow().getTime()): Promise<RetentionReport> {
  const periods = getConfig().retention;
  const report: RetentionReport = {
    hiddenPhotos: [],
    closedRemovalRequests: 0,
    auditEntries: 0,
    notices: 0,
    sessions: 0,
    signInFailures: 0,
    photoMailSignUps: 0,
    failed: [],
  };
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      report.failed.push(name);
      console.error(`Retention sweep: ${name} failed:`, error instanceof Error ? error.message : error);
    }
  };
  // The log first: the entries of the deletions below are then kept their full period.
  await step("audit log", async () => {
    report.auditEntries = await expireAuditEntries(now - periods.auditDays * DAY_MS);
    report.notices = await expireNotices(getDatabase(), now - periods.auditDays * DAY_MS);
  });
  await step("closed removal requests", async () => {
    report.closedRemovalRequests = await expireClosedRemovalRequests(now - periods.closedRemovalRequestDays * DAY_MS);
  });
  await step("hidden photos", async () => {
    // Audited at the sweep's time, on its clock.
    report.hiddenPhotos = await expireHiddenPhotos(now - periods.hiddenPhotoDays * DAY_MS, now);
  });
  await step("organiser sessions", async () => {
    const signIns = await expireSignInRecords(now);
    report.sessions = signIns.sessions;
    report.signInFailures = signIns.failures;
  });
  await step("participants' mail sign-ups", async () => {
    report.photoMailSignUps = await expirePhotoMail(now, periods.photoMailDays * DAY_MS);
  });
  return report;
}

/** The one summary line, or null when nothing was removed. */
export function describeRetention(r: RetentionReport): string | null {
  const total =
    r.hiddenPhotos.length +
    r.closedRemovalRequests +
    r.auditEntries +
    r.notices +
    r.sessions +
    r.signInFailures +
    r.photoMailSignUps;
  if (total === 0) return null;
  return `Retention sweep: ${r.hiddenPhotos.length} hidden photos, ${r.closedRemovalRequests} closed removal requests, ${r.auditEntries} audit entries, ${r.notices} organiser notices, ${r.sessions} expired sessions, ${r.signInFailures} old sign-in failure counts, ${r.photoMailSignUps} sign-ups for the participants' mail deleted`;
}
