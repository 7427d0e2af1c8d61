import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GALLERY_TEXTS } from "~/components/gallery";
import { FIELD_LIMITS, formatSizeMb } from "~/lib/photo-upload";
import { pageMeta } from "~/lib/meta";
import { getDatabase } from "~/services/backend.server";
import { getConfig } from "~/services/config.server";
import { uploadNotice } from "~/services/flash.server";
import { ACCESS_CODE_FIELD, FILE_FIELD, HONEYPOT_FIELD, MESSAGES } from "~/lib/upload-form";
import { PHOTO_RECORDS_PATH, handleUpload, isPhotoRecord, type PhotoRecord, type UploadFailure } from "~/services/upload.server";

export const meta: MetaFunction = () =>
  pageMeta("Share your photos", "Upload your photos of Forró Sailing Week for the event gallery: no account needed.");

const RECORDS_TIMEOUT_MS = 4000;

async function readPhotos() {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      getDatabase().get(PHOTO_RECORDS_PATH),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("Reading the photo records timed out")), RECORDS_TIMEOUT_MS);
      }),
    ]);
    const records = Object.entries((value ?? {}) as Record<string, unknown>)
      .filter((entry): entry is [string, PhotoRecord] => isPhotoRecord(entry[1]))
      .map(([key, r]) => ({
        key,
        title: r.title,
        original: r.original,
        thumbnail: r.thumbnail,
        uploadedAt: r.uploadedAt,
        width: r.dimensions?.width ?? 0,
        height: r.dimensions?.height ?? 0,
      }))
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    return { status: "ok" as const, records };
  } catch (error) {
    console.error("Photo records could not be read:", error instanceof Error ? error.message : error);
    return { status: "error" as const };
  } finally {
    clearTimeout(timer);
  }
}

