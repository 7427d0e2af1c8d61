// Shared by the server pipeline and the form in the browser. Its texts are the catalogue's (app/i18n/messages):
// the browser says them with the page's translator, the server with the request's.
import { LOCALES, type Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages/en";
import type { Words } from "~/i18n/words";

/** Answered in JSON (app/routes/add-photo.upload.tsx). */
export const PHOTO_UPLOAD_URL = "/add-photo/upload";
export const FILE_FIELD = "photo";
export const HONEYPOT_FIELD = "website";
export const ACCESS_CODE_FIELD = "accessCode";
/** A retried request answers the first result. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** The id at the end of its tus URL, sent instead of a file part. */
export const RESUMABLE_FIELD = "tusUpload";
export const RESUMABLE_UPLOAD_URL = "/add-photo/tus/";
export const RESUMABLE_THRESHOLD_BYTES = 262144;
/** The uploader's confirmation, a checkbox on the form and tus upload metadata of the same name (docs/product.md, Photo uploads). */
export const CONSENT_FIELD = "consent";
export const CONSENT_VALUE = "yes";
/** When the box was ticked, as the uploader's browser tells it (ISO); kept with a photo that waits offline. */
export const CONSENT_AT_FIELD = "consentAt";

/** "Your name" on a photo (upload and review): at most this many characters, plain text, optional. */
export const PHOTO_NAME_MAX_LENGTH = 80;
/** The description for people who cannot see the photo (decision 051): its text alternative once approved. */
export const ALT_MAX_LENGTH = 300;

export const FALLBACK_FILE_NAME = "photo";
export const MAX_FILE_NAME_LENGTH = 100;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

export const FIELD_LIMITS = {
  title: 120,
  description: 2000,
  tags: 500,
  city: 80,
  venue: 120,
  date: 40,
  edition: 20,
  name: PHOTO_NAME_MAX_LENGTH,
  boat: 60,
  alt: ALT_MAX_LENGTH,
} as const;

export interface UploadFields {
  title: string;
  description: string;
  tags: string;
  city: string;
  date: string;
  venue: string;
  edition: string;
  /** "Your name": optional, plain text. */
  name: string;
  /** One of the edition's boats as listed, or empty. */
  boat: string;
  alt: string;
}

export type UploadFieldErrors = Partial<Record<keyof UploadFields, Words>>;

export type UploadFieldName = keyof UploadFields | typeof FILE_FIELD | typeof ACCESS_CODE_FIELD | typeof CONSENT_FIELD;

/** The form's answer and the JSON upload route's body. */
export interface UploadFailure {
  ok: false;
  status: 400 | 403 | 413 | 415 | 429 | 500;
  formError?: string;
  fieldErrors: Partial<Record<UploadFieldName, string>>;
  values: Partial<UploadFields>;
  /** Also sent as Retry-After. */
  retryAfter?: number;
}

export interface UploadResultItem {
  name: string;
  status: "stored" | "duplicate" | "refused";
  key?: string;
  /** The two success lines, "already shared", or the red error. */
  messages: string[];
}

export interface UploadSuccess {
  ok: true;
  key: string;
  status: "stored" | "duplicate";
  message: string;
}

export interface TextFieldSpec {
  name: keyof UploadFields;
  label: MessageKey;
  type: "text" | "date" | "textarea" | "select";
  hint?: MessageKey;
}

/** In the form's order; the labels also name the fields in messages. */
export const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { name: "title", label: "upload.form.title", type: "text" },
  { name: "alt", label: "describe.field", type: "textarea", hint: "describe.hint" },
  { name: "name", label: "upload.form.name", type: "text", hint: "upload.form.nameHint" },
  { name: "edition", label: "upload.form.edition", type: "select", hint: "upload.form.editionHint" },
  { name: "boat", label: "upload.form.boat", type: "select", hint: "upload.form.boatHint" },
  { name: "city", label: "upload.form.city", type: "text" },
  { name: "venue", label: "upload.form.venue", type: "text", hint: "upload.form.venueHint" },
  { name: "date", label: "upload.form.date", type: "date" },
  { name: "tags", label: "upload.form.tags", type: "text", hint: "upload.form.tagsHint" },
  { name: "description", label: "upload.form.description", type: "textarea" },
];

/** docs/product.md, Photo uploads; only the last path segment is kept ("C:\fakepath\a.jpg", "../../x"). */
export function sanitizeFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? "";
  const dot = lastSegment.lastIndexOf(".");
  const base = dot >= 0 ? lastSegment.slice(0, dot) : lastSegment;
  let out = "";
  for (const char of base) {
    out += /^[A-Za-z0-9_-]$/.test(char) ? char : "_";
    if (out.length >= MAX_FILE_NAME_LENGTH) break;
  }
  return /^_*$/.test(out) ? FALLBACK_FILE_NAME : out;
}

export function titleFromFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? "";
  const dot = lastSegment.lastIndexOf(".");
  const base = (dot > 0 ? lastSegment.slice(0, dot) : lastSegment).replace(/\p{Cc}/gu, " ").trim();
  return [...base].slice(0, FIELD_LIMITS.title).join("");
}

