import { imageDescriptions } from "../../../data/images";
import type { StoragePath } from "../../../data/types";
import { translatorFor } from "~/i18n/i18n.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { GALLERY_SIZES } from "~/lib/gallery-layout";
import { mayHaveVariants } from "~/lib/image-variants";
import { withTimeout } from "~/lib/timeout";
import { getStorage } from "../backend/backend.server";
import {
  findVariants,
  prefetchVariants,
  queueVariants,
  reasonOf,
  type ImageVariants,
  type VariantSource,
} from "./variants.server";

/** Box (against layout shift) and `sizes` per place; the widths follow app/styles/app.css. */
export const IMAGE_SLOTS = {
  hero: { width: 1600, height: 900, sizes: "100vw" },
  wide: { width: 1200, height: 675, sizes: "(min-width: 1180px) 530px, (min-width: 860px) 45vw, calc(100vw - 40px)" },
  card: { width: 600, height: 400, sizes: "(min-width: 820px) 480px, calc(100vw - 40px)" },
  gallery: { width: 1200, height: 800, sizes: GALLERY_SIZES },
  portrait: { width: 600, height: 600, sizes: "(min-width: 1000px) 380px, (min-width: 620px) 45vw, calc(100vw - 40px)" },
  avatar: { width: 240, height: 240, sizes: "64px" },
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

export interface ResolvedImage {
  /** Null when the image could not be resolved (logged). */
  src: string | null;
  alt: string;
  width: number;
  height: number;
  responsive?: { jpeg: string; webp: string; sizes: string; original: string };
  /** From the ready marker or the index entry; `width`/`height` above are the slot's box. */
  natural?: { width: number; height: number };
  /** A clip: `src` and `responsive` are its poster's, this its H.264 rendition. */
  clip?: { src: string; duration?: number };
}

const srcset = (sources: VariantSource[]) => sources.map((s) => `${s.url} ${s.width}w`).join(", ");

function responsive(variants: ImageVariants, original: string, sizes: string) {
  const fallback = variants.jpeg.filter((s) => s.width <= 1280).at(-1) ?? variants.jpeg[0]!;
  return { src: fallback.url, responsive: { jpeg: srcset(variants.jpeg), webp: srcset(variants.webp), sizes, original } };
}

async function variantsOf(path: StoragePath): Promise<ImageVariants | null> {
  if (!mayHaveVariants(path)) return null;
  try {
    return await findVariants(path);
  } catch (error) {
    console.warn(`Variants of "${path}" could not be looked up: ${reasonOf(error)}`);
    return null;
  }
}

/** Our own image's description (data/images.ts) in `lang`; `fallback` for a file data/ does not describe. */
export function describedAlt(path: StoragePath, lang: Lang, fallback: string): string {
  return imageDescriptions[path]?.[lang] ?? fallback;
}

/** A label (a portrait's "Portrait of …") followed by what the image shows. */
export function labelledAlt(label: string, path: StoragePath, lang: Lang): string {
  const description = imageDescriptions[path]?.[lang];
  return description ? `${label}. ${description}` : label;
}

export async function resolveImage(path: StoragePath, alt: string, slot: ImageSlot): Promise<ResolvedImage> {
  const { width, height, sizes } = IMAGE_SLOTS[slot];
  try {
    const storage = await getStorage();
    const [src, variants] = await Promise.all([storage.urlFor(path), variantsOf(path)]);
    // No variants yet: the original now, and its variants are asked for in the background.
    if (!variants && mayHaveVariants(path)) queueVariants(path);
    return { src, alt, width, height, ...(variants ? { ...responsive(variants, src, sizes), natural: variants.original } : {}) };
  } catch (error) {
    console.warn(`Image "${path}" could not be resolved:`, error instanceof Error ? error.message : error);
    return { src: null, alt, width, height };
  }
}

export type GalleryResult = { status: "ok"; images: ResolvedImage[] } | { status: "error" };

export const GALLERY_TIMEOUT_MS = 4000;

/** A failing or slow listing becomes the gallery's error state, not a failed page; alt texts in `lang`, numbered where undescribed. */
export async function loadGallery(folder: string, altPrefix: string, lang: Lang = DEFAULT_LANG): Promise<GalleryResult> {
  const t = translatorFor(lang);
  try {
    const work = (async () => {
      const storage = await getStorage();
      prefetchVariants(folder);
      const paths = await storage.list(folder);
      const images = await Promise.all(
        paths.map((p, i) =>
          resolveImage(
            p,
            describedAlt(p, lang, t("gallery.photoAlt", { prefix: altPrefix, index: i + 1, count: paths.length })),
            "gallery",
          ),
        ),
      );
      return images.filter((image) => image.src !== null);
    })();
    return { status: "ok", images: await withTimeout(work, GALLERY_TIMEOUT_MS, `Listing "${folder}" timed out`) };
  } catch (error) {
    console.error(`Gallery "${folder}" could not be loaded:`, error instanceof Error ? error.message : error);
    return { status: "error" };
  }
}