// A refused post keeps its Retry-After (and friends) on the page it re-renders.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const uploaded = (await uploadNotice().parse(request.headers.get("Cookie"))) as string | null;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (uploaded) headers.append("Set-Cookie", await uploadNotice().serialize("", { maxAge: 0 }));
  return json(
    {
      photos: await readPhotos(),
      uploaded: typeof uploaded === "string" && uploaded ? uploaded : null,
      needsAccessCode: Boolean(getConfig().uploadAccessCode),
      maxUploadBytes: getConfig().maxUploadBytes,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const limited = context.uploadRateLimited;
  if (limited) {
    const wait = limited.retryAfterSeconds;
    return json(
      {
        ok: false,
        status: 429,
        formError: `Too many uploads from your connection. Please wait ${wait} seconds and try again.`,
        fieldErrors: {},
        values: {},
      } satisfies UploadFailure,
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const result = await handleUpload(request);
  if (!result.ok) {
    const headers: Record<string, string> = {};
    if (result.retryAfter) headers["Retry-After"] = String(result.retryAfter);
    if (result.closeConnection) headers.Connection = "close";
    const { closeConnection: _close, ...body } = result;
    return json(body, { status: result.status, headers });
  }
  return redirect("/add-photo", {
    status: 303,
    headers: { "Set-Cookie": await uploadNotice().serialize(result.key) },
  });
}

type ActionData = UploadFailure;

const TEXT_FIELDS = [
  { name: "title", label: "Title", type: "text" },
  { name: "edition", label: "Edition", type: "text", hint: "For example FSW25" },
  { name: "city", label: "City", type: "text" },
  { name: "venue", label: "Venue", type: "text", hint: "A harbour, bay or boat" },
  { name: "date", label: "Date", type: "date" },
  { name: "tags", label: "Tags", type: "text", hint: "Separate tags with commas, e.g. sunset, dancing, boat" },
] as const;

type Phase = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "processing" };

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

export default function AddPhotoPage() {
  const { photos, uploaded, needsAccessCode, maxUploadBytes } = useLoaderData<typeof loader>();
  const serverResult = useActionData<ActionData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [clientResult, setClientResult] = useState<ActionData | null>(null);
  const [submittedWithScript, setSubmittedWithScript] = useState(false);
  const result = submittedWithScript ? clientResult : (serverResult ?? null);
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const busy = phase.kind !== "idle" || navigation.state === "submitting";

  useEffect(() => {
    if (uploaded) formRef.current?.reset();
  }, [uploaded]);

  // With JavaScript the same form is sent by XMLHttpRequest, which reports upload progress.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem(FILE_FIELD) as HTMLInputElement | null)?.files?.[0];
    event.preventDefault();
    setSubmittedWithScript(true);
    if (!file) {
      setClientResult({ ok: false, status: 400, fieldErrors: { photo: MESSAGES.noFile }, values: {} });
      return;
    }
    if (file.size > maxUploadBytes) {
      // The server would refuse it too (413), but only after the whole file had crossed the network.
      const limit = MESSAGES.uploadError(`The file is larger than ${formatSizeMb(maxUploadBytes)} MB.`);
      setClientResult({ ok: false, status: 413, fieldErrors: { photo: limit }, values: {} });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/add-photo?_data=routes%2Fadd-photo");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setPhase({ kind: "uploading", percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.upload.onload = () => setPhase({ kind: "processing" });
    xhr.onload = () => {
      setPhase({ kind: "idle" });
      if (xhr.status === 204 || (xhr.status >= 200 && xhr.status < 300)) {
        setClientResult(null);
        form.reset();
        revalidator.revalidate();
        return;
      }
      try {
        setClientResult(JSON.parse(xhr.responseText) as ActionData);
      } catch {
        setClientResult({
          ok: false,
          status: 500,
          formError: MESSAGES.uploadError(`the server answered ${xhr.status}.`),
          fieldErrors: {},
          values: {},
        });
      }
    };
    xhr.onerror = () => {
      setPhase({ kind: "idle" });
      setClientResult({
        ok: false,
        status: 500,
        formError: MESSAGES.uploadError("the connection was interrupted."),
        fieldErrors: {},
        values: {},
      });
    };
    setPhase({ kind: "uploading", percent: 0 });
    setClientResult(null);
    xhr.send(new FormData(form));
  }

  const showSuccess = Boolean(uploaded) && !result && phase.kind === "idle";

  return (
    <div className="container section upload-page">
      <header className="page-header">
        <p className="kicker">Event gallery</p>
        <h1>Share your photos</h1>
        <p className="lead">
          Were you on board? Add your favourite photos of the week. No account needed; photos up to{" "}
          {Math.floor(maxUploadBytes / (1024 * 1024))} MB in JPEG, PNG, GIF, BMP or TIFF.
        </p>
      </header>

      <div className="upload-layout">
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
            {result?.formError ? (
              <p className="notice notice--error" role="alert">
                {result.formError}
              </p>
            ) : null}
          </div>

          <div className="field">
            <label htmlFor="photo">Photo (required)</label>
            <input
              id="photo"
              name={FILE_FIELD}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/bmp,image/tiff"
              required
              aria-invalid={errors.photo ? true : undefined}
              aria-describedby={errors.photo ? "photo-error" : undefined}
            />
            <FieldError id="photo-error" message={errors.photo} />
          </div>

          {TEXT_FIELDS.map((f) => (
            <div className="field" key={f.name}>
              <label htmlFor={f.name}>{f.label}</label>
              <input
                id={f.name}
                name={f.name}
                type={f.type}
                maxLength={f.type === "date" ? undefined : FIELD_LIMITS[f.name]}
                defaultValue={values[f.name] ?? ""}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={
                  [f.name in errors ? `${f.name}-error` : null, "hint" in f ? `${f.name}-hint` : null]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
              />
              {"hint" in f ? (
                <p id={`${f.name}-hint`} className="field__hint">
                  {f.hint}
                </p>
              ) : null}
              <FieldError id={`${f.name}-error`} message={errors[f.name]} />
            </div>
          ))}

          <div className="field">
            <label htmlFor="description">Description</label>
            <textarea
              id="description"
              name="description"
              rows={4}
              maxLength={FIELD_LIMITS.description}
              defaultValue={values.description ?? ""}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "description-error" : undefined}
            />
            <FieldError id="description-error" message={errors.description} />
          </div>

          {needsAccessCode ? (
            <div className="field">
              <label htmlFor="accessCode">Access code</label>
              <input
                id="accessCode"
                name={ACCESS_CODE_FIELD}
                type="password"
                autoComplete="off"
                required
                aria-invalid={errors.accessCode ? true : undefined}
                aria-describedby={errors.accessCode ? "accessCode-error" : undefined}
              />
              <FieldError id="accessCode-error" message={errors.accessCode} />
            </div>
          ) : null}

          <div className="field field--honeypot" aria-hidden="true">
            <label htmlFor={HONEYPOT_FIELD}>Leave this empty</label>
            <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>

          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? "Uploading…" : "Upload photo"}
          </button>
        </Form>

        <section className="upload-photos" aria-labelledby="photos-title" aria-busy={revalidator.state === "loading"}>
          <h2 id="photos-title" className="section-title">
            Photos shared so far
          </h2>
          {revalidator.state === "loading" || navigation.state === "loading" ? (
            <p className="gallery__status">{GALLERY_TEXTS.loading}</p>
          ) : photos.status === "error" ? (
            <p className="gallery__status gallery__status--error" role="alert">
              {GALLERY_TEXTS.error}
            </p>
          ) : photos.records.length === 0 ? (
            <p className="gallery__status">{GALLERY_TEXTS.empty}</p>
          ) : (
            <ul className="photo-grid">
              {photos.records.map((p) => (
                <li key={p.key} className={p.key === uploaded ? "photo-grid__item photo-grid__item--new" : "photo-grid__item"}>
                  <a href={p.original} target="_blank" rel="noopener noreferrer">
                    <img
                      src={p.thumbnail}
                      alt={p.title ? `Photo: ${p.title}` : "Photo shared by a participant"}
                      width={100}
                      height={p.width && p.height ? Math.max(1, Math.round((100 * p.height) / p.width)) : 100}
                      loading="lazy"
                    />
                    <span className="visually-hidden"> (full size, opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
