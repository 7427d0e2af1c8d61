import { redirect } from "@remix-run/node";
import { notFound } from "~/http/http";
import { DEFAULT_LANG, LANGS, isLang, localePath, splitLocalePath, type Lang } from "./languages";
import { de } from "./messages/de";
import { en, type MessageKey } from "./messages/en";
import { pt } from "./messages/pt";
import { createTranslator, type Catalogue, type Translator } from "./translate";

// How a request's language is found: from its address alone (never Accept-Language, which search
// engines do not send and which would give one address two answers).

export const CATALOGUES: Record<Lang, Catalogue> = { en, pt, de };

const translators = new Map<Lang, Translator>(LANGS.map((lang) => [lang, createTranslator(lang, CATALOGUES[lang])]));

export function translatorFor(lang: Lang): Translator {
  return translators.get(lang)!;
}

export function fillLabels(lang: Lang): (text: string) => string {
  const t = translatorFor(lang);
  return (text) =>
    text.replace(/\{button:([\w.]+)\}/g, (whole, key: string) =>
      key in CATALOGUES[lang] ? t(key as MessageKey).replace(/<\/?[a-z0-9]+>/g, "") : whole,
    );
}

/** The language of a page under the optional `($lang)` segment, without judging it (the root's view). */
export function langOfParams(params: { lang?: string }): Lang {
  return isLang(params.lang) && params.lang !== DEFAULT_LANG ? params.lang : DEFAULT_LANG;
}

/**
 * Every loader and action of a `($lang)` route starts here. `/en/…` is the English page and answers
 * 301 to its unprefixed address, query kept; a prefix that is no language of ours is no page (the
 * optional segment would otherwise match `/anything/events`).
 */
export function requestLang(params: { lang?: string }, request: Request): Lang {
  if (params.lang === undefined) return DEFAULT_LANG;
  if (params.lang === DEFAULT_LANG) {
    const url = new URL(request.url);
    throw redirect(splitLocalePath(url.pathname).path + url.search, 301);
  }
  if (isLang(params.lang)) return params.lang;
  // `/no-such-page` lands here too: the optional segment takes any single segment.
  notFoundPage(DEFAULT_LANG);
}

/** The not-found page with its way back, in `lang`. */
export function notFoundPage(lang: Lang): never {
  const t = translatorFor(lang);
  notFound({
    title: t("error.notFound.title"),
    detail: t("error.notFound.detail"),
    suggestions: [
      { to: localePath(lang, "/events"), label: t("error.notFound.events") },
      { to: localePath(lang, "/faq"), label: t("error.notFound.faq") },
    ],
  });
}

/** The language and its translator in one go, for loaders. */
export function requestI18n(
  params: { lang?: string },
  request: Request,
): { lang: Lang; t: Translator; href: (path: string) => string } {
  const lang = requestLang(params, request);
  return { lang, t: translatorFor(lang), href: (path) => localePath(lang, path) };
}
