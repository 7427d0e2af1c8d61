import { Fragment, createElement, type ReactNode } from "react";
import { LOCALES, type Lang } from "./languages";
import type { MessageKey } from "./messages/en";

/**
 * A message is a string, or one string per plural category of `{count}` (`Intl.PluralRules`).
 * `{name}` stands for a value; numbers are written the language's way. Any other number chooses its
 * words inline: `{stored, plural, one {# stored} other {# stored}}` (`=0 {…}` for exactly 0).
 * `<tag>…</tag>` (not nested) marks words a page wraps in an element, such as a link.
 */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralMessage;
export type Catalogue = Record<string, Message>;
export type Vars = Record<string, string | number>;

export interface Translator {
  lang: Lang;
  /** The message with its values filled in; a plural message picks its form by `count`. */
  (key: MessageKey, vars?: Vars): string;
  /** The message with its marked words handed to `tags`, e.g. `{ link: (words) => <a …>{words}</a> }`. */
  rich(key: MessageKey, tags: Record<string, (words: string) => ReactNode>, vars?: Vars): ReactNode;
}

const TAG = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/g;
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

const ZERO_IS_PLURAL: ReadonlySet<Lang> = new Set(["pt"]);

function pluralCategory(lang: Lang, rules: Intl.PluralRules, n: number): Intl.LDMLPluralRule {
  if (Number.isNaN(n)) return "other";
  return n === 0 && ZERO_IS_PLURAL.has(lang) ? "other" : rules.select(n);
}

const numberOf = (value: string | number | undefined) =>
  typeof value === "number" ? value : /^\d+(?:\.\d+)?$/.test(value ?? "") ? Number(value) : NaN;

export function createTranslator(lang: Lang, catalogue: Catalogue): Translator {
  const plurals = new Intl.PluralRules(LOCALES[lang]);
  const numbers = new Intl.NumberFormat(LOCALES[lang]);
  const choose = (text: string, vars: Vars | undefined) =>
    text.replace(PLURAL, (whole, name: string, body: string) => {
      if (vars?.[name] === undefined) return whole;
      const value = numberOf(vars[name]);
      const forms = new Map([...body.matchAll(FORM)].map(([, form = "", words = ""]) => [form, words]));
      const words = forms.get(`=${value}`) ?? forms.get(pluralCategory(lang, plurals, value)) ?? forms.get("other") ?? "";
      return words.replace(/#/g, `{${name}}`);
    });
  const fill = (text: string, vars: Vars | undefined) =>
    vars === undefined
      ? text
      : text.replace(/\{(\w+)\}/g, (whole, name: string) => {
          const value = vars[name];
          if (value === undefined) return whole;
          return typeof value === "number" ? numbers.format(value) : value;
        });
  const pick = (key: MessageKey, vars: Vars | undefined): string => {
    const message = catalogue[key];
    // Only when the root's data is missing (an error page after a failed root loader): the key says where.
    if (message === undefined) return key;
    if (typeof message === "string") return choose(message, vars);
    const form = pluralCategory(lang, plurals, numberOf(vars?.count));
    return choose(message[form] ?? message.other, vars);
  };
  const t = ((key: MessageKey, vars?: Vars) => fill(pick(key, vars), vars)) as Translator;
  t.lang = lang;
  t.rich = (key, tags, vars) => {
    // Marks are read from the message before values go in: a value is text, never markup.
    const text = pick(key, vars);
    const parts: ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(TAG)) {
      const [whole, tag = "", words = ""] = match;
      parts.push(fill(text.slice(last, match.index), vars));
      const render = tags[tag];
      const filled = fill(words, vars);
      parts.push(createElement(Fragment, { key: parts.length }, render ? render(filled) : filled));
      last = match.index + whole.length;
    }
    parts.push(fill(text.slice(last), vars));
    return createElement(Fragment, null, ...parts);
  };
  return t;
}
