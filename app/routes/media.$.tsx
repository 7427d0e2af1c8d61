import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { Readable } from "node:stream";
import { contentTypeOf } from "~/lib/content-type";
import { getStorage } from "~/services/backend.server";
import { RESOURCE_SECURITY_HEADERS } from "~/services/security.server";
import { LocalStorage } from "~/services/storage.server";

// Objects are create-only, so a path always names the same bytes: safe to cache for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";
// A stored file is never a document: no scripts, no plugins, even when opened directly.
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { ...RESOURCE_SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Serves the embedded default's media from DATA_DIR, and nothing outside it. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const storage = await getStorage();
  if (!(storage instanceof LocalStorage)) return notFound();
  const file = await storage.open(params["*"] ?? "");
  if (!file) return notFound();
  const headers = {
    ...RESOURCE_SECURITY_HEADERS,
    "Content-Type": contentTypeOf(file.head),
    "Content-Length": String(file.size),
    "Cache-Control": IMMUTABLE,
    "Content-Security-Policy": MEDIA_CSP,
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  const body = createReadableStreamFromReadable(Readable.from(file.stream()));
  return new Response(body, { headers });
}
