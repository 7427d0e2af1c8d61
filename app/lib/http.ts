import { json } from "@remix-run/node";

export interface NotFoundData {
  title: string;
  detail: string;
  /** Where the visitor most likely wants to go instead. */
  suggestions?: Array<{ to: string; label: string }>;
}

/** A missing thing is a 404 carrying the text the error boundary shows. */
export function notFound(data: NotFoundData): never {
  throw json(data, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === "object" && value !== null && typeof (value as NotFoundData).title === "string";
}

/**
 * Headers of the files made for crawlers and apps (sitemap, robots, calendars, previews). They are
 * never documents: the HTTP server gives every answer that is not a page a policy that lets nothing
 * run (server/security.mjs).
 */
export function fileHeaders(contentType: string, cacheControl: string, extra: Record<string, string> = {}) {
  return { "Content-Type": contentType, "Cache-Control": cacheControl, ...extra };
}
