import { randomBytes, timingSafeEqual } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { smtpServer } from "~/config/config-urls";
import { mailSettingsPath } from "~/lib/photo-layout";
import { organiserMailOffUrl, organiserSecurityUrl } from "~/lib/urls";
import { getDatabase } from "../backend/backend.server";
import { getConfig, type Config } from "../../config/config.server";
import type { RealtimeDatabase } from "../backend/database.server";
import { noticeMessage, type MailFooter, type MailMessage } from "./mail-messages.server";
import { emailKey, listOrganisers } from "../organisers/organisers.server";

// Sending never holds up or fails a request; failures are logged without details, which may echo
// the server's greeting or credentials (decision 025).

/** A server that hangs must not keep connections open for minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

let transport: Transporter | null = null;

/** What the start-up log says about e-mail: whether it is on, and through which server (never the credentials). */
export function describeMail(config: Config): string {
  const server = config.mail.smtpUrl ? smtpServer(config.mail.smtpUrl) : null;
  return server
    ? `e-mail to organisers through ${server} from ${config.mail.from}, a review digest at most every ${config.mail.digestSeconds} s`
    : "e-mail to organisers is off (no SMTP_URL)";
}

export function mailEnabled(): boolean {
  return getConfig().mail.smtpUrl !== null;
}

function transporter(): Transporter {
  transport ??= nodemailer.createTransport({ url: getConfig().mail.smtpUrl!, ...TIMEOUTS, logger: false, debug: false });
  return transport;
}

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

/** One mail to one address; false when it failed, which the log says by `what` and the error's code, never by the address. */
export async function deliver(
  what: string,
  to: string,
  message: MailMessage,
  headers?: Record<string, string>,
): Promise<boolean> {
  if (!mailEnabled()) return false;
  try {
    const { subject, text, html } = message;
    await transporter().sendMail({ from: getConfig().mail.from, to, subject, text, html, headers });
    return true;
  } catch (error) {
    console.warn(`Mail failed: ${what}${codeOf(error)}.`);
    return false;
  }
}

/** The code (ECONNECTION, ETIMEDOUT, EAUTH…) says what went wrong without anything a server said. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^E[A-Z]{2,20}$/.test(code) ? ` (${code})` : "";
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

/** At a stop, and between tests: the SMTP connections end. */
export function closeMail(): void {
  transport?.close();
  transport = null;
}

export const closeMailForTests = closeMail;
