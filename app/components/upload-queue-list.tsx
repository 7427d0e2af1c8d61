import { LOCALES, type Lang } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages/en";
import { useI18n } from "~/i18n/use-i18n";
import { ALT_MAX_LENGTH } from "~/lib/photo-upload";
import type { ItemState, QueueItem } from "~/browser/uploader/queue-item";

const STATE_TEXT: Record<ItemState, MessageKey> = {
  ready: "upload.state.ready",
  sending: "upload.state.sending",
  waiting: "upload.state.waiting",
  offline: "upload.state.offline",
  stored: "upload.state.stored",
  duplicate: "upload.state.duplicate",
  refused: "upload.state.refused",
};

function sizeText(lang: Lang, bytes: number) {
  if (bytes < 1048576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = (bytes / 1048576).toFixed(1);
  return `${lang === "en" ? mb : Number(mb).toLocaleString(LOCALES[lang], { minimumFractionDigits: 1 })} MB`;
}

/** Whole percent of bytes sent over bytes chosen. */
export function batchPercent(files: readonly { sent: number; size: number }[]): number {
  const total = files.reduce((t, f) => t + f.size, 0);
  if (total === 0) return 0;
  const sent = files.reduce((t, f) => t + Math.min(f.sent, f.size), 0);
  return Math.floor((sent / total) * 100);
}

export function isDone(item: QueueItem) {
  return item.state === "stored" || item.state === "duplicate" || item.state === "refused";
}

export function UploadQueueList({
  items,
  busy,
  onRemove,
  onDate,
  onAlt,
}: {
  items: readonly QueueItem[];
  busy: boolean;
  onRemove: (id: number) => void;
  onDate: (id: number, date: string) => void;
  onAlt: (id: number, alt: string) => void;
}) {
  const { lang, t } = useI18n();
  if (items.length === 0) return null;
  return (
    <ul className="upload-queue" aria-label={t("upload.queue.label")}>
      {items.map((item) => {
        const name = item.file.name;
        const dateId = `upload-date-${item.id}`;
        const locked = busy || isDone(item) || Boolean(item.key);
        return (
          <li key={item.id} className={`upload-queue__item upload-queue__item--${item.state}`}>
            {item.clip ? (
              <span className="upload-queue__preview upload-queue__clip" role="img" aria-label={t("upload.clip.item", { name })}>
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  <rect x="2" y="5" width="14" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M16 10l6-3v10l-6-3z" fill="currentColor" />
                </svg>
                <span>{t("upload.clip.badge")}</span>
              </span>
            ) : (
              <img
                src={item.preview}
                alt={t("upload.queue.preview", { name })}
                width={72}
                height={72}
                className="upload-queue__preview"
              />
            )}
            <div className="upload-queue__body">
              <p className="upload-queue__name">
                <span>{name}</span> <span className="upload-queue__size">{sizeText(lang, item.file.size)}</span>
              </p>
              <div className="upload-queue__date">
                <label htmlFor={dateId}>
                  {t("upload.queue.dateTaken")}
                  <span className="visually-hidden">{t("upload.queue.dateTakenOf", { name })}</span>
                </label>
                <input
                  id={dateId}
                  type="date"
                  value={item.date}
                  disabled={locked}
                  onChange={(e) => onDate(item.id, e.currentTarget.value)}
                />
                {item.dateFromPhoto ? <span className="upload-queue__hint">{t("upload.queue.fromPhoto")}</span> : null}
              </div>
              <div className="upload-queue__alt">
                <label htmlFor={`upload-alt-${item.id}`}>{t("describe.rowOf", { name })}</label>
                <input
                  id={`upload-alt-${item.id}`}
                  type="text"
                  value={item.alt}
                  maxLength={ALT_MAX_LENGTH}
                  disabled={locked}
                  onChange={(e) => onAlt(item.id, e.currentTarget.value)}
                />
              </div>
              {item.state === "ready" ? null : (
                <div className="upload-queue__progress">
                  <progress
                    max={item.file.size || 1}
                    value={Math.min(item.sent, item.file.size)}
                    aria-label={t("upload.queue.sentOf", { name })}
                  />
                  <span>{t(STATE_TEXT[item.state])}</span>
                </div>
              )}
              {item.message ? (
                <p className={item.state === "refused" ? "field__error" : "upload-queue__message"}>{item.message}</p>
              ) : null}
              {item.notKept && !isDone(item) ? <p className="upload-queue__message">{t("upload.clip.notKept")}</p> : null}
            </div>
            {isDone(item) || item.inFlight || (busy && !item.key) ? null : (
              <button type="button" className="button upload-queue__remove" onClick={() => onRemove(item.id)}>
                {t("upload.queue.remove")}
                <span className="visually-hidden"> {name}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "Stored" → "stored" mid-sentence; only the first letter, so a German noun keeps its capital. */
function lowerFirst(lang: Lang, text: string) {
  return text.charAt(0).toLocaleLowerCase(LOCALES[lang]) + text.slice(1);
}

export function UploadSummary({ items }: { items: readonly QueueItem[] }) {
  const { lang, t } = useI18n();
  const stored = items.filter((i) => i.state === "stored").length;
  const duplicate = items.filter((i) => i.state === "duplicate").length;
  const refused = items.filter((i) => i.state === "refused").length;
  return (
    <section className="upload-summary" aria-labelledby="upload-summary-title">
      <h2 id="upload-summary-title">{t("upload.summary.title")}</h2>
      <p>{t("upload.summary.counts", { stored, duplicate, refused })}</p>
      {stored > 0 ? (
        <div className="notice notice--success">
          <p>{t("upload.success.image")}</p>
          <p>{t("upload.success.data")}</p>
        </div>
      ) : null}
      <ul>
        {items.map((item) => (
          <li key={item.id} className={item.state === "refused" ? "notice notice--error" : undefined}>
            <strong>{item.file.name}</strong>: {lowerFirst(lang, t(STATE_TEXT[item.state]))}
            {item.state === "refused" ? ` — ${item.message}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
