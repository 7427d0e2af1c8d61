import type { FestivalEvent } from "../../data/types";
import { MEDALS } from "../../data/types";
import { eventStart, eventState, sortNewestFirst } from "~/lib/events";
import { accessibilityUrl, boatPackUrl, eventUrl, personPageUrl, privacyUrl, teamMemberUrl } from "~/lib/urls";
import { now } from "~/services/config.server";
import { events, findMemberByName, findTier, team } from "./content.server";

// The pages of the edition a sailor is on, or is about to be on (decision 022).

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

export function offlinePages(at: Date = now()): OfflinePage[] {
  const edition = offlineEdition(at);
  const people = edition
    ? [
        ...[...edition.teachers, ...edition.musicians].map((name) => ({
          name,
          href: personPageUrl("teachers", name, findMemberByName(name)?.id),
        })),
        ...edition.skippers.map((name) => ({ name, href: personPageUrl("skippers", name, findMemberByName(name)?.id) })),
      ]
    : [];
  const pages: OfflinePage[] = [
    { path: "/home", label: "Home" },
    { path: "/events", label: "Events" },
    ...(edition
      ? [
          { path: eventUrl(edition.id), label: edition.title },
          { path: boatPackUrl(edition.id), label: `Boat pack: ${edition.title}` },
        ]
      : []),
    { path: "/team", label: "Team" },
    ...team.map((m) => ({ path: teamMemberUrl(m.id), label: m.name })),
    ...people.map((p) => ({ path: p.href, label: p.name })),
    { path: "/rates", label: "Rates" },
    ...MEDALS.map((medal) => ({ path: `/rates-details?medal=${medal}`, label: `Rates: ${findTier(medal)?.title ?? medal}` })),
    { path: "/faq", label: "FAQ" },
    { path: "/about-fsw", label: "Imprint" },
    { path: privacyUrl(), label: "Privacy" },
    { path: accessibilityUrl(), label: "Accessibility" },
    { path: "/add-photo", label: "Add a photo" },
  ];
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.path) && seen.add(p.path));
}
