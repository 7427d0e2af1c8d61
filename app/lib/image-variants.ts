/**
 * Responsive variants of storage images: which widths, and where they live. Variants sit beside the
 * originals in the same store under their own prefix, one flat folder per original folder, so one
 * listing tells which variants a whole gallery has:
 *   events/fsw25/01.jpg  →  variants/events/fsw25/01.jpg.640w.webp, ….640w.jpg, …, 01.jpg.ready.4000x3000
 * The `ready` marker is written last: a set without it is incomplete and is made again.
 */

import { IMAGE_TYPES, isAcceptedImageMime } from "./image-types";

export const VARIANT_PREFIX = "variants";
/**
 * Widths for phones (1×–3×) up to large desktop screens; see docs/decisions/009-responsive-image-variants.md.
 * 736 fits a phone 412 px wide at device pixel ratio 1.75 (a full-width image needs 721 px, a
 * one-column gallery tile 651), which would otherwise get the 960 px copy (decision 020).
 */
export const VARIANT_WIDTHS = [320, 640, 736, 960, 1280, 1920] as const;
export const JPEG_VARIANT_QUALITY = 78;
export const WEBP_VARIANT_QUALITY = 72;

export type VariantFormat = "jpeg" | "webp";
const EXTENSIONS: Record<VariantFormat, string> = { jpeg: "jpg", webp: "webp" };

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(IMAGE_TYPES.flatMap((t) => t.extensions));

/** The file name's extension, lower case; null when the name has none (upload keys). */
function extensionOf(path: string): string | null {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
}

/**
 * Whether a stored object may get variants, from its path alone (a page view reads no bytes): never
 * a variant itself; a name with an extension must name one of the accepted types (app/lib/image-types.ts),
 * so drawings (.svg) are served as they are; a name without one (uploads) is judged by its content
 * when its variants are made.
 */
export function mayHaveVariants(path: string): boolean {
  if (path.startsWith(`${VARIANT_PREFIX}/`)) return false;
  const ext = extensionOf(path);
  return ext === null || IMAGE_EXTENSIONS.has(ext);
}

/**
 * Whether a stored object is an image to resize, once its type is known (read from its bytes, or as
 * stored): one of the accepted types, or a name that claims one (the image check then reads the
 * bytes, and its refusal is reported rather than the file passed over in silence).
 */
export function isVariantSource(path: string, contentType: string): boolean {
  if (!mayHaveVariants(path)) return false;
  return isAcceptedImageMime(contentType) || extensionOf(path) !== null;
}

/** The widths made for an original: every standard width below its own, and its own width when that is smaller than the largest. */
export function variantWidths(originalWidth: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth <= largest) widths.push(originalWidth);
  return widths;
}

function split(originalPath: string): { folder: string; name: string } {
  const slash = originalPath.lastIndexOf("/");
  return slash < 0
    ? { folder: VARIANT_PREFIX, name: originalPath }
    : { folder: `${VARIANT_PREFIX}/${originalPath.slice(0, slash)}`, name: originalPath.slice(slash + 1) };
}

/** The folder that holds the variants of every original in the original's folder. */
export function variantFolder(originalPath: string): string {
  return split(originalPath).folder;
}

export function variantPath(originalPath: string, width: number, format: VariantFormat): string {
  const { folder, name } = split(originalPath);
  return `${folder}/${name}.${width}w.${EXTENSIONS[format]}`;
}

export function readyMarkerPath(originalPath: string, original: { width: number; height: number }): string {
  const { folder, name } = split(originalPath);
  return `${folder}/${name}.ready.${original.width}x${original.height}`;
}

export interface VariantEntry {
  width: number;
  format: VariantFormat;
  path: string;
}

export interface VariantListing {
  /** The original's own size, from the ready marker. */
  original: { width: number; height: number };
  variants: VariantEntry[];
}

const VARIANT_NAME = /^(.+)\.(\d{1,5})w\.(jpg|webp)$/;
const MARKER_NAME = /^(.+)\.ready\.(\d{1,5})x(\d{1,5})$/;

/**
 * Groups a listing of a variant folder by original file name. Only complete sets (marker present)
 * are returned; their variants are the ones the marker's width calls for.
 */
export function parseVariantListing(paths: readonly string[]): Map<string, VariantListing> {
  const found = new Map<string, VariantEntry[]>();
  const ready = new Map<string, { width: number; height: number }>();
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    const marker = MARKER_NAME.exec(name);
    if (marker) {
      ready.set(marker[1]!, { width: Number(marker[2]), height: Number(marker[3]) });
      continue;
    }
    const variant = VARIANT_NAME.exec(name);
    if (!variant) continue;
    const list = found.get(variant[1]!) ?? [];
    list.push({ width: Number(variant[2]), format: variant[3] === "jpg" ? "jpeg" : "webp", path });
    found.set(variant[1]!, list);
  }
  const result = new Map<string, VariantListing>();
  for (const [name, original] of ready) {
    const wanted = new Set(variantWidths(original.width));
    const variants = (found.get(name) ?? []).filter((v) => wanted.has(v.width)).sort((a, b) => a.width - b.width);
    if (variants.length === wanted.size * 2) result.set(name, { original, variants });
  }
  return result;
}

export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
