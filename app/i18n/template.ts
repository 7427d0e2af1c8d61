import { createElement, Fragment, type ReactNode } from "react";

// The one syntax of the catalogues and of data/'s long texts: `{name}` stands for a value, `<tag>…</tag>`
// (not nested) for words a page wraps in an element; a message may be one string per plural category of `{count}`.
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralMessage;
export type Catalogue = Record<string, Message>;
export type Values = Record<string, string | number>;
export type Tags = Record<string, (words: string) => ReactNode>;

const VALUE = /\{(\w+)\}/g;
const TAG = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/g;

/** The text with its values filled in; a name without a value stays as written. */
export function fillText(text: string, values: Values = {}, formatNumber: (n: number) => string = String): string {
  return text.replace(VALUE, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? formatNumber(value) : value;
  });
}

/** The text with its marked words handed to `tags`; marks are read before values go in, so a value is never markup. */
export function richText(text: string, tags: Tags, values: Values = {}, formatNumber: (n: number) => string = String): ReactNode {
  const fill = (piece: string) => fillText(piece, values, formatNumber);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = "", words = ""] = match;
    parts.push(fill(text.slice(last, match.index)));
    const render = tags[tag];
    const filled = fill(words);
    parts.push(createElement(Fragment, { key: parts.length }, render ? render(filled) : filled));
    last = match.index + whole.length;
  }
  parts.push(fill(text.slice(last)));
  return createElement(Fragment, null, ...parts);
}
