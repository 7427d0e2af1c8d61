import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ORGANISER_HEADERS } from "~/http/organiser-page";
import { requireOrganiser, signOut } from "~/services/organisers/organiser-auth.server";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import { organiserSignInUrl } from "~/lib/urls";

const onlyPost = () =>
  new Response("Sign out with the Sign out button (a POST).", {
    status: 405,
    headers: { ...ORGANISER_HEADERS, Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });

export function loader() {
  throw onlyPost();
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") throw onlyPost();
  const organiser = await requireOrganiser(request);
  await readOrganiserForm(request);
  const setCookie = await signOut(organiser);
  return redirect(organiserSignInUrl(), { status: 303, headers: { ...ORGANISER_HEADERS, "Set-Cookie": setCookie } });
}
