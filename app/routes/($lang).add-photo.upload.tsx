import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { MESSAGES, type UploadSuccess } from "~/lib/photo-upload";
import { uploadedHeaders } from "~/services/uploads/my-uploads.server";
import { methodNotAllowed, refusalAnswer } from "~/lib/upload-answers.server";
import { savePhoto } from "~/services/uploads/photos.server";

/** The form's post with JavaScript: JSON, so progress and errors show without a reload; a repeat answers the first upload's key. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const lang = requestLang(params, request);
  if (request.method !== "POST") return methodNotAllowed();
  const result = await savePhoto(request, { rateLimited: context.uploadRateLimited });
  if (!result.ok) return refusalAnswer(result.refusal, result.values);
  const body: UploadSuccess = {
    ok: true,
    key: result.key,
    status: result.status,
    message: result.status === "stored" ? MESSAGES.success.join(" ") : MESSAGES.duplicate,
  };
  return json(body, { headers: await uploadedHeaders(request, result.key) });
}

/** A visitor who opens the address gets the form. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return redirect("/add-photo");
}
