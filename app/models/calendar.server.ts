import ical, { type ICalCalendar } from "ical-generator";
import type { FestivalEvent } from "../../data/types";
import { translatorFor } from "~/i18n/i18n.server";
import { localePath, type Lang } from "~/i18n/languages";
import { DAY_MS, parseDay, sortNewestFirst } from "~/lib/events";
import { paragraphs } from "~/lib/text";
import { getConfig } from "~/config/config.server";
import { contentIn, contentUpdatedAt } from "./content.server";
import { absoluteUrl, eventUrl } from "~/lib/urls";
import { SITE_NAME } from "~/lib/site";

// A calendar in one language: its words, its edition texts and its links are that language's.

function calendar(lang: Lang, name: string): ICalCalendar {
  const { siteUrl } = getConfig();
  return ical({
    name,
    description: translatorFor(lang)("calendar.description"),
    prodId: { company: SITE_NAME, product: "website", language: lang.toUpperCase() },
    url: absoluteUrl(siteUrl, localePath(lang, "/events")),
    // Calendar apps that honour it check the feed once a day.
    ttl: 24 * 60 * 60,
  });
}

function addEvent(cal: ICalCalendar, lang: Lang, event: FestivalEvent): void {
  const { siteUrl } = getConfig();
  const url = absoluteUrl(siteUrl, localePath(lang, eventUrl(event.id)));
  cal.createEvent({
    // Stable across requests, servers, languages and content edits, so a re-import updates instead of duplicating.
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

/** `event` in `lang`, as `contentIn(lang)` gives it. */
export function eventCalendar(lang: Lang, event: FestivalEvent): string {
  const cal = calendar(lang, event.title);
  addEvent(cal, lang, event);
  return cal.toString();
}

export function eventsFeed(lang: Lang): string {
  const cal = calendar(lang, SITE_NAME);
  for (const event of sortNewestFirst(contentIn(lang).events)) addEvent(cal, lang, event);
  return cal.toString();
}

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";
