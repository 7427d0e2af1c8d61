import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PersonPage, personMeta } from "~/components/person-page";
import { loadPerson } from "~/http/person-page.server";
import { requestLang } from "~/http/page-language.server";

/** Skippers and co-skippers without a team profile, in the shape of the teacher links: /skippers/{name in lower case}. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const page = loadPerson(params.name ?? "", "skippers", lang);
  return page.profile ? redirect(page.profile) : json(page);
}

export const meta = personMeta("skippers");

export default PersonPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
