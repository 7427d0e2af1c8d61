import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Forró Sailing Week";
export const SITE_LOCALE = "en_GB";

/** Raster: chat apps and social networks do not show SVG. */
export interface PreviewImage {
  url: string;
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
  alt: string;
}

/** Built from SITE_URL, never from the request. */
export interface SiteSeo {
  siteUrl: string;
  siteImage: PreviewImage;
}

export interface PageSeo {
  matches: ReadonlyArray<{ id: string; data: unknown }>;
  /** With its query, e.g. "/rates-details?medal=gold"; null for pages that must not be canonical (404). */
  path: string | null;
  /** Defaults to the site card. */
  image?: PreviewImage;
  type?: "website" | "article" | "profile";
  /** Rendered as one application/ld+json block, escaped by Remix. */
  jsonLd?: object | null;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

export function siteSeoOf(matches: PageSeo["matches"]): SiteSeo | null {
  const root = matches.find((m) => m.id === "root")?.data as { seo?: SiteSeo } | undefined;
  return root?.seo ?? null;
}

/** Without `seo`, only the tags that need no absolute URL. */
export function pageMeta(title: string, description: string, seo?: PageSeo): MetaDescriptor[] {
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: seo?.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: SITE_LOCALE },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: full },
    { name: "twitter:description", content: description },
  ];
  const site = seo ? siteSeoOf(seo.matches) : null;
  if (!seo || !site) return tags;
  if (seo.path !== null) {
    const url = absoluteUrl(site.siteUrl, seo.path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
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
