import type { Text } from "../../data/localize";
import { COOKIE_WORDS, SERVICE_WORDS } from "../../data/privacy-inventory";
import { RECORD_NODES, STORAGE_FOLDER_NAMES } from "./privacy-records";
import { organisersUrl } from "./urls";

// Everything the site keeps about people, and everyone it hands data to, in one inventory (what it
// stores is in privacy-records.ts, re-exported here; the words of every entry, in each language of the
// site, in data/privacy-inventory.ts). The privacy page renders it; the cookies are made from it, the
// backend refuses a write it does not name, and tests compare it with what the server really sets,
// writes and contacts (docs/PRIVACY.md). A new cookie, record kind, storage folder or outside service starts here.

/** The ground of each processing, GDPR Art. 6(1). */
export type LegalBasis = "consent" | "contract" | "legitimate-interest";

export interface CookieEntry {
  name: string;
  path: string;
  /** Max-Age; null: the browser drops it when it closes. */
  maxAgeSeconds: number | null;
  who: Text;
  purpose: Text;
  holds: Text;
}

const DAY = 24 * 60 * 60;

/** Every cookie the site sets. Nobody who only reads the site gets one. */
export const COOKIES = {
  // Every language's upload page has its own address (/add-photo, /de/add-photo): only the root reaches them all.
  // Only those pages read the uploader's cookies (server/pages.mjs keeps every other page as it is for everyone).
  uploadNotice: { name: "fsw_upload", path: "/", maxAgeSeconds: 120, ...COOKIE_WORDS.uploadNotice },
  myUploads: { name: "fsw_my_uploads", path: "/", maxAgeSeconds: 30 * DAY, ...COOKIE_WORDS.myUploads },
  uploaderName: { name: "fsw_name", path: "/", maxAgeSeconds: 365 * DAY, ...COOKIE_WORDS.uploaderName },
  organiserSession: { name: "fsw_organiser", path: organisersUrl(), maxAgeSeconds: null, ...COOKIE_WORDS.organiserSession },
} as const satisfies Record<string, CookieEntry>;

export const COOKIE_NAMES: ReadonlySet<string> = new Set(Object.values(COOKIES).map((c) => c.name));

export interface OutsideService {
  id: "google" | "smtp" | "youtube";
  name: Text;
  role: Text;
  /** Hosts the server or a page may contact for it; `*.` matches any subdomain. */
  hosts: readonly string[];
  when: Text;
  /** For transfers outside the EU/EEA. */
  transfer: Text | null;
}

export const OUTSIDE_SERVICES: readonly OutsideService[] = [
  {
    id: "google",
    ...SERVICE_WORDS.google,
    hosts: [
      "firebasestorage.googleapis.com",
      "storage.googleapis.com",
      "www.googleapis.com",
      "oauth2.googleapis.com",
      "*.firebaseio.com",
      "*.firebasedatabase.app",
      "metadata.google.internal",
    ],
  },
  { id: "smtp", ...SERVICE_WORDS.smtp, hosts: ["(the host of SMTP_URL)"] },
  { id: "youtube", ...SERVICE_WORDS.youtube, hosts: ["www.youtube-nocookie.com"] },
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

export {
  BACKUPS,
  DATA_DIR_WORKING_ENTRIES,
  RECORD_KINDS,
  RECORD_NODES,
  STORAGE_FOLDER_NAMES,
  STORAGE_FOLDERS,
  type RecordKind,
  type StorageFolder,
} from "./privacy-records";
export { RETENTION_TEXTS } from "../../data/privacy-inventory";
export {
  describeCookieLifetime,
  describeRetention,
  formatPeriod,
  type RetentionPeriods,
  type RetentionRule,
} from "./privacy-periods";
