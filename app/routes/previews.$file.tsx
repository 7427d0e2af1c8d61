import type { LoaderFunctionArgs } from "@remix-run/node";
import { RESOURCE_SECURITY_HEADERS } from "~/services/security.server";
import { getPreview, lookupPreview, PREVIEW_ROUTE } from "~/services/preview-image.server";

// The name holds a hash of everything drawn: the bytes behind a name never change.
const IMMUTABLE = "public, max-age=31536000, immutable";

function plain(status: number, message: string, extra: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { ...RESOURCE_SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra },
  });
}

/** Social preview images (1200×630), drawn on first request and kept. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const found = lookupPreview(params.file ?? "");
  if (!found) return plain(404, "Not found");
  // A share made before the content changed keeps working: its old name leads to today's card.
  if (found.status === "stale") {
    return plain(301, "Moved", { Location: `${PREVIEW_ROUTE}/${found.current}`, "Cache-Control": "public, max-age=3600" });
  }
  const preview = await getPreview(params.file!, found.spec);
  const headers = {
    ...RESOURCE_SECURITY_HEADERS,
    "Content-Type": preview.type,
    "Content-Length": String(preview.bytes.byteLength),
    // Drawn without its cover (storage unreachable): serve it, but let the next request try again.
    "Cache-Control": preview.complete ? IMMUTABLE : "no-store",
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  return new Response(request.method === "HEAD" ? null : new Uint8Array(preview.bytes), { headers });
}
