import { useEffect, useRef } from "react";
import type { Uploader, UploaderView } from "~/browser/uploader/uploader";
import { isClipFile } from "~/browser/uploader/file-kind";
import type { QueueItem } from "~/browser/uploader/queue-item";

let nextId = 1;

/** A clip gets no preview: the browser never decodes it. */
export function newItem(file: File): QueueItem {
  const clip = isClipFile(file);
  return {
    id: nextId++,
    file,
    clip,
    preview: clip ? "" : URL.createObjectURL(file),
    date: "",
    dateFromPhoto: false,
    alt: "",
    sent: 0,
    state: "ready",
    message: "",
  };
}

/** Fetched on first touch, or at once when photos may be waiting in IndexedDB (decision 023); retried on the next touch. */
export function useUploader(view: UploaderView): () => Promise<Uploader> {
  const viewRef = useRef(view);
  viewRef.current = view;
  const loading = useRef<Promise<Uploader> | null>(null);
  const load = () =>
    (loading.current ??= import("~/browser/uploader/uploader").then(
      (m) => m.createUploader(viewRef),
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    ));
  useEffect(() => {
    // Browsers without indexedDB.databases() may have photos kept too.
    const list = typeof indexedDB === "undefined" ? undefined : indexedDB.databases?.bind(indexedDB);
    void (list ? list() : Promise.resolve([{ name: "fsw-uploads" }]))
      .then((dbs) => (dbs.some((db) => db.name === "fsw-uploads") ? load() : null))
      .catch(() => {});
  }, []);
  return load;
}
