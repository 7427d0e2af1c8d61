// The one place an upload's paths, nodes and record shape are spelled (a rule in tests/unit/codebase.test.ts).
import { CLIP_MIME } from "./video-types";
import { readyMarkerPath, VARIANT_PREFIX, VARIANT_WIDTHS, variantFolder, variantPath, variantWidths } from "./image-variants";

/** docs/product.md, Photo uploads: `{timestamp}-{name}`. */
const KEY_PATTERN = /^(\d{1,16})-[A-Za-z0-9_-]{1,100}$/;

export function isPhotoKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}

export function photoKey(timestamp: number, name: string): string {
  return `${timestamp}-${name}`;
}

/** NaN when the key starts with none. */
export function timestampOfKey(key: string): number {
  const match = /^(\d{1,15})-/.exec(key);
  return match ? Number(match[1]) : Number.NaN;
}

export const ORIGINALS_FOLDER = "images/originals";
export const THUMBNAILS_FOLDER = "images/thumbnails";
/** A clip's poster frame (JPEG); its variants are made from it and found from the clip's original path. */
export const POSTERS_FOLDER = "images/posters";
/** Also the width of its tile in the lists. */
export const THUMBNAIL_WIDTH = 100;

/** A thumbnail's height at THUMBNAIL_WIDTH, so its tile has its size before it loads; square when the size is unknown. */
export function thumbnailHeight(width: number | undefined, height: number | undefined): number {
  return width && height && width > 0 && height > 0
    ? Math.max(1, Math.round((THUMBNAIL_WIDTH * height) / width))
    : THUMBNAIL_WIDTH;
}

/** Without its personal metadata; its variants are found from this path. */
export function originalPath(key: string): string {
  return `${ORIGINALS_FOLDER}/${key}`;
}

export function thumbnailPath(key: string): string {
  return `${THUMBNAILS_FOLDER}/thumb-${key}`;
}

export function posterPath(key: string): string {
  return `${POSTERS_FOLDER}/poster-${key}`;
}

export function isUploadOriginal(path: string): boolean {
  return path.startsWith(`${ORIGINALS_FOLDER}/`);
}

export function variantPrefix(key: string): string {
  return `${variantFolder(originalPath(key))}/${key}.`;
}

/** Each standard width (and its own) in both formats, and the ready marker. */
export function variantPathsOf(key: string, dimensions?: { width: number; height: number }): string[] {
  const original = originalPath(key);
  const widths = new Set<number>([...VARIANT_WIDTHS, ...(dimensions ? variantWidths(dimensions.width) : [])]);
  const paths: string[] = [];
  for (const width of widths) for (const format of ["jpeg", "webp"] as const) paths.push(variantPath(original, width, format));
  if (dimensions) paths.push(readyMarkerPath(original, dimensions));
  return paths;
}

