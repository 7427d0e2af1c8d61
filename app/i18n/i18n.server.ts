import { DEFAULT_LANG, LANGS, isLang, type Lang } from "./languages";
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
