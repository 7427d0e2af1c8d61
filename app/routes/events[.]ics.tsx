import { CALENDAR_CONTENT_TYPE, eventsFeed } from "~/models/calendar.server";
import { fileHeaders } from "~/lib/http";

export function loader() {
  return new Response(eventsFeed(), {
    headers: fileHeaders(CALENDAR_CONTENT_TYPE, "public, max-age=3600", {
      "Content-Disposition": 'inline; filename="forro-sailing-week.ics"',
    }),
  });
}
