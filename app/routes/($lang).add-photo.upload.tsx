import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import type { UploadSuccess } from "~/lib/photo-upload";
import { uploadedHeaders } from "~/services/uploads/my-uploads.server";
import { methodNotAllowed, refusalAnswer, successMessages } from "~/routes/($lang).add-photo/upload-answers.server";
import { savePhoto } from "~/services/uploads/photos.server";
import { requestI18n } from "~/http/page-language.server";

/** The form's post with JavaScript: JSON, so progress and errors show without a reload; a repeat answers the first upload's key. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { t } = requestI18n(params, request);
  if (request.method !== "POST") return methodNotAllowed(t);
  const result = await savePhoto(request, { rateLimited: context.uploadRateLimited });
  if (!result.ok) return refusalAnswer(result.refusal, result.values, t);
  const body: UploadSuccess = {
    ok: true,
    key: result.key,
    status: result.status,
    message: successMessages(result.status, t).join(" "),
  };
  return json(body, { headers: await uploadedHeaders(request, result.key, result.values.name) });
}

/** A visitor who opens the address gets the form. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { href } = requestI18n(params, request);
  return redirect(href("/add-photo"));
}
