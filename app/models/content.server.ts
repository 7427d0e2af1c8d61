import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { events as eventSources } from "../../data/events";
import { faq as faqSources } from "../../data/faq";
import { home as homeSource } from "../../data/home";
import {
  disclaimers as disclaimerSources,
  legalEntity as legalEntitySource,
  stakeholders as stakeholderSources,
} from "../../data/legal";
import { localize as localizeIn } from "../../data/localize";
import { rateTiers as rateTierSources } from "../../data/rates";
import { socialLinks as socialLinkSources } from "../../data/social";
import { team as teamSources } from "../../data/team";
import type { FestivalEvent, Medal, RateTier, TeamMember } from "../../data/types";
import { MEDALS } from "../../data/types";
import { fillLabels } from "~/i18n/i18n.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { ORIGINALS_FOLDER } from "~/lib/photo-layout";
import { personSlug } from "~/lib/text";

/** The festival's content in one language, with its lookups. Facts are the same in every language. */
function contentOf(lang: Lang) {
  const labels = fillLabels(lang);
  const localize = <T>(value: T) => localizeIn(value, lang, labels);
  const events = localize(eventSources);
  const team = localize(teamSources);
  const rateTiers = localize(rateTierSources);
  const eventsById = new Map(events.map((e) => [e.id.toLowerCase(), e]));
  const membersById = new Map(team.map((m) => [m.id, m]));
  const membersBySlug = new Map(team.map((m) => [personSlug(m.name), m]));
  return {
    lang,
    events,
    team,
    rateTiers,
    faq: localize(faqSources),
    home: localize(homeSource),
    legalEntity: localize(legalEntitySource),
    stakeholders: localize(stakeholderSources),
    disclaimers: localize(disclaimerSources),
    socialLinks: localize(socialLinkSources),
    /** Event ids are matched case-insensitively: /event-details/FSW25 is fsw25. */
    findEvent: (id: string): FestivalEvent | undefined => eventsById.get(id.toLowerCase()),
    findMember: (id: string): TeamMember | undefined => membersById.get(id),
    findMemberByName: (name: string): TeamMember | undefined => membersBySlug.get(personSlug(name)),
    findTier: (id: string): RateTier | undefined => rateTiers.find((t) => t.id === id),
  };
}

export type SiteContent = ReturnType<typeof contentOf>;

const byLang = new Map<Lang, SiteContent>(LANGS.map((lang) => [lang, contentOf(lang)]));

export function contentIn(lang: Lang): SiteContent {
  return byLang.get(lang)!;
}

// The English content, for code that has no page language (calendars' ids, storage folders, tests).
const english = contentIn("en");
export const { events, team, rateTiers, faq, home, legalEntity, stakeholders, disclaimers } = english;
export const { findEvent, findMember, findMemberByName, findTier } = english;

let updatedAt: Date | undefined;

/** Content ships inside the build, so the build's time is an honest upper bound (sitemap lastmod, DTSTAMP). */
export function contentUpdatedAt(): Date {
  if (!updatedAt) {
    try {
      updatedAt = statSync(fileURLToPath(import.meta.url)).mtime;
    } catch {
      updatedAt = new Date();
    }
    updatedAt.setUTCMilliseconds(0);
  }
  return updatedAt;
}

export function isMedal(value: string | null): value is Medal {
  return (MEDALS as readonly string[]).includes(value ?? "");
}

/** The images the pages show one by one: the home page's, covers, portraits and the rates' pictures. */
export function pageImagePaths(): string[] {
  return [
    home.intro.heroImgPath,
    home.firstEdition.imgPath,
    home.nextEdition.imgPath,
    home.video.posterPath,
    ...events.map((e) => e.imgPath),
    ...team.map((m) => m.imgPath),
    ...rateTiers.flatMap((t) => (t.imgPath ? [t.imgPath] : [])),
  ];
}

/** Every storage folder the site shows images from: covers, portraits, page images, galleries, and the uploads. */
export function imageFolders(): string[] {
  const paths = pageImagePaths();
  const folders = new Set(paths.map((p) => p.slice(0, p.lastIndexOf("/"))).filter(Boolean));
  for (const e of events) folders.add(`events/${e.id.toLowerCase()}`);
  for (const medal of MEDALS) folders.add(`rates/${medal}`);
  folders.add(ORIGINALS_FOLDER);
  return [...folders].sort();
}
