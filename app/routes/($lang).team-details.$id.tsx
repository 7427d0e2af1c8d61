import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StorageImage } from "~/components/image";
import { notFound } from "~/lib/http";
import { pageMeta } from "~/lib/meta";
import { paragraphs, truncate } from "~/lib/text";
import { eventUrl, teamMemberUrl } from "~/lib/urls";
import { findEvent, findMember } from "~/models/content.server";
import { resolveImage } from "~/services/images/images.server";
import { getConfig } from "~/services/config.server";
import { breadcrumbs, withContext } from "~/lib/structured-data";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const member = findMember(params.id ?? "");
  if (!member) {
    notFound({
      title: "Member not found",
      detail: "Nobody on our team goes by that name. The team page lists everyone.",
      suggestions: [{ to: "/team", label: "Meet the team" }],
    });
  }
  return json({
    member: {
      id: member.id,
      name: member.name,
      role: member.role,
      groupName: member.groupName,
      description: paragraphs(member.description),
      summary: truncate(member.description, 155),
      editions: member.editions.map((id) => ({ id, title: findEvent(id)?.title ?? id })),
    },
    image: await resolveImage(member.imgPath, `Portrait of ${member.name}`, "portrait"),
    jsonLd: withContext(
      breadcrumbs(getConfig().siteUrl, [
        { name: "Home", path: "/home" },
        { name: "Team", path: "/team" },
        { name: member.name, path: teamMemberUrl(member.id) },
      ]),
    ) as object,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(`${data.member.name}, ${data.member.role}`, data.member.summary, {
        matches,
        path: teamMemberUrl(data.member.id),
        type: "profile",
        jsonLd: data.jsonLd,
      })
    : pageMeta("Member not found", "This team member does not exist.", { matches, path: null });

export default function TeamDetailsPage() {
  const { member, image } = useLoaderData<typeof loader>();
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
            <h2 className="subheading">Editions</h2>
            <ul className="edition-chips">
              {member.editions.map((e) => (
                <li key={e.id}>
                  <Link to={eventUrl(e.id)}>{e.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <BackLink to="/team">The whole team</BackLink>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
