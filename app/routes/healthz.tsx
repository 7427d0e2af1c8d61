import { getStorage } from "~/services/backend.server";
import { RESOURCE_SECURITY_HEADERS } from "~/services/security.server";

/** Liveness for load balancers and tests: answers once the media store is ready. */
export async function loader() {
  await getStorage();
  return new Response("ok", {
    headers: {
      ...RESOURCE_SECURITY_HEADERS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
