import type { LoaderFunctionArgs } from "@remix-run/node";
import { CALENDAR_CONTENT_TYPE, eventsFeed } from "~/models/calendar.server";
import { fileHeaders } from "~/http/http";
import { requestLang } from "~/http/page-language.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return new Response(eventsFeed(lang), {
    headers: fileHeaders(CALENDAR_CONTENT_TYPE, "public, max-age=3600", {
      "Content-Disposition": 'inline; filename="forro-sailing-week.ics"',
    }),
  });
}
