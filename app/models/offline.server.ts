import type { FestivalEvent } from "../../data/types";
import { MEDALS } from "../../data/types";
import { translatorFor } from "~/i18n/i18n.server";
import { DEFAULT_LANG, localePath, type Lang } from "~/i18n/languages";
import { eventStart, eventState, sortNewestFirst } from "~/lib/events";
import { accessibilityUrl, boatPackUrl, eventUrl, personPageUrl, privacyUrl, teamMemberUrl } from "~/lib/urls";
import { now } from "~/config/config.server";
import { contentIn, events } from "./content.server";

// The pages of the edition a sailor is on, or is about to be on (decision 022), in one language.

export interface OfflinePage {
  path: string;
  label: string;
}

/** The running edition; else the next one to start; else, once every edition is over, the latest. */
export function offlineEdition(at: Date = now()): FestivalEvent | undefined {
  const running = events.find((e) => eventState(e, at) === "running");
  if (running) return running;
  const upcoming = events
    .filter((e) => eventState(e, at) === "upcoming")
    .sort((a, b) => eventStart(a).getTime() - eventStart(b).getTime());
  return upcoming[0] ?? sortNewestFirst(events)[0];
}

/** The address of the offline page itself in `lang`. */
export function offlinePagePath(lang: Lang = DEFAULT_LANG): string {
  return localePath(lang, "/offline");
}

export function offlinePages(at: Date = now(), lang: Lang = DEFAULT_LANG): OfflinePage[] {
  const t = translatorFor(lang);
  const content = contentIn(lang);
  const found = offlineEdition(at);
  const edition = found && content.findEvent(found.id);
  const people = edition
    ? [
        ...[...edition.teachers, ...edition.musicians].map((name) => ({
          name,
          href: personPageUrl("teachers", name, content.findMemberByName(name)?.id),
        })),
        ...edition.skippers.map((name) => ({ name, href: personPageUrl("skippers", name, content.findMemberByName(name)?.id) })),
      ]
    : [];
  const pages: OfflinePage[] = [
    { path: "/home", label: t("party.offline.home") },
    { path: "/events", label: t("chrome.nav.events") },
    ...(edition
      ? [
          { path: eventUrl(edition.id), label: edition.title },
          { path: boatPackUrl(edition.id), label: t("party.boatPack.title", { edition: edition.title }) },
        ]
      : []),
    { path: "/team", label: t("chrome.nav.team") },
    ...content.team.map((m) => ({ path: teamMemberUrl(m.id), label: m.name })),
    ...people.map((p) => ({ path: p.href, label: p.name })),
    { path: "/rates", label: t("chrome.nav.rates") },
    ...MEDALS.map((medal) => ({
      path: `/rates-details?medal=${medal}`,
      label: t("party.offline.rates", { tier: content.findTier(medal)?.title ?? medal }),
    })),
    { path: "/faq", label: t("party.offline.faq") },
    { path: "/about-fsw", label: t("chrome.imprint") },
    { path: privacyUrl(), label: t("chrome.privacy") },
    { path: accessibilityUrl(), label: t("chrome.accessibility") },
    { path: "/add-photo", label: t("party.offline.addPhoto") },
  ];
  const seen = new Set<string>();
  return pages
    .filter((p) => !seen.has(p.path) && seen.add(p.path))
    .map((p) => ({ path: localePath(lang, p.path), label: p.label }));
}
