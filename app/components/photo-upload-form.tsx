import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import {
  ACCESS_CODE_FIELD,
  CONSENT_FIELD,
  CONSENT_VALUE,
  FIELD_LIMITS,
  FILE_FIELD,
  HONEYPOT_FIELD,
  TEXT_FIELDS,
  type UploadFailure,
  type UploadResultItem,
} from "~/lib/photo-upload";
import { FormField, type FieldOption } from "./form-field";
import { IMAGE_ACCEPT } from "~/lib/image-types";
import { VIDEO_ACCEPT } from "~/lib/video-types";
import { refusalBeforeSending } from "~/browser/uploader/file-kind";
import { newItem, useUploader } from "./use-uploader";
import { privacyUrl } from "~/lib/urls";
import { useI18n } from "~/i18n/use-i18n";
import { UploadResults } from "./upload-results";
import { UploadQueueList, UploadSummary, batchPercent, isDone } from "./upload-queue-list";
import type { QueueItem } from "~/browser/uploader/queue-item";

export const mbOf = (bytes: number) => Math.floor(bytes / (1024 * 1024));

const boatOptions = (boats: readonly string[] = []): FieldOption[] => boats.map((b) => ({ value: b, label: b }));

/**
 * Without scripts: every edition's boats under its name, the chosen edition's first. A boat sailing in
 * several editions is offered once per edition; the one chosen is selected in the chosen edition only.
 */
function boatGroups(
  editions: ReadonlyArray<{ value: string; label: string }>,
  boats: Readonly<Record<string, readonly string[]>>,
  edition: string,
  chosen: string,
) {
  const ordered = [...editions].sort((a, b) => Number(b.value === edition) - Number(a.value === edition));
  return ordered
    .map((e) => ({
      label: e.label,
      options: boatOptions((boats[e.value] ?? []).filter((b) => e.value === edition || !chosen || b !== chosen)),
    }))
    .filter((g) => g.options.length > 0);
}

export interface PhotoUploadFormProps {
  needsAccessCode: boolean;
  /** From a link's `?code=`. */
  accessCode?: string;
  maxUploadBytes: number;
  /** Null where no usable ffmpeg is there: photos only, and the page says so. */
  clips: { maxBytes: number; maxSeconds: number; types: string } | null;
  /** Shows the one-time success notice. */
  uploaded: string | null;
  serverResult: UploadFailure | undefined;
  /** The default first. */
  editions: ReadonlyArray<{ value: string; label: string }>;
  /** Each edition's boats, by its value. */
  boats: Readonly<Record<string, readonly string[]>>;
  /** "Your name" as this browser gave it last (its cookie). */
  name: string;
  /** Per-file outcomes of a post with several photos without JavaScript. */
  results?: UploadResultItem[];
  /** Where the photos go and who sees them, and the box's label (consent.server.ts). */
  consent: { notice: string; label: string };
}

