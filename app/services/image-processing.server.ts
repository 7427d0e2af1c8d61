import { rm, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { Piscina } from "piscina";
import { JPEG_VARIANT_QUALITY, WEBP_VARIANT_QUALITY, variantWidths, type VariantFormat } from "~/lib/image-variants";
import { MAX_IMAGE_PIXELS, type ImageDimensions } from "~/lib/image-sniff";
import { getConfig } from "./config.server";
import { ImageError, inspectImage, type ImageInfo } from "./image-inspect.server";
import { projectPath } from "./project-path.server";

export { ImageError, type ImageErrorCode } from "./image-inspect.server";

export const THUMBNAIL_WIDTH = 100;
export const THUMBNAIL_QUALITY = 80;
export const IMAGE_TIMEOUT_MS = 60_000;

/** jpeg-js's own guard for buffers outside the JS heap, which resourceLimits does not cover. */
const JPEG_DECODER_MAX_MEMORY_MB = 512;
/** Found from the project root: the server bundle, the CLI bundle and the sources sit at different depths. */
const WORKER_FILE = "app/workers/image.worker.mjs";

/** Every worker is busy and the waiting line is full; answer 429 with Retry-After. */
export class ImageBusyError extends Error {
  override name = "ImageBusyError";
  readonly retryAfterSeconds = 5;

  constructor() {
    super("The server is busy processing other photos. Please try again in a moment.");
  }
}

export interface ProcessOptions {
  /** A JPEG thumbnail this wide (proportional height). */
  thumbnail?: { width?: number; quality?: number };
  /** WebP and JPEG copies at the variant widths that suit the original (variantWidths). */
  variants?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Where the worker writes the image without its personal metadata (app/workers/image-metadata.mjs). */
  cleanPath?: string;
}

export interface EncodedVariant {
  width: number;
  height: number;
  format: VariantFormat;
  data: Buffer;
}

export interface ProcessedImage {
  info: ImageInfo;
  original: ImageDimensions;
  thumbnail: { jpeg: Buffer; width: number; height: number } | null;
  variants: EncodedVariant[];
}

export interface ImagePoolStats {
  /** Jobs handed to the pool and not yet settled, running or waiting. */
  pending: number;
  queued: number;
  workers: number;
}

type WorkerResult =
  | {
      ok: true;
      original: ImageDimensions;
      thumbnail: { jpeg: Uint8Array; width: number; height: number } | null;
      variants: Array<{ width: number; height: number; format: VariantFormat; data: Uint8Array }>;
    }
  | { ok: false; kind: "io" | "decode"; reason: string };

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * piscina runs the jobs; the line in front of it is kept here, because piscina's own queue limit
 * does not count jobs handed out while its workers are still starting, and a job's timeout must
 * count from its start, not from when it joined the line.
 */
interface Pool {
  piscina: Piscina;
  shutdown: AbortController;
  concurrency: number;
  queueLimit: number;
  running: number;
  waiting: Waiter[];
}

let pool: Pool | null = null;

function getPool(): Pool {
  if (pool) return pool;
  // Read when the pool starts, so tests can change the configuration between shutdowns.
  const { concurrency, queueLimit, workerMemoryMb, idleMs } = getConfig().thumbnails;
  const piscina = new Piscina({
    filename: projectPath(WORKER_FILE),
    minThreads: 0,
    maxThreads: concurrency,
    idleTimeout: idleMs,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb, stackSizeMb: 4 },
  });
  // A worker that dies is reported through the task it was running; nothing else to do here.
  piscina.on("error", () => {});
  pool = { piscina, shutdown: new AbortController(), concurrency, queueLimit, running: 0, waiting: [] };
  return pool;
}

/** A place among the running jobs: at once when a worker is free, else after those waiting before. */
async function enter(current: Pool, signal: AbortSignal | undefined): Promise<void> {
  if (current.running < current.concurrency && current.waiting.length === 0) {
    current.running++;
    return;
  }
  if (current.waiting.length >= current.queueLimit) throw new ImageBusyError();
  await new Promise<void>((resolve, reject) => {
    const waiter: Waiter = { resolve, reject };
    current.waiting.push(waiter);
    signal?.addEventListener("abort", () => {
      const index = current.waiting.indexOf(waiter);
      if (index >= 0) current.waiting.splice(index, 1);
      reject(signal.reason instanceof Error ? signal.reason : new Error("The job was cancelled."));
    });
  });
}

/** Hands the place to the next waiting job, if any (the running count stays). */
function leave(current: Pool): void {
  const next = current.waiting.shift();
  if (next) next.resolve();
  else current.running--;
}

export function imagePoolStats(): ImagePoolStats {
  if (!pool) return { pending: 0, queued: 0, workers: 0 };
  return { pending: pool.running + pool.waiting.length, queued: pool.waiting.length, workers: pool.piscina.threads.length };
}

