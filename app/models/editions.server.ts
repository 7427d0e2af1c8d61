import { eventState, sortNewestFirst } from "~/lib/events";
import { now } from "~/services/config.server";
import type { Lang } from "~/i18n/languages";
import { contentIn } from "./content.server";

export interface EditionChoice {
  /** The event id in capitals, e.g. FSW25. */
  value: string;
  label: string;
}

/** Running or past, newest first, so the first is the upload form's default; titled in `lang`. */
export function startedEditions(at: Date = now(), lang: Lang = "en"): EditionChoice[] {
  const { events } = contentIn(lang);
  return sortNewestFirst(events.filter((event) => eventState(event, at) !== "upcoming")).map((event) => ({
    value: event.id.toUpperCase(),
    label: event.title,
  }));
}
