import type { Text } from "../../data/localize";
import { BACKUP_WORDS, FOLDER_WORDS, KEPT, RECORD_WORDS } from "../../data/privacy-inventory";
import {
  AUDIT_PATH,
  CLAIMS_PATH,
  DELETIONS_PATH,
  DIGESTS_PATH,
  GALLERY_PATH,
  HASH_CLAIMS_PATH,
  LOCKS_PATH,
  MAIL_SETTINGS_PATH,
  PHOTO_NEWS_PATH,
  RECORDS_PATH,
  CLOSED_REMOVAL_REQUESTS_PATH,
  REMOVAL_REQUESTS_PATH,
  REQUEST_CLAIMS_PATH,
  REVIEW_INDEX_PATH,
  REVIEW_PATH,
} from "./photo-layout";
import { PHOTO_MAIL_PATH, PHOTO_MAIL_SENDS_PATH } from "./photo-mail";
import type { RetentionRule } from "./privacy-periods";

// What the site stores: the database's top-level nodes, the storage's top-level folders and the
// embedded default's working files, each with how long it is kept; their words are in
// data/privacy-inventory.ts. Part of the privacy inventory, which re-exports it.

export interface RecordKind {
  /** The database's top-level node. */
  node: string;
  what: Text;
  personal: boolean;
  retention: RetentionRule;
}

const nodeOf = (dbPath: string) => dbPath.split("/")[0]!;

const WITH_PHOTO: RetentionRule = { kind: "photo" };
const WITH_ACCOUNT: RetentionRule = { kind: "text", text: KEPT.withAccount };
const WITH_SITE: RetentionRule = { kind: "text", text: KEPT.withSite };
const inWords = (text: Text): RetentionRule => ({ kind: "text", text });

const R = RECORD_WORDS;

/** Every top-level node of the database (photo records, review, accounts). */
export const RECORD_KINDS: readonly RecordKind[] = [
  { node: nodeOf(RECORDS_PATH), what: R.records.what, personal: true, retention: WITH_PHOTO },
  { node: REVIEW_PATH, what: R.review.what, personal: false, retention: WITH_PHOTO },
  { node: REVIEW_INDEX_PATH, what: R.reviewIndex.what, personal: false, retention: WITH_PHOTO },
  { node: GALLERY_PATH, what: R.gallery.what, personal: true, retention: WITH_PHOTO },
  { node: PHOTO_NEWS_PATH, what: R.photoNews.what, personal: false, retention: inWords(R.photoNews.kept) },
  {
    node: PHOTO_MAIL_PATH,
    what: R.photoMail.what,
    personal: true,
    retention: { kind: "period", period: "photoMailDays", after: R.photoMail.after },
  },
  { node: PHOTO_MAIL_SENDS_PATH, what: R.photoMailSends.what, personal: false, retention: WITH_SITE },
  { node: CLAIMS_PATH, what: R.claims.what, personal: false, retention: WITH_PHOTO },
  { node: HASH_CLAIMS_PATH, what: R.hashClaims.what, personal: false, retention: WITH_PHOTO },
  { node: REQUEST_CLAIMS_PATH, what: R.requestClaims.what, personal: false, retention: WITH_PHOTO },
  { node: DELETIONS_PATH, what: R.deletions.what, personal: false, retention: inWords(R.deletions.kept) },
  { node: LOCKS_PATH, what: R.locks.what, personal: false, retention: inWords(R.locks.kept) },
  { node: REMOVAL_REQUESTS_PATH, what: R.removalRequests.what, personal: true, retention: inWords(R.removalRequests.kept) },
  {
    node: CLOSED_REMOVAL_REQUESTS_PATH,
    what: R.closedRemovalRequests.what,
    personal: true,
    retention: { kind: "period", period: "closedRemovalRequestDays", after: R.closedRemovalRequests.after },
  },
  {
    node: AUDIT_PATH,
    what: R.audit.what,
    personal: true,
    retention: { kind: "period", period: "auditDays", after: R.audit.after },
  },
  { node: "organisers", what: R.organisers.what, personal: true, retention: WITH_ACCOUNT },
  {
    node: "organiserSessions",
    what: R.organiserSessions.what,
    personal: true,
    retention: { kind: "period", period: "sessionDays", after: R.organiserSessions.after },
  },
  {
    node: "organiserNotices",
    what: R.organiserNotices.what,
    personal: true,
    retention: { kind: "period", period: "auditDays", after: R.organiserNotices.after },
  },
  { node: MAIL_SETTINGS_PATH, what: R.mailSettings.what, personal: true, retention: WITH_ACCOUNT },
  { node: DIGESTS_PATH, what: R.digests.what, personal: false, retention: WITH_SITE },
  { node: "meta", what: R.meta.what, personal: false, retention: WITH_SITE },
];

export const RECORD_NODES: ReadonlySet<string> = new Set(RECORD_KINDS.map((k) => k.node));

/** Archives of the whole site (BACKUP_DIR, or the scheduled job beside a Firebase site): `{period}`, `{count}`, `{every}` filled in. */
export const BACKUPS: { what: Text; kept: Text } = BACKUP_WORDS;

export interface StorageFolder {
  /** The first folder of an object's path. */
  folder: string;
  what: Text;
  personal: boolean;
  retention: RetentionRule;
}

/** Every top-level folder of the media storage (the bucket, or `storage/` of the embedded default). */
export const STORAGE_FOLDERS: readonly StorageFolder[] = [
  { folder: "images", what: FOLDER_WORDS.images.what, personal: true, retention: WITH_PHOTO },
  { folder: "variants", what: FOLDER_WORDS.variants.what, personal: true, retention: WITH_PHOTO },
  {
    folder: "uploads-partial",
    what: FOLDER_WORDS.uploadsPartial.what,
    personal: true,
    retention: { kind: "period", period: "partialUploadHours", after: FOLDER_WORDS.uploadsPartial.after },
  },
  ...["misc", "team", "covers", "events", "rates"].map((folder): StorageFolder => ({
    folder,
    what: FOLDER_WORDS.siteImages.what,
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
