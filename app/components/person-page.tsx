import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { pageMeta, siteSeoOf } from "~/lib/meta";
import type { PersonKind } from "~/lib/people";
import { breadcrumbs, withContext } from "~/lib/structured-data";
import { eventUrl, personUrl } from "~/lib/urls";
import type { loadPerson } from "~/models/people.server";

type PersonLoader = () => Extract<ReturnType<typeof loadPerson>, { person: unknown }>;

export const personMeta =
  (kind: PersonKind, notFoundTitle: string): MetaFunction<PersonLoader> =>
  ({ data, matches }) => {
    if (!data) {
      return pageMeta(notFoundTitle, "This person took part in no edition of Forró Sailing Week.", { matches, path: null });
    }
    const path = personUrl(kind, data.person.name);
    const site = siteSeoOf(matches);
    const trail = [
      { name: "Home", path: "/home" },
      { name: "Events", path: "/events" },
      { name: data.person.name, path },
    ];
    return pageMeta(data.person.name, data.person.summary, {
      matches,
      path,
      type: "profile",
      jsonLd: site ? withContext(breadcrumbs(site.siteUrl, trail)) : null,
    });
  };

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase("en") + s.slice(1);

export function PersonPage() {
  const { person } = useLoaderData<PersonLoader>();
  return (
    <article className="container section person-detail" aria-labelledby="person-name">
      <p className="kicker">{capitalize(person.role)}</p>
      <h1 id="person-name">{person.name}</h1>
      <div className="prose">
        <p>{person.intro}</p>
        <p>Guests have no profile on our team page; the editions below tell who sailed and danced with them.</p>
      </div>
      <h2 className="subheading">Editions</h2>
      <ul className="person-detail__editions">
        {person.editions.map((e) => (
          <li key={e.id}>
            <Link to={eventUrl(e.id)}>{e.title}</Link>{" "}
            <span className="person-detail__meta">
              <time dateTime={e.start}>{e.dates}</time> · {e.roles}
            </span>
          </li>
        ))}
      </ul>
      <BackLink to="/events">All editions</BackLink>
    </article>
  );
}
