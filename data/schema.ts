// Zod schemas for the content model of data/types.ts, and `checkContent`, which returns every problem
// in the festival content as a readable line naming the item and the field, for example
//   events[fsw21].date: end 2021-06-10 is before start 2021-06-17
//   team[ana-souza].editions: unknown edition id "fsw99"
//   events[fsw21].description.de: must not be empty
// Words are checked in every language of the site (`localizedText`); the schemas check the content as
// written in data/, with its texts side by side, not the one-language shapes pages see.
import { z } from "zod";
import { DEFAULT_LANG, LANGS, type Lang } from "../app/i18n/languages";
import type { Content } from "./index";
import {
  DEMO_MEDIA_PATHS,
  EVENT_IDS,
  ICON_IDS,
  MEDALS,
  ROLE_LABELS,
  TEAM_GROUPS,
  type DisclaimerSource,
  type FaqSubjectSource,
  type FestivalEventSource,
  type HomeContentSource,
  type LegalEntitySource,
  type RateTierId,
  type RateTierSource,
  type SocialLinkSource,
  type StakeholderSource,
  type TeamMemberSource,
} from "./types";
import type { PrivacyContent } from "./privacy";
import type { AccessibilityContent } from "./accessibility";

// ---------------------------------------------------------------------------------------------
// Expected structure

export const FAQ_SUBJECTS = [
  "Booking & Payment",
  "Budget",
  "Liability",
  "Accomodation",
  "Sailing boat",
  "Skippers",
  "Travel Arrangements",
  "General",
  "Forró",
] as const;

export const DISCLAIMER_TITLES = [
  "Accountability for content",
  "Accountability for links",
  "Copyright",
  "EU online dispute resolution",
  "Social media",
] as const;

export const RATE_TIER_IDS = ["general", ...MEDALS] as const satisfies readonly RateTierId[];

export const EVENT_ID_PATTERN = /^fsw\d\d$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const GOOGLE_SEARCH = "https://www.google.com/search?q=";

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for an absolute https:// URL with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Building blocks

const text = z.string().trim().min(1);
/** True when a text has more than one word: a single word (a name, "Gold") may rightly be the same in every language. */
function isMultiWord(value: string): boolean {
  return value.trim().split(/\s+/).length > 1;
}

/**
 * Words in every language of the site, side by side; none may be left empty, and the Portuguese and
 * German of a text of several words must differ from the English (a copy left untranslated).
 */
const localizedText = z
  .object(Object.fromEntries(LANGS.map((lang) => [lang, text])) as Record<Lang, typeof text>)
  .strict()
  .superRefine((value, ctx) => {
    if (!isMultiWord(value.en)) return;
    for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
      if (value[lang].trim() === value.en.trim())
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [lang], message: "is the same as the English: not translated" });
    }
  });
const httpsLink = z.string().refine(isHttpsUrl, (v) => ({ message: `"${v}" is not an https link` }));
const isoDate = z.string().refine(isIsoDate, (v) => ({ message: `"${v}" is not a real date (YYYY-MM-DD)` }));
const mediaPath = z.string().refine(
  (v) => DEMO_MEDIA_PATHS.includes(v),
  (v) => ({ message: `"${v}" is not a known media path` }),
);

/** An enum whose "wrong value" message reads `unknown <what> "<value>"`. */
function labelledEnum<T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {
    errorMap: (issue, ctx) =>
      issue.code === z.ZodIssueCode.invalid_enum_value
        ? { message: `unknown ${what} ${JSON.stringify(issue.received)}` }
        : { message: ctx.defaultError },
  });
}

// ---------------------------------------------------------------------------------------------
// Schemas, one per type of data/types.ts

