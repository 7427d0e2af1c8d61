import { fileHeaders } from "~/http/http";
import { robotsTxt } from "~/seo/sitemap.server";

export function loader() {
  return new Response(robotsTxt(), { headers: fileHeaders("text/plain; charset=utf-8", "public, max-age=3600") });
}
