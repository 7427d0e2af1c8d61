import type { FestivalEvent } from "../../data/types";
import { formatDateRange, sortNewestFirst } from "~/lib/events";
import { notFound } from "~/lib/http";
import type { PersonKind } from "~/lib/people";
import { personSlug, pluralize } from "~/lib/text";
import { personPageUrl, teamMemberUrl } from "~/lib/urls";
import { events, findMemberByName } from "~/models/content.server";

/** A team member's profile, or for anyone else the page built from their editions. */
export function personPageOf(kind: PersonKind, name: string): string {
  return personPageUrl(kind, name, findMemberByName(name)?.id);
}

export type PersonRole = "teacher" | "musician" | "skipper";

export interface PersonEdition {
  event: FestivalEvent;
  roles: PersonRole[];
}

export interface Person {
  /** As the content spells it (the URL has it in lower case). */
  name: string;
  editions: PersonEdition[];
}

const ROLE_LISTS = { teacher: "teachers", musician: "musicians", skipper: "skippers" } as const;

function rolesIn(event: FestivalEvent, slug: string): PersonRole[] {
  return (Object.keys(ROLE_LISTS) as PersonRole[]).filter((role) => event[ROLE_LISTS[role]].some((n) => personSlug(n) === slug));
}

/** Matched on the name in lower case, the shape of the /teachers/{name} links. */
export function findPerson(name: string): Person | undefined {
  const slug = personSlug(name.normalize("NFC").trim());
  const editions = sortNewestFirst(events)
    .map((event) => ({ event, roles: rolesIn(event, slug) }))
    .filter((e) => e.roles.length > 0);
  const first = editions[0];
  if (!first) return undefined;
  const role = first.roles[0]!;
  const spelled = first.event[ROLE_LISTS[role]].find((n) => personSlug(n) === slug)!;
  return { name: spelled, editions };
}

const KINDS: Record<PersonKind, { roles: PersonRole[]; notFound: string; nobody: string }> = {
  teachers: { roles: ["teacher", "musician"], notFound: "Teacher not found", nobody: "teacher or musician" },
  skippers: { roles: ["skipper"], notFound: "Skipper not found", nobody: "skipper or co-skipper" },
};

const ROLE_LABELS: Record<PersonRole, string> = {
  teacher: "Forró teacher",
  musician: "musician",
  skipper: "skipper or co-skipper",
};

function roleList(roles: PersonRole[]): string {
  const labels = roles.map((r) => ROLE_LABELS[r]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? "");
}

/** Team members redirect to their profile; a name no event page gives this role is a 404. */
export function loadPerson(name: string, kind: PersonKind) {
  const { roles, notFound: title, nobody } = KINDS[kind];
  const member = findMemberByName(name);
  if (member) return { profile: teamMemberUrl(member.id) };
  const person = findPerson(name);
  const editions = person?.editions.filter((e) => e.roles.some((r) => roles.includes(r))) ?? [];
  if (!person || editions.length === 0) {
    notFound({
      title,
      detail: `We know no ${nobody} called “${name.slice(0, 80)}”. Every edition lists its crew.`,
      suggestions: [
        { to: "/events", label: "See all editions" },
        { to: "/team", label: "Meet the team" },
      ],
    });
  }
  const allRoles = [...new Set(person.editions.flatMap((e) => e.roles))];
  const intro = `${person.name} joined ${pluralize(person.editions.length, "edition")} of Forró Sailing Week as ${roleList(allRoles)}.`;
  return {
    person: {
      name: person.name,
      role: roleList(allRoles),
      intro,
      summary: `${intro} ${person.editions.map((e) => e.event.title).join(", ")}.`,
      editions: person.editions.map(({ event, roles }) => ({
        id: event.id,
        title: event.title,
        start: event.date[0],
        dates: formatDateRange(event.date),
        roles: roleList(roles),
      })),
    },
  };
}
