import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  fileNameOf,
  isVariantSource,
  mayHaveVariants,
  parseVariantListing,
  readyMarkerPath,
  variantFolder,
  variantPath,
  type VariantFormat,
} from "~/lib/image-variants";
import { isUploadOriginal, originalPath as uploadOriginalPath, posterPath, uploadKeyOf } from "~/lib/photo-layout";
import { CLIP_MIME } from "~/lib/video-types";
import { getStorage } from "../backend/backend.server";
import { getConfig } from "../../config/config.server";
import { ImageBusyError, processImage, type ProcessedImage } from "./image-processing.server";
import type { ImagePriority } from "./image-queue.server";
import { isStorageError } from "../backend/storage-errors.server";
import type { MediaStorage } from "../backend/storage.server";

export const MAX_SOURCE_BYTES = 100 * 1024 * 1024;
/** Page views do not retry a failed image for this long (the CLI always does). */
const FAILURE_TTL_MS = 10 * 60_000;

export interface VariantSource {
  url: string;
  width: number;
}

export interface ImageVariants {
  original: { width: number; height: number };
  jpeg: VariantSource[];
  webp: VariantSource[];
}

/** One listing of the variant folder, no cache of ours. */
export async function listVariants(storage: MediaStorage, originalPath: string): Promise<ImageVariants | null> {
  const listing = parseVariantListing(await storage.list(variantFolder(originalPath))).get(fileNameOf(originalPath));
  if (!listing) return null;
  const sources = await Promise.all(
    listing.variants.map(async (v) => ({ format: v.format, width: v.width, url: await storage.urlFor(v.path) })),
  );
  const of = (format: VariantFormat) => sources.filter((s) => s.format === format).map(({ url, width }) => ({ url, width }));
  return { original: listing.original, jpeg: of("jpeg"), webp: of("webp") };
}

/** Null for an SVG or before the variants are made; the listing is cached LISTING_CACHE_SECONDS. */
export async function findVariants(originalPath: string): Promise<ImageVariants | null> {
  if (!mayHaveVariants(originalPath)) return null;
  return listVariants(await getStorage(), originalPath);
}

/** Lists alongside the gallery folder: one round trip, not two. */
export function prefetchVariants(galleryFolder: string): void {
  const folder = variantFolder(`${galleryFolder.replace(/\/+$/, "")}/x`);
  getStorage()
    .then((storage) => storage.list(folder))
    .catch(() => {});
}

/** Create-only, the ready marker last; on failure what this call stored is removed again. */
export async function storeVariants(storage: MediaStorage, originalPath: string, processed: ProcessedImage): Promise<string[]> {
  const stored: string[] = [];
  const put = async (p: string, body: Uint8Array | string, contentType: string) => {
    try {
      await storage.put(p, body, { contentType, size: typeof body === "string" ? Buffer.byteLength(body) : body.byteLength });
      stored.push(p);
    } catch (error) {
      if (!isStorageError(error, "storage/already-exists")) throw error;
    }
  };
  try {
    for (const v of processed.variants) {
      await put(variantPath(originalPath, v.width, v.format), v.data, v.format === "webp" ? "image/webp" : "image/jpeg");
    }
    await put(readyMarkerPath(originalPath, processed.original), "", "text/plain");
  } catch (error) {
    await Promise.all(stored.map((p) => storage.remove(p).catch(() => {})));
    throw error;
  }
  return stored;
}

