import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { dateTaken } from "~/lib/exif-date";
import {
  ACCESS_CODE_FIELD,
  FIELD_LIMITS,
  FILE_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  TEXT_FIELDS,
  formatSizeMb,
  type UploadFailure,
  type UploadResultItem,
} from "~/lib/photo-upload";
import { ResumeKeys, UPLOADS_AT_ONCE, batchPercent, fileFingerprint, newIdempotencyKey, runQueue } from "~/lib/upload-queue";
import { browserDeps, sendPhoto } from "~/lib/upload-sender";
import { FormField } from "./form-field";
import { IMAGE_ACCEPT } from "~/lib/image-types";
import { UploadResults } from "./upload-results";
import { UploadQueueList, UploadSummary, isDone, type QueueItem } from "./upload-queue-list";

export interface PhotoUploadFormProps {
  needsAccessCode: boolean;
  /** The access code as a link gave it (`?code=`), filled in. */
  accessCode?: string;
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

let nextId = 1;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The upload form. Without JavaScript it is a plain multipart post of every chosen photo to
 * /add-photo. With it, chosen or dropped photos gather in a queue (preview, date taken, remove),
 * and go up two at a time, resumably, each with its own progress and a summary at the end.
 */
export function PhotoUploadForm({
  needsAccessCode,
  accessCode = "",
  maxUploadBytes,
  uploaded,
  serverResult,
  editions,
  results,
}: PhotoUploadFormProps) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [items, setItems] = useState<QueueItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [usedScript, setUsedScript] = useState(false);
  const result = usedScript ? null : (serverResult ?? null);
  const values = result?.values ?? {};
  const errors = { ...(result?.fieldErrors ?? {}), ...(fileError ? { [FILE_FIELD]: fileError } : {}) };
  const sending = busy || navigation.state === "submitting";
  const showSuccess = Boolean(uploaded) && !result && !usedScript;
  const percent = batchPercent(items.map((i) => ({ sent: isDone(i) ? i.file.size : i.sent, size: i.file.size })));

  useEffect(() => {
    if (uploaded) formRef.current?.reset();
  }, [uploaded]);

  // The scripts arrive after the page is drawn: photos chosen before then join the queue now.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem(FILE_FIELD);
    if (input instanceof HTMLInputElement && input.files && input.files.length > 0) {
      addFiles(input.files);
      input.value = "";
    }
    // Once, on hydration: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Previews are object URLs: give them back when the form goes away.
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
    // A finished batch makes way for the next one.
    const kept = finished ? [] : items;
    if (finished) items.forEach((i) => URL.revokeObjectURL(i.preview));
    setFinished(false);
    const added: QueueItem[] = chosen.map((file) => ({
      id: nextId++,
      file,
      preview: URL.createObjectURL(file),
      date: "",
      dateFromPhoto: false,
      sent: 0,
      state: "ready",
      message: "",
    }));
    setItems([...kept, ...added]);
    setAnnouncement(`${kept.length + added.length} ${kept.length + added.length === 1 ? "photo" : "photos"} chosen.`);
    for (const item of added) {
      void dateTaken(item.file).then((date) => {
        if (date) setItems((list) => list.map((i) => (i.id === item.id && !i.date ? { ...i, date, dateFromPhoto: true } : i)));
      });
    }
  }

  function remove(id: number) {
    const item = items.find((i) => i.id === id);
    if (item) URL.revokeObjectURL(item.preview);
    setItems((list) => list.filter((i) => i.id !== id));
    if (item) setAnnouncement(`${item.file.name} removed.`);
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
    const queue = items.filter((i) => i.state === "ready");
    if (queue.length === 0) {
      setFileError(MESSAGES.noFile);
      setAnnouncement("");
      return;
    }
    setFileError(null);
    const fields: [string, string][] = [];
    for (const [name, value] of new FormData(form)) {
      if (name !== FILE_FIELD && typeof value === "string") fields.push([name, value]);
    }
    const sharedDate = fields.find(([name]) => name === "date")?.[1].trim() ?? "";
    const keys = new ResumeKeys(localStore(), () => newIdempotencyKey());
    setBusy(true);
    setFinished(false);
    setAnnouncement(`Sending ${queue.length} ${queue.length === 1 ? "photo" : "photos"}, ${UPLOADS_AT_ONCE} at a time.`);
    let done = 0;
    let stored = 0;
    await runQueue(queue, async (item) => {
      const name = item.file.name;
      const finish = (change: Partial<QueueItem>) => {
        patch(item.id, change);
        done++;
        const what = change.state === "refused" ? change.message : change.state === "stored" ? "stored." : "already shared.";
        setAnnouncement(`${name}: ${what} ${done} of ${queue.length} done.`);
      };
      if (item.file.size > maxUploadBytes) {
        // The server would refuse it too, but only after the whole file had crossed the network.
        return finish({
          state: "refused",
          message: MESSAGES.uploadError(`The file is larger than ${formatSizeMb(maxUploadBytes)} MB.`),
        });
      }
      patch(item.id, { state: "sending", message: "" });
      const own =
        sharedDate || !item.date ? fields : [...fields.filter(([n]) => n !== "date"), ["date", item.date] as [string, string]];
      const outcome = await sendPhoto(
        item.file,
        own,
        fileFingerprint(item.file),
        keys,
        browserDeps,
        (sent) => patch(item.id, { sent, state: "sending", message: "" }),
        (seconds) =>
          patch(item.id, { state: "waiting", message: `Many photos are arriving at once: sending again in ${seconds} s…` }),
      );
      if (outcome.status === "stored") stored++;
      finish({
        state: outcome.status,
        sent: item.file.size,
        // Stored and already-shared files say so by their state; the summary carries the product's texts once.
        message: outcome.status === "refused" ? outcome.message : "",
      });
    });
    setBusy(false);
    setFinished(true);
    setAnnouncement(`All ${queue.length} sent: see the summary.`);
    if (stored > 0) revalidator.revalidate();
  }

  const ready = items.filter((i) => i.state === "ready").length;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className={dragging ? "card upload-form upload-form--dragging" : "card upload-form"}
      ref={formRef}
      onSubmit={onSubmit}
      onChange={(e) => {
        const input = e.target as HTMLInputElement;
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
            {MESSAGES.success.map((m) => (
              <p key={m}>{m}</p>
            ))}
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
          label="Photos (required)"
          type="file"
          hint="Choose one or more photos, or drop them onto this form."
          accept={IMAGE_ACCEPT}
          multiple
          required
          error={errors[FILE_FIELD]}
        />
      </div>
      <UploadQueueList
        items={items}
        busy={busy}
        onRemove={remove}
        onDate={(id, date) => patch(id, { date, dateFromPhoto: false })}
      />
      {busy || finished ? (
        <div className="progress upload-batch">
          <progress max={100} value={percent} aria-label="All photos" />
          <span>
            {busy ? "Uploading…" : "Done:"} {percent}%
          </span>
        </div>
      ) : null}
      {finished ? <UploadSummary items={items} /> : null}
      {TEXT_FIELDS.map((f) => (
        <FormField
          key={f.name}
          name={f.name}
          label={f.label}
          type={f.type}
          hint={f.name === "date" && items.length > 0 ? "When empty, each photo's own date taken is used." : f.hint}
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
          defaultValue={accessCode}
          error={errors[ACCESS_CODE_FIELD]}
        />
      ) : null}
      <FormField name={HONEYPOT_FIELD} label="Leave this empty" autoComplete="off" honeypot />

      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? "Uploading…" : ready > 1 ? `Upload ${ready} photos` : "Upload photos"}
      </button>
    </Form>
  );
}
