import { fileHeaders } from "~/http/http";
import { robotsTxt } from "~/models/seo.server";

export function loader() {
  return new Response(robotsTxt(), { headers: fileHeaders("text/plain; charset=utf-8", "public, max-age=3600") });
}