/** Resolves when no job waits for a worker; background work waits on this, so uploads go first. */
export async function poolHasRoom(): Promise<void> {
  while (pool && pool.waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Rejects waiting and running jobs and stops every worker; the next job starts a fresh pool. */
export async function shutdownImagePool(): Promise<void> {
  const current = pool;
  pool = null;
  if (!current) return;
  const error = new Error("The image pool was shut down.");
  current.shutdown.abort(error);
  for (const waiter of current.waiting.splice(0)) waiter.reject(error);
  await current.piscina.destroy();
}

function checkOption(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`processImage: ${name} must be a whole number from ${min} to ${max} (got ${value}).`);
  }
  return value;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function failureOf(error: unknown, timeout: AbortSignal, timeoutMs: number, shutdown: AbortSignal): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (shutdown.aborted) return new Error("The image pool was shut down.", { cause: error });
  if (timeout.aborted) {
    const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
    return new ImageError(`The image took too long to process (more than ${limit}).`, "timeout", { cause: error });
  }
  if ((error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY") {
    return new ImageError("The image needs too much memory to process.", "out-of-memory", { cause: error });
  }
  if ((error as { name?: unknown }).name === "AbortError") return error as Error;
  return new ImageError(`The image could not be processed: ${message}`, "crashed", { cause: error });
}

/**
 * Inspects the image file at `filePath` (inspectImage), then decodes it once in a worker thread and
 * makes what was asked: a JPEG thumbnail and/or WebP and JPEG variants. Rejects with ImageError for
 * images that cannot be processed and ImageBusyError when too many jobs wait.
 */
export async function processImage(filePath: string, options: ProcessOptions): Promise<ProcessedImage> {
  const timeoutMs = checkOption("timeoutMs", options.timeoutMs ?? IMAGE_TIMEOUT_MS, 1, 2_147_483_647);
  const thumbnail = options.thumbnail
    ? {
        width: checkOption("width", options.thumbnail.width ?? THUMBNAIL_WIDTH, 1, 2000),
        quality: checkOption("quality", options.thumbnail.quality ?? THUMBNAIL_QUALITY, 1, 100),
      }
    : null;
  const absolutePath = path.resolve(filePath);
  const info = await inspectImage(absolutePath);
  const widths = options.variants ? variantWidths(info.width) : [];
  const current = getPool();
  await enter(current, AbortSignal.any([current.shutdown.signal, ...(options.signal ? [options.signal] : [])]));
  const timeout = AbortSignal.timeout(timeoutMs);
  const signals = [timeout, current.shutdown.signal, options.signal].filter((s): s is AbortSignal => s !== undefined);
  let result: WorkerResult;
  try {
    result = (await current.piscina.run(
      {
        filePath: absolutePath,
        cleanPath: options.cleanPath ? path.resolve(options.cleanPath) : undefined,
        maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
        maxMemoryMb: JPEG_DECODER_MAX_MEMORY_MB,
        thumbnail,
        variants: widths.length > 0 ? { widths, jpegQuality: JPEG_VARIANT_QUALITY, webpQuality: WEBP_VARIANT_QUALITY } : null,
      },
      { signal: AbortSignal.any(signals) },
    )) as WorkerResult;
  } catch (error) {
    throw failureOf(error, timeout, timeoutMs, current.shutdown.signal);
  } finally {
    leave(current);
  }
  if (!result.ok) {
    if (result.kind === "io") throw new Error(`Could not read the image file: ${result.reason}`);
    throw new ImageError(`The image could not be decoded: ${result.reason}`, "decode-failed");
  }
  return {
    info,
    original: result.original,
    thumbnail: result.thumbnail ? { ...result.thumbnail, jpeg: asBuffer(result.thumbnail.jpeg) } : null,
    variants: result.variants.map((v) => ({ ...v, data: asBuffer(v.data) })),
  };
}

export interface ProcessedUpload extends ProcessedImage {
  /** The file to store as the original: the upload without personal metadata. The caller removes it (removeCleanOriginal). */
  cleanOriginal: { path: string; bytes: number };
}

export async function removeCleanOriginal(image: ProcessedUpload): Promise<void> {
  await rm(image.cleanOriginal.path, { force: true });
}

/** Room left on the data disk for storing an upload and its variants once it is processed. */
const DISK_RESERVE_BYTES = 64 * 1024 * 1024;
let waitingUploadBytes = 0;

/**
 * An upload's thumbnail and variants, from one decode, and the upload without its personal metadata. A received upload waits for a worker as a file
 * on disk, so the line is bounded by bytes on disk (UPLOAD_QUEUE_BYTES, and the disk's free space),
 * not by a count held in memory. Rejects with ImageBusyError when there is no room.
 */
export async function processUpload(filePath: string, bytes: number): Promise<ProcessedUpload> {
  const { uploadQueueBytes, dataDir } = getConfig();
  if (waitingUploadBytes + bytes > uploadQueueBytes) throw new ImageBusyError();
  waitingUploadBytes += bytes;
  try {
    const disk = await statfs(dataDir).catch(() => null);
    if (disk && disk.bavail * disk.bsize < bytes + DISK_RESERVE_BYTES) throw new ImageBusyError();
    const cleanPath = `${filePath}.clean`;
    try {
      const image = await processImage(filePath, { thumbnail: {}, variants: true, cleanPath });
      return { ...image, cleanOriginal: { path: cleanPath, bytes: (await stat(cleanPath)).size } };
    } catch (error) {
      await rm(cleanPath, { force: true });
      throw error;
    }
  } finally {
    waitingUploadBytes -= bytes;
  }
}

export interface Thumbnail {
  jpeg: Buffer;
  width: number;
  height: number;
  original: ImageDimensions;
}

/** A JPEG thumbnail (default 100 px wide, proportional height, quality 80) of the image file at `filePath`. */
export async function makeThumbnail(
  filePath: string,
  options: { width?: number; quality?: number; timeoutMs?: number } = {},
): Promise<Thumbnail> {
  const { width, quality, timeoutMs } = options;
  const done = await processImage(filePath, { thumbnail: { width, quality }, timeoutMs });
  return { ...done.thumbnail!, original: done.original };
}
