import type { LoaderFunctionArgs } from "@remix-run/node";
import { CALENDAR_CONTENT_TYPE, eventCalendar } from "~/models/calendar.server";
import { contentIn } from "~/models/content.server";
import { fileHeaders } from "~/http/http";
import { requestI18n } from "~/http/page-language.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const id = /^([A-Za-z0-9_-]{1,40})\.ics$/.exec(params.file ?? "")?.[1];
  const event = id ? contentIn(lang).findEvent(id) : undefined;
  if (!event) {
    return new Response(t("calendar.notFound"), {
      status: 404,
      headers: fileHeaders("text/plain; charset=utf-8", "no-store"),
    });
  }
  return new Response(eventCalendar(lang, event), {
    headers: fileHeaders(CALENDAR_CONTENT_TYPE, "public, max-age=3600", {
      "Content-Disposition": `attachment; filename="${event.id.toLowerCase()}.ics"`,
    }),
  });
}