export const festivalEventSchema: z.ZodType<FestivalEventSource> = z
  .object({
    id: z.string().refine(
      (v) => EVENT_ID_PATTERN.test(v),
      (v) => ({ message: `"${v}" does not match fswNN (e.g. fsw19)` }),
    ),
    title: localizedText,
    city: text,
    region: localizedText,
    description: localizedText,
    teachers: z.array(text).min(1),
    musicians: z.array(text),
    skippers: z.array(text).min(1),
    boats: z.array(text).optional(),
    imgPath: mediaPath,
    date: z.tuple([isoDate, isoDate]),
    participants: z.union([z.number().int().nonnegative(), z.literal(""), localizedText], {
      errorMap: (issue, ctx) =>
        issue.code === z.ZodIssueCode.invalid_union
          ? { message: "must be a head count, a short text or empty" }
          : { message: ctx.defaultError },
    }),
    cost: z.literal(""),
    currency: z.literal("EUR"),
    external_links: z.object({ ticket_system: httpsLink.optional() }).strict(),
  })
  .strict();

export const teamMemberSchema: z.ZodType<TeamMemberSource> = z
  .object({
    id: z.string().refine(
      (v) => SLUG_PATTERN.test(v),
      (v) => ({
        message: `"${v}" is not a slug (lower-case letters, digits and hyphens)`,
      }),
    ),
    name: text,
    description: localizedText,
    groupName: labelledEnum(TEAM_GROUPS, "group"),
    role: labelledEnum(ROLE_LABELS, "role"),
    imgPath: mediaPath,
    editions: z.array(z.string()),
  })
  .strict();

export const typicalBoatSchema = z.object({ boat: text, googleLink: httpsLink }).strict();

export const rateTierSchema: z.ZodType<RateTierSource> = z
  .object({
    id: labelledEnum(RATE_TIER_IDS, "tier"),
    title: localizedText,
    summary: localizedText,
    description: localizedText,
    included: z.array(localizedText).min(1).optional(),
    notIncluded: z.array(localizedText).min(1).optional(),
    paragraphs: z.array(localizedText).min(1),
    typicalBoats: z.array(typicalBoatSchema),
    imgPath: mediaPath.optional(),
    photoCredit: localizedText.optional(),
  })
  .strict();

export const faqSubjectSchema: z.ZodType<FaqSubjectSource> = z
  .object({
    subject: localizedText,
    topics: z.array(z.object({ question: localizedText, answer: localizedText }).strict()).min(1),
  })
  .strict();

export const legalEntitySchema: z.ZodType<LegalEntitySource> = z
  .object({
    name: text,
    address: text,
    zip: text,
    city: text,
    phone: text,
    email: z.string().email({ message: "is not an e-mail address" }),
    site: httpsLink,
    board: z.array(text).min(1),
    register: z.object({ court: text, number: text }).strict(),
    contentResponsible: z.object({ name: text, address: text, zip: text, city: text }).strict(),
  })
  .strict();

export const stakeholderSchema: z.ZodType<StakeholderSource> = z
  .object({
    role: localizedText,
    name: z.union([text, localizedText], {
      errorMap: (issue, ctx) =>
        issue.code === z.ZodIssueCode.invalid_union
          ? { message: "must be a name, or words in every language ({ en, pt, de })" }
          : { message: ctx.defaultError },
    }),
  })
  .strict();

export const disclaimerSchema: z.ZodType<DisclaimerSource> = z.object({ title: localizedText, text: localizedText }).strict();

export const socialLinkSchema: z.ZodType<SocialLinkSource> = z
  .object({
    name: text,
    icon: labelledEnum(ICON_IDS, "icon"),
    link: httpsLink,
    color: z.string().refine(
      (v) => /^#[0-9a-fA-F]{6}$/.test(v),
      (v) => ({ message: `"${v}" is not a colour like #1877F2` }),
    ),
  })
  .strict();

const processStepSchema = z.object({ title: localizedText, text: localizedText, icon: labelledEnum(ICON_IDS, "icon") }).strict();

