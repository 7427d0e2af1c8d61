import {
  AUDIT_PATH,
  CLAIMS_PATH,
  DELETIONS_PATH,
  DIGESTS_PATH,
  GALLERY_PATH,
  HASH_CLAIMS_PATH,
  LOCKS_PATH,
  MAIL_SETTINGS_PATH,
  RECORDS_PATH,
  CLOSED_REMOVAL_REQUESTS_PATH,
  REMOVAL_REQUESTS_PATH,
  REQUEST_CLAIMS_PATH,
  REVIEW_INDEX_PATH,
  REVIEW_PATH,
} from "./photo-layout";
import { organisersUrl } from "./urls";

// Everything the site keeps about people, and everyone it hands data to, in one list. The privacy page
// renders it, the cookies are made from it, the backend refuses a write it does not name, and tests
// compare it with what the server really sets, writes and contacts (docs/PRIVACY.md). A new cookie,
// record kind, storage folder or outside service starts here.

/** The ground of each processing, GDPR Art. 6(1). */
export type LegalBasis = "consent" | "contract" | "legitimate-interest";

/** The periods the retention sweep enforces; their values come from the configuration. */
export interface RetentionPeriods {
  partialUploadHours: number;
  hiddenPhotoDays: number;
  closedRemovalRequestDays: number;
  auditDays: number;
  sessionDays: number;
}

export type RetentionRule =
  /** Removed by the retention sweep once the configured period has passed. */
  | { kind: "period"; period: keyof RetentionPeriods; after: string }
  /** Removed with what it belongs to, or on its own; said in words. */
  | { kind: "text"; text: string }
  /** Kept with its photo: while shown; a hidden photo's after its period; gone at once when withdrawn or deleted. */
  | { kind: "photo" };

export interface CookieEntry {
  name: string;
  path: string;
  /** Max-Age; null: the browser drops it when it closes. */
  maxAgeSeconds: number | null;
  who: string;
  purpose: string;
  holds: string;
}

const DAY = 24 * 60 * 60;

/** Every cookie the site sets. Nobody who only reads the site gets one. */
export const COOKIES = {
  // Every language's upload page has its own address (/add-photo, /de/add-photo): only the root reaches them all.
  // Only those pages read the uploader's cookies (server/pages.mjs keeps every other page as it is for everyone).
  uploadNotice: {
    name: "fsw_upload",
    path: "/",
    maxAgeSeconds: 120,
    who: "Uploaders",
    purpose: "Shows the success message once, on the page the form sends you back to.",
    holds: "The key of the photo just shared, signed.",
  },
  myUploads: {
    name: "fsw_my_uploads",
    path: "/",
    maxAgeSeconds: 30 * DAY,
    who: "Uploaders",
    purpose: "Lets this browser, and no other, see the review state of the photos you shared and withdraw them.",
    holds: "The keys of your last 30 photos, signed.",
  },
  organiserSession: {
    name: "fsw_organiser",
    path: organisersUrl(),
    maxAgeSeconds: null,
    who: "Organisers",
    purpose: "Keeps an organiser signed in.",
    holds: "A random session id; the server keeps only its hash.",
  },
} as const satisfies Record<string, CookieEntry>;

export const COOKIE_NAMES: ReadonlySet<string> = new Set(Object.values(COOKIES).map((c) => c.name));

export interface RecordKind {
  /** The database's top-level node. */
  node: string;
  what: string;
  personal: boolean;
  retention: RetentionRule;
}

const nodeOf = (dbPath: string) => dbPath.split("/")[0]!;

const WITH_PHOTO: RetentionRule = { kind: "photo" };
const WITH_ACCOUNT: RetentionRule = { kind: "text", text: "As long as the account exists; deleted with it" };
const WITH_SITE: RetentionRule = { kind: "text", text: "As long as the site runs (no personal data)" };

