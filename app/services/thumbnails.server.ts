import { existsSync } from "node:fs";
import { open, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { getConfig, type ThumbnailPoolConfig } from "./config.server";
import { MAX_IMAGE_PIXELS, checkImageSize, readImageDimensions, sniffImageType, type ImageDimensions } from "~/lib/image-sniff";

export const THUMBNAIL_WIDTH = 100;
export const THUMBNAIL_QUALITY = 80;
export const THUMBNAIL_TIMEOUT_MS = 60_000;

/** Enough for the header of any sane JPEG (EXIF, ICC and XMP segments come before the frame header). */
const HEAD_BYTES = 1024 * 1024;
/** A TIFF may keep its header at the end of the file; above this size it is not read whole to find it. */
const MAX_TIFF_HEADER_SCAN_BYTES = 64 * 1024 * 1024;
/** jpeg-js's own guard for buffers outside the JS heap, which resourceLimits does not cover. */
const JPEG_DECODER_MAX_MEMORY_MB = 512;
const WORKER_FILE = "app/workers/thumbnail.worker.mjs";

export type ThumbnailErrorCode = "unsupported" | "too-large" | "decode-failed" | "timeout" | "out-of-memory" | "crashed";

/** The image cannot be made into a thumbnail; the message can be shown to the visitor. */
export class ThumbnailError extends Error {
  override name = "ThumbnailError";
  readonly code: ThumbnailErrorCode;

  constructor(message: string, code: ThumbnailErrorCode, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Every worker is busy and the waiting line is full; answer 503 (or 429) with Retry-After. */
export class ThumbnailBusyError extends Error {
  override name = "ThumbnailBusyError";
  readonly retryAfterSeconds = 5;

  constructor() {
    super("The server is busy processing other photos. Please try again in a moment.");
  }
}

export interface ThumbnailOptions {
  width?: number;
  quality?: number;
  timeoutMs?: number;
}

export interface Thumbnail {
  jpeg: Buffer;
  width: number;
  height: number;
  original: ImageDimensions;
}

export interface ThumbnailPoolStats {
  active: number;
  queued: number;
  workers: number;
}

let workerFile: string | undefined;

/**
 * The server bundle (build/index.js) and the sources used by tests sit at different depths, so the
 * worker is found from the project root rather than relative to this module.
 */
function locateWorkerFile(): string {
  if (workerFile) return workerFile;
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, WORKER_FILE);
    if (existsSync(path.join(dir, "package.json")) && existsSync(candidate)) return (workerFile = candidate);
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`Cannot find ${WORKER_FILE} in any parent directory of ${start} that holds a package.json.`);
}

const shutDownError = () => new Error("The thumbnail pool was shut down.");

interface WorkerRequest {
  id: number;
  filePath: string;
  width: number;
  quality: number;
  maxMegapixels: number;
  maxMemoryMb: number;
}

type WorkerMessage =
  | { type: "ready" }
  | {
      type: "result";
      id: number;
      ok: true;
      jpeg: ArrayBuffer;
      width: number;
      height: number;
      original: ImageDimensions;
    }
  | { type: "result"; id: number; ok: false; kind: "io" | "decode"; reason: string };

interface Job {
  request: WorkerRequest;
  timeoutMs: number;
  resolve: (thumbnail: Thumbnail) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Retires the worker after THUMBNAIL_IDLE_MS without work: decoding leaves hundreds of MB behind. */
  idleTimer: ReturnType<typeof setTimeout> | null;
  ready: boolean;
  failure: Error | null;
}

class ThumbnailPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly config: ThumbnailPoolConfig,
    private readonly file: string,
  ) {}

  stats(): ThumbnailPoolStats {
    let active = 0;
    for (const slot of this.slots) if (slot.job) active++;
    return { active, queued: this.queue.length, workers: this.slots.size };
  }

  run(request: Omit<WorkerRequest, "id">, timeoutMs: number): Promise<Thumbnail> {
    const mustWait = this.queue.length > 0 || this.stats().active >= this.config.concurrency;
    if (mustWait && this.queue.length >= this.config.queueLimit) return Promise.reject(new ThumbnailBusyError());
    return new Promise<Thumbnail>((resolve, reject) => {
      this.queue.push({ request: { ...request, id: this.nextId++ }, timeoutMs, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(shutDownError());
    const exits: Promise<number>[] = [];
    for (const slot of this.slots) {
      this.finish(slot)?.reject(shutDownError());
      exits.push(slot.worker.terminate());
    }
    this.slots.clear();
    await Promise.allSettled(exits);
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot: Slot | undefined;
      for (const candidate of this.slots) {
        if (!candidate.job) {
          slot = candidate;
          break;
        }
      }
      if (!slot && this.slots.size < this.config.concurrency) {
        try {
          slot = this.spawn();
        } catch (error) {
          (this.queue.shift() as Job).reject(new Error("The thumbnail worker could not start.", { cause: error }));
          continue;
        }
      }
      if (!slot) return;
      const job = this.queue.shift() as Job;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => this.onTimeout(slot), job.timeoutMs);
      slot.worker.postMessage(job.request);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.file, {
      resourceLimits: { maxOldGenerationSizeMb: this.config.workerMemoryMb, stackSizeMb: 4 },
    });
    const slot: Slot = { worker, job: null, timer: null, idleTimer: null, ready: false, failure: null };
    worker.unref();
    worker.on("message", (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on("error", (error) => {
      slot.failure = error;
    });
    worker.on("exit", (code) => this.onExit(slot, code));
    this.slots.add(slot);
    return slot;
  }

  /** Detaches the running job from its worker and lets an idle worker stop holding the process open. */
  private finish(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) this.retire(slot);
    }, this.config.idleMs);
    slot.idleTimer.unref();
    return job;
  }

  private retire(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    this.slots.delete(slot);
    void slot.worker.terminate();
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === "ready") {
      slot.ready = true;
      return;
    }
    if (!slot.job || slot.job.request.id !== message.id) return;
    const job = this.finish(slot) as Job;
    if (message.ok) {
      job.resolve({
        jpeg: Buffer.from(message.jpeg),
        width: message.width,
        height: message.height,
        original: message.original,
      });
    } else if (message.kind === "io") {
      job.reject(new Error(`Could not read the uploaded file for the thumbnail: ${message.reason}`));
    } else {
      job.reject(new ThumbnailError(`The image could not be decoded: ${message.reason}`, "decode-failed"));
    }
    this.pump();
  }

  private onTimeout(slot: Slot): void {
    const job = this.finish(slot);
    this.retire(slot);
    if (job) {
      const limit = job.timeoutMs >= 1000 ? `${Math.round(job.timeoutMs / 1000)} s` : `${job.timeoutMs} ms`;
      job.reject(new ThumbnailError(`The image took too long to process (more than ${limit}).`, "timeout"));
    }
    this.pump();
  }

  private onExit(slot: Slot, code: number): void {
    if (!this.slots.delete(slot)) return;
    const job = this.finish(slot);
    if (job) {
      const failure = slot.failure;
      const oom = (failure as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY";
      if (oom) {
        job.reject(new ThumbnailError("The image needs too much memory to process.", "out-of-memory", { cause: failure }));
      } else if (!slot.ready) {
        job.reject(
          new Error(`The thumbnail worker could not start: ${failure?.message ?? `exit code ${code}`}`, {
            cause: failure,
          }),
        );
      } else {
        job.reject(
          new ThumbnailError(
            `The image could not be processed: ${failure?.message ?? `the worker stopped (exit code ${code})`}`,
            "crashed",
            { cause: failure },
          ),
        );
      }
    }
    this.pump();
  }
}

