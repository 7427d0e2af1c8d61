import { createElement, Fragment, type ReactNode } from "react";

// Long texts with values and marked words, as the privacy notice and the accessibility statement
// write them in every language: `{name}` stands for a value (a period, a date, an address),
// `<tag>…</tag>` (not nested) for words a page wraps in an element, such as a link.

export type TextValues = Record<string, string>;

const VALUE = /\{(\w+)\}/g;
const TAG = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/g;

/** The text with its values filled in; a name without a value stays as written. */
export function fillText(text: string, values: TextValues = {}): string {
  return text.replace(VALUE, (whole, name: string) => values[name] ?? whole);
}

/** The text with its values filled in and its marked words handed to `tags`. */
export function richText(text: string, tags: Record<string, (words: string) => ReactNode>, values: TextValues = {}): ReactNode {
  const filled = fillText(text, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(TAG)) {
    const [whole, tag = "", words = ""] = match;
    parts.push(filled.slice(last, match.index));
    const render = tags[tag];
    parts.push(createElement(Fragment, { key: parts.length }, render ? render(words) : words));
    last = match.index + whole.length;
  }
  parts.push(filled.slice(last));
  return createElement(Fragment, null, ...parts);
}
