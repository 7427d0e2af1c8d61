import { formatDay } from "~/i18n/format";
import type { Translator } from "~/i18n/translate";

/** An approved upload's text alternative: its description, else who took it and when, never its title (decision 051). */
export function uploadAlt(t: Translator, upload: { alt?: string; by?: string; day?: string; clip?: boolean }): string {
  if (upload.alt) return upload.alt;
  const clip = upload.clip === true;
  if (!upload.by) return t(clip ? "describe.clip.none" : "describe.photo.none");
  if (!upload.day) return t(clip ? "describe.clip.by" : "describe.photo.by", { name: upload.by });
  const day = formatDay(t.lang, upload.day);
  return t(clip ? "describe.clip.byOn" : "describe.photo.byOn", { name: upload.by, day });
}

const FILE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|hei[cf]|svg|tiff?|dng|mp4|m4v|mov|webm|3gp)\b/i;
const CAMERA_NAME = /^(IMG|DSC[FN]?|PXL|VID|MVIMG|PANO|GOPR|DJI|_MG|_DSC|Screenshot|Bildschirmfoto|Captura de tela)[\s_-]?E?\d/i;
const ONLY_NUMBERS = /^[\d\s_.()-]*\d{6}[\d\s_.()-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i;

/** A camera's or a file's name ("IMG_2041", "DSC01234.JPG", "PXL_20260714_101112345"), which describes nothing. */
export function looksLikeFileName(text: string): boolean {
  const s = text.trim();
  return FILE_EXTENSION.test(s) || CAMERA_NAME.test(s) || ONLY_NUMBERS.test(s) || UUID.test(s);
}

/** An upload's title as the public sees it: none when it is only a file's name (titles default to it at upload). */
export function shownTitle(title: string | undefined): string {
  const s = title?.trim() ?? "";
  return s && !looksLikeFileName(s) ? s : "";
}
