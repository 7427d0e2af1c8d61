import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ORGANISER_HEADERS } from "~/lib/organiser-page";
import { dismissNotices, requireOrganiser } from "~/services/organiser-auth.server";

export function loader() {
  throw new Response("Dismiss notices with the Dismiss button (a POST).", {
    status: 405,
    headers: { ...ORGANISER_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Hides the notices this session was shown at sign-in. */
export async function action({ request }: ActionFunctionArgs) {
  await dismissNotices(await requireOrganiser(request));
  return redirect("/organisers", { status: 303, headers: ORGANISER_HEADERS });
}
