import { useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { OfflineQueue, acrossTabs, browserStore, keysOf, type KeptPhoto, type PhotoStore } from "~/lib/offline-queue";
import { UPLOADS_AT_ONCE, fileFingerprint } from "~/lib/upload-queue";
import { WAITING_MESSAGE, browserDeps, sendPhoto, type SendOutcome } from "~/lib/upload-sender";
import type { QueueItem } from "./upload-queue-list";

let nextId = 1;

export const plural = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

export function newItem(file: File): QueueItem {
  return {
    id: nextId++,
    file,
    preview: URL.createObjectURL(file),
    date: "",
    dateFromPhoto: false,
    sent: 0,
    state: "ready",
    message: "",
  };
}

/** What the form shows of the kept photos. */
export interface KeptPhotosView {
  setItems: Dispatch<SetStateAction<QueueItem[]>>;
  announce: (text: string) => void;
  setBusy: (busy: boolean) => void;
  /** Every photo of the batch has its answer (`done` of them): time for the summary. */
  finish: (done: number) => void;
  /** Photos kept by an earlier visit are back in the list. */
  restored: () => void;
  /** New photos are stored: the page's lists change. */
  revalidate: () => void;
}

/**
 * The form's side of the offline queue (lib/offline-queue.ts): photos kept by an earlier visit are
 * listed and sent, the connection's return sends what waits, and each photo's progress and answer
 * reach its row in the list (matched by its idempotency key).
 */
export function useKeptPhotos(view: KeptPhotosView) {
  const viewRef = useRef(view);
  viewRef.current = view;
  const keeper = useRef<{ store: PhotoStore; queue: OfflineQueue } | null>(null);
  // Keys of the photos without an answer yet; the counts of the batch under way.
  const waiting = useRef(new Set<string>());
  const round = useRef({ done: 0, stored: 0, draining: 0 });

  function kept() {
    if (!keeper.current) {
      const store = browserStore();
      const queue = new OfflineQueue({
        store,
        send: (photo) => send(store, photo),
        online: browserDeps.online!,
        exclusive: acrossTabs,
      });
      keeper.current = { store, queue };
    }
    return keeper.current;
  }

  async function send(store: PhotoStore, photo: KeptPhoto): Promise<SendOutcome> {
    const key = photo.idempotencyKey;
    const update = (change: Partial<QueueItem>) =>
      viewRef.current.setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
    update({ state: "sending", message: "", inFlight: true });
    const outcome = await sendPhoto(
      photo.file,
      photo.fields,
      fileFingerprint(photo.file),
      keysOf(photo, store),
      browserDeps,
      (sent) => update({ sent, state: "sending", message: "" }),
      (seconds) => update({ state: "waiting", message: `Many photos are arriving at once: sending again in ${seconds} s…` }),
      () => update({ state: "offline", message: WAITING_MESSAGE }),
    );
    if (outcome.status === "waiting") {
      update({ state: "offline", message: WAITING_MESSAGE, inFlight: false });
      return outcome;
    }
    waiting.current.delete(key);
    // Stored and already-shared files say so by their state; the summary carries the product's texts once.
    update({
      state: outcome.status,
      sent: photo.file.size,
      inFlight: false,
      message: outcome.status === "refused" ? outcome.message : "",
    });
    const done = ++round.current.done;
    if (outcome.status === "stored") round.current.stored++;
    const what = outcome.status === "refused" ? outcome.message : outcome.status === "stored" ? "stored." : "already shared.";
    viewRef.current.announce(`${photo.file.name}: ${what} ${done} done, ${waiting.current.size} to go.`);
    return outcome;
  }

  /** Sends what is kept, when the browser is online; the summary follows once nothing waits. */
  async function drain() {
    if (!browserDeps.online!()) return;
    round.current.draining++;
    viewRef.current.setBusy(true);
    try {
      await kept().queue.drain();
    } finally {
      round.current.draining--;
    }
    if (round.current.draining > 0) return;
    const { done, stored } = round.current;
    viewRef.current.setBusy(false);
    if (waiting.current.size > 0) viewRef.current.announce(`${plural(waiting.current.size)} waiting for a connection.`);
    else if (done > 0) viewRef.current.finish(done);
    if (stored > 0) viewRef.current.revalidate();
    round.current.stored = 0;
  }

  useEffect(() => {
    let gone = false;
    void kept()
      .store.all()
      .then((photos) => {
        const fresh = photos.filter((p) => !waiting.current.has(p.idempotencyKey));
        if (gone || fresh.length === 0) return;
        fresh.forEach((p) => waiting.current.add(p.idempotencyKey));
        viewRef.current.restored();
        viewRef.current.setItems((list) => [
          ...list,
          ...fresh.map((p) => ({
            ...newItem(p.file),
            key: p.idempotencyKey,
            date: p.fields.find(([name]) => name === "date")?.[1] ?? "",
            state: "offline" as const,
            message: WAITING_MESSAGE,
          })),
        ]);
        viewRef.current.announce(`${plural(waiting.current.size)} waiting for a connection.`);
        return drain();
      });
    const online = () => void drain();
    window.addEventListener("online", online);
    return () => {
      gone = true;
      window.removeEventListener("online", online);
    };
    // Once: the queue lives as long as the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    /** Keeps the photos of a batch (the list rows carry their keys already) and sends them when online. */
    async keep(photos: KeptPhoto[], refused: number) {
      round.current.done = refused;
      photos.forEach((p) => waiting.current.add(p.idempotencyKey));
      const { store } = kept();
      await Promise.all(photos.map((p) => store.put(p)));
      const online = browserDeps.online!();
      viewRef.current.announce(
        online
          ? `Sending ${plural(photos.length)}, ${UPLOADS_AT_ONCE} at a time.`
          : `${plural(waiting.current.size)} waiting for a connection.`,
      );
      if (online) await drain();
      else if (waiting.current.size === 0) viewRef.current.finish(refused);
    },
    /** Takes a kept photo out: it is not sent. */
    remove(key: string) {
      waiting.current.delete(key);
      void kept().queue.remove(key);
    },
  };
}
