import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PersonPage, personMeta } from "~/components/person-page";
import { loadPerson } from "~/http/person-page.server";
import { requestLang } from "~/http/page-language.server";

/** The product's teacher and musician links, /teachers/{name in lower case}: a profile or a guest's page. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const page = loadPerson(params.name ?? "", "teachers", lang);
  return page.profile ? redirect(page.profile) : json(page);
}

export const meta = personMeta("teachers");

export default PersonPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
