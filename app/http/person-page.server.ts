import { formatDateRange } from "~/i18n/format";
import { translatorFor } from "~/i18n/i18n.server";
import { LOCALES, localePath, type Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages/en";
import { notFound } from "~/http/http";
import type { PersonKind } from "~/lib/people";
import { teamMemberUrl } from "~/lib/urls";
import { findMemberByName } from "~/models/content.server";
import { findPerson, type PersonRole } from "~/models/people.server";

const KINDS = {
  teachers: {
    roles: ["teacher", "musician"],
    title: "person.teachers.notFound.title",
    detail: "person.teachers.notFound.detail",
  },
  skippers: { roles: ["skipper"], title: "person.skippers.notFound.title", detail: "person.skippers.notFound.detail" },
} as const satisfies Record<PersonKind, { roles: PersonRole[]; title: MessageKey; detail: MessageKey }>;

const ROLE_KEYS = {
  teacher: "person.role.teacher",
  musician: "person.role.musician",
  skipper: "person.role.skipper",
} as const satisfies Record<PersonRole, MessageKey>;

const lists = new Map<Lang, Intl.ListFormat>();

/** "Forró teacher and musician", "professor(a) de forró e músico(a)". */
function roleList(lang: Lang, roles: readonly PersonRole[]): string {
  const t = translatorFor(lang);
  let list = lists.get(lang);
  if (!list) {
    list = new Intl.ListFormat(LOCALES[lang], { style: "long", type: "conjunction" });
    lists.set(lang, list);
  }
  return list.format(roles.map((r) => t(ROLE_KEYS[r])));
}

/** Team members redirect to their profile (in `lang`); a name no event page gives this role is a 404. */
export function loadPerson(name: string, kind: PersonKind, lang: Lang) {
  const t = translatorFor(lang);
  const { roles, title, detail } = KINDS[kind];
  const member = findMemberByName(name);
  if (member) return { profile: localePath(lang, teamMemberUrl(member.id)) };
  const person = findPerson(name, lang);
  const editions = person?.editions.filter((e) => e.roles.some((r) => (roles as readonly PersonRole[]).includes(r))) ?? [];
  if (!person || editions.length === 0) {
    notFound({
      title: t(title),
      detail: t(detail, { name: name.slice(0, 80) }),
      suggestions: [
        { to: localePath(lang, "/events"), label: t("error.notFound.events") },
        { to: localePath(lang, "/team"), label: t("people.meetTeam") },
      ],
    });
  }
  const allRoles = [...new Set(person.editions.flatMap((e) => e.roles))];
  const intro = t("person.intro", { name: person.name, count: person.editions.length, roles: roleList(lang, allRoles) });
  return {
    person: {
      name: person.name,
      role: roleList(lang, allRoles),
      intro,
      summary: `${intro} ${person.editions.map((e) => e.event.title).join(", ")}.`,
      editions: person.editions.map(({ event, roles }) => ({
        id: event.id,
        title: event.title,
        start: event.date[0],
        dates: formatDateRange(lang, event.date),
        roles: roleList(lang, roles),
      })),
    },
  };
}
