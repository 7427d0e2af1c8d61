import { galleryIndexPath, isGalleryEntry, isPhotoKey, originalPath, type GalleryEntry } from "~/lib/photo-layout";
import { translatorFor } from "~/i18n/i18n.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { withTimeout } from "~/lib/timeout";
import { photoRemovalUrl } from "~/lib/urls";
import { getDatabase, getStorage } from "../backend/backend.server";
import { IMAGE_SLOTS, type ResolvedImage } from "../images/images.server";
import { listVariants, queueVariants, reasonOf, type VariantSource } from "../images/variants.server";

// Approved uploads only; keys start with the upload time, so a page is one key-ordered query (docs/product.md, Photo galleries).
export const GALLERY_PAGE_SIZE = 36;
const READ_TIMEOUT_MS = 4000;

export interface PublicPhoto extends GalleryEntry {
  key: string;
}

export type PublicPhotoPage =
  | {
      status: "ok";
      photos: PublicPhoto[];
      /** `?before=`, or null on the last page. */
      older: string | null;
      /** `?after=`, or null on the first page. */
      newer: string | null;
    }
  | { status: "error" };

export class CursorError extends Error {
  override name = "CursorError";
}

/** `?before=KEY` starts at KEY and goes older, `?after=KEY` is the page just newer; a malformed cursor is a 400. */
export function cursorFromUrl(url: URL): { before?: string; after?: string } {
  const before = url.searchParams.get("before");
  const after = url.searchParams.get("after");
  if (before !== null && after !== null) throw new CursorError("Ask for older or newer photos, not both.");
  for (const value of [before, after]) {
    if (value !== null && !isPhotoKey(value)) throw new CursorError("This page of photos does not exist.");
  }
  return { ...(before !== null ? { before } : {}), ...(after !== null ? { after } : {}) };
}

/** "newest": a newer page that is the newest, sent to the listing's own URL. */
export type PublicPageLookup = { status: "page"; page: PublicPhotoPage } | { status: "newest" };

/** Throws CursorError on a malformed cursor; "newest" gives the newest photos one address. */
export async function lookUpPublicPage(url: URL, edition?: string): Promise<PublicPageLookup> {
  const cursor = cursorFromUrl(url);
  const page = await listPublicPhotos({ ...cursor, ...(edition ? { edition } : {}) });
  if (cursor.after !== undefined && page.status === "ok" && page.newer === null) return { status: "newest" };
  return { status: "page", page };
}

function toPhoto([key, value]: [string, unknown]): PublicPhoto | null {
  if (!isGalleryEntry(value)) return null;
  return {
    key,
    title: typeof value.title === "string" ? value.title : "",
    original: value.original,
    thumbnail: value.thumbnail,
    width: Number.isFinite(value.width) ? value.width : 0,
    height: Number.isFinite(value.height) ? value.height : 0,
    uploadedAt: value.uploadedAt,
    edition: typeof value.edition === "string" ? value.edition : "",
  };
}

/** One key query of pageSize+1 (or +2) entries, whatever the total; an unreadable or slow database is the error state. */
export async function listPublicPhotos(options: {
  edition?: string;
  before?: string;
  after?: string;
  pageSize?: number;
}): Promise<PublicPhotoPage> {
  const pageSize = options.pageSize ?? GALLERY_PAGE_SIZE;
  const path = galleryIndexPath(options.edition);
  try {
    if (options.after !== undefined) {
      // Oldest first from the cursor: [cursor?, newer..., one more if a newer page exists].
      const rows = await withTimeout(
        getDatabase().queryByKey(path, { startAt: options.after, limit: pageSize + 2, from: "first" }),
        READ_TIMEOUT_MS,
        "Reading the gallery timed out",
      );
      const newer = rows.filter(([key]) => key !== options.after);
      const more = newer.length > pageSize;
      const shown = newer.slice(0, pageSize);
      const photos = shown.map(toPhoto).filter((p): p is PublicPhoto => p !== null);
      photos.reverse();
      return {
        status: "ok",
        photos,
        older: options.after,
        newer: more ? shown.at(-1)![0] : null,
      };
    }
    const rows = await withTimeout(
      getDatabase().queryByKey(path, {
        ...(options.before !== undefined ? { endAt: options.before } : {}),
        limit: pageSize + 1,
        from: "last",
      }),
      READ_TIMEOUT_MS,
      "Reading the gallery timed out",
    );
    rows.reverse();
    const shown = rows.slice(0, pageSize);
    return {
      status: "ok",
      photos: shown.map(toPhoto).filter((p): p is PublicPhoto => p !== null),
      older: rows.length > pageSize ? rows[pageSize]![0] : null,
      newer: options.before !== undefined && shown.length > 0 ? shown[0]![0] : null,
    };
  } catch (error) {
    console.error("The gallery could not be read:", error instanceof Error ? error.message : error);
    return { status: "error" };
  }
}

/** Oldest first, a thousand index entries at a time, never the whole index (the ZIP download). */
export async function* allPublicPhotos(edition: string): AsyncGenerator<PublicPhoto> {
  const path = galleryIndexPath(edition);
  const batch = 1000;
  let startAt: string | undefined;
  for (;;) {
    const rows = await getDatabase().queryByKey(path, { ...(startAt ? { startAt } : {}), limit: batch, from: "first" });
    const fresh = startAt === undefined ? rows : rows.filter(([key]) => key !== startAt);
    for (const row of fresh) {
      const photo = toPhoto(row);
      if (photo) yield photo;
    }
    if (rows.length < batch) return;
    startAt = rows.at(-1)![0];
  }
}

const srcset = (sources: VariantSource[]) => sources.map((v) => `${v.url} ${v.width}w`).join(", ");

/** One variant listing serves the page; the original's URL stands in while variants are missing. */
export async function resolvePublicPhotos(
  photos: readonly PublicPhoto[],
  altPrefix: string,
  lang: Lang = DEFAULT_LANG,
): Promise<Array<ResolvedImage & { caption: string; removeUrl: string }>> {
  const t = translatorFor(lang);
  const { width, height, sizes } = IMAGE_SLOTS.gallery;
  const storage = photos.length > 0 ? await getStorage() : null;
  return Promise.all(
    photos.map(async (photo) => {
      const alt = photo.title ? `${altPrefix}: ${photo.title}` : t("gallery.sharedAlt", { prefix: altPrefix });
      const path = originalPath(photo.key);
      const variants = await listVariants(storage!, path).catch((error: unknown) => {
        console.warn(`Variants of "${path}" could not be looked up: ${reasonOf(error)}`);
        return null;
      });
      const natural =
        variants?.original ?? (photo.width > 0 && photo.height > 0 ? { width: photo.width, height: photo.height } : null);
      const base = {
        alt,
        width,
        height,
        caption: photo.title,
        removeUrl: photoRemovalUrl(photo.key),
        ...(natural ? { natural } : {}),
      };
      if (!variants || variants.jpeg.length === 0) {
        queueVariants(path);
        return { ...base, src: photo.original };
      }
      const fallback = variants.jpeg.filter((v) => v.width <= 1280).at(-1) ?? variants.jpeg[0]!;
      const responsive = { jpeg: srcset(variants.jpeg), webp: srcset(variants.webp), sizes, original: photo.original };
      return { ...base, src: fallback.url, responsive };
    }),
  );
}
