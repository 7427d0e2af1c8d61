import { redirect } from "@remix-run/node";
import { translatorFor } from "~/i18n/i18n.server";
import { DEFAULT_LANG, isLang, localePath, splitLocalePath, type Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import { notFound } from "./http";

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
