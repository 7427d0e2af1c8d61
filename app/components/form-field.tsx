export interface FormFieldProps {
  name: string;
  label: string;
  /** A checkbox is drawn before its label. */
  type?: "text" | "email" | "date" | "file" | "password" | "textarea" | "select" | "checkbox";
  options?: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  error?: string;
  maxLength?: number;
  /** Leave it out for files and secrets. */
  defaultValue?: string;
  /** A checkbox's. */
  value?: string;
  required?: boolean;
  accept?: string;
  multiple?: boolean;
  autoComplete?: string;
  /** Hidden from people and assistive technology, never focused: a trap for bots. */
  honeypot?: boolean;
}

/** Label, hint and error tied together for screen readers. */
export function FormField({ name, label, type = "text", hint, error, maxLength, honeypot, options, ...rest }: FormFieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const control = {
    id: name,
    name,
    // HTML allows maxlength on text-like inputs only, not on a date or a select.
    maxLength: type === "date" || type === "select" ? undefined : maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    ...(honeypot ? { tabIndex: -1 } : {}),
    ...rest,
  };
  return (
    <div
      className={honeypot ? "field field--honeypot" : type === "checkbox" ? "field field--check" : "field"}
      aria-hidden={honeypot ? true : undefined}
    >
      <label htmlFor={name}>{label}</label>
      {type === "textarea" ? (
        <textarea rows={4} {...control} />
      ) : type === "select" ? (
        <select {...control}>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={type} {...control} />
      )}
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