/** First spelling wins among case-insensitive duplicates; limits are checked by validateUploadFields. */
export function splitTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of input.split(",")) {
    const tag = raw.replace(/\s+/g, " ").trim();
    if (!tag) continue;
    const key = tag.normalize("NFC").toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export function formatSizeMb(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid byte count: ${bytes}`);
  return (bytes / (1024 * 1024)).toFixed(2);
}

/** "25.00" in English as always, "25,00" in German: the language's decimal mark. */
export function formatSizeMbIn(lang: Lang, bytes: number): string {
  const mb = formatSizeMb(bytes);
  if (lang === "en") return mb;
  return new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(mb));
}

export function photoKey(timestamp: number, name: string): string {
  return `${timestamp}-${name}`;
}

/** Code points, not UTF-16 units, so the server never rejects what a browser's maxLength allowed. */
function charCount(value: string): number {
  let n = value.length;
  for (let i = 1; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const previous = value.charCodeAt(i - 1);
    if (unit >= 0xdc00 && unit <= 0xdfff && previous >= 0xd800 && previous <= 0xdbff) {
      n--;
      i++;
    }
  }
  return n;
}

const CONTROL_CHARS = /\p{Cc}/u;
/** In a name also the marks that turn text around or isolate it, which would let a name rearrange "Photo by …" around it. */
export const NAME_CONTROL_CHARS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const CONTROL_CHARS_EXCEPT_NEWLINE_TAB = /(?![\n\t])\p{Cc}/u;

/** One of the started editions, matched without regard to case and stored as listed; left out, the newest. */
function checkEdition(value: string, editions: readonly string[]): { value: string; error?: Words } {
  if (value === "") return { value: editions[0] ?? "" };
  const known = editions.find((edition) => edition.toLowerCase() === value.toLowerCase());
  if (known !== undefined) return { value: known };
  const shown = [...value].slice(0, 20).join("");
  return { value, error: { key: "upload.field.unknownEdition", vars: { value: shown, editions: editions.join(", ") } } };
}

/** Empty, or one of the edition's boats, matched without regard to case and spacing and stored as listed. */
function checkBoat(value: string, edition: string, boats: readonly string[]): { value: string; error?: Words } {
  if (value === "") return { value };
  const wanted = value.replace(/\s+/g, " ").toLowerCase();
  const known = boats.find((boat) => boat.toLowerCase() === wanted);
  if (known !== undefined) return { value: known };
  const shown = [...value].slice(0, 40).join("");
  if (boats.length === 0) return { value, error: { key: "upload.field.noBoats", vars: { value: shown, edition } } };
  return { value, error: { key: "upload.field.unknownBoat", vars: { value: shown, edition, boats: boats.join(", ") } } };
}

/** A name as the form would send it, or null when the form would refuse it (the cookie that remembers it is checked the same way). */
export function cleanPhotoName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  return charCount(name) <= PHOTO_NAME_MAX_LENGTH && !NAME_CONTROL_CHARS.test(name) ? name : null;
}

/**
 * `editions`: those a photo may be filed under, the default first; `boats`: each edition's boats, by the
 * edition as listed there (a boat is checked only when they are given).
 */
export function validateUploadFields(
  fields: Record<string, string>,
  options: { editions?: readonly string[]; boats?: Readonly<Record<string, readonly string[]>> } = {},
): {
  values: UploadFields;
  errors: UploadFieldErrors;
} {
  const values = {} as UploadFields;
  const errors: UploadFieldErrors = {};

  for (const { name, label } of TEXT_FIELDS) {
    const raw = fields[name];
    let value = typeof raw === "string" ? raw.trim() : "";
    // Browsers submit textarea line breaks as CRLF.
    if (name === "description") value = value.replace(/\r\n?/g, "\n");
    if (name === "alt") value = value.replace(/[\t\n\r]+/g, " ");
    values[name] = value;

    const limit = FIELD_LIMITS[name];
    const named = { label: { key: label } };
    if (charCount(value) > limit) {
      errors[name] = {
        key: name === "tags" ? "upload.field.tagsTooLong" : name === "alt" ? "describe.tooLong" : "upload.field.tooLong",
        vars: { ...named, max: String(limit) },
      };
    } else if (
      name === "description"
        ? CONTROL_CHARS_EXCEPT_NEWLINE_TAB.test(value)
        : (name === "name" ? NAME_CONTROL_CHARS : CONTROL_CHARS).test(value)
    ) {
      errors[name] = { key: name === "description" ? "upload.field.controlCharsText" : "upload.field.controlChars", vars: named };
    }
  }

  if (options.editions && !errors.edition) {
    const edition = checkEdition(values.edition, options.editions);
    values.edition = edition.value;
    if (edition.error) errors.edition = edition.error;
  }

  if (options.boats && !errors.edition && !errors.boat) {
    const boat = checkBoat(values.boat, values.edition, options.boats[values.edition] ?? []);
    values.boat = boat.value;
    if (boat.error) errors.boat = boat.error;
  }

  if (!errors.tags) {
    const tags = splitTags(values.tags);
    const tooLong = tags.find((tag) => charCount(tag) > MAX_TAG_LENGTH);
    if (tags.length > MAX_TAGS) {
      errors.tags = { key: "upload.field.tooManyTags", vars: { count: String(tags.length), max: String(MAX_TAGS) } };
    } else if (tooLong !== undefined) {
      const shown = [...tooLong].slice(0, 20).join("");
      errors.tags = { key: "upload.field.tagTooLong", vars: { tag: shown, max: String(MAX_TAG_LENGTH) } };
    }
  }

  return { values, errors };
}
