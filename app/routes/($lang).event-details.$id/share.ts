import type { FestivalEvent } from "../../../data/types";
import { DAY_MS, parseDay } from "../../lib/events";
import { truncate } from "../../lib/text";

/** YYYYMMDD of a calendar date plus whole days. */
export function compactDate(isoDate: string, plusDays = 0): string {
  return new Date(parseDay(isoDate).getTime() + plusDays * DAY_MS).toISOString().slice(0, 10).replace(/-/g, "");
}

/** An all-day event ends, exclusively, the day after its last day, as in iCalendar. */
export function googleCalendarUrl(event: FestivalEvent, pageUrl: string): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${compactDate(event.date[0])}/${compactDate(event.date[1], 1)}`);
  url.searchParams.set("details", `${truncate(event.description, 600)}\n\n${pageUrl}`);
  url.searchParams.set("location", `${event.city}, ${event.region}`);
  return url.href;
}

export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  email: string;
}

export function shareLinks(title: string, summary: string, pageUrl: string): ShareLinks {
  const text = encodeURIComponent(`${title} ${pageUrl}`);
  return {
    whatsapp: `https://wa.me/?text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${summary}\n\n${pageUrl}`)}`,
  };
}
