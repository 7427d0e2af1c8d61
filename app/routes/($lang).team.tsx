import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TEAM_GROUPS } from "../../data/types";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StorageImage } from "~/components/image";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { UPCOMING_TRUNCATE } from "~/lib/events";
import { pageMeta } from "~/seo/meta";
import { ROLE_LABEL_KEYS, TEAM_GROUP_KEYS } from "~/lib/people";
import { truncate } from "~/lib/text";
import { eventUrl, teamMemberUrl } from "~/lib/urls";
import { contentIn } from "~/models/content.server";
import { labelledAlt, resolveImage } from "~/services/images/images.server";
import { requestI18n } from "~/http/page-language.server";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("team.title"), t("team.description"), { matches, path: "/team" });
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const content = contentIn(lang);
  const members = await Promise.all(
    content.team.map(async (member) => ({
      id: member.id,
      name: member.name,
      role: t(ROLE_LABEL_KEYS[member.role]),
      groupName: member.groupName,
      excerpt: truncate(member.description, UPCOMING_TRUNCATE),
      isTruncated: member.description.replace(/\s+/g, " ").trim().length > UPCOMING_TRUNCATE,
      editions: member.editions.map((id) => ({ id, title: content.findEvent(id)?.title ?? id })),
      image: await resolveImage(
        member.imgPath,
        labelledAlt(t("people.portrait", { name: member.name }), member.imgPath, lang),
        "portrait",
      ),
    })),
  );
  const groups = TEAM_GROUPS.map((group) => ({
    name: t(TEAM_GROUP_KEYS[group]),
    members: members.filter((m) => m.groupName === group),
  })).filter((g) => g.members.length > 0);
  return json({ groups });
}

export default function TeamPage() {
  const { groups } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">{t("team.kicker")}</p>
        <h1>{t("team.title")}</h1>
        <p className="lead">{t("team.lead")}</p>
      </header>
      {groups.map((group, g) => (
        <section key={group.name} className="team-group" aria-labelledby={`group-${g}`}>
          <h2 id={`group-${g}`} className="section-title">
            {group.name}
          </h2>
          <div className="team-grid">
            {group.members.map((member) => (
              <article key={member.id} className="member-card" aria-labelledby={`member-${member.id}`}>
                <Link to={href(teamMemberUrl(member.id))} className="member-card__photo" tabIndex={-1} aria-hidden="true">
                  <StorageImage image={member.image} priority={g === 0} />
                </Link>
                <div className="member-card__body">
                  <p className="badge">{member.role}</p>
                  <h3 id={`member-${member.id}`} className="member-card__name">
                    <Link to={href(teamMemberUrl(member.id))}>{member.name}</Link>
                  </h3>
                  <Link to={href(teamMemberUrl(member.id))} className="member-card__text">
                    {member.excerpt}
                  </Link>
                  {member.isTruncated ? (
                    <Link to={href(teamMemberUrl(member.id))} className="text-link">
                      {t.rich(
                        "team.more",
                        { hidden: (words) => <span className="visually-hidden">{words}</span> },
                        { name: member.name },
                      )}
                    </Link>
                  ) : null}
                  {member.editions.length > 0 ? (
                    <ul className="edition-chips" aria-label={t("team.memberEditions", { name: member.name })}>
                      {member.editions.map((e) => (
                        <li key={e.id}>
                          <Link to={href(eventUrl(e.id))} title={e.title}>
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
