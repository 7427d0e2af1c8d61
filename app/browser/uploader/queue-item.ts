// One file of the upload form, as its row shows it and the uploader sends it.

export type ItemState = "ready" | "sending" | "waiting" | "offline" | "stored" | "duplicate" | "refused";

export interface QueueItem {
  id: number;
  file: File;
  clip: boolean;
  /** An object URL of a photo; empty for a clip. */
  preview: string;
  /** Read from the photo, editable; used when the shared Date field is empty. */
  date: string;
  dateFromPhoto: boolean;
  /** This file's own description; empty: the form's is sent. */
  alt: string;
  sent: number;
  state: ItemState;
  message: string;
  /** Once it is kept in the browser (browser/uploader/offline-queue.ts). */
  key?: string;
  /** It can no longer be removed. */
  inFlight?: boolean;
  /** Kept in this page's memory only (offline-queue.ts): closing the page loses it. */
  notKept?: boolean;
}
