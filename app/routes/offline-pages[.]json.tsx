import { fileHeaders } from "~/lib/http";
import { offlinePages } from "~/models/offline.server";

/**
 * The pages the service worker keeps for offline use, read by the worker when it installs and
 * whenever it refreshes them; the list follows the site's clock (decision 022).
 */
export function loader() {
  const body = JSON.stringify({ offline: "/offline", pages: offlinePages().map((p) => p.path) });
  return new Response(body, { headers: fileHeaders("application/json; charset=utf-8", "no-cache") });
}
