import type { FestivalEvent } from "../../../data/types";
import { eventState } from "~/lib/events";
import type { SiteSeo } from "~/lib/meta";
import { festivalEvent } from "~/lib/structured-data";
import { personPageOf } from "~/models/people.server";
import { legalEntity } from "~/models/content.server";
import { getConfig, now } from "../config.server";
import { eventPreviewSpec, previewImage, sitePreviewSpec } from "../images/preview-image.server";

export function siteSeo(): SiteSeo {
  return { siteUrl: getConfig().siteUrl, siteImage: previewImage(sitePreviewSpec()) };
}

export function eventNode(event: FestivalEvent) {
  return festivalEvent({
    event,
    siteUrl: getConfig().siteUrl,
    state: eventState(event, now()),
    image: previewImage(eventPreviewSpec(event)).url,
    organizerName: legalEntity.name,
    pageOf: (name) => personPageOf("teachers", name),
  });
}
