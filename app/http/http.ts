import { json } from "@remix-run/node";

export interface NotFoundData {
  title: string;
  detail: string;
  suggestions?: Array<{ to: string; label: string }>;
}

/** Carries the text the error boundary shows. */
export function notFound(data: NotFoundData): never {
  throw json(data, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === "object" && value !== null && typeof (value as NotFoundData).title === "string";
}

/** Never documents: server/security.mjs gives them a policy that lets nothing run. */
export function fileHeaders(contentType: string, cacheControl: string, extra: Record<string, string> = {}) {
  return { "Content-Type": contentType, "Cache-Control": cacheControl, ...extra };
}
