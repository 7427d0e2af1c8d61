// Photo or clip, told without reading the file: a clip is never decoded nor read for EXIF in the browser.
import type { Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import { IMAGE_TYPES } from "~/lib/image-types";
import { formatSizeMbIn } from "~/lib/photo-upload";
import { VIDEO_TYPES, looksLikeClip } from "~/lib/video-types";

export interface FileLimits {
  photoBytes: number;
  clips: { maxBytes: number } | null;
}

const TYPES: readonly { mime: string; extensions: readonly string[] }[] = [...VIDEO_TYPES, ...IMAGE_TYPES];

/** The browser's type, else the one its extension names: the server tells a clip by it when the upload is created. */
export function declaredType(file: Pick<File, "name" | "type">): string {
  if (file.type) return file.type;
  const ext = /\.([a-z0-9]{2,5})$/i.exec(file.name)?.[1]?.toLowerCase() ?? "";
  return TYPES.find((t) => t.extensions.includes(ext))?.mime ?? "";
}

export function isClipFile(file: Pick<File, "name" | "type">): boolean {
  return looksLikeClip(file);
}

/** Null when it may be sent; else why not, in the page's words, before a byte crosses the network. */
export function refusalBeforeSending(
  file: Pick<File, "name" | "type" | "size">,
  limits: FileLimits,
  t: Translator,
  lang: Lang,
): string | null {
  let reason: string | null = null;
  if (!isClipFile(file)) {
    if (file.size > limits.photoBytes) reason = t("upload.error.tooLarge", { mb: formatSizeMbIn(lang, limits.photoBytes) });
  } else if (!limits.clips) {
    reason = t("upload.clip.notTaken");
  } else if (file.size > limits.clips.maxBytes) {
    reason = t("upload.clip.tooLarge", { mb: formatSizeMbIn(lang, limits.clips.maxBytes) });
  }
  return reason === null ? null : t("upload.error", { reason });
}
