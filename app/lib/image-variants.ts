// Variants sit in one flat folder per original folder, so one listing covers a gallery (decision 009):
//   events/fsw25/01.jpg  →  variants/events/fsw25/01.jpg.640w.webp, ….640w.jpg, …, 01.jpg.ready.4000x3000
// The `ready` marker is written last: a set without it is incomplete and is made again.

import { IMAGE_TYPES, isAcceptedImageMime } from "./image-types";

export const VARIANT_PREFIX = "variants";
/** Decision 009; 736 fits a phone 412 px wide at ratio 1.75, which would otherwise get 960 (decision 020). */
export const VARIANT_WIDTHS = [320, 640, 736, 960, 1280, 1920] as const;
export const JPEG_VARIANT_QUALITY = 78;
export const WEBP_VARIANT_QUALITY = 72;

export type VariantFormat = "jpeg" | "webp";
const EXTENSIONS: Record<VariantFormat, string> = { jpeg: "jpg", webp: "webp" };

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(IMAGE_TYPES.flatMap((t) => t.extensions));

/** Null when the name has none (upload keys). */
function extensionOf(path: string): string | null {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
}

/** From the path alone, as a page view reads no bytes: a name with an extension must name an accepted type. */
export function mayHaveVariants(path: string): boolean {
  if (path.startsWith(`${VARIANT_PREFIX}/`)) return false;
  const ext = extensionOf(path);
  return ext === null || IMAGE_EXTENSIONS.has(ext);
}

/** A name claiming an accepted type counts, so the image check reports its refusal rather than skipping it. */
export function isVariantSource(path: string, contentType: string): boolean {
  if (!mayHaveVariants(path)) return false;
  return isAcceptedImageMime(contentType) || extensionOf(path) !== null;
}

/** Every standard width below its own, and its own width when that is smaller than the largest. */
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
  /** From the ready marker. */
  original: { width: number; height: number };
  variants: VariantEntry[];
}

const VARIANT_NAME = /^(.+)\.(\d{1,5})w\.(jpg|webp)$/;
const MARKER_NAME = /^(.+)\.ready\.(\d{1,5})x(\d{1,5})$/;

/** Complete sets only (marker present), with the variants the marker's width calls for. */
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
