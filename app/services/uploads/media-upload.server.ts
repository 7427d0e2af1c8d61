import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { imageTypesText } from "~/lib/image-types";
import { sniffImageType } from "~/lib/image-sniff";
import { originalPath, posterPath, thumbnailPath } from "~/lib/photo-layout";
import { CLIP_MIME, looksLikeClip, sniffVideoContainer, videoTypesText } from "~/lib/video-types";
import type { Translator } from "~/i18n/translate";
import { dayIn } from "~/lib/places";
import { editionTimeZone } from "~/models/editions.server";
import { getConfig } from "../../config/config.server";
import { processUpload, removeCleanOriginal } from "../images/image-processing.server";
import { readDateTaken } from "../images/date-taken.server";
import { clipRefusal } from "../video/clip-probe.server";
import { processClip, removeClipFiles } from "../video/clip-processing.server";
import { ffmpegTools } from "../video/ffmpeg.server";
import { tooLarge, type StagedFile } from "./photo-staging.server";

/** What an upload stores, photo or clip: its objects (the original first), the record's facts, what to remove after. */
export interface PreparedMedia {
  type: string;
  bytes: number;
  dimensions: { width: number; height: number };
  objects: Array<{ path: (key: string) => string; body: () => Readable | Buffer; contentType: string; size: number }>;
  /** The day it was taken or filmed (YYYY-MM-DD), when the file says. */
  day: string | null;
  clip?: { duration: number };
  cleanup: () => Promise<void>;
}

async function head(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A photo by the image sniffer, a clip by its container; anything else refused in words that name both when clips are on. */
export async function prepareMedia(file: StagedFile, edition: string): Promise<PreparedMedia> {
  const config = getConfig();
  const start = await head(file.tempPath);
  const photo = sniffImageType(start) !== null;
  const container = photo ? null : sniffVideoContainer(start);
  const tools = ffmpegTools();
  if (!container) {
    if (file.bytes > config.maxUploadBytes) throw tooLarge(config.maxUploadBytes);
    // Named like a photo, it is refused as a photo that cannot be read; named like a clip, in words that name both.
    if (!tools || photo || !looksLikeClip({ name: file.filename })) return preparePhoto(file);
    const vars = { types: (t: Translator) => imageTypesText(t.lang), clipTypes: (t: Translator) => videoTypesText(t.lang) };
    throw clipRefusal(415, { key: "upload.error.notAPhotoOrClip", vars });
  }
  if (!tools) throw clipRefusal(415, { key: "upload.error.clipsOff" });
  if (file.bytes > config.video.maxBytes) throw tooLarge(config.video.maxBytes);
  const clip = await processClip(tools, file.tempPath, container, file.bytes);
  const filmed = clip.info.filmed;
  return {
    type: CLIP_MIME,
    bytes: clip.rendition.bytes,
    dimensions: { width: clip.width, height: clip.height },
    objects: [
      {
        path: originalPath,
        body: () => createReadStream(clip.rendition.path),
        contentType: CLIP_MIME,
        size: clip.rendition.bytes,
      },
      { path: thumbnailPath, body: () => clip.thumbnail.jpeg, contentType: "image/jpeg", size: clip.thumbnail.jpeg.byteLength },
      { path: posterPath, body: () => clip.poster.jpeg, contentType: "image/jpeg", size: clip.poster.jpeg.byteLength },
    ],
    day: !filmed ? null : "day" in filmed ? filmed.day : dayIn(editionTimeZone(edition), filmed.at),
    clip: { duration: clip.duration },
    cleanup: () => removeClipFiles(file.tempPath),
  };
}

async function preparePhoto(file: StagedFile): Promise<PreparedMedia> {
  const image = await processUpload(file.tempPath, file.bytes);
  const thumb = image.thumbnail!;
  try {
    return {
      type: image.cleanOriginal.type,
      bytes: image.cleanOriginal.bytes,
      dimensions: { width: image.original.width, height: image.original.height },
      objects: [
        {
          path: originalPath,
          body: () => createReadStream(image.cleanOriginal.path),
          contentType: image.cleanOriginal.type,
          size: image.cleanOriginal.bytes,
        },
        { path: thumbnailPath, body: () => thumb.jpeg, contentType: "image/jpeg", size: thumb.jpeg.byteLength },
      ],
      day: await readDateTaken(file.tempPath),
      cleanup: () => removeCleanOriginal(image),
    };
  } catch (error) {
    await removeCleanOriginal(image);
    throw error;
  }
}

/** What a post or a resumable upload may send at most: the clip limit too while clips are taken. */
export function largestUpload(): number {
  const config = getConfig();
  return ffmpegTools() ? Math.max(config.maxUploadBytes, config.video.maxBytes) : config.maxUploadBytes;
}

/** A resumable upload's limit by what it says it is (its content decides again once it is whole). */
export function uploadLimitFor(metadata: Record<string, string | null | undefined> | undefined): number {
  const file = { type: metadata?.filetype ?? metadata?.type ?? null, name: metadata?.filename ?? metadata?.name ?? null };
  return ffmpegTools() && looksLikeClip(file) ? largestUpload() : getConfig().maxUploadBytes;
}

export function resumableSizeRefusal(size: number, metadata: Record<string, string | null | undefined> | undefined) {
  const limit = uploadLimitFor(metadata);
  return size > limit ? tooLarge(limit) : null;
}
