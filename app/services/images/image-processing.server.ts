import { rm, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { JPEG_VARIANT_QUALITY, WEBP_VARIANT_QUALITY, variantWidths, type VariantFormat } from "~/lib/image-variants";
import { MAX_IMAGE_PIXELS, type ImageDimensions } from "~/lib/image-sniff";
import { THUMBNAIL_WIDTH } from "~/lib/photo-layout";
import { storedTypeOf, type StoredImageMime } from "~/lib/image-types";
import { getConfig } from "../../config/config.server";
import { ImageError, inspectImage, type ImageInfo } from "./image-inspect.server";
import { ImageBusyError, runImageJob, type ImagePriority } from "./image-queue.server";

export { ImageError, type ImageErrorCode } from "./image-inspect.server";
export { ImageBusyError, imagePoolStats, shutdownImagePool, type ImagePoolStats } from "./image-queue.server";

export const THUMBNAIL_QUALITY = 80;
export const IMAGE_TIMEOUT_MS = 60_000;

/** jpeg-js's own guard for buffers outside the JS heap, which resourceLimits does not cover. */
const JPEG_DECODER_MAX_MEMORY_MB = 512;

export interface ProcessOptions {
  /** Proportional height. */
  thumbnail?: { width?: number; quality?: number };
  variants?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Default: uploads first. */
  priority?: ImagePriority;
  /** Counted against UPLOAD_QUEUE_BYTES. */
  queuedBytes?: number;
  /** Runs before the file is checked; its rejection is the job's. */
  whenAdmitted?: () => Promise<void>;
  /** Where the worker writes the image without its personal metadata. */
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

type WorkerResult =
  | {
      ok: true;
      original: ImageDimensions;
      thumbnail: { jpeg: Uint8Array; width: number; height: number } | null;
      variants: Array<{ width: number; height: number; format: VariantFormat; data: Uint8Array }>;
    }
  | { ok: false; kind: "io" | "decode"; reason: string };

function checkOption(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`processImage: ${name} must be a whole number from ${min} to ${max} (got ${value}).`);
  }
  return value;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** One decode in a worker; rejects with ImageError for an unusable image, ImageBusyError when too many jobs wait. */
export async function processImage(filePath: string, options: ProcessOptions): Promise<ProcessedImage> {
  const timeoutMs = checkOption("timeoutMs", options.timeoutMs ?? IMAGE_TIMEOUT_MS, 1, 2_147_483_647);
  const thumbnail = options.thumbnail
    ? {
        width: checkOption("width", options.thumbnail.width ?? THUMBNAIL_WIDTH, 1, 2000),
        quality: checkOption("quality", options.thumbnail.quality ?? THUMBNAIL_QUALITY, 1, 100),
      }
    : null;
  const absolutePath = path.resolve(filePath);
  let info: ImageInfo | undefined;
  // Checked once the job has its place in the line; a worker never sees a refused file.
  const prepare = async () => {
    await options.whenAdmitted?.();
    info = await inspectImage(absolutePath);
    const widths = options.variants ? variantWidths(info.width) : [];
    return {
      filePath: absolutePath,
      cleanPath: options.cleanPath ? path.resolve(options.cleanPath) : undefined,
      maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryMb: JPEG_DECODER_MAX_MEMORY_MB,
      thumbnail,
      variants: widths.length > 0 ? { widths, jpegQuality: JPEG_VARIANT_QUALITY, webpQuality: WEBP_VARIANT_QUALITY } : null,
    };
  };
  const result = await runImageJob<WorkerResult>("processImage", prepare, {
    priority: options.priority ?? "foreground",
    bytes: options.queuedBytes,
    pixelBytes: () => (info ? info.width * info.height * 4 : 0),
    timeoutMs,
    signal: options.signal,
  });
  if (!result.ok) {
    if (result.kind === "io") throw new Error(`Could not read the image file: ${result.reason}`);
    throw new ImageError(`The image could not be decoded: ${result.reason}`, "decode-failed", {
      words: { key: "upload.error.notDecoded", vars: { reason: result.reason } },
    });
  }
  return {
    info: info!,
    original: result.original,
    thumbnail: result.thumbnail ? { ...result.thumbnail, jpeg: asBuffer(result.thumbnail.jpeg) } : null,
    variants: result.variants.map((v) => ({ ...v, data: asBuffer(v.data) })),
  };
}

export interface ProcessedUpload extends ProcessedImage {
  /** A HEIC becomes a JPEG; the caller removes it (removeCleanOriginal). */
  cleanOriginal: { path: string; bytes: number; type: StoredImageMime };
}

export async function removeCleanOriginal(image: ProcessedUpload): Promise<void> {
  await rm(image.cleanOriginal.path, { force: true });
}

/** Room kept on the data disk for the upload and its later variants. */
const DISK_RESERVE_BYTES = 64 * 1024 * 1024;

/** Variants are made afterwards, so the answer does not wait; a waiting upload is bounded by bytes on disk (ImageBusyError). */
export async function processUpload(filePath: string, bytes: number): Promise<ProcessedUpload> {
  const whenAdmitted = async () => {
    const disk = await statfs(getConfig().dataDir).catch(() => null);
    if (disk && disk.bavail * disk.bsize < bytes + DISK_RESERVE_BYTES) throw new ImageBusyError();
  };
  const cleanPath = `${filePath}.clean`;
  try {
    const image = await processImage(filePath, { thumbnail: {}, queuedBytes: bytes, whenAdmitted, cleanPath });
    const type = storedTypeOf(image.info.type.mime);
    return { ...image, cleanOriginal: { path: cleanPath, bytes: (await stat(cleanPath)).size, type } };
  } catch (error) {
    await rm(cleanPath, { force: true });
    throw error;
  }
}

export interface Thumbnail {
  jpeg: Buffer;
  width: number;
  height: number;
  original: ImageDimensions;
}

/** Default 100 px wide, proportional height, quality 80. */
export async function makeThumbnail(
  filePath: string,
  options: { width?: number; quality?: number; timeoutMs?: number } = {},
): Promise<Thumbnail> {
  const { width, quality, timeoutMs } = options;
  const done = await processImage(filePath, { thumbnail: { width, quality }, timeoutMs });
  return { ...done.thumbnail!, original: done.original };
}
