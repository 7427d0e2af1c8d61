// Small files in one post, larger ones with tus (growing chunks); the browser's means are injected so tests use fakes.
// The words come with the page (its translator), never as a catalogue of this script's own.
import type { DetailedError, Upload, UploadOptions } from "tus-js-client";
import { localePath, type Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import {
  ACCESS_CODE_FIELD,
  CONSENT_FIELD,
  FILE_FIELD,
  IDEMPOTENCY_FIELD,
  PHOTO_UPLOAD_URL,
  RESUMABLE_FIELD,
} from "~/lib/photo-upload";
import {
  DIRECT_UPLOAD_MAX_BYTES,
  FIRST_CHUNK_BYTES,
  ProgressClock,
  RETRY_DELAYS,
  TUS_ENDPOINT,
  nextChunkSize,
  shouldRetry,
  stallAfterMs,
  uploadIdFromUrl,
  watchStall,
  type KeyStore,
} from "~/browser/uploader/upload-queue";
import { declaredType } from "~/browser/uploader/file-kind";

const waiting = (t: Translator) => ({ status: "waiting", message: t("upload.waiting") }) as const;
const uploadError = (t: Translator, reason: string) => t("upload.error", { reason });

export type UploadClass = new (file: File, options: UploadOptions) => Upload;

export type SendOutcome =
  { status: "stored" | "duplicate"; key: string; message: string } | { status: "refused" | "waiting"; message: string };

export interface Answer {
  status: number;
  text: string;
  retryAfter: number;
}

export interface SenderDeps {
  loadUpload: () => Promise<UploadClass>;
  /** Resolves with any answer, rejects when the connection fails. */
  post: (url: string, body: FormData, onProgress?: (sent: number) => void) => Promise<Answer>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Without a connection, a photo waits instead of trying again. */
  online?: () => boolean;
  /** No byte moved for this long aborts and resumes a tus request (stallAfterMs by default). */
  stallMs?: number;
  tusOptions?: Partial<UploadOptions>;
  /** The page's words, for what the browser itself says. */
  t: Translator;
  /** The photo's language, kept with it: the server answers in it at that language's addresses (English when absent). */
  lang?: Lang;
}

/** The browser's means alone: the words and the language are the page's and the photo's. */
export type BrowserMeans = Omit<SenderDeps, "t" | "lang">;

/** Resolves with the upload id once every byte is stored. */
export async function sendResumable(
  UploadCtor: UploadClass,
  file: File,
  {
    idempotencyKey,
    fingerprint,
    onProgress,
    now,
    endpoint = TUS_ENDPOINT,
    accessCode = "",
    consent = "",
    online = () => true,
    stallMs = stallAfterMs(),
    onLost,
    extra = {},
  }: {
    idempotencyKey: string;
    /** The tus address in the photo's language, which its refusals are written in. */
    endpoint?: string;
    /** A header, never stored with the upload. */
    accessCode?: string;
    /** The form's box, as metadata of the same name: without it the server creates nothing. */
    consent?: string;
    fingerprint: string;
    onProgress: (sent: number) => void;
    now: () => number;
    online?: () => boolean;
    stallMs?: number;
    onLost?: () => void;
    extra?: Partial<UploadOptions>;
  },
): Promise<string> {
  const clock = new ProgressClock(now);
  return new Promise<string>((resolve, reject) => {
    // tus-js-client waits for ever on a connection that moves nothing: abort and resume from the server's offset.
    const stall = watchStall(stallMs, () => {
      stall.poke();
      void upload.abort().then(() => upload.start());
    });
    const end =
      <T>(settle: (value: T) => void) =>
      (value: T) => {
        stall.stop();
        settle(value);
      };
    const upload: Upload = new UploadCtor(file, {
      endpoint,
      chunkSize: FIRST_CHUNK_BYTES,
      retryDelays: [...RETRY_DELAYS],
      metadata: { filename: file.name, filetype: declaredType(file), idempotencyKey, [CONSENT_FIELD]: consent },
      headers: accessCode ? { "Upload-Access-Code": accessCode } : {},
      fingerprint: () => Promise.resolve(fingerprint),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The client reads options.chunkSize for every chunk: each stored chunk doubles the next one.
      onBeforeRequest: () => stall.poke(),
      onChunkComplete: () => {
        upload.options.chunkSize = nextChunkSize(upload.options.chunkSize ?? FIRST_CHUNK_BYTES);
      },
      onProgress: (sent) => {
        stall.poke();
        clock.progress(sent);
        onProgress(sent);
      },
      onShouldRetry: (error: DetailedError) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 0 && !online()) return false;
        if (status === 0) onLost?.();
        return shouldRetry(status, clock);
      },
      onSuccess: end(() => resolve(uploadIdFromUrl(upload.url ?? ""))),
      onError: end(reject),
      ...extra,
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const same = previous.find((p) => p.size === file.size && p.metadata.idempotencyKey === idempotencyKey);
        if (same) upload.resumeFromPreviousUpload(same);
        upload.start();
      })
      .catch(end(reject));
  });
}

export function readAnswer(answer: Answer, t: Translator): SendOutcome {
  let data: {
    ok?: boolean;
    key?: string;
    status?: string;
    message?: string;
    formError?: string;
    fieldErrors?: Record<string, string>;
  } = {};
  try {
    data = JSON.parse(answer.text);
  } catch {
    // The tus endpoint answers a refusal in plain text.
    const line = answer.text.trim();
    if (line && line.length < 300 && !line.startsWith("<")) data.formError = uploadError(t, line);
  }
  if (answer.status >= 200 && answer.status < 300 && data.ok && data.key) {
    const status = data.status === "duplicate" ? "duplicate" : "stored";
    return {
      status,
      key: data.key,
      message:
        data.message ??
        (status === "stored" ? `${t("upload.success.image")} ${t("upload.success.data")}` : t("upload.duplicate")),
    };
  }
  const reason = data.formError ?? Object.values(data.fieldErrors ?? {})[0];
  return {
    status: "refused",
    message: reason ?? uploadError(t, t("upload.error.serverAnswered", { status: String(answer.status) })),
  };
}

