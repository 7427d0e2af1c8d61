import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { SITE_NAME } from "./meta";

/**
 * What every organiser page says to browsers, caches and crawlers: kept by no one but this browser
 * (the page cache of the HTTP server keeps nothing marked no-store), indexed by no search engine.
 */
export const ORGANISER_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** For every organiser route, whatever it answered (page, refusal, error), plus a 429's Retry-After. */
export const organiserHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(ORGANISER_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export function organiserMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Organisers · ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
