import type { LoaderFunctionArgs } from "@remix-run/node";
import { storedObjectResponse } from "~/http/byte-range.server";
import { isValidStoragePath } from "~/services/backend/storage-path";
import { getStorage } from "~/services/backend/backend.server";
import { uploadKeyOf } from "~/lib/photo-layout";
import { isPublicMedia } from "~/services/review/photo-review.server";

// Objects are create-only, so a path always names the same bytes: safe to cache for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";
// An upload can be hidden again after approval: caches keep its files for minutes, not a year.
const REVIEWED = "public, max-age=300";

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The embedded default's media, whole or the part a Range asks (Firebase's: Cloud Storage), and nothing outside the store. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const storage = await getStorage();
  const path = params["*"] ?? "";
  if (storage.kind !== "local" || !isValidStoragePath(path)) return notFound();
  // An upload not approved is served to no visitor (its uploader sees it at /add-photo/mine/{key}).
  if (!(await isPublicMedia(path))) return notFound();
  const file = await storage.open(path);
  if (!file) return notFound();
  const headers = { "Content-Type": file.contentType, "Cache-Control": uploadKeyOf(path) ? REVIEWED : IMMUTABLE };
  return storedObjectResponse(request, file, { path, headers });
}
