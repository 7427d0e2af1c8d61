import { events } from "~/models/content.server";
import { contentGeneration } from "~/services/cached-backend.server";
import { getConfig, now } from "~/services/config.server";
import { daysLeft, eventState } from "~/lib/events";

/**
 * Everything a rendered page depends on besides its URL and the build (content ships in the
 * build, so a content deploy is a new process): what the clock shows on the pages — each edition's
 * state and days left, the footer's year — and the writes made through the site. Two renders with
 * the same version are the same page.
 */
export function pageVersion(): string {
  const at = now();
  const clock = events.map((event) => `${event.id}:${eventState(event, at)}:${daysLeft(event, at)}`).join(",");
  return `${getConfig().siteNow?.toISOString() ?? "live"}|${at.getUTCFullYear()}|${clock}|${contentGeneration()}`;
}
