import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { eventState, sortNewestFirst } from "~/lib/events";
import { placeOf } from "~/lib/places";
import { now } from "~/config/config.server";
import { contentIn } from "./content.server";

export interface EditionChoice {
  /** The event id in capitals, e.g. FSW25. */
  value: string;
  label: string;
}

/** Running or past, newest first, so the first is the upload form's default; labelled in `lang`. */
export function startedEditions(at: Date = now(), lang: Lang = DEFAULT_LANG): EditionChoice[] {
  return sortNewestFirst(contentIn(lang).events.filter((event) => eventState(event, at) !== "upcoming")).map((event) => ({
    value: event.id.toUpperCase(),
    label: event.title,
  }));
}

/** The boats of each edition offered, by its value, as listed in the content (the same in every language). */
export function editionBoats(editions: readonly EditionChoice[]): Record<string, string[]> {
  const content = contentIn(DEFAULT_LANG);
  return Object.fromEntries(editions.map((e) => [e.value, [...(content.findEvent(e.value)?.boats ?? [])]]));
}

/** The edition's time zone, from its country (app/lib/places.ts); UTC when unknown. */
export function editionTimeZone(edition: string): string {
  const event = contentIn(DEFAULT_LANG).findEvent(edition);
  return (event && placeOf(event)?.timeZone) ?? "UTC";
}
