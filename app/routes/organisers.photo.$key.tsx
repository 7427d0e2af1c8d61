import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { storedObjectResponse } from "~/http/byte-range.server";
import { variantPath } from "~/lib/image-variants";
import { ORGANISER_HEADERS } from "~/http/organiser-page";
import { getStorage } from "~/services/backend/backend.server";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { isPhotoKey, originalPath, posterPath } from "~/lib/photo-layout";

/** Largest first: a copy big enough to judge, else a clip's poster, else the original (a photo's; a clip has a poster). */
function candidates(key: string): string[] {
  const original = originalPath(key);
  const copies = [1280, 960, 640].map((width) => variantPath(original, width, "jpeg"));
  return [...copies, posterPath(key), original];
}

function notFound() {
  return new Response("Not found", {
    status: 404,
    headers: { ...ORGANISER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Whatever its state (`?size=original`: a clip's rendition, in parts when asked): to a signed-in organiser only, never cached; on Firebase a redirect. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOrganiser(request);
  const key = params.key;
  if (!isPhotoKey(key)) return notFound();
  const storage = await getStorage();
  const original = new URL(request.url).searchParams.get("size") === "original";
  for (const path of original ? [originalPath(key)] : candidates(key)) {
    if (storage.kind === "local") {
      const file = await storage.open(path);
      if (!file) continue;
      return storedObjectResponse(request, file, { path, headers: { ...ORGANISER_HEADERS, "Content-Type": file.contentType } });
    }
    const url = await storage.urlFor(path).catch(() => null);
    if (url) return redirect(url, { headers: ORGANISER_HEADERS });
  }
  return notFound();
}
