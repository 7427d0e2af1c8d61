import type { LoaderFunctionArgs } from "@remix-run/node";
import { responseBody } from "~/http/response-body.server";
import { findEvent } from "~/models/content.server";
import { editionArchive } from "~/services/galleries/photo-zip.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const event = findEvent(params.id ?? "");
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!event) return new Response("We have no edition with that name.", { status: 404, headers });
  const archive = await editionArchive(event.id);
  if (!archive) return new Response("This edition has no shared photos yet.", { status: 404, headers });
  const id = event.id.toLowerCase();
  return new Response(responseBody(archive), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${id}-photos.zip"`,
      "Cache-Control": "no-store",
    },
  });
}
