import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ORGANISER_HEADERS } from "~/http/organiser-page";
import { dismissNotices, requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import { organisersUrl } from "~/lib/urls";

export function loader() {
  throw new Response("Dismiss notices with the Dismiss button (a POST).", {
    status: 405,
    headers: { ...ORGANISER_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Hides the notices the page showed, for this organiser only (a newer one stays until seen). */
export async function action({ request }: ActionFunctionArgs) {
  const organiser = await requireOrganiser(request);
  const form = await readOrganiserForm(request);
  const ids = form.getAll("id").filter((id): id is string => typeof id === "string");
  await dismissNotices(organiser, ids.slice(0, 100));
  return redirect(organisersUrl(), { status: 303, headers: ORGANISER_HEADERS });
}