const ESCAPED_ORIGINALS = ORIGINALS_FOLDER.replace(/\//g, "\\/");
const UPLOAD_OBJECT = [
  new RegExp(`^${ESCAPED_ORIGINALS}\\/([^/]+)$`),
  new RegExp(`^${THUMBNAILS_FOLDER.replace(/\//g, "\\/")}\\/thumb-([^/]+)$`),
  new RegExp(`^${POSTERS_FOLDER.replace(/\//g, "\\/")}\\/poster-([^/]+)$`),
  new RegExp(`^${VARIANT_PREFIX}\\/${ESCAPED_ORIGINALS}\\/([^/]+?)\\.(?:\\d{1,5}w\\.(?:jpg|webp)|ready\\.\\d{1,5}x\\d{1,5})$`),
];

export function uploadKeyOf(path: string): string | null {
  for (const pattern of UPLOAD_OBJECT) {
    const key = pattern.exec(path)?.[1];
    if (key !== undefined) return isPhotoKey(key) ? key : null;
  }
  return null;
}

/** Even one that names no valid key. */
export function isInUploadFolders(path: string): boolean {
  return path.startsWith("images/") || path.startsWith(`${VARIANT_PREFIX}/images/`);
}

/** docs/product.md, Photo records. */
export const RECORDS_PATH = "events/fsw25";
export const REVIEW_PATH = "photoReview";
export const REVIEW_INDEX_PATH = "reviewIndex";
export const GALLERY_PATH = "gallery";
export const AUDIT_PATH = "auditLog";
export const CLAIMS_PATH = "photoUploads";
export const HASH_CLAIMS_PATH = "photoHashes";
export const REQUEST_CLAIMS_PATH = "photoIdempotency";
/** Decision 017. */
export const LOCKS_PATH = "reviewLocks";
/** Finished by the deleter, else by the sweep. */
export const DELETIONS_PATH = "photoDeletions";
export const REMOVAL_REQUESTS_PATH = "removalRequests";
/** Closed requests, kept RETAIN_REMOVAL_REQUEST_DAYS, keyed by the time they were closed (so the sweep reads only those due). */
export const CLOSED_REMOVAL_REQUESTS_PATH = "closedRemovalRequests";

/** Approved photos no participants' mail has named yet, per edition: `{edition}/{key}: approved at (ms)`. */
export const PHOTO_NEWS_PATH = "photoNews";

/** One create-only node per digest sent, so one copy of the site claims each (decision 025), and each organiser's mail settings. */
export const DIGESTS_PATH = "mailDigests";
export const MAIL_SETTINGS_PATH = "organiserMail";

export const REVIEW_STATES = ["pending", "approved", "hidden"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const recordPath = (key: string) => `${RECORDS_PATH}/${key}`;
export const reviewPath = (key: string) => `${REVIEW_PATH}/${key}`;
export const reviewIndexPath = (state: ReviewState, key?: string) =>
  key === undefined ? `${REVIEW_INDEX_PATH}/${state}` : `${REVIEW_INDEX_PATH}/${state}/${key}`;
export const auditPath = (id: string) => `${AUDIT_PATH}/${id}`;
export const claimPath = (key: string) => `${CLAIMS_PATH}/${key}`;
export const hashClaimPath = (sha256: string) => `${HASH_CLAIMS_PATH}/${sha256}`;
export const requestClaimPath = (idempotencyKey: string) => `${REQUEST_CLAIMS_PATH}/${idempotencyKey}`;
export const lockPath = (key: string, ticket?: string) => (ticket ? `${LOCKS_PATH}/${key}/${ticket}` : `${LOCKS_PATH}/${key}`);
export const deletionPath = (key: string) => `${DELETIONS_PATH}/${key}`;
export const removalRequestPath = (id: string) => `${REMOVAL_REQUESTS_PATH}/${id}`;
export const closedRemovalRequestPath = (closeId: string) => `${CLOSED_REMOVAL_REQUESTS_PATH}/${closeId}`;
/** Zero-padded, so the database's key order is the digests' order. */
export const digestPath = (sequence: number) => `${DIGESTS_PATH}/${String(sequence).padStart(12, "0")}`;
export const mailSettingsPath = (accountKey: string) => `${MAIL_SETTINGS_PATH}/${accountKey}`;

export const photoNewsPath = (edition: string, key?: string) =>
  key === undefined ? `${PHOTO_NEWS_PATH}/${edition.toLowerCase()}` : `${PHOTO_NEWS_PATH}/${edition.toLowerCase()}/${key}`;

/** Null when it names no edition. */
export function editionKey(edition: string): string | null {
  const id = edition.trim().toLowerCase();
  return /^[a-z0-9_-]{1,40}$/.test(id) ? id : null;
}

/** Ids without regard to case; without an edition, the index of all. */
export function galleryIndexPath(edition?: string): string {
  return edition ? `${GALLERY_PATH}/editions/${edition.toLowerCase()}` : `${GALLERY_PATH}/all`;
}

/** Review edits title, edition, tags, name, boat and `alt`, the description for people who cannot see it (decision 051). */
export interface PhotoRecord {
  original: string;
  thumbnail: string;
  uploadedAt: string;
  size: string;
  type: string;
  tags: string[];
  city: string;
  date: string;
  venue: string;
  title: string;
  edition: string;
  description: string;
  dimensions: { width: number; height: number };
  uploadedBy: "anonymous";
  /** ISO time the uploader confirmed they may share the photo (app/services/uploads/consent.server.ts); never in the public index. */
  consentAt: string;
  /** PRIVACY_NOTICE_VERSION when it was confirmed. */
  privacyNotice: string;
  /** "Your name" as the uploader gave it (or an organiser corrected it): plain text, shown once approved. Absent when none. */
  name?: string;
  /** One of the edition's boats (data/events.ts), as listed there. Absent when none was chosen. */
  boat?: string;
  /** The day the photo was taken (YYYY-MM-DD): its date taken, else the upload day in the edition's time zone. */
  day?: string;
  /** A clip's poster frame and length in seconds (`original` is then its H.264 rendition, `type` CLIP_MIME). */
  poster?: string;
  duration?: number;
  alt?: string;
}

export function isClip(record: { type?: string } | null | undefined): boolean {
  return record?.type === CLIP_MIME;
}

/** Older records may lack the rest. */
export type UploadRecord = Pick<PhotoRecord, "original" | "thumbnail" | "uploadedAt" | "title" | "edition"> &
  Partial<Omit<PhotoRecord, "original" | "thumbnail" | "uploadedAt" | "title" | "edition">>;

export function isUploadRecord(value: unknown): value is UploadRecord {
  const r = value as UploadRecord;
  return typeof r === "object" && r !== null && typeof r.original === "string" && typeof r.thumbnail === "string";
}

/** Beside the record, which stays as the upload wrote it. */
export interface ReviewRecord {
  state: ReviewState;
  edition: string;
  updatedAt: string;
  updatedBy?: string;
  /** While hidden: since when (the retention sweep counts from it). Records hidden before it was written have only `updatedAt`. */
  hiddenAt?: string;
}

/** When a hidden photo was hidden, in ms: `hiddenAt`, else the last change, which is never earlier (null: not hidden). */
export function hiddenSince(review: ReviewRecord | null): number | null {
  if (review?.state !== "hidden") return null;
  const at = Date.parse(review.hiddenAt ?? review.updatedAt);
  return Number.isNaN(at) ? null : at;
}

export function isReviewRecord(value: unknown): value is ReviewRecord {
  const r = value as ReviewRecord;
  return typeof r === "object" && r !== null && (REVIEW_STATES as readonly string[]).includes(r.state);
}

/** What a gallery page shows without reading the record. */
export interface GalleryEntry {
  title: string;
  original: string;
  thumbnail: string;
  width: number;
  height: number;
  uploadedAt: string;
  edition: string;
  /** The photographer's name: "Photo by …". */
  by?: string;
  boat?: string;
  /** YYYY-MM-DD. */
  day?: string;
  poster?: string;
  duration?: number;
  alt?: string;
}

export function isGalleryEntry(value: unknown): value is GalleryEntry {
  const e = value as GalleryEntry;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.original === "string" &&
    typeof e.thumbnail === "string" &&
    typeof e.uploadedAt === "string"
  );
}

export function galleryEntry(record: UploadRecord): GalleryEntry {
  const entry: GalleryEntry = {
    title: record.title ?? "",
    original: record.original,
    thumbnail: record.thumbnail,
    width: record.dimensions?.width ?? 0,
    height: record.dimensions?.height ?? 0,
    uploadedAt: record.uploadedAt,
    edition: record.edition ?? "",
  };
  const facets = photoFacets(record);
  if (facets.by) entry.by = facets.by.label;
  if (facets.boat) entry.boat = facets.boat.label;
  if (facets.day) entry.day = facets.day.label;
  if (record.alt) entry.alt = record.alt;
  if (isClip(record) && record.poster) {
    entry.poster = record.poster;
    if (typeof record.duration === "number") entry.duration = record.duration;
  }
  return entry;
}

// An edition's gallery narrowed to one photographer, one boat or one day (`?by=`, `?boat=`, `?day=`). Each approved
// photo of an edition is listed under `gallery/facets/{edition}/{facet}/{slug}/{key}` with the value's label, so a
// narrowed page is one key query and the counts are one read of the edition's facets.
export const FACETS = ["by", "boat", "day"] as const;
export type Facet = (typeof FACETS)[number];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as YYYY-MM-DD, or null. */
export function validDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = DAY_PATTERN.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value.trim() ? value.trim() : null;
}

