import { LOCALES, type Lang } from "~/i18n/languages";

// The one list of accepted clip types, as image-types.ts is for photos. Every clip is stored as one
// rendition that every browser plays: H.264 and AAC in an MP4 (decision 044).
export const VIDEO_TYPES = [
  { mime: "video/mp4", extensions: ["mp4", "m4v"], aliases: [], label: "MP4", container: "iso-bmff" },
  { mime: "video/quicktime", extensions: ["mov"], aliases: [], label: "MOV", container: "iso-bmff" },
  { mime: "video/webm", extensions: ["webm"], aliases: [], label: "WebM", container: "matroska" },
] as const;

export type VideoContainer = (typeof VIDEO_TYPES)[number]["container"];

export const CLIP_MIME = "video/mp4";

const MIMES: ReadonlySet<string> = new Set(VIDEO_TYPES.flatMap((t) => [t.mime, ...t.aliases]));
const EXTENSIONS: ReadonlySet<string> = new Set(VIDEO_TYPES.flatMap((t) => t.extensions));

export function isAcceptedVideoMime(mime: string | null | undefined): boolean {
  return typeof mime === "string" && MIMES.has(mime.split(";")[0]!.trim().toLowerCase());
}

// By its type, else by its name's extension: some pickers send clips without a type.
export function looksLikeClip(file: { type?: string | null; name?: string | null }): boolean {
  if (file.type && file.type.startsWith("video/")) return true;
  const ext = /\.([a-z0-9]{2,5})$/i.exec(file.name ?? "")?.[1]?.toLowerCase();
  return !file.type && ext !== undefined && EXTENSIONS.has(ext);
}

export const VIDEO_ACCEPT = [
  ...VIDEO_TYPES.flatMap((t) => [t.mime, ...t.aliases]),
  ...VIDEO_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)),
].join(",");

export function videoTypesText(lang: Lang): string {
  return new Intl.ListFormat(LOCALES[lang], { type: "disjunction" }).format(VIDEO_TYPES.map((t) => t.label));
}

const ISO_BMFF_BOXES = new Set(["ftyp", "moov", "mdat", "wide", "free", "skip", "pnot"]);

/** The container by the file's first bytes: an ISO base media file (MP4, MOV) or Matroska (WebM); null for anything else. */
export function sniffVideoContainer(head: Uint8Array): VideoContainer | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "matroska";
  if (head.length < 12) return null;
  const box = String.fromCharCode(head[4]!, head[5]!, head[6]!, head[7]!);
  return ISO_BMFF_BOXES.has(box) ? "iso-bmff" : null;
}
