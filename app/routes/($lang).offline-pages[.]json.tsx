import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileHeaders } from "~/http/http";
import { offlinePagePath, offlinePages } from "~/models/offline.server";
import { requestLang } from "~/http/page-language.server";

/** Read by the service worker on install and refresh, one list per language; follows the site's clock (decision 022). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const body = JSON.stringify({ offline: offlinePagePath(lang), pages: offlinePages(undefined, lang).map((p) => p.path) });
  return new Response(body, { headers: fileHeaders("application/json; charset=utf-8", "no-cache") });
}
