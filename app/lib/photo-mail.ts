import { isLang, type Lang } from "~/i18n/languages";

// Participants who asked to be told when new photos of an edition are out (decision 037): where they are kept,
// and the shape of a sign-up. The key is an HMAC of the address, so no path, link or log line names it.

/** `{edition}/{subscriber}`: one sign-up per address and edition. */
export const PHOTO_MAIL_PATH = "photoMail";
/** `{edition}/{n}`: one create-only node per mail about new photos, so one copy of the site sends each. */
export const PHOTO_MAIL_SENDS_PATH = "photoMailSends";

export const photoMailPath = (edition: string, subscriber?: string) =>
  subscriber === undefined
    ? `${PHOTO_MAIL_PATH}/${edition.toLowerCase()}`
    : `${PHOTO_MAIL_PATH}/${edition.toLowerCase()}/${subscriber}`;

/** Zero-padded, so the database's key order is the mails' order. */
export const photoMailSendPath = (edition: string, sequence?: number) =>
  sequence === undefined
    ? `${PHOTO_MAIL_SENDS_PATH}/${edition.toLowerCase()}`
    : `${PHOTO_MAIL_SENDS_PATH}/${edition.toLowerCase()}/${String(sequence).padStart(12, "0")}`;

/** A sign-up nobody confirmed is deleted this long after it was made, and its link stops working. */
export const CONFIRM_HOURS = 48;
/** Another sign-up of an unconfirmed address mails the link again no sooner than this, and at most this often. */
export const RESEND_MINUTES = 10;
export const MAX_CONFIRMATION_MAILS = 3;
export const MAX_EMAIL_LENGTH = 254;

export const SUBSCRIBER_PATTERN = /^[0-9a-f]{64}$/;
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export interface PhotoMailRecord {
  email: string;
  lang: Lang;
  /** When it was signed up (ms, the site's clock). */
  at: number;
  /** SHA-256 of the unsubscribe link's token, which is made from it, `salt` and the server's secret. */
  off: string;
  salt: string;
  /** SHA-256 of the confirmation link's token, until it is used. */
  confirm?: string;
  /** The confirmation mails sent, `m1`… to their times. */
  mails?: Record<string, number>;
  confirmedAt?: number;
}

export function isPhotoMailRecord(value: unknown): value is PhotoMailRecord {
  const r = value as PhotoMailRecord;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.email === "string" &&
    isLang(r.lang) &&
    typeof r.at === "number" &&
    typeof r.off === "string" &&
    typeof r.salt === "string"
  );
}

/** The form of an address its sign-up is known by: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.normalize("NFC").trim().toLowerCase();
}
