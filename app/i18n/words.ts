import type { MessageKey } from "./messages/en";
import type { Translator } from "./translate";

/**
 * Words in no language yet: a catalogue message and its values, written in the language of the answer
 * that carries them (the pipeline that finds a refusal does not know who will read it). A value may be
 * words itself ("Error uploading file: {reason}"), or a text that depends on the language (a list of
 * image types, a size in MB).
 */
export interface Words {
  key: MessageKey;
  vars?: Record<string, WordsValue>;
}
export type WordsValue = string | number | Words | ((t: Translator) => string);
/** A plain string is said as it is: a technical detail (a storage error's code) that no catalogue holds. */
export type Phrase = string | Words;

export function say(t: Translator, phrase: Phrase): string {
  if (typeof phrase === "string") return phrase;
  if (!phrase.vars) return t(phrase.key);
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(phrase.vars)) {
    vars[name] = typeof value === "function" ? value(t) : typeof value === "object" ? say(t, value) : (value as string | number);
  }
  return t(phrase.key, vars);
}
