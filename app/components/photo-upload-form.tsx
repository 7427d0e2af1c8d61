import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  ACCESS_CODE_FIELD,
  FIELD_LIMITS,
  FILE_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  PHOTO_UPLOAD_URL,
  TEXT_FIELDS,
  formatSizeMb,
  type UploadFailure,
  type UploadResultItem,
} from "~/lib/photo-upload";
import { FormField } from "./form-field";
import { IMAGE_ACCEPT } from "~/lib/image-types";
import { UploadResults } from "./upload-results";

type Phase =
  { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "processing" } | { kind: "waiting"; seconds: number };

/** A 429 with Retry-After (the server busy, or the rate limit) is sent again by itself, this many times. */
const AUTO_RETRIES = 5;

const failure = (status: UploadFailure["status"], message: string, field?: typeof FILE_FIELD): UploadFailure => ({
  ok: false,
  status,
  ...(field ? { fieldErrors: { [field]: message } } : { formError: message, fieldErrors: {} }),
  values: {},
});

/**
 * POSTs the form and reports how much of it has been sent: XMLHttpRequest, because fetch has no
 * upload progress. Resolves with the answer whatever its status; rejects when the connection fails.
 */
function sendForm(url: string, body: FormData, onProgress: (phase: Phase) => void) {
  return new Promise<{ status: number; text: string; retryAfter: number }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ kind: "uploading", percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ kind: "processing" });
    xhr.onload = () =>
      resolve({ status: xhr.status, text: xhr.responseText, retryAfter: Number(xhr.getResponseHeader("Retry-After")) || 0 });
    xhr.onerror = () => reject(new Error("the connection was interrupted."));
    xhr.send(body);
  });
}

export interface PhotoUploadFormProps {
  needsAccessCode: boolean;
  maxUploadBytes: number;
  /** The key of the photo just uploaded: shows the one-time success notice. */
  uploaded: string | null;
  /** The action's answer to a post without JavaScript. */
  serverResult: UploadFailure | undefined;
  /** The editions a photo can belong to, the default first. */
  editions: ReadonlyArray<{ value: string; label: string }>;
  /** Per-file outcomes of a post with several photos without JavaScript. */
  results?: UploadResultItem[];
}

/**
 * The upload form. Without JavaScript it is a plain multipart post to /add-photo; with it the same
 * form goes to the JSON upload route, showing progress, and the page's data is reloaded after.
 */
export function PhotoUploadForm({
  needsAccessCode,
  maxUploadBytes,
  uploaded,
  serverResult,
  editions,
  results,
}: PhotoUploadFormProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [clientResult, setClientResult] = useState<UploadFailure | null>(null);
  const [submittedWithScript, setSubmittedWithScript] = useState(false);
  const result = submittedWithScript ? clientResult : (serverResult ?? null);
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const busy = phase.kind !== "idle" || navigation.state === "submitting";
  const showSuccess = Boolean(uploaded) && !result && phase.kind === "idle";

  useEffect(() => {
    if (uploaded) formRef.current?.reset();
  }, [uploaded]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem(FILE_FIELD) as HTMLInputElement | null)?.files?.[0];
    event.preventDefault();
    setSubmittedWithScript(true);
    if (!file) return setClientResult(failure(400, MESSAGES.noFile, FILE_FIELD));
    if (file.size > maxUploadBytes) {
      // The server would refuse it too (413), but only after the whole file had crossed the network.
      const limit = MESSAGES.uploadError(`The file is larger than ${formatSizeMb(maxUploadBytes)} MB.`);
      return setClientResult(failure(413, limit, FILE_FIELD));
    }
    setPhase({ kind: "uploading", percent: 0 });
    setClientResult(null);
    try {
      const body = new FormData(form);
      let answer = await sendForm(PHOTO_UPLOAD_URL, body, setPhase);
      for (let retry = 0; answer.status === 429 && answer.retryAfter > 0 && retry < AUTO_RETRIES; retry++) {
        for (let left = Math.min(answer.retryAfter, 300); left > 0; left--) {
          setPhase({ kind: "waiting", seconds: left });
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        answer = await sendForm(PHOTO_UPLOAD_URL, body, setPhase);
      }
      if (answer.status >= 200 && answer.status < 300) {
        form.reset();
        revalidator.revalidate();
        return;
      }
      try {
        setClientResult(JSON.parse(answer.text) as UploadFailure);
      } catch {
        setClientResult(failure(500, MESSAGES.uploadError(`the server answered ${answer.status}.`)));
      }
    } catch (error) {
      setClientResult(failure(500, MESSAGES.uploadError((error as Error).message)));
    } finally {
      setPhase({ kind: "idle" });
    }
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className="card upload-form"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-describedby="upload-status"
    >
      <div id="upload-status" className="upload-status" aria-live="polite">
        {showSuccess ? (
          <div className="notice notice--success" role="status">
            {MESSAGES.success.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        ) : null}
        {phase.kind === "uploading" ? (
          <div className="progress">
            <progress max={100} value={phase.percent} aria-label="Upload progress" />
            <span>Uploading… {phase.percent}%</span>
          </div>
        ) : null}
        {phase.kind === "processing" ? <p className="progress">Uploading… 100% · making the thumbnail and saving…</p> : null}
        {phase.kind === "waiting" ? (
          <p className="progress">Many photos are arriving at once: sending yours again in {phase.seconds} s…</p>
        ) : null}
        {results && !submittedWithScript ? <UploadResults results={results} /> : null}
        {result?.formError ? (
          <p className="notice notice--error" role="alert">
            {result.formError}
          </p>
        ) : null}
      </div>

      <FormField
        name={FILE_FIELD}
        label="Photo (required)"
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        required
        error={errors[FILE_FIELD]}
      />
      {TEXT_FIELDS.map((f) => (
        <FormField
          key={f.name}
          name={f.name}
          label={f.label}
          type={f.type}
          hint={f.hint}
          maxLength={FIELD_LIMITS[f.name]}
          options={f.type === "select" ? editions : undefined}
          defaultValue={values[f.name] ?? (f.type === "select" ? editions[0]?.value : "")}
          error={errors[f.name]}
        />
      ))}
      {needsAccessCode ? (
        <FormField
          name={ACCESS_CODE_FIELD}
          label="Access code"
          type="password"
          autoComplete="off"
          required
          error={errors[ACCESS_CODE_FIELD]}
        />
      ) : null}
      <FormField name={HONEYPOT_FIELD} label="Leave this empty" autoComplete="off" honeypot />

      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Uploading…" : "Upload photo"}
      </button>
    </Form>
  );
}
