import type { FestivalEvent } from "../../data/types";
import type { Lang } from "~/i18n/languages";
import { sortNewestFirst } from "~/lib/events";
import type { PersonKind } from "~/lib/people";
import { personSlug } from "~/lib/text";
import { personPageUrl } from "~/lib/urls";
import { contentIn, findMemberByName } from "~/models/content.server";

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

/** Matched on the name in lower case, the shape of the /teachers/{name} links; the editions in `lang`. */
export function findPerson(name: string, lang: Lang): Person | undefined {
  const slug = personSlug(name.normalize("NFC").trim());
  const editions = sortNewestFirst(contentIn(lang).events)
    .map((event) => ({ event, roles: rolesIn(event, slug) }))
    .filter((e) => e.roles.length > 0);
  const first = editions[0];
  if (!first) return undefined;
  const role = first.roles[0]!;
  const spelled = first.event[ROLE_LISTS[role]].find((n) => personSlug(n) === slug)!;
  return { name: spelled, editions };
}
