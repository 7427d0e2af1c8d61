import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MEDALS, type FestivalEvent } from "../../data/types";
import { eventState } from "~/lib/events";
import { absoluteUrl, type SiteSeo } from "~/lib/meta";
import { personPath, type PersonKind } from "~/lib/people";
import { eventPath, festivalEvent, organization } from "~/lib/structured-data";
import { getConfig, now } from "./config.server";
import { events, findMemberByName, legalEntity, team } from "~/models/content.server";
import { eventPreviewSpec, previewImage, sitePreviewSpec } from "./preview-image.server";

/**
 * Headers of the files made for crawlers and apps (sitemap, robots, calendars, previews): never a
 * document, so nothing may run in them even when opened directly.
 */
export function fileHeaders(contentType: string, cacheControl: string, extra: Record<string, string> = {}) {
  return {
    "Content-Type": contentType,
    "Cache-Control": cacheControl,
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    ...extra,
  };
}

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

export function siteSeo(): SiteSeo {
  return { siteUrl: getConfig().siteUrl, siteImage: previewImage(sitePreviewSpec()) };
}

export function organizationNode(sameAs: string[]) {
  return organization(legalEntity, getConfig().siteUrl, sameAs);
}

export function eventNode(event: FestivalEvent) {
  return festivalEvent({
    event,
    siteUrl: getConfig().siteUrl,
    state: eventState(event, now()),
    image: previewImage(eventPreviewSpec(event)).url,
    organizerName: legalEntity.name,
    pageOf: (name) => memberOrGuestPath("teachers", name),
  });
}

/** A team member's profile, or the page a guest has from their editions. */
function memberOrGuestPath(kind: PersonKind, name: string): string {
  const member = findMemberByName(name);
  return member ? `/team-details/${encodeURIComponent(member.id)}` : personPath(kind, name);
}

/** Guests' pages: everyone an edition names who has no team profile (members' links redirect there). */
function guestPaths(): string[] {
  const paths = events.flatMap((e) => [
    ...[...e.teachers, ...e.musicians].map((name) => (findMemberByName(name) ? null : personPath("teachers", name))),
    ...e.skippers.map((name) => (findMemberByName(name) ? null : personPath("skippers", name))),
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
    ...team.map((m) => `/team-details/${encodeURIComponent(m.id)}`),
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
 * Crawlers are kept out of the uploaded photos, the organisers' pages (noindex too) and the health check. /add-photo itself stays
 * crawlable: robots rules match paths, not methods, crawlers do not submit forms, and a blocked page
 * would be reported as "blocked from indexing". See docs/SEO.md.
 */
export function robotsTxt(): string {
  const { siteUrl } = getConfig();
  return [
    "User-agent: *",
    "Disallow: /media/images/",
    "Disallow: /healthz",
    "Disallow: /organisers",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
