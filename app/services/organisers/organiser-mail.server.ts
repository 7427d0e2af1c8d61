import { randomBytes, timingSafeEqual } from "node:crypto";
import { mailSettingsPath } from "~/lib/photo-layout";
import { organiserMailOffUrl, organiserSecurityUrl } from "~/lib/urls";
import { getConfig } from "~/config/config.server";
import { getDatabase } from "../backend/backend.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { deliver, mailEnabled } from "../mail/mail.server";
import { noticeMessage, type MailFooter, type MailMessage } from "../mail/mail-messages.server";
import { emailKey, listOrganisers } from "./organisers.server";

// Mail to the organisers: who gets it, their opt-out and its link (decision 025).

interface MailSettings {
  token?: string;
  off?: boolean;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const ACCOUNT_PATTERN = /^[0-9a-f]{64}$/;

async function settingsOf(db: RealtimeDatabase, accountKey: string): Promise<MailSettings> {
  return ((await db.get(mailSettingsPath(accountKey))) ?? {}) as MailSettings;
}

/** Create-only, so two copies sending at once agree on it. */
async function tokenOf(db: RealtimeDatabase, accountKey: string, settings: MailSettings): Promise<string> {
  if (settings.token && TOKEN_PATTERN.test(settings.token)) return settings.token;
  const token = randomBytes(24).toString("base64url");
  try {
    await db.create(`${mailSettingsPath(accountKey)}/token`, token);
    return token;
  } catch (error) {
    if ((error as { code?: string }).code !== "already-exists") throw error;
    return String((await settingsOf(db, accountKey)).token);
  }
}

export async function mailWanted(email: string): Promise<boolean> {
  return !(await settingsOf(getDatabase(), emailKey(email))).off;
}

export async function setMailWanted(email: string, wanted: boolean): Promise<void> {
  await getDatabase().set(`${mailSettingsPath(emailKey(email))}/off`, wanted ? null : true);
}

/** Null unless the secret is right. */
export async function organiserOfMailLink(account: string, token: string): Promise<string | null> {
  if (!ACCOUNT_PATTERN.test(account) || !TOKEN_PATTERN.test(token)) return null;
  const db = getDatabase();
  const stored = (await settingsOf(db, account)).token;
  if (!stored || !timingSafeEqual(Buffer.from(stored), Buffer.from(token))) return null;
  const organiser = (await listOrganisers(db)).find((o) => emailKey(o.email) === account);
  return organiser?.email ?? null;
}

const absolute = (path: string) => new URL(path, getConfig().siteUrl).href;

async function recipients(db: RealtimeDatabase): Promise<Array<{ email: string; footer: MailFooter }>> {
  const result: Array<{ email: string; footer: MailFooter }> = [];
  for (const { email } of await listOrganisers(db)) {
    const account = emailKey(email);
    const settings = await settingsOf(db, account);
    if (settings.off) continue;
    const token = await tokenOf(db, account, settings);
    result.push({
      email,
      footer: { offUrl: absolute(organiserMailOffUrl(account, token)), settingsUrl: absolute(organiserSecurityUrl()) },
    });
  }
  return result;
}

/** Logs how many went and nothing of what it said; true when every mail went. */
export async function mailOrganisers(what: string, build: (footer: MailFooter) => MailMessage): Promise<boolean> {
  if (!mailEnabled()) return false;
  let failed = 0;
  let sent = 0;
  try {
    for (const { email, footer } of await recipients(getDatabase())) {
      if (await deliver(what, email, build(footer))) sent++;
      else failed++;
    }
  } catch {
    console.warn(`Mail failed: ${what} (the organisers could not be read).`);
    return false;
  }
  if (sent > 0) console.info(`Mail sent: ${what}, to ${sent} organiser${sent === 1 ? "" : "s"}.`);
  return failed === 0;
}

export interface OrganiserNoticeMail {
  subject: string;
  /** Each line a paragraph: never a password, a session or a link secret. */
  text: string;
  link?: { path: string; label: string };
}

/** For what cannot wait for a digest; `kind` alone names it in the log. Never throws, never waits. */
export function notifyOrganisers(kind: string, notice: OrganiserNoticeMail): void {
  if (!mailEnabled()) return;
  const link = notice.link ? { url: absolute(notice.link.path), label: notice.link.label } : undefined;
  void mailOrganisers(kind, (footer) => noticeMessage({ ...footer, subject: notice.subject, text: notice.text, link }));
}
