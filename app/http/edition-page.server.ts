import type { FestivalEvent } from "../../data/types";
import { notFound, type NotFoundData } from "~/http/http";
import type { Lang } from "~/i18n/languages";
import { contentIn } from "~/models/content.server";

/** What an unknown edition's pages answer, unless a page says it in its own words. */
export const EDITION_NOT_FOUND: NotFoundData = {
  title: "Event Details not found",
  detail: "We have no edition with that name. Have a look at the list of all editions.",
  suggestions: [{ to: "/events", label: "See all editions" }],
};

/** The edition a page under /event-details/{id} shows, in the page's language, matched case-insensitively, or its 404. */
export function editionOr404(lang: Lang, id: string | undefined, missing: NotFoundData = EDITION_NOT_FOUND): FestivalEvent {
  const event = contentIn(lang).findEvent(id ?? "");
  if (!event) notFound(missing);
  return event;
}
