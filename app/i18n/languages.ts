// The site's languages and how a page's address carries one. English stands at the root, as it always
// has, and is the x-default; every other language is the same address behind its prefix ("/de/events").

export const LANGS = ["en", "pt", "de"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";

/** Each language named in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", pt: "Português", de: "Deutsch" };

/**
 * How `Intl` formats for each language. The festival speaks Brazilian Portuguese (its dance and its
 * teachers come from Brazil) and standard German; English keeps the day-month order it always had.
 */
export const LOCALES: Record<Lang, string> = { en: "en-GB", pt: "pt-BR", de: "de-DE" };

/** The `lang` of a page or a mail: the Portuguese is Brazilian; `hreflang` keeps the plain codes. */
export const CONTENT_TAGS: Record<Lang, string> = { en: "en", pt: "pt-BR", de: "de" };

/** Open Graph wants territory-qualified locales with an underscore. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_GB", pt: "pt_BR", de: "de_DE" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The address of `path` (an English, unprefixed path with its query) in `lang`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/") return `/${lang}`;
  return `/${lang}${path}`;
}

/** The language an address is in and its English (unprefixed) form. `/en/…` counts as English here. */
export function splitLocalePath(pathWithQuery: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(?=$|[/?#])(.*)$/.exec(pathWithQuery);
  if (match && isLang(match[1])) {
    const rest = match[2] ?? "";
    return { lang: match[1], path: rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest };
  }
  return { lang: DEFAULT_LANG, path: pathWithQuery };
}
