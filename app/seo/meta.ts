import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANG, LANGS, OG_LOCALES, localePath, type Lang } from "~/i18n/languages";
import { i18nOfMatches } from "~/i18n/use-i18n";
import { absoluteUrl } from "~/lib/urls";
import { SITE_NAME } from "~/lib/site";
import type { PreviewImage } from "~/models/preview-cards.server";

/** Built from SITE_URL, never from the request. */
export interface SiteSeo {
  siteUrl: string;
  siteImage: PreviewImage;
}

export interface PageSeo {
  matches: ReadonlyArray<{ id: string; data: unknown }>;
  /**
   * The English (unprefixed) address with its query, e.g. "/rates-details?medal=gold"; the page's
   * own language is added from the root's data. null for pages that must not be canonical (404).
   */
  path: string | null;
  /** Defaults to the site card. */
  image?: PreviewImage;
  type?: "website" | "article" | "profile";
  /** Rendered as one application/ld+json block, escaped by Remix. */
  jsonLd?: object | null;
  /** E.g. "noindex" for a view of a page that search engines should leave out; its canonical names the page itself. */
  robots?: string;
}

export function siteSeoOf(matches: PageSeo["matches"]): SiteSeo | null {
  const root = matches.find((m) => m.id === "root")?.data as { seo?: SiteSeo } | undefined;
  return root?.seo ?? null;
}

/**
 * The page in every language, each version listing all of them and itself, English as x-default:
 * the links a search engine needs to show each reader their own language's address.
 */
export function languageAlternates(siteUrl: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGS.map((lang) => ({ hrefLang: lang, href: absoluteUrl(siteUrl, localePath(lang, path)) })),
    { hrefLang: "x-default", href: absoluteUrl(siteUrl, localePath(DEFAULT_LANG, path)) },
  ];
}

/** Without `seo`, only the tags that need no absolute URL. */
export function pageMeta(title: string, description: string, seo?: PageSeo): MetaDescriptor[] {
  const lang: Lang = seo ? i18nOfMatches(seo.matches).lang : DEFAULT_LANG;
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: seo?.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...LANGS.filter((other) => other !== lang).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: full },
    { name: "twitter:description", content: description },
  ];
  if (seo?.robots) tags.push({ name: "robots", content: seo.robots });
  const site = seo ? siteSeoOf(seo.matches) : null;
  if (!seo || !site) return tags;
  if (seo.path !== null) {
    const url = absoluteUrl(site.siteUrl, localePath(lang, seo.path));
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    for (const alternate of languageAlternates(site.siteUrl, seo.path))
      tags.push({ tagName: "link", rel: "alternate", ...alternate });
  }
  const image = seo.image ?? site.siteImage;
  tags.push(
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  );
  if (seo.jsonLd) tags.push({ "script:ld+json": seo.jsonLd });
  return tags;
}
