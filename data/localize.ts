import { LANGS, type Lang } from "../app/i18n/languages";

// Content in the site's three languages, side by side in one field: { en, pt, de }. A translator
// edits the three next to each other; facts (names, dates, numbers, prices, boat models) stay
// outside these fields, so they are the same in every language by construction.

/** A text in every language of the site. */
export type Text = { readonly [L in Lang]: string };

/** The shape a page sees: every `Text` replaced by the string of one language. */
export type Localized<T> = T extends Text
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { -readonly [K in keyof T]: Localized<T[K]> }
      : T;

export function isText(value: unknown): value is Text {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGS.length && LANGS.every((l) => typeof (value as Record<string, unknown>)[l] === "string");
}

/**
 * A deep copy of `value` in one language, each text passed through `fill` (which puts in the words
 * a text borrows from the interface, such as a button's label: `{button:chrome.bookNow}`).
 */
export function localize<T>(value: T, lang: Lang, fill: (text: string) => string = (text) => text): Localized<T> {
  if (isText(value)) return fill(value[lang]) as Localized<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, lang, fill)) as Localized<T>;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = localize(item, lang, fill);
    return out as Localized<T>;
  }
  return value as Localized<T>;
}