/** Returns the paths stored: none when the set was complete already. */
export async function makeVariants(
  originalPath: string,
  options: { storage?: MediaStorage; signal?: AbortSignal; priority?: ImagePriority } = {},
): Promise<string[]> {
  const storage = options.storage ?? (await getStorage());
  const tmpDir = path.join(getConfig().dataDir, "tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.variant-source`);
  try {
    await storage.download(await variantSourceOf(storage, originalPath), file, { maxBytes: MAX_SOURCE_BYTES });
    const processed = await processImage(file, { variants: true, signal: options.signal, priority: options.priority });
    const stored = await storeVariants(storage, originalPath, processed);
    // A delete removes the original before the variants: either it sees what was stored here or this sees the original gone.
    if (stored.length > 0 && !(await storage.open(originalPath))) {
      await Promise.all(stored.map((p) => storage.remove(p).catch(() => {})));
      throw new Error("the image was deleted while its variants were made.");
    }
    return stored;
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** A clip's variants are made from its poster frame and stand where a photo's would. */
async function variantSourceOf(storage: MediaStorage, originalPath: string): Promise<string> {
  const key = isUploadOriginal(originalPath) ? uploadKeyOf(originalPath) : null;
  if (key === null || (await storage.open(originalPath))?.contentType !== CLIP_MIME) return originalPath;
  return posterPath(key);
}

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// One image at a time, uploads first, below uploads and preview cards in the image line (decision 009).
const uploadsWaiting = new Set<string>();
const waiting = new Set<string>();
const failed = new Map<string, number>();
let running: string | null = null;
let runningJob: Promise<unknown> | null = null;
let loop: Promise<void> | null = null;
let stopped = false;

export type QueueOutcome = "queued" | "already-queued" | "full" | "failed-recently";

/** Never throws, never waits. */
export function queueVariants(originalPath: string): QueueOutcome {
  if (stopped) return "full";
  if (uploadsWaiting.has(originalPath) || waiting.has(originalPath) || running === originalPath) return "already-queued";
  const failedAt = failed.get(originalPath);
  if (failedAt !== undefined && Date.now() - failedAt < FAILURE_TTL_MS) return "failed-recently";
  const line = isUploadOriginal(originalPath) ? uploadsWaiting : waiting;
  if (line.size >= getConfig().variantQueueLimit) return "full";
  line.add(originalPath);
  // Next turn of the event loop, so the page that asked is answered first.
  loop ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
    loop = null;
  });
  return "queued";
}

/** When the line is full, the next page view that shows the photo asks again. */
export function queueUploadVariants(key: string): QueueOutcome {
  const outcome = queueVariants(uploadOriginalPath(key));
  if (outcome === "full") console.warn(`Variants of upload "${key}" not queued now (the line is full); a later view asks again.`);
  return outcome;
}

let gate: Promise<void> | null = null;

/** Tests: holds the list until the returned function is called. */
export function holdVariantQueueForTests(): () => void {
  let release = () => {};
  gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    gate = null;
    release();
  };
}

async function drain(): Promise<void> {
  for (;;) {
    while (gate) await gate;
    const next = first();
    if (next === null) return;
    uploadsWaiting.delete(next);
    waiting.delete(next);
    running = next;
    try {
      runningJob = makeVariants(next, { priority: isUploadOriginal(next) ? "upload-variants" : "background" });
      await runningJob;
      failed.delete(next);
    } catch (error) {
      // A full image line is no fault of the image: a later view may ask again at once.
      if (!(error instanceof ImageBusyError)) failed.set(next, Date.now());
      console.warn(`Variants of "${next}" skipped: ${reasonOf(error)}`);
    } finally {
      running = null;
      runningJob = null;
    }
  }
}

function first(): string | null {
  for (const p of uploadsWaiting) return p;
  for (const p of waiting) return p;
  return null;
}

/**
 * Before a photo's files are removed: its waiting variants leave the line, and a job making them
 * now ends first, so the removal finds everything that job stored.
 */
export async function settleVariants(originalPath: string): Promise<void> {
  uploadsWaiting.delete(originalPath);
  waiting.delete(originalPath);
  if (running === originalPath) await runningJob?.catch(() => {});
}

export function variantQueueStats(): { waiting: number; running: number } {
  return { waiting: uploadsWaiting.size + waiting.size, running: running ? 1 : 0 };
}

export async function variantQueueIdle(): Promise<void> {
  while (loop) await loop;
}

/** At a stop: the waiting images are left for a later view (or `npm run images`); the one being made is finished. */
export async function stopVariantQueue(): Promise<void> {
  stopped = true;
  uploadsWaiting.clear();
  waiting.clear();
  await runningJob?.catch(() => {});
}

export function resetVariantsForTests(): void {
  failed.clear();
}

export interface VariantRunResult {
  path: string;
  outcome: "made" | "had-variants" | "failed";
  reason?: string;
}

/** `npm run images`: images judged by content, as stored (isVariantSource); failures reported per image, never thrown. */
export async function makeMissingVariants(
  storage: MediaStorage,
  folders: readonly string[],
  options: { concurrency: number; onStart?: (total: number) => void; onResult?: (result: VariantRunResult) => void },
): Promise<VariantRunResult[]> {
  const images: string[] = [];
  for (const folder of folders) images.push(...(await storage.list(folder)).filter(mayHaveVariants));
  const todo: string[] = [];
  const results: VariantRunResult[] = [];
  const report = (result: VariantRunResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  for (const image of images) {
    if (await listVariants(storage, image)) {
      results.push({ path: image, outcome: "had-variants" });
      continue;
    }
    const object = await storage.open(image);
    const clip = object?.contentType === CLIP_MIME && isUploadOriginal(image);
    if (object && (clip || isVariantSource(image, object.contentType))) todo.push(image);
  }
  options.onStart?.(todo.length);
  const next = () => todo.shift();
  const runner = async () => {
    for (let image = next(); image !== undefined; image = next()) {
      try {
        await makeVariants(image, { storage });
        report({ path: image, outcome: "made" });
      } catch (error) {
        report({ path: image, outcome: "failed", reason: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, runner));
  return results;
}