export const homeContentSchema: z.ZodType<HomeContentSource> = z
  .object({
    intro: z
      .object({
        kicker: localizedText,
        title: localizedText,
        paragraphs: z.array(localizedText).min(1),
        heroImgPath: mediaPath,
      })
      .strict(),
    firstEdition: z.object({ eventId: text, title: localizedText, text: localizedText, imgPath: mediaPath }).strict(),
    nextEdition: z
      .object({
        eventId: text,
        title: localizedText,
        text: localizedText,
        imgPath: mediaPath,
        airport: z.object({ arrival: localizedText, departure: localizedText }).strict(),
        exploration: z.array(localizedText).min(1),
        featuredTeacher: text,
      })
      .strict(),
    video: z
      .object({
        title: localizedText,
        youtubeId: z.string().refine(
          (v) => /^[A-Za-z0-9_-]{11}$/.test(v),
          (v) => ({
            message: `"${v}" is not an 11-character YouTube id`,
          }),
        ),
        posterPath: mediaPath,
        caption: localizedText,
        transcript: z
          .object({
            summary: localizedText,
            passages: z.array(z.object({ seen: localizedText, said: localizedText.optional() }).strict()),
            captionsChecked: z.boolean(),
          })
          .strict(),
      })
      .strict(),
    process: z
      .object({
        title: localizedText,
        intro: localizedText,
        steps: z.tuple([processStepSchema, processStepSchema, processStepSchema]),
      })
      .strict(),
  })
  .strict();

const textsOf = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, localizedText])) as Record<K, typeof localizedText>).strict();
const localizedTexts = z.array(localizedText).min(1);

export const privacyContentSchema: z.ZodType<PrivacyContent> = z
  .object({
    kicker: localizedText,
    title: localizedText,
    lead: localizedText,
    short: z.object({ title: localizedText, items: localizedTexts }).strict(),
    controller: textsOf("title", "intro", "contact"),
    processing: z
      .object({
        title: localizedText,
        terms: textsOf("data", "why", "legalBasis", "kept", "recipients", "audience", "control", "sent", "what", "removal"),
        visiting: textsOf("title", "data", "why", "legalBasis", "kept", "recipients"),
        photos: textsOf(
          "title",
          "data",
          "why",
          "legalBasis",
          "audienceReviewed",
          "audiencePublic",
          "audienceOrganisers",
          "kept",
          "control",
        ),
        removal: textsOf("title", "data", "why", "legalBasis", "keptThen", "keptUntilClosed"),
        organisers: textsOf("title", "data", "why", "legalBasis", "kept"),
        email: textsOf("title", "data", "why", "legalBasis", "recipients"),
        photoMail: textsOf("title", "data", "why", "legalBasis", "kept", "recipients", "control"),
        video: textsOf("title", "data", "why", "legalBasis"),
        links: textsOf("title", "data", "why", "sent"),
        device: textsOf("title", "what", "legalBasis", "removal"),
      })
      .strict(),
    cookies: z
      .object({
        title: localizedText,
        intro: localizedText,
        caption: localizedText,
        columns: z.tuple([localizedText, localizedText, localizedText, localizedText, localizedText]),
      })
      .strict(),
    kept: z
      .object({
        title: localizedText,
        intro: localizedText,
        caption: localizedText,
        columns: z.tuple([localizedText, localizedText, localizedText]),
      })
      .strict(),
    recipients: textsOf("title", "intro"),
    rights: z
      .object({
        title: localizedText,
        intro: localizedText,
        items: localizedTexts,
        complaint: localizedText,
        voluntary: localizedText,
      })
      .strict(),
    changes: textsOf("title", "text"),
  })
  .strict();

export const accessibilityContentSchema: z.ZodType<AccessibilityContent> = z
  .object({
    kicker: localizedText,
    title: localizedText,
    intro: localizedText,
    abilities: localizedTexts,
    abilityNet: localizedText,
    known: z
      .object({ title: localizedText, intro: localizedText, photos: localizedText, video: localizedText, items: localizedTexts })
      .strict(),
    formats: textsOf("title", "intro", "request"),
    reporting: textsOf("title", "text"),
    technical: z
      .object({
        title: localizedText,
        commitment: localizedText,
        complianceTitle: localizedText,
        compliance: z.object({ "fully meets": localizedText, "partially meets": localizedText }).strict(),
      })
      .strict(),
    failures: z.object({ title: localizedText, photos: localizedText, video: localizedText, offer: localizedText }).strict(),
    thirdParty: textsOf("title", "text"),
    slideshow: textsOf("title", "text"),
    testing: z.object({ title: localizedText, intro: localizedText, items: localizedTexts, results: localizedText }).strict(),
    preparation: textsOf("title", "text"),
  })
  .strict();

