import { RESOURCE_SECURITY_HEADERS } from "~/services/security.server";
import { sitemapXml } from "~/services/seo.server";

export function loader() {
  return new Response(sitemapXml(), {
    headers: {
      ...RESOURCE_SECURITY_HEADERS,
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