/** Every top-level node of the database (photo records, review, accounts). */
export const RECORD_KINDS: readonly RecordKind[] = [
  {
    node: nodeOf(RECORDS_PATH),
    what: "A shared photo's record: title, description, tags, date, place, venue, edition, size, type, its file addresses, when it was shared, and when consent was given under which version of this notice.",
    personal: true,
    retention: WITH_PHOTO,
  },
  {
    node: REVIEW_PATH,
    what: "A shared photo's review state and when it last changed.",
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: REVIEW_INDEX_PATH,
    what: "The photos waiting, approved or hidden, for the organisers' lists.",
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: GALLERY_PATH,
    what: "The public list of approved photos: title, file addresses, size and edition.",
    personal: true,
    retention: WITH_PHOTO,
  },
  {
    node: CLAIMS_PATH,
    what: "That a photo key is taken, so two uploads never share one.",
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: HASH_CLAIMS_PATH,
    what: "A fingerprint (SHA-256) of each photo's bytes, so the same photo is never stored twice.",
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: REQUEST_CLAIMS_PATH,
    what: "The random id a browser sends with each photo, so a retried upload gets its first answer.",
    personal: false,
    retention: WITH_PHOTO,
  },
  {
    node: DELETIONS_PATH,
    what: "The files of a photo being deleted, until all are gone.",
    personal: false,
    retention: { kind: "text", text: "Until every file of the photo is gone, usually seconds" },
  },
  {
    node: LOCKS_PATH,
    what: "A short lock so two organisers never change one photo at once.",
    personal: false,
    retention: { kind: "text", text: "20 seconds at most" },
  },
  {
    node: REMOVAL_REQUESTS_PATH,
    what: "An open request to remove a photo: the photo, the reason, the e-mail address if one was given, and when.",
    personal: true,
    retention: { kind: "text", text: "Until an organiser closes it" },
  },
  {
    node: CLOSED_REMOVAL_REQUESTS_PATH,
    what: "A closed request to remove a photo, with how it was answered and by whom.",
    personal: true,
    retention: { kind: "period", period: "closedRemovalRequestDays", after: "it was closed" },
  },
  {
    node: AUDIT_PATH,
    what: "Each organiser's review action: who (their e-mail address), what, which photo, when.",
    personal: true,
    retention: { kind: "period", period: "auditDays", after: "the action" },
  },
  {
    node: "organisers",
    what: "An organiser's account: e-mail address, password hash (scrypt), second-factor secret, failed sign-ins (deleted 14 days after the last one), the expiry of each session.",
    personal: true,
    retention: WITH_ACCOUNT,
  },
  {
    node: "organiserSessions",
    what: "A signed-in session: the hash of its id, the organiser's e-mail address, when it began and ends.",
    personal: true,
    retention: { kind: "period", period: "sessionDays", after: "sign-in" },
  },
  {
    node: "organiserNotices",
    what: "Notices for organisers (e.g. repeated failed sign-ins on an account) and who dismissed them.",
    personal: true,
    retention: { kind: "period", period: "auditDays", after: "the notice" },
  },
  { node: MAIL_SETTINGS_PATH, what: "Whether an organiser wants e-mail from the site.", personal: true, retention: WITH_ACCOUNT },
  {
    node: DIGESTS_PATH,
    what: 'When the last "photos are waiting" e-mail went out, so only one copy of the site sends it.',
    personal: false,
    retention: WITH_SITE,
  },
];

export const RECORD_NODES: ReadonlySet<string> = new Set(RECORD_KINDS.map((k) => k.node));

export interface StorageFolder {
  /** The first folder of an object's path. */
  folder: string;
  what: string;
  personal: boolean;
  retention: RetentionRule;
}

/** Every top-level folder of the media storage (the bucket, or `storage/` of the embedded default). */
export const STORAGE_FOLDERS: readonly StorageFolder[] = [
  {
    folder: "images",
    what: "Shared photos (without location, names, serial numbers and other personal metadata) and their 100 px thumbnails.",
    personal: true,
    retention: WITH_PHOTO,
  },
  { folder: "variants", what: "Smaller copies of each image for phones and screens.", personal: true, retention: WITH_PHOTO },
  {
    folder: "uploads-partial",
    what: "A photo still being sent in parts (on Firebase; the embedded default keeps them beside the data).",
    personal: true,
    retention: { kind: "period", period: "partialUploadHours", after: "the last part arrived" },
  },
  ...["misc", "team", "covers", "events", "rates"].map((folder): StorageFolder => ({
    folder,
    what: "The festival's own images and team portraits.",
    personal: false,
    retention: WITH_SITE,
  })),
];

export const STORAGE_FOLDER_NAMES: ReadonlySet<string> = new Set(STORAGE_FOLDERS.map((f) => f.folder));

/** The embedded default's working files in DATA_DIR, beside its media and database folders. */
export const DATA_DIR_WORKING_ENTRIES: readonly string[] = [
  "database.journal.json",
  "database.lock",
  "uploads-partial",
  "tmp",
  "cache",
  ".demo-media-seeded",
];

