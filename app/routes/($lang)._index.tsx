import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/languages";

/** `/`, `/pt` and `/de` open their language's home page. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return redirect(localePath(lang, "/home"));
}
