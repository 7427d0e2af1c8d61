export interface FormFieldProps {
  name: string;
  label: string;
  type?: "text" | "date" | "file" | "password" | "textarea";
  hint?: string;
  error?: string;
  maxLength?: number;
  /** The value to show again after the server refused the form; leave it out for files and secrets. */
  defaultValue?: string;
  required?: boolean;
  accept?: string;
  /** A file input that takes several files. */
  multiple?: boolean;
  autoComplete?: string;
  /** A trap for bots: hidden from people and assistive technology, never focused. */
  honeypot?: boolean;
}

/** One labelled form field with its hint and its error, tied together for screen readers. */
export function FormField({ name, label, type = "text", hint, error, maxLength, honeypot, ...rest }: FormFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const control = {
    id: name,
    name,
    // HTML allows maxlength on text-like inputs only, not on a date.
    maxLength: type === "date" ? undefined : maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    ...(honeypot ? { tabIndex: -1 } : {}),
    ...rest,
  };
  return (
    <div className={honeypot ? "field field--honeypot" : "field"} aria-hidden={honeypot ? true : undefined}>
      <label htmlFor={name}>{label}</label>
      {type === "textarea" ? <textarea rows={4} {...control} /> : <input type={type} {...control} />}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
