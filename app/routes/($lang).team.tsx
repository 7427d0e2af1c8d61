import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TEAM_GROUPS } from "../../data/types";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StorageImage } from "~/components/image";
import { UPCOMING_TRUNCATE } from "~/lib/events";
import { pageMeta } from "~/lib/meta";
import { truncate } from "~/lib/text";
import { eventUrl, teamMemberUrl } from "~/lib/urls";
import { findEvent, team } from "~/models/content.server";
import { resolveImage } from "~/services/images/images.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("Team", "The people behind Forró Sailing Week: organisers, Forró teachers and musicians, skippers and partners.", {
    matches,
    path: "/team",
  });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const members = await Promise.all(
    team.map(async (member) => ({
      id: member.id,
      name: member.name,
      role: member.role,
      groupName: member.groupName,
      excerpt: truncate(member.description, UPCOMING_TRUNCATE),
      isTruncated: member.description.replace(/\s+/g, " ").trim().length > UPCOMING_TRUNCATE,
      editions: member.editions.map((id) => ({ id, title: findEvent(id)?.title ?? id })),
      image: await resolveImage(member.imgPath, `Portrait of ${member.name}`, "portrait"),
    })),
  );
  const groups = TEAM_GROUPS.map((name) => ({ name, members: members.filter((m) => m.groupName === name) })).filter(
    (g) => g.members.length > 0,
  );
  return json({ groups });
}

export default function TeamPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">Crew list</p>
        <h1>Team</h1>
        <p className="lead">The people who plan the routes, teach the steps, play the music and keep everyone safe at sea.</p>
      </header>
      {groups.map((group, g) => (
        <section key={group.name} className="team-group" aria-labelledby={`group-${g}`}>
          <h2 id={`group-${g}`} className="section-title">
            {group.name}
          </h2>
          <div className="team-grid">
            {group.members.map((member) => (
              <article key={member.id} className="member-card" aria-labelledby={`member-${member.id}`}>
                <Link to={teamMemberUrl(member.id)} className="member-card__photo" tabIndex={-1} aria-hidden="true">
                  <StorageImage image={member.image} priority={g === 0} />
                </Link>
                <div className="member-card__body">
                  <p className="badge">{member.role}</p>
                  <h3 id={`member-${member.id}`} className="member-card__name">
                    <Link to={teamMemberUrl(member.id)}>{member.name}</Link>
                  </h3>
                  <Link to={teamMemberUrl(member.id)} className="member-card__text">
                    {member.excerpt}
                  </Link>
                  {member.isTruncated ? (
                    <Link to={teamMemberUrl(member.id)} className="text-link">
                      More<span className="visually-hidden"> about {member.name}</span>
                    </Link>
                  ) : null}
                  {member.editions.length > 0 ? (
                    <ul className="edition-chips" aria-label={`Editions ${member.name} took part in`}>
                      {member.editions.map((e) => (
                        <li key={e.id}>
                          <Link to={eventUrl(e.id)} title={e.title}>
                            {e.id.toUpperCase()}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
