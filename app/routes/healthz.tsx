import { getStorage } from "~/services/backend/backend.server";

/** Liveness for load balancers and tests: answers once the media store is ready. */
export async function loader() {
  await getStorage();
  return new Response("ok", {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
