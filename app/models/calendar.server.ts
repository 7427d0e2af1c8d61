import ical, { type ICalCalendar } from "ical-generator";
import type { FestivalEvent } from "../../data/types";
import { DAY_MS, parseDay, sortNewestFirst } from "~/lib/events";
import { absoluteUrl, SITE_NAME } from "~/lib/meta";
import { eventPath } from "~/lib/structured-data";
import { paragraphs } from "~/lib/text";
import { getConfig } from "~/services/config.server";
import { events } from "./content.server";
import { contentUpdatedAt } from "./seo.server";

function calendar(name: string): ICalCalendar {
  const { siteUrl } = getConfig();
  return ical({
    name,
    description: "Editions of Forró Sailing Week: a week on chartered sailboats with Forró dance workshops.",
    prodId: { company: SITE_NAME, product: "website", language: "EN" },
    url: absoluteUrl(siteUrl, "/events"),
    // Calendar apps that honour it check the feed once a day.
    ttl: 24 * 60 * 60,
  });
}

function addEvent(cal: ICalCalendar, event: FestivalEvent): void {
  const { siteUrl } = getConfig();
  const url = absoluteUrl(siteUrl, eventPath(event));
  cal.createEvent({
    // Stable across requests, servers and content edits, so a re-import updates instead of duplicating.
    id: `${event.id.toLowerCase()}@${new URL(siteUrl).hostname}`,
    allDay: true,
    start: parseDay(event.date[0]),
    // DTEND of an all-day event is exclusive: the day after the last day on board.
    end: new Date(parseDay(event.date[1]).getTime() + DAY_MS),
    // A fixed stamp keeps the file byte-identical between requests until the content changes.
    stamp: contentUpdatedAt(),
    summary: event.title,
    location: `${event.city}, ${event.region}`,
    description: `${paragraphs(event.description).join("\n\n")}\n\n${url}`,
    url,
  });
}

export function eventCalendar(event: FestivalEvent): string {
  const cal = calendar(event.title);
  addEvent(cal, event);
  return cal.toString();
}

export function eventsFeed(): string {
  const cal = calendar(SITE_NAME);
  for (const event of sortNewestFirst(events)) addEvent(cal, event);
  return cal.toString();
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
