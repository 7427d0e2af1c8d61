/**
 * The one list of image types the site accepts and resizes: what the form's file picker offers and
 * its texts name, what the sniffer recognises (app/lib/image-sniff.ts) and what gets responsive
 * variants. Exactly the types the default jimp 1.6 build decodes.
 */
export const IMAGE_TYPES = [
  { mime: "image/jpeg", ext: "jpg", extensions: ["jpg", "jpeg"], label: "JPEG" },
  { mime: "image/png", ext: "png", extensions: ["png"], label: "PNG" },
  { mime: "image/gif", ext: "gif", extensions: ["gif"], label: "GIF" },
  { mime: "image/bmp", ext: "bmp", extensions: ["bmp"], label: "BMP" },
  { mime: "image/tiff", ext: "tiff", extensions: ["tif", "tiff"], label: "TIFF" },
] as const;

export type ImageMime = (typeof IMAGE_TYPES)[number]["mime"];
export type ImageExt = (typeof IMAGE_TYPES)[number]["ext"];

const MIMES: ReadonlySet<string> = new Set(IMAGE_TYPES.map((t) => t.mime));

export function isAcceptedImageMime(mime: string | null | undefined): mime is ImageMime {
  return typeof mime === "string" && MIMES.has(mime.split(";")[0]!.trim().toLowerCase());
}

/** The file input's `accept`: MIME types and extensions, so pickers that filter by either offer the same files. */
export const IMAGE_ACCEPT = [
  ...IMAGE_TYPES.map((t) => t.mime),
  ...IMAGE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)),
].join(",");

/** "JPEG, PNG, GIF, BMP or TIFF": the types in words, for the form and its messages. */
export const IMAGE_TYPES_TEXT = `${IMAGE_TYPES.slice(0, -1)
  .map((t) => t.label)
  .join(", ")} or ${IMAGE_TYPES.at(-1)!.label}`;
