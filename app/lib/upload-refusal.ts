import { translatorFor } from "~/i18n/i18n.server";
import type { MessageKey } from "~/i18n/messages/en";
import type { Translator } from "~/i18n/translate";
import type { UploadFailure, UploadFieldName } from "./photo-upload";

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

/** The form's refusals and outcomes that come back with every language's words. */
export const UPLOAD_WORDS = {
  noFile: { key: "upload.noFile" },
  noConsent: { key: "upload.noConsent" },
  uploadError: (reason: WordsValue): Words => ({ key: "upload.error", vars: { reason } }),
  recordError: (reason: WordsValue): Words => ({ key: "upload.recordError", vars: { reason } }),
  tooManyUploads: (seconds: number): Words => ({ key: "upload.tooManyUploads", vars: { seconds: String(seconds) } }),
  stillStoring: (): Words => ({ key: "upload.error", vars: { reason: { key: "upload.error.stillStoring" } } }),
} as const satisfies Record<string, Words | ((...args: never[]) => Words)>;

export type UploadFieldErrors = Partial<Record<UploadFieldName, string>>;
export type UploadFieldWords = Partial<Record<UploadFieldName, Phrase>>;

const english = () => translatorFor("en");

/** Carried unchanged to the answer, which only routes and server/ build (decision 027), in the request's language. */
export class UploadRefusal extends Error {
  override name = "UploadRefusal";
  /** In English, for logs and tests; `textIn` and `fieldErrorsIn` say it in another language. */
  readonly text: string;
  /** Empty: the text is about the form as a whole. */
  readonly fieldErrors: UploadFieldErrors;
  readonly fieldWords: UploadFieldWords;
  /** The body was left unread: the connection cannot carry another request. */
  closeConnection = false;

  constructor(
    readonly status: UploadFailure["status"],
    /** What the visitor reads, word for word, in their language. */
    readonly words: Phrase,
    readonly field: UploadFieldName | null = null,
    /** Seconds (Retry-After). */
    readonly retryAfter?: number,
  ) {
    const text = say(english(), words);
    super(text);
    this.text = text;
    this.fieldWords = field ? { [field]: words } : {};
    this.fieldErrors = field ? { [field]: text } : {};
  }

  /** The first field's text is the refusal's text. */
  static ofFields(fieldWords: UploadFieldWords): UploadRefusal {
    const [field, words] = Object.entries(fieldWords)[0] as [UploadFieldName, Phrase];
    const refusal = new UploadRefusal(400, words, field);
    Object.assign(refusal.fieldWords, fieldWords);
    Object.assign(refusal.fieldErrors, refusal.fieldErrorsIn(english()));
    return refusal;
  }

  get formError(): string | undefined {
    return this.field ? undefined : this.text;
  }

  textIn(t: Translator): string {
    return say(t, this.words);
  }

  fieldErrorsIn(t: Translator): UploadFieldErrors {
    const errors: UploadFieldErrors = {};
    for (const [field, words] of Object.entries(this.fieldWords) as [UploadFieldName, Phrase][]) errors[field] = say(t, words);
    return errors;
  }

  formErrorIn(t: Translator): string | undefined {
    return this.field ? undefined : this.textIn(t);
  }
}