/** The `{value}`s and `<tag>`s a text uses, sorted: a translation must keep the English ones. */
export function marksOf(text: string): string[] {
  const marks = [...text.matchAll(/\{(\w+)\}|<([a-z][a-z0-9]*)>/g)].map((m) => (m[1] ? `{${m[1]}}` : `<${m[2]}>`));
  return [...new Set(marks)].sort();
}

/** Every text under `value` whose Portuguese or German lacks or adds a `{value}` or `<tag>` of its English. */
function checkMarks(value: unknown, label: string, problems: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkMarks(item, `${label}[${i}]`, problems));
    return;
  }
  if (!isRecord(value)) return;
  const { en, pt, de } = value;
  if (typeof en === "string" && typeof pt === "string" && typeof de === "string") {
    const expected = marksOf(en).join(" ");
    for (const [lang, text] of [
      ["pt", pt],
      ["de", de],
    ] as const) {
      const actual = marksOf(text).join(" ");
      if (actual !== expected)
        problems.push(`${label}.${lang}: uses ${actual || "no marks"} where the English uses ${expected || "none"}`);
    }
    return;
  }
  for (const [key, item] of Object.entries(value)) checkMarks(item, label ? `${label}.${key}` : key, problems);
}

// ---------------------------------------------------------------------------------------------
// Messages

/** Friendlier wording for zod's built-in issues; custom messages above are kept as they are. */
const errorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return { message: "is required" };
      return { message: `expected ${issue.expected}, received ${issue.received}` };
    case z.ZodIssueCode.too_small:
      if (issue.type === "string") return { message: "must not be empty" };
      if (issue.type === "array") return { message: `must have at least ${String(issue.minimum)} item(s)` };
      if (issue.type === "number") return { message: `must be at least ${String(issue.minimum)}` };
      break;
    case z.ZodIssueCode.too_big:
      if (issue.type === "array") return { message: `must have at most ${String(issue.maximum)} item(s)` };
      break;
    case z.ZodIssueCode.invalid_literal:
      return { message: `must be ${JSON.stringify(issue.expected)}, got ${JSON.stringify(issue.received)}` };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: `unknown field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}` };
    default:
      break;
  }
  return { message: ctx.defaultError };
};

/** ["date", 1] → "date[1]"; ["typicalBoats", 0, "googleLink"] → "typicalBoats[0].googleLink". */
function formatPath(path: (string | number)[]): string {
  return path.reduce<string>((acc, seg) => (typeof seg === "number" ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), "");
}

function at(label: string, field: string, message: string): string {
  return `${label}${field ? `.${field}` : ""}: ${message}`;
}

