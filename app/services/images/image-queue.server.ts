import { setTimeout as sleep } from "node:timers/promises";
import PQueue from "p-queue";
import { Piscina } from "piscina";
import { getConfig } from "../../config/config.server";
import { UPLOAD_WORDS, UploadRefusal } from "~/lib/upload-refusal";
import { ImageError } from "./image-inspect.server";
import { projectPath } from "../../config/project-path.server";

// p-queue keeps the one line of image work, piscina runs it in worker threads (decision 002).

/** Found from the project root: the server bundle, the CLI bundle and the sources sit at different depths. */
const WORKER_FILE = "app/workers/image.worker.mjs";

export type ImageJobKind = "processImage" | "drawPreview" | "renderClip";

/** `foreground`: someone waits; `upload-variants`: after an upload's answer; `background`: asked by a page view. */
export type ImagePriority = "foreground" | "upload-variants" | "background";
const PRIORITY: Record<ImagePriority, number> = { foreground: 2, "upload-variants": 1, background: 0 };

/** Answered 429 with Retry-After. */
export class ImageBusyError extends UploadRefusal {
  override name = "ImageBusyError";
  readonly retryAfterSeconds = 5;

  constructor() {
    super(429, UPLOAD_WORDS.uploadError({ key: "upload.error.busy" }), null, 5);
    this.message = "The server is busy processing other photos. Please try again in a moment.";
  }
}

/** Decoded pixels held by running jobs; a job larger than the whole budget runs alone, never refused (decision 019). */
export class PixelBudget {
  private used = 0;
  private readonly waiting: Array<{ bytes: number; grant: () => void }> = [];

  constructor(readonly limit: number) {}

  get usedBytes(): number {
    return this.used;
  }

  /** Resolves with the release function; rejects when `signal` aborts first. */
  acquire(bytes: number, signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let held = false;
      const free = () => {
        if (!held) return;
        held = false;
        this.used -= bytes;
        this.grantWaiting();
      };
      const entry = {
        bytes,
        grant: () => {
          signal?.removeEventListener("abort", onAbort);
          held = true;
          this.used += bytes;
          resolve(free);
        },
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason instanceof Error ? signal!.reason : new Error("The job was cancelled."));
        this.grantWaiting();
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(entry);
      this.grantWaiting();
    });
  }

  private fits(bytes: number): boolean {
    return this.used === 0 || this.used + bytes <= this.limit;
  }

  private grantWaiting() {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.bytes)) this.waiting.shift()!.grant();
  }
}

export interface ImageJobOptions {
  priority: ImagePriority;
  /** width × height × 4, known once the task is prepared; counted against THUMBNAIL_PIXEL_MEMORY_MB. */
  pixelBytes?: () => number;
  /** Bytes held on disk while waiting: the line is bounded by their sum too. */
  bytes?: number;
  /** Counted from the job's start, not from when it joined the line. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Instead of a worker: a child process (ffmpeg), holding the whole pixel budget so that it runs alone. */
  run?: (payload: object, signal: AbortSignal) => Promise<unknown>;
}

export interface ImagePoolStats {
  pending: number;
  queued: number;
  workers: number;
  pixelBytes: number;
}

interface Pool {
  piscina: Piscina;
  line: PQueue;
  pixels: PixelBudget;
  admissions: Promise<void>;
  shutdown: AbortController;
  /** Refuses the jobs not started; the running ones go on. */
  closing: AbortController;
  queueLimit: number;
  byteLimit: number;
  waiting: number;
  running: number;
  bytes: number;
}

let pool: Pool | null = null;

function getPool(): Pool {
  if (pool) return pool;
  // Read when the pool starts, so tests can change the configuration between shutdowns.
  const { thumbnails, uploadQueueBytes } = getConfig();
  const { concurrency, queueLimit, workerMemoryMb, idleMs, pixelMemoryMb } = thumbnails;
  const piscina = new Piscina({
    filename: projectPath(WORKER_FILE),
    minThreads: 0,
    maxThreads: concurrency,
    idleTimeout: idleMs,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb, stackSizeMb: 4 },
  });
  // A worker that dies is reported through the task it was running.
  piscina.on("error", () => {});
  // As many jobs started as there are threads: piscina's own queue stays empty, so its limits never apply.
  const line = new PQueue({ concurrency });
  pool = {
    piscina,
    line,
    pixels: new PixelBudget(pixelMemoryMb * 1024 * 1024),
    admissions: Promise.resolve(),
    shutdown: new AbortController(),
    closing: new AbortController(),
    queueLimit,
    byteLimit: uploadQueueBytes,
    waiting: 0,
    running: 0,
    bytes: 0,
  };
  return pool;
}

