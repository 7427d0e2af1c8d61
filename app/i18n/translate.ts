import type { ReactNode } from "react";
import { LOCALES, type Lang } from "./languages";
import type { MessageKey } from "./messages/en";
import { fillText, richText, type Catalogue, type Tags, type Values } from "./template";

export type { Catalogue, Message, PluralMessage } from "./template";
/**
 * `{name}` stands for a value; numbers are written the language's way. Any other number chooses its
 * words inline: `{stored, plural, one {# stored} other {# stored}}` (`=0 {…}` for exactly 0).
 */
export type Vars = Values;

export interface Translator {
  lang: Lang;
  /** The message with its values filled in; a plural message picks its form by `count`. */
  (key: MessageKey, vars?: Vars): string;
  /** The message with its marked words handed to `tags`, e.g. `{ link: (words) => <a …>{words}</a> }`. */
  rich(key: MessageKey, tags: Tags, vars?: Vars): ReactNode;
}

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
  const format = (n: number) => numbers.format(n);
  const pick = (key: MessageKey, vars: Vars | undefined): string => {
    const message = catalogue[key];
    // Only when the root's data is missing (an error page after a failed root loader): the key says where.
    if (message === undefined) return key;
    if (typeof message === "string") return choose(message, vars);
    const form = pluralCategory(lang, plurals, numberOf(vars?.count));
    return choose(message[form] ?? message.other, vars);
  };
  const t = ((key: MessageKey, vars?: Vars) => fillText(pick(key, vars), vars, format)) as Translator;
  t.lang = lang;
  t.rich = (key, tags, vars) => richText(pick(key, vars), tags, vars, format);
  return t;
}
