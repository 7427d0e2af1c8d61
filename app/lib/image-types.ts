import { LOCALES, type Lang } from "~/i18n/languages";

// The one list of accepted image types: picker, texts, sniffer and variants follow it. `stored`: a HEIC
// is kept as a JPEG, which every browser shows (decision 020).
export const IMAGE_TYPES = [
  { mime: "image/jpeg", ext: "jpg", extensions: ["jpg", "jpeg"], aliases: [], label: "JPEG", stored: "image/jpeg" },
  { mime: "image/png", ext: "png", extensions: ["png"], aliases: [], label: "PNG", stored: "image/png" },
  { mime: "image/webp", ext: "webp", extensions: ["webp"], aliases: [], label: "WebP", stored: "image/webp" },
  { mime: "image/heic", ext: "heic", extensions: ["heic", "heif"], aliases: ["image/heif"], label: "HEIC", stored: "image/jpeg" },
  { mime: "image/gif", ext: "gif", extensions: ["gif"], aliases: [], label: "GIF", stored: "image/gif" },
  { mime: "image/bmp", ext: "bmp", extensions: ["bmp"], aliases: [], label: "BMP", stored: "image/bmp" },
  { mime: "image/tiff", ext: "tiff", extensions: ["tif", "tiff"], aliases: [], label: "TIFF", stored: "image/tiff" },
] as const;

export type ImageMime = (typeof IMAGE_TYPES)[number]["mime"];
export type ImageExt = (typeof IMAGE_TYPES)[number]["ext"];
export type StoredImageMime = (typeof IMAGE_TYPES)[number]["stored"];

const MIMES: ReadonlySet<string> = new Set(IMAGE_TYPES.flatMap((t) => [t.mime, ...t.aliases]));

export function isAcceptedImageMime(mime: string | null | undefined): boolean {
  return typeof mime === "string" && MIMES.has(mime.split(";")[0]!.trim().toLowerCase());
}

export function storedTypeOf(mime: ImageMime): StoredImageMime {
  return IMAGE_TYPES.find((t) => t.mime === mime)!.stored;
}

/** Both MIME types and extensions, so pickers that filter by either offer the same files. */
export const IMAGE_ACCEPT = [
  ...IMAGE_TYPES.flatMap((t) => [t.mime, ...t.aliases]),
  ...IMAGE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)),
].join(",");

export const IMAGE_TYPES_TEXT = `${IMAGE_TYPES.slice(0, -1)
  .map((t) => t.label)
  .join(", ")} or ${IMAGE_TYPES.at(-1)!.label}`;

/** "JPEG, PNG … or TIFF" in a language: English as above, the others as Intl lists them ("… oder TIFF"). */
export function imageTypesText(lang: Lang): string {
  if (lang === "en") return IMAGE_TYPES_TEXT;
  return new Intl.ListFormat(LOCALES[lang], { type: "disjunction" }).format(IMAGE_TYPES.map((t) => t.label));
}
