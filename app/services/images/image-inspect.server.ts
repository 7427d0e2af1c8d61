import { open } from "node:fs/promises";
import { IMAGE_TYPES_TEXT, imageTypesText } from "~/lib/image-types";
import { FILE_FIELD } from "~/lib/photo-upload";
import type { Words } from "~/i18n/words";
import { UPLOAD_WORDS, UploadRefusal } from "~/lib/upload-refusal";
import { readOrientation } from "~/workers/image-metadata.mjs";
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  checkImageSize,
  imageSizeProblem,
  readImageDimensions,
  sniffImageType,
  type ImageDimensions,
  type ImageType,
} from "~/lib/image-sniff";

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

/**
 * Its message is the visitor's refusal for an upload, in their language when `words` say it (else the
 * bare reason as it is); `message` stays the bare reason in English for logs.
 */
export class ImageError extends UploadRefusal {
  override name = "ImageError";
  readonly code: ImageErrorCode;

  constructor(message: string, code: ImageErrorCode, options?: { cause?: unknown; words?: Words }) {
    super(STATUS[code], UPLOAD_WORDS.uploadError(options?.words ?? message), FILE_FIELD);
    this.message = message;
    if (options && "cause" in options) this.cause = options.cause;
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

const IMAGE_WORDS = {
  unsupported: { key: "upload.error.notAPhoto", vars: { types: (t) => imageTypesText(t.lang) } },
  damaged: { key: "upload.error.damaged" },
} as const satisfies Record<keyof typeof IMAGE_MESSAGES, Words>;

function tooLargeWords(dimensions: ImageDimensions): Words {
  const size = { width: String(dimensions.width), height: String(dimensions.height) };
  return imageSizeProblem(dimensions) === "pixels"
    ? { key: "upload.error.tooManyPixels", vars: { ...size, max: String(MAX_IMAGE_PIXELS / 1_000_000) } }
    : { key: "upload.error.tooLongSide", vars: { ...size, max: String(MAX_IMAGE_SIDE) } };
}

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
    if (!type) throw new ImageError(IMAGE_MESSAGES.unsupported, "unsupported", { words: IMAGE_WORDS.unsupported });
    let dimensions = readImageDimensions(head, type);
    if (!dimensions && head.length < size && size <= MAX_HEADER_SCAN_BYTES) {
      const whole = Buffer.alloc(size);
      const { bytesRead: all } = await handle.read(whole, 0, size, 0);
      dimensions = readImageDimensions(whole.subarray(0, all), type);
    }
    if (!dimensions) throw new ImageError(IMAGE_MESSAGES.damaged, "decode-failed", { words: IMAGE_WORDS.damaged });
    if (readOrientation(head) >= 5) dimensions = { width: dimensions.height, height: dimensions.width };
    const tooLarge = checkImageSize(dimensions);
    if (tooLarge) throw new ImageError(tooLarge, "too-large", { words: tooLargeWords(dimensions) });
    return { type, ...dimensions, bytes: size };
  } finally {
    await handle.close();
  }
}
