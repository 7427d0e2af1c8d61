import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { uploadedHeaders } from "~/services/my-uploads.server";
import { saveFailureResponse, savePhoto } from "~/services/photos.server";

/**
 * The upload form's post when JavaScript runs (PHOTO_UPLOAD_URL): the same upload as /add-photo's
 * action, answered in JSON so the page can show progress and errors without a reload. The cookie
 * carries the one-time success notice to the page's next load.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await savePhoto(request, { rateLimited: context.uploadRateLimited });
  if (!result.ok) return saveFailureResponse(result);
  return json({ ok: true as const, key: result.key }, { headers: await uploadedHeaders(request, result.key) });
}

/** Nothing to show here: a visitor who opens the address gets the form. */
export function loader() {
  return redirect("/add-photo");
}
