import { MEDALS } from "../../data/types";
import { LANGS, localePath, type Lang } from "~/i18n/languages";
import { languageAlternates } from "~/seo/meta";
import { organization } from "~/seo/structured-data";
import { absoluteUrl, accessibilityUrl, eventUrl, personUrl, privacyUrl, teamMemberUrl } from "~/lib/urls";
import { getConfig } from "~/config/config.server";
import { contentIn, contentUpdatedAt, events, findMemberByName, team } from "~/models/content.server";

export function organizationNode(lang: Lang, sameAs: string[]) {
  return organization(contentIn(lang).legalEntity, getConfig().siteUrl, sameAs, lang);
}

/** Members' links redirect to their profile. */
function guestPaths(): string[] {
  const paths = events.flatMap((e) => [
    ...[...e.teachers, ...e.musicians].map((name) => (findMemberByName(name) ? null : personUrl("teachers", name))),
    ...e.skippers.map((name) => (findMemberByName(name) ? null : personUrl("skippers", name))),
  ]);
  return [...new Set(paths.filter((p): p is string => p !== null))].sort();
}

/** The sitemap's list and the crawl tests' too. */
export function publicPaths(): string[] {
  return [
    "/home",
    "/events",
    ...events.map((event) => eventUrl(event.id)),
    "/team",
    ...team.map((m) => teamMemberUrl(m.id)),
    "/rates",
    ...MEDALS.map((medal) => `/rates-details?medal=${medal}`),
    "/faq",
    ...guestPaths(),
    "/about-fsw",
    privacyUrl(),
    accessibilityUrl(),
    "/add-photo",
  ];
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every public page in every language, each entry with the same alternates its page's head lists. */
export function sitemapXml(): string {
  const { siteUrl } = getConfig();
  const lastmod = contentUpdatedAt()
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
  const urls = publicPaths().flatMap((p) => {
    const alternates = languageAlternates(siteUrl, p)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`)
      .join("\n");
    return LANGS.map(
      (lang) =>
        `  <url>\n    <loc>${xmlEscape(absoluteUrl(siteUrl, localePath(lang, p)))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** /add-photo stays crawlable: robots rules match paths, not methods (docs/SEO.md). */
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
