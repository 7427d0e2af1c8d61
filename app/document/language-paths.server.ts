import { translatorFor } from "~/i18n/i18n.server";
import { LANGS, localePath, splitLocalePath, type Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";

// For server/, which mounts its middleware by path: every language's address of a page, and the language of
// an address it handles itself (the tus endpoint's plain-text refusals). An unknown prefix is English.

/** "/add-photo", "/pt/add-photo", "/de/add-photo". */
export function pathsInEveryLanguage(path: string): string[] {
  return LANGS.map((lang) => localePath(lang, path));
}

/** The prefixes of the languages other than English, e.g. ["/pt", "/de"]. */
export function languagePrefixes(): string[] {
  return LANGS.map((lang) => localePath(lang, "/")).filter((prefix) => prefix !== "/");
}

export function langOfPath(pathname: string): Lang {
  return splitLocalePath(pathname).lang;
}

export function translatorOfPath(pathname: string): Translator {
  return translatorFor(langOfPath(pathname));
}

export { localePath };
