import type { Translator } from "~/i18n/translate";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { responseBody } from "~/http/response-body.server";
import { thumbnailPath } from "~/lib/photo-layout";
import { getStorage } from "~/services/backend/backend.server";
import { myUploadKeys } from "~/services/uploads/my-uploads.server";
import { requestI18n } from "~/http/page-language.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

function notFound(t: Translator) {
  return new Response(t("upload.notFound"), {
    status: 404,
    headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Only when this browser's signed cookie lists the key; kept by no cache. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = requestI18n(params, request);
  const key = params.key ?? "";
  if (!(await myUploadKeys(request)).includes(key)) return notFound(t);
  const storage = await getStorage();
  const path = thumbnailPath(key);
  if (storage.kind === "local") {
    const file = await storage.open(path);
    if (!file) return notFound(t);
    const headers = { ...PRIVATE, "Content-Type": file.contentType, "Content-Length": String(file.size) };
    return new Response(responseBody(file.stream()), { headers });
  }
  const url = await storage.urlFor(path).catch(() => null);
  return url ? redirect(url, { headers: PRIVATE }) : notFound(t);
}
