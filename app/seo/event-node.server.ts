import type { FestivalEvent } from "../../data/types";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { eventState } from "~/lib/events";
import type { SiteSeo } from "~/seo/meta";
import { placeOf } from "~/lib/places";
import { festivalEvent } from "~/seo/structured-data";
import { personPageOf } from "~/models/people.server";
import { contentIn, findEvent } from "~/models/content.server";
import { getConfig, now } from "../config/config.server";
import { eventPreviewSpec, previewImage, sitePreviewSpec } from "../services/images/preview-image.server";

export function siteSeo(lang: Lang = DEFAULT_LANG): SiteSeo {
  return { siteUrl: getConfig().siteUrl, siteImage: previewImage(sitePreviewSpec(lang)) };
}

/** The edition as `lang`'s page describes it; the card's picture and the place come from the English content. */
export function eventNode(lang: Lang, event: FestivalEvent) {
  const english = findEvent(event.id) ?? event;
  return festivalEvent({
    event,
    lang,
    place: placeOf(english),
    siteUrl: getConfig().siteUrl,
    state: eventState(event, now()),
    image: previewImage(eventPreviewSpec(english, lang)).url,
    organizerName: contentIn(lang).legalEntity.name,
    pageOf: (name) => personPageOf("teachers", name),
  });
}
