import type { StoragePath } from "../../data/types";
import { getStorage } from "./backend.server";

/** Where an image is shown decides its box (and so width/height, which prevent layout shift). */
export const IMAGE_SLOTS = {
  hero: { width: 1600, height: 900 },
  wide: { width: 1200, height: 675 },
  card: { width: 600, height: 400 },
  gallery: { width: 1200, height: 800 },
  portrait: { width: 600, height: 600 },
  avatar: { width: 240, height: 240 },
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

export interface ResolvedImage {
  /** null when the image could not be resolved (logged; the image stays empty). */
  src: string | null;
  alt: string;
  width: number;
  height: number;
}

export async function resolveImage(path: StoragePath, alt: string, slot: ImageSlot): Promise<ResolvedImage> {
  const size = IMAGE_SLOTS[slot];
  try {
    const storage = await getStorage();
    return { src: await storage.urlFor(path), alt, ...size };
  } catch (error) {
    console.warn(`Image "${path}" could not be resolved:`, error instanceof Error ? error.message : error);
    return { src: null, alt, ...size };
  }
}

export type GalleryResult = { status: "ok"; images: ResolvedImage[] } | { status: "error" };

export const GALLERY_TIMEOUT_MS = 4000;

/**
 * Lists a storage folder and resolves every item. A failing or slow listing becomes the
 * gallery's error state instead of failing the page.
 */
export async function loadGallery(folder: string, altPrefix: string): Promise<GalleryResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Listing "${folder}" timed out`)), GALLERY_TIMEOUT_MS);
  });
  try {
    const work = (async () => {
      const storage = await getStorage();
      const paths = await storage.list(folder);
      const images = await Promise.all(
        paths.map((p, i) => resolveImage(p, `${altPrefix}, photo ${i + 1} of ${paths.length}`, "gallery")),
      );
      return images.filter((image) => image.src !== null);
    })();
    return { status: "ok", images: await Promise.race([work, timeout]) };
  } catch (error) {
    console.error(`Gallery "${folder}" could not be loaded:`, error instanceof Error ? error.message : error);
    return { status: "error" };
  } finally {
    clearTimeout(timer);
  }
}
