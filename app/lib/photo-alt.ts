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
