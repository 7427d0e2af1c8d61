import { events } from "~/models/content.server";
import { daysLeft, eventState } from "~/lib/events";
import { getConfig, now } from "~/config/config.server";

/** Besides URL and build: what the clock shows (edition states, days left, the year) and `writes` through the site. */
export function pageVersion(writes: number): string {
  const at = now();
  const clock = events.map((event) => `${event.id}:${eventState(event, at)}:${daysLeft(event, at)}`).join(",");
  return `${getConfig().siteNow?.toISOString() ?? "live"}|${at.getUTCFullYear()}|${clock}|${writes}`;
}
