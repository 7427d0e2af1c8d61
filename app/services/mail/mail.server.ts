import { randomBytes, timingSafeEqual } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { mailSettingsPath } from "~/lib/photo-layout";
import { organiserMailOffUrl, organiserSecurityUrl } from "~/lib/urls";
import { getDatabase } from "../backend/backend.server";
import { getConfig } from "../config.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { noticeMessage, type MailFooter, type MailMessage } from "./mail-messages.server";
import { emailKey, listOrganisers } from "../organisers/organisers.server";

/**
 * E-mail to organisers through SMTP_URL (docs/ORGANISERS.md, E-mail; decision 025). Every organiser
 * gets every mail unless they turned mail off. Sending never holds up a request and never fails
 * one: callers do not wait, and a failure is logged as a fact, never with its details (an SMTP
 * error may echo the server's greeting or the credentials).
 */

/** Short limits: a server that hangs must not keep connections open for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

let transport: Transporter | null = null;

export function mailEnabled(): boolean {
  return getConfig().mail.smtpUrl !== null;
}

function transporter(): Transporter {
  transport ??= nodemailer.createTransport({ url: getConfig().mail.smtpUrl!, ...TIMEOUTS, logger: false, debug: false });
  return transport;
}

interface MailSettings {
  /** The secret of this organiser's "turn mail off" link. */
  token?: string;
  off?: boolean;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const ACCOUNT_PATTERN = /^[0-9a-f]{64}$/;

async function settingsOf(db: RealtimeDatabase, accountKey: string): Promise<MailSettings> {
  return ((await db.get(mailSettingsPath(accountKey))) ?? {}) as MailSettings;
}

/** The account's link secret, made on its first mail; create-only, so two copies sending at once agree on it. */
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

/** Whether this organiser gets the mails (the checkbox of the Security page). */
export async function mailWanted(email: string): Promise<boolean> {
  return !(await settingsOf(getDatabase(), emailKey(email))).off;
}

export async function setMailWanted(email: string, wanted: boolean): Promise<void> {
  await getDatabase().set(`${mailSettingsPath(emailKey(email))}/off`, wanted ? null : true);
}

/** The organiser a "turn mail off" link names, when its secret is right; null otherwise. */
export async function organiserOfMailLink(account: string, token: string): Promise<string | null> {
  if (!ACCOUNT_PATTERN.test(account) || !TOKEN_PATTERN.test(token)) return null;
  const db = getDatabase();
  const stored = (await settingsOf(db, account)).token;
  if (!stored || !timingSafeEqual(Buffer.from(stored), Buffer.from(token))) return null;
  const organiser = (await listOrganisers(db)).find((o) => emailKey(o.email) === account);
  return organiser?.email ?? null;
}

const absolute = (path: string) => new URL(path, getConfig().siteUrl).href;

/** Who gets a mail now: every organiser who did not turn mail off, with the links of their mail's foot. */
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

/**
 * Sends one mail to each organiser who wants them, each with its own links; logs that it went
 * (or did not), how many, and nothing of what it said. True when every mail went.
 */
export async function mailOrganisers(what: string, build: (footer: MailFooter) => MailMessage): Promise<boolean> {
  if (!mailEnabled()) return false;
  const { from } = getConfig().mail;
  let failed = 0;
  let sent = 0;
  try {
    for (const { email, footer } of await recipients(getDatabase())) {
      const message = build(footer);
      try {
        await transporter().sendMail({ from, to: email, subject: message.subject, text: message.text, html: message.html });
        sent++;
      } catch (error) {
        failed++;
        console.warn(`Mail failed: ${what}${codeOf(error)}.`);
      }
    }
  } catch {
    console.warn(`Mail failed: ${what} (the organisers could not be read).`);
    return false;
  }
  if (sent > 0) console.info(`Mail sent: ${what}, to ${sent} organiser${sent === 1 ? "" : "s"}.`);
  return failed === 0;
}

/** An error's code (ECONNECTION, ETIMEDOUT, EAUTH…) says what went wrong without anything a server said. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^E[A-Z]{2,20}$/.test(code) ? ` (${code})` : "";
}

export interface OrganiserNoticeMail {
  subject: string;
  /** Plain text, each line a paragraph: never a password, a session or a link secret. */
  text: string;
  /** A page of the site to act on it, e.g. { path: organisersUrl(), label: "Open the review page" } (app/lib/urls.ts). */
  link?: { path: string; label: string };
}

/**
 * Mails every organiser who wants mail, at once, without waiting: for what cannot wait for a digest
 * (failed sign-ins, a removal request). `kind` names it in the log ("removal request"), which
 * says nothing else of it. Never throws and never fails the caller's request.
 */
export function notifyOrganisers(kind: string, notice: OrganiserNoticeMail): void {
  if (!mailEnabled()) return;
  const link = notice.link ? { url: absolute(notice.link.path), label: notice.link.label } : undefined;
  void mailOrganisers(kind, (footer) => noticeMessage({ ...footer, subject: notice.subject, text: notice.text, link }));
}

export function closeMailForTests(): void {
  transport?.close();
  transport = null;
}
