import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ORGANISER_HEADERS } from "~/lib/organiser-page";
import { dismissNotices, requireOrganiser } from "~/services/organiser-auth.server";

export function loader() {
  throw new Response("Dismiss notices with the Dismiss button (a POST).", {
    status: 405,
    headers: { ...ORGANISER_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Hides the notices the page showed, for this organiser only (a newer one stays until seen). */
export async function action({ request }: ActionFunctionArgs) {
  const organiser = await requireOrganiser(request);
  const form = await request.formData().catch(() => {
    throw new Response("Send the Dismiss button's form.", {
      status: 400,
      headers: { ...ORGANISER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  });
  const ids = form.getAll("id").filter((id): id is string => typeof id === "string");
  await dismissNotices(organiser, ids.slice(0, 100));
  return redirect("/organisers", { status: 303, headers: ORGANISER_HEADERS });
}
