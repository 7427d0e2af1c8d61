// The form's machinery, loaded only when a photo is chosen or kept photos may wait (decision 023);
// rows are matched by idempotency key. It speaks with the page's translator; each photo keeps the language
// of the page it was chosen on, so one sent later (after a reload, from another page) is answered in it.
import type { Dispatch, SetStateAction } from "react";
import type { QueueItem } from "~/browser/uploader/queue-item";
import { isLang, type Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import { dateTaken } from "~/browser/uploader/exif-date";
import { CONSENT_AT_FIELD } from "~/lib/photo-upload";
import { OfflineQueue, acrossTabs, browserStore, keysOf, type KeptPhoto } from "~/browser/uploader/offline-queue";
import { DIRECT_UPLOAD_MAX_BYTES, UPLOADS_AT_ONCE, fileFingerprint, newIdempotencyKey } from "~/browser/uploader/upload-queue";
import { browserDeps, sendPhoto, type SendOutcome } from "~/browser/uploader/upload-sender";

export interface UploaderView {
  /** The page's words and language. */
  t: Translator;
  lang: Lang;
  setItems: Dispatch<SetStateAction<QueueItem[]>>;
  newItem: (file: File) => QueueItem;
  announce: (text: string) => void;
  setBusy: (busy: boolean) => void;
  /** `done` of them: time for the summary. */
  finish: (done: number) => void;
  restored: () => void;
  revalidate: () => void;
}

export type Uploader = ReturnType<typeof createUploader>;

/** Once per page; `view.current` is the form's latest view. */
export function createUploader(view: { current: UploaderView }) {
  const store = browserStore();
  const queue = new OfflineQueue({ store, send, online: browserDeps.online!, exclusive: acrossTabs });
  const waiting = new Set<string>();
  const round = { done: 0, stored: 0, draining: 0 };
  const t = () => view.current.t;
  const waitingText = () => t()("upload.waitingCount", { count: waiting.size });
  const waitingMessage = () => t()("upload.waiting");

  async function send(photo: KeptPhoto): Promise<SendOutcome> {
    const key = photo.idempotencyKey;
    const update = (change: Partial<QueueItem>) =>
      view.current.setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
    update({ state: "sending", message: "", inFlight: true });
    const outcome = await sendPhoto(
      photo.file,
      photo.fields,
      fileFingerprint(photo.file),
      keysOf(photo, store),
      { ...browserDeps, t: t(), lang: isLang(photo.lang) ? photo.lang : "en" },
      (sent) => update({ sent, state: "sending", message: "" }),
      (seconds) => update({ state: "waiting", message: t()("upload.retrying", { seconds }) }),
      () => update({ state: "offline", message: waitingMessage() }),
    );
    if (outcome.status === "waiting") {
      update({ state: "offline", message: waitingMessage(), inFlight: false });
      return outcome;
    }
    waiting.delete(key);
    // The summary carries the product's texts once.
    update({
      state: outcome.status,
      sent: photo.file.size,
      inFlight: false,
      message: outcome.status === "refused" ? outcome.message : "",
    });
    const done = ++round.done;
    if (outcome.status === "stored") round.stored++;
    const what =
      outcome.status === "refused"
        ? outcome.message
        : outcome.status === "stored"
          ? t()("upload.announce.stored")
          : t()("upload.announce.duplicate");
    view.current.announce(t()("upload.announce.outcome", { name: photo.file.name, what, done, left: waiting.size }));
    return outcome;
  }

  async function drain() {
    if (!browserDeps.online!()) return;
    round.draining++;
    view.current.setBusy(true);
    try {
      await queue.drain();
    } finally {
      round.draining--;
    }
    if (round.draining > 0) return;
    // Photos another tab sent (or removed) meanwhile are no longer kept: they leave this list.
    const left = new Set((await store.all()).map((p) => p.idempotencyKey));
    const gone = [...waiting].filter((key) => !left.has(key));
    if (gone.length > 0) {
      gone.forEach((key) => waiting.delete(key));
      view.current.setItems((list) => list.filter((i) => !i.key || !gone.includes(i.key) || i.inFlight));
    }
    const { done, stored } = round;
    view.current.setBusy(false);
    if (waiting.size > 0) view.current.announce(waitingText());
    else if (done > 0) view.current.finish(done);
    if (stored > 0) view.current.revalidate();
    round.stored = 0;
  }

  void store.all().then((photos) => {
    const fresh = photos.filter((p) => !waiting.has(p.idempotencyKey));
    if (fresh.length === 0) return;
    fresh.forEach((p) => waiting.add(p.idempotencyKey));
    view.current.restored();
    view.current.setItems((list) => [
      ...list,
      ...fresh.map((p) => ({
        ...view.current.newItem(p.file),
        key: p.idempotencyKey,
        date: p.fields.find(([name]) => name === "date")?.[1] ?? "",
        alt: p.fields.find(([name]) => name === "alt")?.[1] ?? "",
        state: "offline" as const,
        message: waitingMessage(),
      })),
    ]);
    view.current.announce(waitingText());
    return drain();
  });
  window.addEventListener("online", () => void drain());

  return {
    /** Fetches the tus client while there is a connection, so a photo that waits can use it. */
    chosen(items: readonly QueueItem[]) {
      for (const item of items) {
        void dateTaken(item.file).then((date) => {
          if (date) {
            view.current.setItems((list) =>
              list.map((i) => (i.id === item.id && !i.date ? { ...i, date, dateFromPhoto: true } : i)),
            );
          }
        });
      }
      if (navigator.onLine && items.some((i) => i.file.size > DIRECT_UPLOAD_MAX_BYTES))
        void browserDeps.loadUpload().catch(() => {});
    },

    /** A photo without its own date takes the shared one; `refused` were refused at once. */
    async keep(items: readonly QueueItem[], fields: [string, string][], refused: number) {
      const sharedDate = fields.find(([name]) => name === "date")?.[1].trim() ?? "";
      const online = browserDeps.online!();
      const now = Date.now();
      // Kept with each photo, so one sent days later carries the consent given now, and its time.
      const given: [string, string] = [CONSENT_AT_FIELD, new Date(now).toISOString()];
      const photos = items.map((item, index): KeptPhoto => {
        let own =
          sharedDate || !item.date ? fields : [...fields.filter(([n]) => n !== "date"), ["date", item.date] as [string, string]];
        if (item.alt.trim()) own = [...own.filter(([n]) => n !== "alt"), ["alt", item.alt]];
        return {
          idempotencyKey: newIdempotencyKey(),
          file: item.file,
          fields: [...own, given],
          added: now + index,
          lang: view.current.lang,
        };
      });
      const keys = new Map(items.map((item, index) => [item.id, photos[index]!.idempotencyKey]));
      view.current.setItems((list) =>
        list.map((i) => {
          const key = keys.get(i.id);
          return key ? { ...i, key, ...(online ? {} : { state: "offline" as const, message: waitingMessage() }) } : i;
        }),
      );
      round.done = refused;
      // Kept first: a drain under way forgets rows whose photo it does not find in the store.
      const kept = await Promise.all(photos.map((p) => store.put(p)));
      const notKept = new Set(photos.filter((_, i) => !kept[i]).map((p) => p.idempotencyKey));
      if (notKept.size > 0)
        view.current.setItems((list) => list.map((i) => (i.key && notKept.has(i.key) ? { ...i, notKept: true } : i)));
      photos.forEach((p) => waiting.add(p.idempotencyKey));
      view.current.announce(
        online ? t()("upload.announce.sending", { count: photos.length, atOnce: UPLOADS_AT_ONCE }) : waitingText(),
      );
      if (online) await drain();
      else if (waiting.size === 0) view.current.finish(refused);
    },

    remove(key: string) {
      waiting.delete(key);
      void queue.remove(key);
    },
  };
}
