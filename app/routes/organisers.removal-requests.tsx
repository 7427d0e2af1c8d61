import type { ActionFunctionArgs } from "@remix-run/node";
import { organisersUrl } from "~/lib/urls";
import { json, redirect } from "@remix-run/node";
import { ORGANISER_HEADERS } from "~/http/organiser-page";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { closeRemovalRequest, RemovalRequestError } from "~/services/review/removal-requests.server";

/** The requests are listed on /organisers; this address only takes the post that closes one. */
export async function loader() {
  return redirect(organisersUrl(), { headers: ORGANISER_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  const organiser = await requireOrganiser(request);
  if (request.method !== "POST") {
    return json(
      { formError: "This address takes posts only." },
      { status: 405, headers: { ...ORGANISER_HEADERS, Allow: "POST" } },
    );
  }
  const form = await request.formData();
  if (form.get("intent") !== "close") return json({ formError: "Unknown action." }, { status: 400, headers: ORGANISER_HEADERS });
  try {
    await closeRemovalRequest(String(form.get("id") ?? ""), organiser.email);
  } catch (error) {
    if (error instanceof RemovalRequestError)
      return json({ formError: error.message }, { status: error.status, headers: ORGANISER_HEADERS });
    throw error;
  }
  return redirect(`${organisersUrl()}?done=close-request&n=1`, { status: 303, headers: ORGANISER_HEADERS });
}