export function imagePoolStats(): ImagePoolStats {
  if (!pool) return { pending: 0, queued: 0, workers: 0, pixelBytes: 0 };
  return {
    pending: pool.running + pool.waiting,
    queued: pool.waiting,
    workers: pool.piscina.threads.length,
    pixelBytes: pool.pixels.usedBytes,
  };
}

/** At a stop: jobs not started are refused, running ones get up to `timeoutMs`, then the workers end. */
export async function closeImagePool(timeoutMs: number): Promise<void> {
  const current = pool;
  if (!current) return;
  current.closing.abort(new Error("The server is stopping."));
  current.line.clear();
  const deadline = Date.now() + timeoutMs;
  while (current.running > 0 && Date.now() < deadline) await sleep(20);
  if (pool === current) await shutdownImagePool();
}

export async function shutdownImagePool(): Promise<void> {
  const current = pool;
  pool = null;
  if (!current) return;
  current.shutdown.abort(new Error("The image pool was shut down."));
  current.line.clear();
  await current.piscina.destroy();
}

const reasonOf = (signal: AbortSignal) => (signal.reason instanceof Error ? signal.reason : new Error("The job was cancelled."));

function failureOf(error: unknown, timeout: AbortSignal, timeoutMs: number, shutdown: AbortSignal): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (shutdown.aborted) return new Error("The image pool was shut down.", { cause: error });
  if (timeout.aborted) {
    const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
    return new ImageError(`The image took too long to process (more than ${limit}).`, "timeout", {
      cause: error,
      words: { key: "upload.error.timeout", vars: { limit } },
    });
  }
  if ((error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY") {
    return new ImageError("The image needs too much memory to process.", "out-of-memory", {
      cause: error,
      words: { key: "upload.error.outOfMemory" },
    });
  }
  if ((error as { name?: unknown }).name === "AbortError") return error as Error;
  return new ImageError(`The image could not be processed: ${message}`, "crashed", {
    cause: error,
    words: { key: "upload.error.notProcessed", vars: { reason: message } },
  });
}

/** Rejects at once with ImageBusyError when the line is full; a function task is prepared after admission, which keeps the calls' order. */
export function runImageJob<T>(kind: ImageJobKind, task: object | (() => Promise<object>), options: ImageJobOptions): Promise<T> {
  const current = getPool();
  const bytes = options.bytes ?? 0;
  if (current.running + current.waiting >= current.line.concurrency + current.queueLimit) {
    return Promise.reject(new ImageBusyError());
  }
  if (current.bytes + bytes > current.byteLimit) return Promise.reject(new ImageBusyError());
  const given = options.signal ? [options.signal] : [];
  const cancel = AbortSignal.any([current.shutdown.signal, current.closing.signal, ...given]);
  if (cancel.aborted) return Promise.reject(reasonOf(cancel));
  current.waiting++;
  current.bytes += bytes;
  let state: "waiting" | "running" | "left" = "waiting";
  return new Promise<T>((resolve, reject) => {
    const leave = () => {
      if (state === "waiting") current.waiting--;
      if (state === "running") current.running--;
      if (state !== "left") current.bytes -= bytes;
      state = "left";
    };
    // p-queue keeps a cancelled entry until its turn; the caller is answered now, the entry then does nothing.
    const onCancel = () => {
      if (state !== "waiting") return;
      leave();
      reject(reasonOf(cancel));
    };
    cancel.addEventListener("abort", onCancel, { once: true });
    const job = async (payload: object) => {
      if (state !== "waiting") return;
      const pixelBytes = options.run ? current.pixels.limit : (options.pixelBytes?.() ?? 0);
      const free = await current.pixels.acquire(pixelBytes, cancel).catch(() => null);
      if (!free) return;
      if (state !== "waiting") return free();
      cancel.removeEventListener("abort", onCancel);
      current.waiting--;
      current.running++;
      state = "running";
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const stop = AbortSignal.any([timeout, current.shutdown.signal, ...given]);
        resolve(
          (await (options.run ? options.run(payload, stop) : current.piscina.run(payload, { name: kind, signal: stop }))) as T,
        );
      } catch (error) {
        reject(failureOf(error, timeout, options.timeoutMs, current.shutdown.signal));
      } finally {
        free();
        leave();
      }
    };
    const prepared: Promise<object> = typeof task === "function" ? (task as () => Promise<object>)() : Promise.resolve(task);
    current.admissions = current.admissions.then(async () => {
      let payload: object;
      try {
        payload = await prepared;
      } catch (error) {
        if (state !== "waiting") return;
        cancel.removeEventListener("abort", onCancel);
        leave();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (state === "waiting") current.line.add(() => job(payload), { priority: PRIORITY[options.priority] }).catch(() => {});
    });
  });
}