/** Retries lost connections and 5xx with the same idempotency key, waits out a 429's Retry-After; offline or past the give-up time, the photo waits. */
export async function postUntilAnswered(
  deps: Pick<SenderDeps, "post" | "sleep" | "now" | "online" | "t" | "lang">,
  makeBody: () => FormData,
  onProgress?: (sent: number) => void,
  onWait?: (seconds: number) => void,
  onLost?: () => void,
): Promise<SendOutcome> {
  const { t } = deps;
  const url = localePath(deps.lang ?? "en", PHOTO_UPLOAD_URL);
  const clock = new ProgressClock(deps.now);
  let lastError = "";
  for (let attempt = 0; ; attempt++) {
    let answer: Answer | null = null;
    try {
      answer = await deps.post(url, makeBody(), onProgress);
      if (answer.status < 500 && answer.status !== 429) return readAnswer(answer, t);
      lastError = t("upload.error.serverAnswered", { status: String(answer.status) });
    } catch {
      if (deps.online?.() === false) return waiting(t);
      onLost?.();
    }
    if (!shouldRetry(answer?.status ?? 0, clock))
      return answer ? { status: "refused", message: uploadError(t, lastError) } : waiting(t);
    const wait = answer?.status === 429 && answer.retryAfter > 0 ? answer.retryAfter * 1000 : (RETRY_DELAYS[attempt] ?? 30000);
    if (answer?.status === 429) onWait?.(Math.ceil(wait / 1000));
    await deps.sleep(Math.min(wait, 300000));
  }
}

/** Never throws: a failure is a refused outcome, a lost connection a waiting one that keeps its key and partial upload. */
export async function sendPhoto(
  file: File,
  fields: readonly [string, string][],
  fingerprint: string,
  keys: KeyStore,
  deps: SenderDeps,
  onProgress: (sent: number) => void,
  onWait?: (seconds: number) => void,
  onLost?: () => void,
): Promise<SendOutcome> {
  const record = keys.get(fingerprint);
  const field = (wanted: string) => fields.find(([name]) => name === wanted)?.[1];
  const body = (extra: Record<string, string | File>) => () => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.set(IDEMPOTENCY_FIELD, record.idempotencyKey);
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    return form;
  };
  let outcome: SendOutcome;
  try {
    if (file.size <= DIRECT_UPLOAD_MAX_BYTES) {
      outcome = await postUntilAnswered(deps, body({ [FILE_FIELD]: file }), onProgress, onWait, onLost);
    } else {
      if (!record.tusUpload) {
        const UploadCtor = await deps.loadUpload();
        record.tusUpload = await sendResumable(UploadCtor, file, {
          idempotencyKey: record.idempotencyKey,
          fingerprint,
          onProgress,
          now: deps.now,
          endpoint: localePath(deps.lang ?? "en", TUS_ENDPOINT),
          accessCode: field(ACCESS_CODE_FIELD),
          consent: field(CONSENT_FIELD),
          online: deps.online,
          stallMs: deps.stallMs,
          onLost,
          extra: deps.tusOptions,
        });
        keys.update(fingerprint, record);
      }
      onProgress(file.size);
      outcome = await postUntilAnswered(deps, body({ [RESUMABLE_FIELD]: record.tusUpload }), undefined, onWait, onLost);
    }
  } catch (error) {
    const response = (error as DetailedError).originalResponse;
    outcome = response
      ? readAnswer({ status: response.getStatus(), text: response.getBody() ?? "", retryAfter: 0 }, deps.t)
      : waiting(deps.t);
  }
  // A refusal for the fields is sent again with a new key; a waiting photo keeps its key to resume.
  if (outcome.status !== "waiting") keys.forget(fingerprint);
  return outcome;
}

// XMLHttpRequest for its upload progress, which fetch lacks; a stalled body is aborted and sent again with its key.
export const browserDeps: BrowserMeans = {
  loadUpload: () => import("~/browser/uploader/tus-browser").then((m) => m.Upload),
  post: (url, body, onProgress) =>
    new Promise<Answer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const ms = stallAfterMs();
      const stall = watchStall(ms, () => xhr.abort());
      const answered = watchStall(ms * 4, () => xhr.abort());
      const fail = (error: Error) => () => {
        stall.stop();
        answered.stop();
        reject(error);
      };
      xhr.open("POST", url);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.onprogress = (e) => {
        stall.poke();
        onProgress?.(e.loaded);
      };
      xhr.upload.onload = () => {
        stall.stop();
        answered.poke();
      };
      xhr.onload = () => {
        answered.stop();
        resolve({ status: xhr.status, text: xhr.responseText, retryAfter: Number(xhr.getResponseHeader("Retry-After")) || 0 });
      };
      xhr.onerror = fail(new Error("the connection was interrupted."));
      xhr.onabort = fail(new Error("the connection stalled."));
      stall.poke();
      xhr.send(body);
    }),
  sleep: (ms) =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener("online", done);
        window.removeEventListener("offline", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      window.addEventListener("online", done);
      window.addEventListener("offline", done);
    }),
  now: () => Date.now(),
  online: () => navigator.onLine,
};
