import { translatorFor } from "~/i18n/i18n.server";
import type { Translator } from "~/i18n/translate";
import { say, type Phrase, type Words, type WordsValue } from "~/i18n/words";
import type { UploadFailure, UploadFieldName } from "./photo-upload";

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
