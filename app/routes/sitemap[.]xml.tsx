import { fileHeaders } from "~/http/http";
import { sitemapXml } from "~/seo/sitemap.server";

export function loader() {
  return new Response(sitemapXml(), { headers: fileHeaders("application/xml; charset=utf-8", "public, max-age=3600") });
}