const FACET_SLUG_MAX_ESCAPED = 120;

/** How a value stands in an address and a database key: lower case letters and digits of any script, joined by "-". */
export function facetSlug(value: string): string {
  const letters = [
    ...value
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, ""),
  ];
  // A database key is a file name on the embedded default: at most 60 characters, and 120 bytes once escaped.
  let slug = "";
  for (const letter of letters.slice(0, 60)) {
    if (encodeURIComponent(slug + letter).length > FACET_SLUG_MAX_ESCAPED) break;
    slug += letter;
  }
  return slug.replace(/-+$/, "");
}

/** A slug as it may come from an address; null for anything else. */
export function isFacetSlug(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 60 && facetSlug(value) === value;
}

export type PhotoFacets = Partial<Record<Facet, { slug: string; label: string }>>;

/** The photo's photographer, boat and day; a value whose slug is empty is left out. */
export function photoFacets(record: Partial<Pick<UploadRecord, "name" | "boat" | "day" | "date" | "uploadedAt">>): PhotoFacets {
  const facets: PhotoFacets = {};
  const name = record.name?.trim();
  if (name && facetSlug(name)) facets.by = { slug: facetSlug(name), label: name };
  const boat = record.boat?.trim();
  if (boat && facetSlug(boat)) facets.boat = { slug: facetSlug(boat), label: boat };
  const day = validDay(record.day) ?? validDay(record.date) ?? validDay(record.uploadedAt?.slice(0, 10));
  if (day) facets.day = { slug: day, label: day };
  return facets;
}

