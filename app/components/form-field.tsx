import type { ChangeEvent } from "react";

export interface FieldOption {
  value: string;
  label: string;
}

export interface FormFieldProps {
  name: string;
  label: string;
  /** A checkbox is drawn before its label. */
  type?: "text" | "email" | "date" | "file" | "password" | "textarea" | "select" | "checkbox";
  options?: ReadonlyArray<FieldOption>;
  /** A select's further options, under a heading each (after `options`). */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<FieldOption> }>;
  hint?: string;
  error?: string;
  maxLength?: number;
  /** Leave it out for files and secrets. */
  defaultValue?: string;
  /** A checkbox's; a select's, with `onChange`, when the page follows its choice. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  required?: boolean;
  accept?: string;
  multiple?: boolean;
  autoComplete?: string;
  /** Hidden from people and assistive technology, never focused: a trap for bots. */
  honeypot?: boolean;
}

/** Label, hint and error tied together for screen readers. */
export function FormField({
  name,
  label,
  type = "text",
  hint,
  error,
  maxLength,
  honeypot,
  options,
  groups,
  onChange,
  ...rest
}: FormFieldProps) {
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
        <select {...control} onChange={onChange}>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {(groups ?? []).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
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
