// Zod schemas for the content model of data/types.ts, and `checkContent`, which returns every problem
// in the festival content as a readable line naming the item and the field, for example
//   events[fsw21].date: end 2021-06-10 is before start 2021-06-17
//   team[ana-souza].editions: unknown edition id "fsw99"
import { z } from "zod";
import type { Content } from "./index";
import {
  DEMO_MEDIA_PATHS,
  EVENT_IDS,
  ICON_IDS,
  MEDALS,
  ROLE_LABELS,
  TEAM_GROUPS,
  type Disclaimer,
  type FaqSubject,
  type FestivalEvent,
  type HomeContent,
  type LegalEntity,
  type RateTier,
  type RateTierId,
  type SocialLink,
  type Stakeholder,
  type TeamMember,
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
/** Words in every language of the site, side by side; none may be left empty. */
const localizedText = z.object({ en: text, pt: text, de: text }).strict();
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

export const festivalEventSchema: z.ZodType<FestivalEvent> = z
  .object({
    id: z.string().refine(
      (v) => EVENT_ID_PATTERN.test(v),
      (v) => ({ message: `"${v}" does not match fswNN (e.g. fsw19)` }),
    ),
    title: text,
    city: text,
    region: text,
    description: text,
    teachers: z.array(text).min(1),
    musicians: z.array(text),
    skippers: z.array(text).min(1),
    boats: z.array(text).optional(),
    imgPath: mediaPath,
    date: z.tuple([isoDate, isoDate]),
    participants: z.union([z.number().int().nonnegative(), z.string().trim()], {
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

export const teamMemberSchema: z.ZodType<TeamMember> = z
  .object({
    id: z.string().refine(
      (v) => SLUG_PATTERN.test(v),
      (v) => ({
        message: `"${v}" is not a slug (lower-case letters, digits and hyphens)`,
      }),
    ),
    name: text,
    description: text,
    groupName: labelledEnum(TEAM_GROUPS, "group"),
    role: labelledEnum(ROLE_LABELS, "role"),
    imgPath: mediaPath,
    editions: z.array(z.string()),
  })
  .strict();

export const typicalBoatSchema = z.object({ boat: text, googleLink: httpsLink }).strict();

export const rateTierSchema: z.ZodType<RateTier> = z
  .object({
    id: labelledEnum(RATE_TIER_IDS, "tier"),
    title: text,
    summary: text,
    description: text,
    included: z.array(text).min(1).optional(),
    notIncluded: z.array(text).min(1).optional(),
    paragraphs: z.array(text).min(1),
    typicalBoats: z.array(typicalBoatSchema),
    imgPath: mediaPath.optional(),
    photoCredit: text.optional(),
  })
  .strict();

export const faqSubjectSchema: z.ZodType<FaqSubject> = z
  .object({
    subject: text,
    topics: z.array(z.object({ question: text, answer: text }).strict()).min(1),
  })
  .strict();

export const legalEntitySchema: z.ZodType<LegalEntity> = z
  .object({
    name: text,
    address: text,
    zip: text,
    city: text,
    phone: text,
    email: z.string().email({ message: "is not an e-mail address" }),
    site: httpsLink,
  })
  .strict();

export const stakeholderSchema: z.ZodType<Stakeholder> = z.object({ role: text, name: text }).strict();

export const disclaimerSchema: z.ZodType<Disclaimer> = z.object({ title: text, text }).strict();

export const socialLinkSchema: z.ZodType<SocialLink> = z
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

const processStepSchema = z.object({ title: text, text, icon: labelledEnum(ICON_IDS, "icon") }).strict();

export const homeContentSchema: z.ZodType<HomeContent> = z
  .object({
    intro: z
      .object({
        kicker: text,
        title: text,
        paragraphs: z.array(text).min(1),
        heroImgPath: mediaPath,
        heroAlt: text,
      })
      .strict(),
    firstEdition: z.object({ eventId: text, title: text, text, imgPath: mediaPath, imgAlt: text }).strict(),
    nextEdition: z
      .object({
        eventId: text,
        title: text,
        text,
        imgPath: mediaPath,
        imgAlt: text,
        airport: z.object({ arrival: text, departure: text }).strict(),
        exploration: z.array(text).min(1),
        featuredTeacher: text,
      })
      .strict(),
    video: z
      .object({
        title: text,
        youtubeId: z.string().refine(
          (v) => /^[A-Za-z0-9_-]{11}$/.test(v),
          (v) => ({
            message: `"${v}" is not an 11-character YouTube id`,
          }),
        ),
        posterPath: mediaPath,
        caption: text,
      })
      .strict(),
    process: z
      .object({
        title: text,
        intro: text,
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
    known: z.object({ title: localizedText, intro: localizedText, items: localizedTexts }).strict(),
    formats: textsOf("title", "intro", "request"),
    reporting: textsOf("title", "text"),
    technical: z
      .object({
        title: localizedText,
        commitment: localizedText,
        complianceTitle: localizedText,
        compliance: z.object({ "partially meets": localizedText }).strict(),
      })
      .strict(),
    failures: z.object({ title: localizedText, items: localizedTexts, offer: localizedText }).strict(),
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

/** `section[key]` when the item has a usable key (id, name, …), else `section[index]`. */
function labelOf(section: string, item: unknown, index: number, key: string): string {
  const value = isRecord(item) ? item[key] : undefined;
  return typeof value === "string" && value.trim() !== "" ? `${section}[${value}]` : `${section}[${index}]`;
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
    const value = str(item[key]);
    if (value === undefined || value === "") continue;
    if (seen.has(value)) problems.push(at(label, key, `duplicate ${what} ${JSON.stringify(value)}`));
    seen.add(value);
  }
}

/** A list whose `key` values must be exactly `expected`, each once, in that order. */
function checkExactList(
  section: string,
  items: { item: Record<string, unknown>; label: string }[],
  key: string,
  expected: readonly string[],
  what: string,
  problems: string[],
): void {
  const actual = items.map(({ item }) => str(item[key]));
  for (const { item, label } of items) {
    const value = str(item[key]);
    if (value !== undefined && value !== "" && !expected.includes(value))
      problems.push(at(label, key, `unknown ${what} ${JSON.stringify(value)}`));
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
