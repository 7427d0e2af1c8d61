import type { LoaderFunctionArgs } from "@remix-run/node";
import { ImageBusyError } from "~/services/images/image-queue.server";
import { getPreview, lookupPreview, PREVIEW_ROUTE } from "~/services/images/preview-image.server";
import { fileHeaders } from "~/http/http";

// The name holds a hash of everything drawn: the bytes behind a name never change.
const IMMUTABLE = "public, max-age=31536000, immutable";

function plain(status: number, message: string, extra: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: fileHeaders("text/plain; charset=utf-8", "no-store", extra),
  });
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const found = lookupPreview(params.file ?? "");
  if (!found) return plain(404, "Not found");
  // A share made before the content changed keeps working: its old name leads to today's card.
  if (found.status === "stale") {
    return plain(301, "Moved", { Location: `${PREVIEW_ROUTE}/${found.current}`, "Cache-Control": "public, max-age=3600" });
  }
  let preview;
  try {
    preview = await getPreview(params.file!, found.spec);
  } catch (error) {
    // Every worker busy and the image line full: the card is drawn on a later request.
    if (!(error instanceof ImageBusyError)) throw error;
    return plain(429, error.message, { "Retry-After": String(error.retryAfterSeconds) });
  }
  // Drawn without its cover (storage unreachable): serve it, but let the next request try again.
  const headers = fileHeaders(preview.type, preview.complete ? IMMUTABLE : "no-store", {
    "Content-Length": String(preview.bytes.byteLength),
    "Cross-Origin-Resource-Policy": "cross-origin",
  });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(preview.bytes), { headers });
}
