import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MEDALS } from "../../data/types";
import { absoluteUrl } from "~/lib/meta";
import { eventPath, organization } from "~/lib/structured-data";
import { personUrl, teamMemberUrl } from "~/lib/urls";
import { getConfig } from "~/services/config.server";
import { events, findMemberByName, legalEntity, team } from "~/models/content.server";

// What search engines and apps are told about the site, derived from the content: the sitemap's
// pages, robots rules, the organisation's node, the content's date.

let updatedAt: Date | undefined;

/**
 * When the content last changed. Content ships inside the server build, so the build's time is an
 * honest upper bound; it feeds the sitemap's lastmod and the calendars' DTSTAMP.
 */
export function contentUpdatedAt(): Date {
  if (!updatedAt) {
    try {
      updatedAt = statSync(fileURLToPath(import.meta.url)).mtime;
    } catch {
      updatedAt = new Date();
    }
    updatedAt.setUTCMilliseconds(0);
  }
  return updatedAt;
}

export function organizationNode(sameAs: string[]) {
  return organization(legalEntity, getConfig().siteUrl, sameAs);
}

/** Guests' pages: everyone an edition names who has no team profile (members' links redirect there). */
function guestPaths(): string[] {
  const paths = events.flatMap((e) => [
    ...[...e.teachers, ...e.musicians].map((name) => (findMemberByName(name) ? null : personUrl("teachers", name))),
    ...e.skippers.map((name) => (findMemberByName(name) ? null : personUrl("skippers", name))),
  ]);
  return [...new Set(paths.filter((p): p is string => p !== null))].sort();
}

/** Every public page with a 200 answer: the sitemap's list and the crawl tests' too. */
export function publicPaths(): string[] {
  return [
    "/home",
    "/events",
    ...events.map(eventPath),
    "/team",
    ...team.map((m) => teamMemberUrl(m.id)),
    "/rates",
    ...MEDALS.map((medal) => `/rates-details?medal=${medal}`),
    "/faq",
    ...guestPaths(),
    "/about-fsw",
    "/add-photo",
  ];
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(): string {
  const { siteUrl } = getConfig();
  const lastmod = contentUpdatedAt()
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
  const urls = publicPaths().map(
    (p) => `  <url>\n    <loc>${xmlEscape(absoluteUrl(siteUrl, p))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Crawlers are kept out of the uploaded photos (and the health check). /add-photo itself stays
 * crawlable: robots rules match paths, not methods, crawlers do not submit forms, and a blocked page
 * would be reported as "blocked from indexing". See docs/SEO.md.
 */
export function robotsTxt(): string {
  const { siteUrl } = getConfig();
  return [
    "User-agent: *",
    "Disallow: /media/images/",
    "Disallow: /healthz",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
