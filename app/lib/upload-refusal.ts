import type { UploadFailure, UploadFieldName } from "./photo-upload";

export type UploadFieldErrors = Partial<Record<UploadFieldName, string>>;

/**
 * Why an upload, or one photo of it, is not stored: made where the upload or the image is refused
 * and carried unchanged to the answer, which only routes and server/ build (docs/decisions/027).
 */
export class UploadRefusal extends Error {
  override name = "UploadRefusal";
  /** The visitor's texts by the field they belong to (empty: the text is about the form as a whole). */
  readonly fieldErrors: UploadFieldErrors;
  /** The body was left unread: the connection cannot carry another request. */
  closeConnection = false;

  constructor(
    readonly status: UploadFailure["status"],
    /** What the visitor reads, word for word. */
    readonly text: string,
    readonly field: UploadFieldName | null = null,
    /** Seconds to wait before trying again (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(text);
    this.fieldErrors = field ? { [field]: text } : {};
  }

  /** A form with fields to correct: each keeps its own text (the first is the refusal's text). */
  static ofFields(fieldErrors: UploadFieldErrors): UploadRefusal {
    const [field, text] = Object.entries(fieldErrors)[0] as [UploadFieldName, string];
    const refusal = new UploadRefusal(400, text, field);
    Object.assign(refusal.fieldErrors, fieldErrors);
    return refusal;
  }

  /** The text about the form as a whole, if it is not about one field. */
  get formError(): string | undefined {
    return this.field ? undefined : this.text;
  }
}
