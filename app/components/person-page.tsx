import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta, siteSeoOf } from "~/seo/meta";
import type { PersonKind } from "~/lib/people";
import { webPage } from "~/seo/structured-data";
import { eventUrl, personUrl } from "~/lib/urls";
import type { loadPerson } from "~/http/person-page.server";

type PersonLoader = () => Extract<ReturnType<typeof loadPerson>, { person: unknown }>;

const NOT_FOUND_TITLES = {
  teachers: "person.teachers.notFound.title",
  skippers: "person.skippers.notFound.title",
} as const;

export const personMeta =
  (kind: PersonKind): MetaFunction<PersonLoader> =>
  ({ data, matches }) => {
    const { lang, t, href } = i18nOfMatches(matches);
    if (!data) {
      return pageMeta(t(NOT_FOUND_TITLES[kind]), t("person.notFound.description"), { matches, path: null });
    }
    const path = personUrl(kind, data.person.name);
    const site = siteSeoOf(matches);
    const trail = [
      { name: t("people.home"), path: href("/home") },
      { name: t("chrome.nav.events"), path: href("/events") },
      { name: data.person.name, path: href(path) },
    ];
    const page = { name: data.person.name, description: data.person.summary, path: href(path), inLanguage: lang };
    return pageMeta(data.person.name, data.person.summary, {
      matches,
      path,
      type: "profile",
      jsonLd: site ? webPage(site.siteUrl, page, trail) : null,
    });
  };

export function PersonPage() {
  const { person } = useLoaderData<PersonLoader>();
  const { lang, t, href } = useI18n();
  const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);
  return (
    <article className="container section person-detail" aria-labelledby="person-name">
      <p className="kicker">{capitalize(person.role)}</p>
      <h1 id="person-name">{person.name}</h1>
      <div className="prose">
        <p>{person.intro}</p>
        <p>{t("person.guests")}</p>
      </div>
      <h2 className="subheading">{t("people.editions")}</h2>
      <ul className="person-detail__editions">
        {person.editions.map((e) => (
          <li key={e.id}>
            <Link to={href(eventUrl(e.id))}>{e.title}</Link>{" "}
            <span className="person-detail__meta">
              <time dateTime={e.start}>{e.dates}</time> · {e.roles}
            </span>
          </li>
        ))}
      </ul>
      <BackLink to={href("/events")}>{t("person.back")}</BackLink>
    </article>
  );
}
