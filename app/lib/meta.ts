import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Forró Sailing Week";

export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const full = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
  ];
}
