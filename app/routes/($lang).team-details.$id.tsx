import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StorageImage } from "~/components/image";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { notFound } from "~/http/http";
import { pageMeta } from "~/seo/meta";
import { ROLE_LABEL_KEYS, TEAM_GROUP_KEYS } from "~/lib/people";
import { paragraphs, truncate } from "~/lib/text";
import { eventUrl, teamMemberUrl } from "~/lib/urls";
import { contentIn } from "~/models/content.server";
import { labelledAlt, resolveImage } from "~/services/images/images.server";
import { getConfig } from "~/config/config.server";
import { webPage } from "~/seo/structured-data";
import { requestI18n } from "~/http/page-language.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const content = contentIn(lang);
  const member = content.findMember(params.id ?? "");
  if (!member) {
    notFound({
      title: t("team.member.notFound.title"),
      detail: t("team.member.notFound.detail"),
      suggestions: [{ to: href("/team"), label: t("people.meetTeam") }],
    });
  }
  const role = t(ROLE_LABEL_KEYS[member.role]);
  const summary = truncate(member.description, 155);
  return json({
    member: {
      id: member.id,
      name: member.name,
      role,
      groupName: t(TEAM_GROUP_KEYS[member.groupName]),
      description: paragraphs(member.description),
      summary,
      editions: member.editions.map((id) => ({ id, title: content.findEvent(id)?.title ?? id })),
    },
    image: await resolveImage(
      member.imgPath,
      labelledAlt(t("people.portrait", { name: member.name }), member.imgPath, lang),
      "portrait",
    ),
    jsonLd: webPage(
      getConfig().siteUrl,
      { name: `${member.name}, ${role}`, description: summary, path: href(teamMemberUrl(member.id)), inLanguage: lang },
      [
        { name: t("people.home"), path: href("/home") },
        { name: t("team.title"), path: href("/team") },
        { name: member.name, path: href(teamMemberUrl(member.id)) },
      ],
    ) as object,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) {
    const { t } = i18nOfMatches(matches);
    return pageMeta(t("team.member.notFound.title"), t("team.member.notFound.description"), { matches, path: null });
  }
  return pageMeta(`${data.member.name}, ${data.member.role}`, data.member.summary, {
    matches,
    path: teamMemberUrl(data.member.id),
    type: "profile",
    jsonLd: data.jsonLd,
  });
};

export default function TeamDetailsPage() {
  const { member, image } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <article className="container section member-detail" aria-labelledby="member-name">
      <StorageImage image={image} className="member-detail__photo" priority />
      <div className="member-detail__body">
        <p className="kicker">{member.groupName}</p>
        <h1 id="member-name">{member.name}</h1>
        <p className="badge">{member.role}</p>
        <div className="prose">
          {member.description.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {member.editions.length > 0 ? (
          <>
            <h2 className="subheading">{t("people.editions")}</h2>
            <ul className="edition-chips">
              {member.editions.map((e) => (
                <li key={e.id}>
                  <Link to={href(eventUrl(e.id))}>{e.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <BackLink to={href("/team")}>{t("team.member.back")}</BackLink>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
