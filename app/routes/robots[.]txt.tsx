import { RESOURCE_SECURITY_HEADERS } from "~/services/security.server";
import { robotsTxt } from "~/services/seo.server";

export function loader() {
  return new Response(robotsTxt(), {
    headers: {
      ...RESOURCE_SECURITY_HEADERS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
