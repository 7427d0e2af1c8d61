import { CALENDAR_CONTENT_TYPE, eventsFeed } from "~/services/calendar.server";
import { RESOURCE_SECURITY_HEADERS } from "~/services/security.server";

/** Every edition as one calendar a calendar app can subscribe to. */
export function loader() {
  return new Response(eventsFeed(), {
    headers: {
      ...RESOURCE_SECURITY_HEADERS,
      "Content-Type": CALENDAR_CONTENT_TYPE,
      "Content-Disposition": 'inline; filename="forro-sailing-week.ics"',
      "Cache-Control": "public, max-age=3600",
    },
  });
}
