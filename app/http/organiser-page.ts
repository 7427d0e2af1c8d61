import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { SITE_NAME } from "~/lib/site";

/** no-store, so the HTTP server's page cache keeps nothing; noindex. */
export const ORGANISER_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** Whatever the route answered, plus a 429's Retry-After. */
export const organiserHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(ORGANISER_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export function organiserMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Organisers · ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