/** All of an edition's facets; with `facet` and `slug`, the photos of one value. */
export function galleryFacetPath(edition: string, facet?: Facet, slug?: string, key?: string): string {
  const base = `${GALLERY_PATH}/facets/${edition.toLowerCase()}`;
  if (facet === undefined) return base;
  if (slug === undefined) return `${base}/${facet}`;
  return key === undefined ? `${base}/${facet}/${slug}` : `${base}/${facet}/${slug}/${key}`;
}

/** Where an approved photo is listed under its facets, each with the value's label. */
export function facetEntries(key: string, record: Partial<UploadRecord>): Record<string, string> {
  const edition = editionKey(record.edition ?? "");
  if (!edition) return {};
  const writes: Record<string, string> = {};
  const facets = photoFacets(record);
  for (const facet of FACETS) {
    const value = facets[facet];
    if (value) writes[galleryFacetPath(edition, facet, value.slug, key)] = value.label;
  }
  return writes;
}

/** `email` only when they want an answer. */
export interface RemovalRequest {
  key: string;
  why: string;
  email?: string;
  at: string;
}

/** Sorts by time: a zero-padded millisecond count and a random tail. */
export const REMOVAL_REQUEST_ID = /^\d{15}-[0-9a-f]{8}$/;

export function isRemovalRequest(value: unknown): value is RemovalRequest {
  const r = value as RemovalRequest;
  return typeof r === "object" && r !== null && isPhotoKey(r.key) && typeof r.why === "string" && typeof r.at === "string";
}

/** A closed request as kept until the retention sweep removes it. */
export interface ClosedRemovalRequest extends RemovalRequest {
  id: string;
  closedAt: string;
  closedBy: string;
}

/** The first key of a node keyed by time (audit log, notices, closed requests) that is not older than `ms`. */
export function timeKeyFloor(ms: number): string {
  return String(Math.max(0, Math.floor(ms))).padStart(15, "0");
}

export interface Leftovers {
  /** Whatever exists of original, thumbnail, variants and ready marker. */
  storage: string[];
  /** Record, review state and index, public index entries, the key's claim. */
  database: string[];
}

/** `editions`: every edition the photo was ever filed under; `claims`: hash and request claims still naming this key. */
export function uploadLeftovers(
  key: string,
  record: Partial<UploadRecord> | null,
  options: { editions?: readonly string[]; claims?: readonly string[] } = {},
): Leftovers {
  const editions = new Set(
    [record?.edition ?? "", ...(options.editions ?? [])].map(editionKey).filter((e): e is string => e !== null),
  );
  const facets = record ? Object.keys(facetEntries(key, record)) : [];
  return {
    storage: [originalPath(key), thumbnailPath(key), posterPath(key), ...variantPathsOf(key, record?.dimensions)],
    database: [
      recordPath(key),
      reviewPath(key),
      ...REVIEW_STATES.map((state) => reviewIndexPath(state, key)),
      `${galleryIndexPath()}/${key}`,
      ...[...editions].map((edition) => `${galleryIndexPath(edition)}/${key}`),
      ...facets,
      ...[...editions].map((edition) => photoNewsPath(edition, key)),
      claimPath(key),
      ...(options.claims ?? []),
    ],
  };
}
