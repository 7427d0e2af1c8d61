import { events } from "~/models/content.server";
import { daysLeft, eventState } from "~/lib/events";
import { getConfig, now } from "~/services/config.server";

/**
 * Everything a rendered page depends on besides its URL and the build (content ships in the
 * build, so a content deploy is a new process): what the clock shows on the pages — each edition's
 * state and days left, the footer's year — and the writes made through the site (`writes`, counted
 * by the storage layer: app/entry.server.tsx passes it in). Two renders with the same version are
 * the same page.
 */
export function pageVersion(writes: number): string {
  const at = now();
  const clock = events.map((event) => `${event.id}:${eventState(event, at)}:${daysLeft(event, at)}`).join(",");
  return `${getConfig().siteNow?.toISOString() ?? "live"}|${at.getUTCFullYear()}|${clock}|${writes}`;
}
