import { events } from "../../data/events";
import { faq } from "../../data/faq";
import { home } from "../../data/home";
import { disclaimers, legalEntity, stakeholders } from "../../data/legal";
import { rateTiers } from "../../data/rates";
import { team } from "../../data/team";
import type { FestivalEvent, Medal, RateTier, TeamMember } from "../../data/types";
import { MEDALS } from "../../data/types";
import { ORIGINALS_FOLDER } from "~/lib/photo-layout";
import { personSlug } from "~/lib/text";

export { disclaimers, events, faq, home, legalEntity, rateTiers, stakeholders, team };

const eventsById = new Map(events.map((e) => [e.id.toLowerCase(), e]));
const membersById = new Map(team.map((m) => [m.id, m]));
const membersBySlug = new Map(team.map((m) => [personSlug(m.name), m]));

/** Event ids are matched case-insensitively: /event-details/FSW25 is fsw25. */
export function findEvent(id: string): FestivalEvent | undefined {
  return eventsById.get(id.toLowerCase());
}

export function findMember(id: string): TeamMember | undefined {
  return membersById.get(id);
}

export function findMemberByName(name: string): TeamMember | undefined {
  return membersBySlug.get(personSlug(name));
}

export function isMedal(value: string | null): value is Medal {
  return (MEDALS as readonly string[]).includes(value ?? "");
}

export function findTier(id: string): RateTier | undefined {
  return rateTiers.find((t) => t.id === id);
}

/** Every storage folder the site shows images from: covers, portraits, page images, galleries, and the uploads. */
export function imageFolders(): string[] {
  const paths = [
    home.intro.heroImgPath,
    home.firstEdition.imgPath,
    home.nextEdition.imgPath,
    home.video.posterPath,
    ...events.map((e) => e.imgPath),
    ...team.map((m) => m.imgPath),
    ...rateTiers.flatMap((t) => (t.imgPath ? [t.imgPath] : [])),
  ];
  const folders = new Set(paths.map((p) => p.slice(0, p.lastIndexOf("/"))).filter(Boolean));
  for (const e of events) folders.add(`events/${e.id.toLowerCase()}`);
  for (const medal of MEDALS) folders.add(`rates/${medal}`);
  folders.add(ORIGINALS_FOLDER);
  return [...folders].sort();
}