/** A plain multipart post without JavaScript; with it, a queue that sends resumably and keeps photos offline (decision 023). */
export function PhotoUploadForm({
  needsAccessCode,
  accessCode = "",
  maxUploadBytes,
  clips,
  uploaded,
  serverResult,
  editions,
  boats,
  name,
  results,
  consent,
}: PhotoUploadFormProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { lang, t, href } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [items, setItems] = useState<QueueItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [usedScript, setUsedScript] = useState(false);
  const result = usedScript ? null : (serverResult ?? null);
  const values = result?.values ?? {};
  const firstEdition = editions.find((e) => e.value === values.edition?.toUpperCase())?.value ?? editions[0]?.value ?? "";
  const [edition, setEdition] = useState(firstEdition);
  const [boat, setBoat] = useState(values.boat && boats[firstEdition]?.includes(values.boat) ? values.boat : "");
  const [hydrated, setHydrated] = useState(false);
  const errors = {
    ...(result?.fieldErrors ?? {}),
    ...(fileError ? { [FILE_FIELD]: fileError } : {}),
    ...(consentError ? { [CONSENT_FIELD]: consentError } : {}),
  };
  const sending = busy || navigation.state === "submitting";
  const showSuccess = Boolean(uploaded) && !result && !usedScript;
  const percent = batchPercent(items.map((i) => ({ sent: isDone(i) ? i.file.size : i.sent, size: i.file.size })));
  const offline = items.filter((i) => i.state === "offline").length;

  const uploader = useUploader({
    t,
    lang,
    setItems,
    newItem,
    announce: setAnnouncement,
    setBusy,
    finish: (done) => {
      setFinished(true);
      setAnnouncement(t("upload.announce.allSent", { count: done }));
    },
    restored: () => setUsedScript(true),
    revalidate: () => revalidator.revalidate(),
  });

  useEffect(() => {
    if (uploaded) formRef.current?.reset();
  }, [uploaded]);

  // With scripts, the boat list follows the edition chosen; without, it offers every edition's boats under its name.
  useEffect(() => setHydrated(true), []);

  // The scripts arrive after the page is drawn: photos chosen before then join the queue now.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem(FILE_FIELD);
    if (input instanceof HTMLInputElement && input.files && input.files.length > 0) {
      addFiles(input.files);
      input.value = "";
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => () => itemsRef.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);

  const patch = (id: number, change: Partial<QueueItem>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  function addFiles(files: FileList | readonly File[]) {
    const chosen = Array.from(files);
    if (chosen.length === 0 || busy) return;
    setUsedScript(true);
    setFileError(null);
    const staying = finished ? [] : items;
    if (finished) items.forEach((i) => URL.revokeObjectURL(i.preview));
    setFinished(false);
    const added = chosen.map(newItem);
    setItems([...staying, ...added]);
    setAnnouncement(t("upload.announce.chosen", { count: staying.length + added.length }));
    void uploader()
      .then((u) => u.chosen(added))
      .catch(() => {});
  }

  function remove(id: number) {
    const item = items.find((i) => i.id === id);
    if (!item) return;
    URL.revokeObjectURL(item.preview);
    if (item.key)
      void uploader().then(
        (u) => u.remove(item.key!),
        () => {},
      );
    setItems((list) => list.filter((i) => i.id !== id));
    setAnnouncement(t("upload.announce.removed", { name: item.file.name }));
  }

  function onDrop(event: DragEvent<HTMLFormElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  }

  function onDragOver(event: DragEvent<HTMLFormElement>) {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUsedScript(true);
    const form = event.currentTarget;
    const queue = items.filter((i) => i.state === "ready" && !i.key);
    // The form is not validated by the browser (the queue empties the file input): the box is checked here.
    const consented = (form.elements.namedItem(CONSENT_FIELD) as HTMLInputElement).checked;
    setConsentError(consented ? null : t("upload.noConsent"));
    setFileError(queue.length === 0 ? t("upload.noFile") : null);
    if (queue.length === 0 || !consented) {
      setAnnouncement("");
      return;
    }
    const fields: [string, string][] = [];
    for (const [name, value] of new FormData(form)) {
      if (name !== FILE_FIELD && typeof value === "string") fields.push([name, value]);
    }
    // The server would refuse them too, but only after the whole file had crossed the network.
    const limits = { photoBytes: maxUploadBytes, clips };
    const refusals = new Map(queue.map((item) => [item.id, refusalBeforeSending(item.file, limits, t, lang)]));
    const tooLarge = new Set(queue.filter((item) => refusals.get(item.id)).map((item) => item.id));
    setItems((list) => list.map((i) => (tooLarge.has(i.id) ? { ...i, state: "refused", message: refusals.get(i.id)! } : i)));
    setFinished(false);
    const sendable = queue.filter((item) => !tooLarge.has(item.id));
    try {
      await (await uploader()).keep(sendable, fields, tooLarge.size);
    } catch {
      // Opened without signal, and the uploader's scripts were neither fetched nor cached.
      setFileError(t("upload.error", { reason: t("upload.error.noConnection") }));
    }
  }

  const ready = items.filter((i) => i.state === "ready" && !i.key).length;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className={dragging ? "card upload-form upload-form--dragging" : "card upload-form"}
      ref={formRef}
      onSubmit={onSubmit}
      // Touching the form fetches the machinery while there may still be a connection.
      onFocus={() => void uploader().catch(() => {})}
      onPointerDown={() => void uploader().catch(() => {})}
      onChange={(e) => {
        const input = e.target as HTMLInputElement;
        if (input.name === CONSENT_FIELD && input.checked) setConsentError(null);
        if (input.name === "edition") {
          setEdition(input.value);
          if (!boats[input.value]?.includes(boat)) setBoat("");
        }
        if (input.name === FILE_FIELD && input.files) {
          addFiles(input.files);
          input.value = "";
        }
      }}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      noValidate
      aria-describedby="upload-status"
    >
      <div id="upload-status" className="upload-status" aria-live="polite">
        {showSuccess ? (
          <div className="notice notice--success" role="status">
            <p>{t("upload.success.image")}</p>
            <p>{t("upload.success.data")}</p>
          </div>
        ) : null}
        {results && !usedScript ? <UploadResults results={results} /> : null}
        {result?.formError ? (
          <p className="notice notice--error" role="alert">
            {result.formError}
          </p>
        ) : null}
        {announcement ? <p className="visually-hidden">{announcement}</p> : null}
      </div>

      <div className="drop-zone">
        <FormField
          name={FILE_FIELD}
          label={clips ? t("upload.clip.label") : t("upload.form.photos")}
          type="file"
          hint={
            clips
              ? t("upload.clip.hint", { clipTypes: clips.types, seconds: clips.maxSeconds, clipMb: mbOf(clips.maxBytes) })
              : `${t("upload.form.photosHint")} ${t("upload.clip.off")}`
          }
          accept={clips ? `${IMAGE_ACCEPT},${VIDEO_ACCEPT}` : IMAGE_ACCEPT}
          multiple
          required
          error={errors[FILE_FIELD]}
        />
      </div>
      {offline > 0 ? <p className="notice upload-waiting">{t("upload.waitingCount", { count: offline })}</p> : null}
      <UploadQueueList
        items={items}
        busy={busy}
        onRemove={remove}
        onDate={(id, date) => patch(id, { date, dateFromPhoto: false })}
        onAlt={(id, alt) => patch(id, { alt })}
      />
      {busy || finished ? (
        <div className="progress upload-batch">
          <progress max={100} value={percent} aria-label={t("upload.form.allPhotos")} />
          <span>
            {busy ? t("upload.form.uploading") : t("upload.form.done")} {percent}%
          </span>
        </div>
      ) : null}
      {finished ? <UploadSummary items={items} /> : null}
      {TEXT_FIELDS.map((f) =>
        f.name === "boat" ? (
          <FormField
            key={f.name}
            name={f.name}
            label={t(f.label)}
            type="select"
            hint={f.hint && t(f.hint)}
            options={[{ value: "", label: t("upload.form.noBoat") }, ...(hydrated ? boatOptions(boats[edition]) : [])]}
            groups={hydrated ? undefined : boatGroups(editions, boats, edition, boat)}
            value={boat}
            onChange={(e) => setBoat(e.target.value)}
            error={errors[f.name]}
          />
        ) : (
          <FormField
            key={f.name}
            name={f.name}
            label={t(f.label)}
            type={f.type}
            hint={f.name === "date" && items.length > 0 ? t("upload.form.dateHintEach") : f.hint && t(f.hint)}
            maxLength={FIELD_LIMITS[f.name]}
            options={f.type === "select" ? editions : undefined}
            defaultValue={f.name === "edition" ? firstEdition : (values[f.name] ?? (f.name === "name" ? name : ""))}
            autoComplete={f.name === "name" ? "name" : undefined}
            error={errors[f.name]}
          />
        ),
      )}
      {needsAccessCode ? (
        <FormField
          name={ACCESS_CODE_FIELD}
          label={t("upload.form.accessCode")}
          type="password"
          autoComplete="off"
          required
          defaultValue={accessCode}
          error={errors[ACCESS_CODE_FIELD]}
        />
      ) : null}
      <FormField name={HONEYPOT_FIELD} label={t("upload.form.honeypot")} autoComplete="off" honeypot />
      <p className="field__hint">
        {consent.notice} {t.rich("upload.form.privacyMore", { link: (words) => <a href={href(privacyUrl())}>{words}</a> })}
      </p>
      {/* Never ticked for the uploader, not even on the form shown again after a refusal. */}
      <FormField
        name={CONSENT_FIELD}
        label={consent.label}
        type="checkbox"
        value={CONSENT_VALUE}
        required
        error={errors[CONSENT_FIELD]}
      />

      <button type="submit" className="button button--primary" disabled={sending}>
        {sending
          ? t("upload.form.uploading")
          : ready > 1
            ? items.some((i) => i.clip && i.state === "ready" && !i.key)
              ? t("upload.clip.submitCount", { count: ready })
              : t("upload.form.submitCount", { count: ready })
            : t("upload.form.submit")}
      </button>
    </Form>
  );
}
