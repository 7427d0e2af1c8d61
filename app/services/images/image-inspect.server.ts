import { open } from "node:fs/promises";
import { IMAGE_TYPES_TEXT } from "~/lib/image-types";
import { FILE_FIELD, MESSAGES } from "~/lib/photo-upload";
import { UploadRefusal } from "~/lib/upload-refusal";
import { readOrientation } from "~/workers/image-metadata.mjs";
import { checkImageSize, readImageDimensions, sniffImageType, type ImageDimensions, type ImageType } from "~/lib/image-sniff";

/** EXIF, ICC and XMP segments come before a JPEG's frame header. */
const HEAD_BYTES = 1024 * 1024;
/** A JPEG's frame header may follow megabytes of metadata, a TIFF's header may be at the end. */
export const MAX_HEADER_SCAN_BYTES = 64 * 1024 * 1024;

export type ImageErrorCode = "unsupported" | "too-large" | "decode-failed" | "timeout" | "out-of-memory" | "crashed";

const STATUS: Record<ImageErrorCode, UploadRefusal["status"]> = {
  unsupported: 415,
  "too-large": 413,
  "out-of-memory": 413,
  "decode-failed": 400,
  timeout: 400,
  crashed: 400,
};

/** Its message is the visitor's refusal for an upload; `message` stays the bare reason for logs. */
export class ImageError extends UploadRefusal {
  override name = "ImageError";
  readonly code: ImageErrorCode;

  constructor(message: string, code: ImageErrorCode, options?: { cause?: unknown }) {
    super(STATUS[code], MESSAGES.uploadError(message), FILE_FIELD);
    this.message = message;
    if (options) this.cause = options.cause;
    this.code = code;
  }
}

/** Upright, after the EXIF orientation (JPEG, TIFF). */
export interface ImageInfo extends ImageDimensions {
  type: ImageType;
  bytes: number;
}

export const IMAGE_MESSAGES = {
  unsupported: `This file is not a photo we can read. Please choose a ${IMAGE_TYPES_TEXT} image.`,
  damaged: "The image is damaged: its size cannot be read.",
} as const;

/** The one check before any decode: a type jimp decodes and a size within the pixel limits (no decompression bombs). Throws ImageError. */
export async function inspectImage(filePath: string): Promise<ImageInfo> {
  const handle = await open(filePath, "r");
  let head: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    head = head.subarray(0, bytesRead);
    const type = sniffImageType(head);
    if (!type) throw new ImageError(IMAGE_MESSAGES.unsupported, "unsupported");
    let dimensions = readImageDimensions(head, type);
    if (!dimensions && head.length < size && size <= MAX_HEADER_SCAN_BYTES) {
      const whole = Buffer.alloc(size);
      const { bytesRead: all } = await handle.read(whole, 0, size, 0);
      dimensions = readImageDimensions(whole.subarray(0, all), type);
    }
    if (!dimensions) throw new ImageError(IMAGE_MESSAGES.damaged, "decode-failed");
    if (readOrientation(head) >= 5) dimensions = { width: dimensions.height, height: dimensions.width };
    const tooLarge = checkImageSize(dimensions);
    if (tooLarge) throw new ImageError(tooLarge, "too-large");
    return { type, ...dimensions, bytes: size };
  } finally {
    await handle.close();
  }
}
