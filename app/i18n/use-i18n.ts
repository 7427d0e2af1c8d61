import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LANG, localePath, type Lang } from "./languages";
import { createTranslator, type Catalogue, type Translator } from "./translate";

/** What the root loader hands every page: its language and that language's catalogue. */
export interface RootI18n {
  lang: Lang;
  messages: Catalogue;
}

export interface I18n {
  lang: Lang;
  t: Translator;
  /** An English (unprefixed) path in the page's language. */
  href: (path: string) => string;
}

/**
 * The page's language in any component. The catalogue comes with the root's data, so a page that
 * runs scripts (the uploader) gets its own language's words and no other's, and no script per language.
 */
export function useI18n(): I18n {
  const root = useRouteLoaderData("root") as { i18n?: RootI18n } | undefined;
  const i18n = root?.i18n;
  return useMemo(() => i18nOf(i18n), [i18n]);
}

const EMPTY: Catalogue = {};

export function i18nOf(i18n: RootI18n | undefined): I18n {
  const lang = i18n?.lang ?? DEFAULT_LANG;
  return { lang, t: createTranslator(lang, i18n?.messages ?? EMPTY), href: (path) => localePath(lang, path) };
}

/** For `meta` functions, which see the root's data among the matches. */
export function i18nOfMatches(matches: ReadonlyArray<{ id: string; data: unknown }>): I18n {
  const root = matches.find((m) => m.id === "root")?.data as { i18n?: RootI18n } | undefined;
  return i18nOf(root?.i18n);
}
