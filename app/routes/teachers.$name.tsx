import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { notFound } from "~/lib/http";
import { pageMeta } from "~/lib/meta";
import { editionsOfPerson, findMemberByName } from "~/services/content.server";

/**
 * Teacher and musician links keep the shape /teachers/{name in lower case}. A team member
 * is sent to their profile; a guest has no profile, so the 404 says so and points to their editions.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const member = findMemberByName(name);
  if (member) return redirect(`/team-details/${member.id}`);
  const editions = editionsOfPerson(name);
  notFound({
    title: "Teacher not found",
    detail: editions.length
      ? `${displayName(name)} joined us as a guest and has no profile on our team page yet.`
      : `We know no teacher or musician called “${displayName(name)}”.`,
    suggestions: [
      ...editions.map((e) => ({ to: `/event-details/${e.id}`, label: e.title })),
      { to: "/team", label: "Meet the team" },
    ],
  });
}

function displayName(slug: string): string {
  return slug.replace(/\b\p{L}/gu, (c) => c.toLocaleUpperCase("en")).slice(0, 80);
}

export const meta: MetaFunction = () => pageMeta("Teacher not found", "This person has no profile on our team page.");

export default function TeacherRedirect() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