export interface OutsideService {
  id: "google" | "smtp" | "youtube";
  name: string;
  role: string;
  /** Hosts the server or a page may contact for it; `*.` matches any subdomain. */
  hosts: readonly string[];
  when: string;
  /** For transfers outside the EU/EEA. */
  transfer: string | null;
}

export const OUTSIDE_SERVICES: readonly OutsideService[] = [
  {
    id: "google",
    name: "Google Cloud / Firebase (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland)",
    role: "Processor under Art. 28 GDPR: stores the photos (Cloud Storage) and the records (Realtime Database) on our behalf, under Google's data processing terms.",
    hosts: [
      "firebasestorage.googleapis.com",
      "storage.googleapis.com",
      "www.googleapis.com",
      "oauth2.googleapis.com",
      "*.firebaseio.com",
      "*.firebasedatabase.app",
      "metadata.google.internal",
    ],
    when: "When the site runs on Firebase; browsers load the public images from Google's storage hosts.",
    transfer:
      "Google LLC in the USA may have access. The transfer rests on the EU–US Data Privacy Framework (adequacy decision of 10 July 2023, Google LLC is certified) and the EU standard contractual clauses in Google's terms.",
  },
  {
    id: "smtp",
    name: "Our e-mail provider (the SMTP server the site is configured with)",
    role: "Processor under Art. 28 GDPR: delivers the site's e-mails to organisers.",
    hosts: ["(the host of SMTP_URL)"],
    when: "Only for e-mails to organisers: photos waiting for review, a removal request, repeated failed sign-ins.",
    transfer: null,
  },
  {
    id: "youtube",
    name: "YouTube (Google Ireland Limited), in its privacy-enhanced mode (youtube-nocookie.com)",
    role: "Shows the festival video.",
    hosts: ["www.youtube-nocookie.com"],
    when: "Only after you click the video on the home page; until then the page loads nothing from YouTube.",
    transfer: "Google LLC in the USA may have access, on the EU–US Data Privacy Framework.",
  },
];

/** Whether the server or a page may contact `hostname` for an outside service (the site's own origin is always allowed). */
export function isInventoriedHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return OUTSIDE_SERVICES.some((s) =>
    s.hosts.some((h) => (h.startsWith("*.") ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h)),
  );
}

export class InventoryError extends Error {
  override name = "InventoryError";
  readonly code = "storage/unauthorized";
}

/** Throws when the first segment of a database path is no record kind the inventory names. */
export function assertRecordNode(dbPath: string): void {
  const node = dbPath.replace(/^\/+/, "").split("/")[0];
  if (node && !RECORD_NODES.has(node)) {
    throw new InventoryError(`The database node "${node}" is not in the privacy inventory (app/lib/privacy-inventory.ts).`);
  }
}

/** Throws when the first folder of a storage path is none the inventory names. */
export function assertStorageFolder(storagePath: string): void {
  const folder = storagePath.split("/")[0] ?? "";
  if (!STORAGE_FOLDER_NAMES.has(folder)) {
    throw new InventoryError(`The storage folder "${folder}" is not in the privacy inventory (app/lib/privacy-inventory.ts).`);
  }
}

/** "30 days", "24 hours", "1 day". */
export function formatPeriod(value: number, unit: "day" | "hour"): string {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

export function describeRetention(rule: RetentionRule, periods: RetentionPeriods): string {
  switch (rule.kind) {
    case "period": {
      const value = periods[rule.period];
      if (value === 0) return `Deleted as soon as ${rule.after.replace(/^it was /, "it is ")}`;
      const text = rule.period === "partialUploadHours" ? formatPeriod(value, "hour") : formatPeriod(value, "day");
      return `${text} after ${rule.after}`;
    }
    case "text":
      return rule.text;
    case "photo":
      return `As long as the photo is shown; ${formatPeriod(periods.hiddenPhotoDays, "day")} after an organiser hid it; at once when it is withdrawn or deleted`;
  }
}

export function describeCookieLifetime(cookie: CookieEntry, periods: RetentionPeriods): string {
  if (cookie.maxAgeSeconds === null)
    return `Until the browser closes; the session ends after ${formatPeriod(periods.sessionDays, "day")} at the latest`;
  if (cookie.maxAgeSeconds < 3600) return `${cookie.maxAgeSeconds} seconds`;
  return formatPeriod(Math.round(cookie.maxAgeSeconds / DAY), "day");
}
