import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { startSecondCopy } from "./organisers";
import { addAccounts } from "./review";
import { freePort, startServer, type TestServer } from "./server";

/** A mail as the SMTP listener received it, its parts decoded. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** When its DATA ended, in this process's clock. */
  at: number;
}

export interface SmtpListener {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Connections opened so far, and those still open. */
  connections: () => { opened: number; open: number };
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (the smtp-server package): no TLS, any sender, every
 * message kept. `options` may make it refuse (onAuth, onMailFrom) or hang (onConnect).
 */
export async function startSmtp(options: Partial<SMTPServerOptions> = {}, credentials = ""): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  let opened = 0;
  let closed = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        mails.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((r) => r.address), at: Date.now() });
        callback();
      });
    },
    ...options,
    onConnect(session, callback) {
      opened++;
      if (options.onConnect) options.onConnect(session, callback);
      else callback();
    },
    onClose() {
      closed++;
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    mails,
    connections: () => ({ opened, open: opened - closed }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject, sender and the text and HTML parts of a MIME message (what nodemailer writes). */
export function parseMail(raw: string): Omit<ReceivedMail, "to" | "at"> {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  let text = "";
  let html = "";
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitHeaders(part.replace(/^\r?\n/, ""));
    const decoded = decodeBody(p.body, p.headers["content-transfer-encoding"] ?? "7bit");
    if (/^text\/plain/i.test(p.headers["content-type"] ?? "")) text = decoded;
    if (/^text\/html/i.test(p.headers["content-type"] ?? "")) html = decoded;
  }
  return { from: decodeWords(headers.from ?? ""), subject: decodeWords(headers.subject ?? ""), text, html, raw };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "") };
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) return qp(body.replace(/=\r?\n/g, ""));
  return Buffer.from(body, "latin1").toString("utf8");
}

function qp(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === "=" ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : qp(data.replace(/_/g, " ")),
    );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it gives something (a mail arrived), or fails after `timeoutMs`. */
export async function until<T>(what: string, check: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(100);
  }
}

/** The server's address as SITE_URL names it in mails ("localhost", not the loopback number it listens on). */
export const siteOf = (server: { url: string }) => server.url.replace("127.0.0.1", "localhost");

export interface MailingCopies {
  smtp: SmtpListener;
  first: TestServer;
  second: TestServer;
}

/**
 * Two copies of the site on one modelled Firebase database, both mailing through one SMTP listener, for
 * the describe block that calls it: started before its tests with `accounts` as organisers, stopped after.
 */
export function useMailingCopies(
  env: Record<string, string>,
  accounts: ReadonlyArray<readonly [email: string, password: string]>,
): MailingCopies {
  const copies = {} as MailingCopies;
  beforeAll(async () => {
    copies.smtp = await startSmtp();
    copies.first = await startServer({ ...env, SMTP_URL: copies.smtp.url }, { mocks: true });
    copies.second = await startSecondCopy(copies.first, { ...env, SMTP_URL: copies.smtp.url });
    addAccounts(copies.first, accounts);
  }, 120_000);
  afterAll(async () => {
    await copies.second?.stop();
    await copies.first?.stop();
    await copies.smtp?.close();
  });
  return copies;
}