function validate(schema: z.ZodTypeAny, value: unknown, label: string, problems: string[]): boolean {
  const result = schema.safeParse(value, { errorMap });
  if (result.success) return true;
  for (const issue of result.error.issues) problems.push(at(label, formatPath(issue.path), issue.message));
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A plain string as it is; words in every language by their English. */
function english(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  return isRecord(value) ? str(value.en) : undefined;
}

/** The field that holds the English of `key`: `subject.en` for words in every language, else `key`. */
function englishField(item: Record<string, unknown>, key: string): string {
  return isRecord(item[key]) ? `${key}.en` : key;
}

/** `section[key]` when the item has a usable key (id, name, …; words by their English), else `section[index]`. */
function labelOf(section: string, item: unknown, index: number, key: string): string {
  const value = isRecord(item) ? english(item[key]) : undefined;
  return value !== undefined && value.trim() !== "" ? `${section}[${value}]` : `${section}[${index}]`;
}

/** Validates a list section item by item; returns the items with their labels. */
function validateList(
  section: string,
  list: unknown,
  schema: z.ZodTypeAny,
  key: string,
  problems: string[],
): { item: Record<string, unknown>; label: string; valid: boolean }[] {
  if (!Array.isArray(list)) {
    problems.push(`${section}: expected a list`);
    return [];
  }
  return list.map((item: unknown, index) => {
    const label = labelOf(section, item, index, key);
    const valid = validate(schema, item, label, problems);
    return { item: isRecord(item) ? item : {}, label, valid };
  });
}

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** Duplicates of `key` among the items, reported on the second and later occurrences. */
function checkDuplicates(
  items: { item: Record<string, unknown>; label: string }[],
  key: string,
  problems: string[],
  what = key,
): void {
  const seen = new Set<string>();
  for (const { item, label } of items) {
    const value = english(item[key]);
    if (value === undefined || value === "") continue;
    if (seen.has(value)) problems.push(at(label, englishField(item, key), `duplicate ${what} ${JSON.stringify(value)}`));
    seen.add(value);
  }
}

/** A list whose `key` values (words by their English) must be exactly `expected`, each once, in that order. */
function checkExactList(
  section: string,
  items: { item: Record<string, unknown>; label: string }[],
  key: string,
  expected: readonly string[],
  what: string,
  problems: string[],
): void {
  const actual = items.map(({ item }) => english(item[key]));
  for (const { item, label } of items) {
    const value = english(item[key]);
    if (value !== undefined && value !== "" && !expected.includes(value))
      problems.push(at(label, englishField(item, key), `unknown ${what} ${JSON.stringify(value)}`));
  }
  checkDuplicates(items, key, problems, what);
  for (const name of expected) {
    if (!actual.includes(name)) problems.push(`${section}: missing ${what} ${JSON.stringify(name)}`);
  }
  const inOrder = actual.length === expected.length && actual.every((v, i) => v === expected[i]);
  const sameSet = actual.length === expected.length && expected.every((name) => actual.includes(name));
  if (sameSet && !inOrder) problems.push(`${section}: ${what}s must be in this order: ${expected.join(", ")}`);
}

// ---------------------------------------------------------------------------------------------
// The check

/**
 * Every problem in the content, one readable line each naming the item and the field. An empty list
 * means the content is fine. Never throws, whatever shape the content has.
 */
export function checkContent(content: Content): string[] {
  const problems: string[] = [];
  const c: Record<string, unknown> = isRecord(content) ? content : {};

  // Events
  const events = validateList("events", c.events, festivalEventSchema, "id", problems);
  checkDuplicates(events, "id", problems, "id");
  const eventIds = new Set(events.map(({ item }) => str(item.id)).filter((v): v is string => !!v));
  for (const id of EVENT_IDS) {
    if (!eventIds.has(id)) problems.push(`events: edition ${JSON.stringify(id)} is missing`);
  }
  for (const { item, label } of events) {
    const date = item.date;
    if (!Array.isArray(date)) continue;
    const [start, end] = date as unknown[];
    if (typeof start === "string" && typeof end === "string" && isIsoDate(start) && isIsoDate(end) && end < start)
      problems.push(at(label, "date", `end ${end} is before start ${start}`));
  }
  const eventById = new Map(events.map(({ item }) => [str(item.id) ?? "", item]));
  const knownEdition = (id: string, label: string, field: string) => {
    if (!eventIds.has(id)) problems.push(at(label, field, `unknown edition id ${JSON.stringify(id)}`));
  };

  // Team
  const team = validateList("team", c.team, teamMemberSchema, "id", problems);
  checkDuplicates(team, "id", problems, "id");
  for (const { item, label } of team) {
    const name = str(item.name);
    const listed = item.groupName !== "Partners" && item.role !== "Content Producer";
    for (const edition of strings(item.editions)) {
      knownEdition(edition, label, "editions");
      const event = eventById.get(edition);
      if (!event || !listed || !name) continue;
      const names = [...strings(event.teachers), ...strings(event.musicians), ...strings(event.skippers)];
      if (!names.includes(name))
        problems.push(
          at(label, "editions", `${JSON.stringify(name)} is not listed in the teachers, musicians or skippers of ${edition}`),
        );
    }
  }
  const teamNames = new Set(team.map(({ item }) => str(item.name)).filter((v): v is string => !!v));

  // Rate tiers
  const tiers = validateList("rateTiers", c.rateTiers, rateTierSchema, "id", problems);
  checkDuplicates(tiers, "id", problems, "id");
  const tierIds = tiers.map(({ item }) => str(item.id));
  for (const id of RATE_TIER_IDS) {
    if (!tierIds.includes(id)) problems.push(`rateTiers: tier ${JSON.stringify(id)} is missing`);
  }
  for (const { item, label } of tiers) {
    const isGeneral = item.id === "general";
    for (const field of ["included", "notIncluded"] as const) {
      if (!isGeneral && item[field] !== undefined) problems.push(at(label, field, `only the general tier may have ${field}`));
      if (isGeneral && item[field] === undefined) problems.push(at(label, field, "is required for the general tier"));
    }
    if (!isGeneral && typeof item.id === "string" && item.imgPath === undefined)
      problems.push(at(label, "imgPath", `is required for the ${item.id} tier`));
    const boats: unknown[] = Array.isArray(item.typicalBoats) ? item.typicalBoats : [];
    boats.forEach((boat, i) => {
      if (!isRecord(boat) || typeof boat.boat !== "string" || typeof boat.googleLink !== "string") return;
      const expected = GOOGLE_SEARCH + encodeURIComponent(boat.boat);
      if (boat.googleLink !== expected)
        problems.push(at(label, `typicalBoats[${i}].googleLink`, `expected ${JSON.stringify(expected)}`));
    });
  }

  // FAQ
  const faq = validateList("faq", c.faq, faqSubjectSchema, "subject", problems);
  checkExactList("faq", faq, "subject", FAQ_SUBJECTS, "subject", problems);

  // Legal
  validate(legalEntitySchema, c.legalEntity, "legalEntity", problems);
  validateList("stakeholders", c.stakeholders, stakeholderSchema, "role", problems);
  const disclaimers = validateList("disclaimers", c.disclaimers, disclaimerSchema, "title", problems);
  checkExactList("disclaimers", disclaimers, "title", DISCLAIMER_TITLES, "title", problems);

  // Social links
  const social = validateList("socialLinks", c.socialLinks, socialLinkSchema, "name", problems);
  checkDuplicates(social, "name", problems, "name");

  // Home
  validate(homeContentSchema, c.home, "home", problems);
  const home = isRecord(c.home) ? c.home : {};
  const first = isRecord(home.firstEdition) ? home.firstEdition : {};
  const next = isRecord(home.nextEdition) ? home.nextEdition : {};
  const firstId = str(first.eventId);
  const nextId = str(next.eventId);
  if (firstId) knownEdition(firstId, "home", "firstEdition.eventId");
  if (nextId) knownEdition(nextId, "home", "nextEdition.eventId");
  const teacher = str(next.featuredTeacher);
  if (teacher) {
    if (!teamNames.has(teacher))
      problems.push(at("home", "nextEdition.featuredTeacher", `${JSON.stringify(teacher)} is not a team member name`));
    const nextEvent = nextId ? eventById.get(nextId) : undefined;
    if (nextEvent && !strings(nextEvent.teachers).includes(teacher))
      problems.push(at("home", "nextEdition.featuredTeacher", `${JSON.stringify(teacher)} is not a teacher of ${nextId ?? ""}`));
  }

  // Privacy notice and accessibility statement
  if (validate(privacyContentSchema, c.privacy, "privacy", problems)) checkMarks(c.privacy, "privacy", problems);
  if (validate(accessibilityContentSchema, c.accessibility, "accessibility", problems))
    checkMarks(c.accessibility, "accessibility", problems);

  return problems;
}
