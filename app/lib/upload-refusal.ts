import type { UploadFailure, UploadFieldName } from "./photo-upload";

export type UploadFieldErrors = Partial<Record<UploadFieldName, string>>;

/** Carried unchanged to the answer, which only routes and server/ build (decision 027). */
export class UploadRefusal extends Error {
  override name = "UploadRefusal";
  /** Empty: the text is about the form as a whole. */
  readonly fieldErrors: UploadFieldErrors;
  /** The body was left unread: the connection cannot carry another request. */
  closeConnection = false;

  constructor(
    readonly status: UploadFailure["status"],
    /** What the visitor reads, word for word. */
    readonly text: string,
    readonly field: UploadFieldName | null = null,
    /** Seconds (Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(text);
    this.fieldErrors = field ? { [field]: text } : {};
  }

  /** The first field's text is the refusal's text. */
  static ofFields(fieldErrors: UploadFieldErrors): UploadRefusal {
    const [field, text] = Object.entries(fieldErrors)[0] as [UploadFieldName, string];
    const refusal = new UploadRefusal(400, text, field);
    Object.assign(refusal.fieldErrors, fieldErrors);
    return refusal;
  }

  get formError(): string | undefined {
    return this.field ? undefined : this.text;
  }
}
