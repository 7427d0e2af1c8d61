import nodemailer, { type Transporter } from "nodemailer";
import { smtpServer } from "~/config/config-urls";
import { getConfig, type Config } from "../../config/config.server";
import type { MailMessage } from "./mail-messages.server";

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

/** At a stop, and between tests: the SMTP connections end. */
export function closeMail(): void {
  transport?.close();
  transport = null;
}

export const closeMailForTests = closeMail;