let pool: ThumbnailPool | null = null;
/** Bumped by every shutdown, so a call still in its precheck does not start a new pool afterwards. */
let generation = 0;

function getPool(): ThumbnailPool {
  // Configuration is read when the pool starts, so tests can change it between shutdowns.
  pool ??= new ThumbnailPool(getConfig().thumbnails, locateWorkerFile());
  return pool;
}

export function stats(): ThumbnailPoolStats {
  return pool ? pool.stats() : { active: 0, queued: 0, workers: 0 };
}

/** Rejects waiting and running jobs and stops every worker; the next makeThumbnail starts a fresh pool. */
export async function shutdownThumbnailPool(): Promise<void> {
  const current = pool;
  pool = null;
  generation++;
  await current?.close();
}

function checkOption(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`makeThumbnail: ${name} must be a whole number from ${min} to ${max} (got ${value}).`);
  }
  return value;
}

/**
 * Cheap checks on the main thread before a worker spends seconds and hundreds of MB: the type must be
 * one jimp decodes and the header's pixel count must be within MAX_IMAGE_PIXELS (decompression bombs).
 */
async function precheck(filePath: string): Promise<void> {
  const handle = await open(filePath, "r");
  let head: Uint8Array;
  let size: number;
  try {
    size = (await handle.stat()).size;
    const buffer = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }

  const type = sniffImageType(head);
  if (!type) {
    throw new ThumbnailError("The file is not an image that can be processed (use JPEG, PNG, GIF, BMP or TIFF).", "unsupported");
  }
  let dimensions = readImageDimensions(head, type);
  const complete = head.length >= size;
  if (!dimensions && !complete && type.mime === "image/tiff" && size <= MAX_TIFF_HEADER_SCAN_BYTES) {
    dimensions = readImageDimensions(await readFile(filePath), type);
  }
  if (!dimensions) {
    // A JPEG frame header beyond the first MiB is left to the decoder, which has its own pixel limit.
    if (type.mime === "image/jpeg" && !complete) return;
    throw new ThumbnailError("The image could not be decoded: its header is damaged or incomplete.", "decode-failed");
  }
  const tooLarge = checkImageSize(dimensions);
  if (tooLarge) throw new ThumbnailError(tooLarge, "too-large");
}

/**
 * A JPEG thumbnail (default 100 px wide, proportional height, quality 80) of the image file at
 * `filePath`, made in a worker thread. Rejects with ThumbnailError for images that cannot be
 * processed and ThumbnailBusyError when too many are waiting.
 */
export async function makeThumbnail(filePath: string, options: ThumbnailOptions = {}): Promise<Thumbnail> {
  const width = checkOption("width", options.width ?? THUMBNAIL_WIDTH, 1, 2000);
  const quality = checkOption("quality", options.quality ?? THUMBNAIL_QUALITY, 1, 100);
  const timeoutMs = checkOption("timeoutMs", options.timeoutMs ?? THUMBNAIL_TIMEOUT_MS, 1, 2_147_483_647);
  const absolutePath = path.resolve(filePath);
  const startedIn = generation;
  await precheck(absolutePath);
  if (generation !== startedIn) throw shutDownError();
  return getPool().run(
    {
      filePath: absolutePath,
      width,
      quality,
      maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryMb: JPEG_DECODER_MAX_MEMORY_MB,
    },
    timeoutMs,
  );
}
