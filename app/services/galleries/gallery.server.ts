import {
  FACETS,
  galleryFacetPath,
  galleryIndexPath,
  isGalleryEntry,
  isPhotoKey,
  originalPath,
  type GalleryEntry,
} from "~/lib/photo-layout";
import type { GalleryFilter } from "~/lib/gallery-filter";
import { translatorFor } from "~/i18n/i18n.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { withTimeout } from "~/lib/timeout";
import { uploadAlt } from "~/lib/photo-alt";
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
export async function lookUpPublicPage(url: URL, edition?: string, filter?: GalleryFilter | null): Promise<PublicPageLookup> {
  const cursor = cursorFromUrl(url);
  const page = await listPublicPhotos({ ...cursor, ...(edition ? { edition } : {}), ...(filter ? { filter } : {}) });
  if (cursor.after !== undefined && page.status === "ok" && page.newer === null) return { status: "newest" };
  return { status: "page", page };
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

function toPhoto([key, value]: [string, unknown]): PublicPhoto | null {
  if (!isGalleryEntry(value)) return null;
  const photo: PublicPhoto = {
    key,
    title: typeof value.title === "string" ? value.title : "",
    original: value.original,
    thumbnail: value.thumbnail,
    width: Number.isFinite(value.width) ? value.width : 0,
    height: Number.isFinite(value.height) ? value.height : 0,
    uploadedAt: value.uploadedAt,
    edition: typeof value.edition === "string" ? value.edition : "",
  };
  for (const facet of FACETS) {
    const label = text(value[facet]);
    if (label !== undefined) photo[facet] = label;
  }
  const alt = text(value.alt);
  if (alt !== undefined) photo.alt = alt;
  const poster = text(value.poster);
  if (poster !== undefined) photo.poster = poster;
  if (poster !== undefined && Number.isFinite(value.duration)) photo.duration = value.duration!;
  return photo;
}

/** Rows of the full index are entries; a facet's rows are keys, whose entries are read from the edition's index. */
async function photosOf(rows: ReadonlyArray<[string, unknown]>, edition: string | undefined, narrowed: boolean) {
  if (!narrowed || !edition) return rows.map(toPhoto).filter((p): p is PublicPhoto => p !== null);
  const database = getDatabase();
  const entries = await Promise.all(
    rows.map(async ([key]) => toPhoto([key, await database.get(`${galleryIndexPath(edition)}/${key}`)])),
  );
  return entries.filter((p): p is PublicPhoto => p !== null);
}

const timed = <T>(read: Promise<T>) => withTimeout(read, READ_TIMEOUT_MS, "Reading the gallery timed out");

/** One key query of pageSize+1 (or +2) entries, whatever the total; narrowed, that many keys of the facet, then their entries. An unreadable or slow database is the error state. */
export async function listPublicPhotos(options: {
  edition?: string;
  before?: string;
  after?: string;
  pageSize?: number;
  /** Only with an edition. */
  filter?: GalleryFilter | null;
}): Promise<PublicPhotoPage> {
  const pageSize = options.pageSize ?? GALLERY_PAGE_SIZE;
  const { edition, filter } = options;
  const narrowed = Boolean(filter && edition);
  const path = filter && edition ? galleryFacetPath(edition, filter.facet, filter.slug) : galleryIndexPath(edition);
  try {
    if (options.after !== undefined) {
      // Oldest first from the cursor: [cursor?, newer..., one more if a newer page exists].
      const rows = await timed(getDatabase().queryByKey(path, { startAt: options.after, limit: pageSize + 2, from: "first" }));
      const newer = rows.filter(([key]) => key !== options.after);
      const more = newer.length > pageSize;
      const shown = newer.slice(0, pageSize);
      const photos = await timed(photosOf(shown, edition, narrowed));
      photos.reverse();
      return { status: "ok", photos, older: options.after, newer: more ? shown.at(-1)![0] : null };
    }
    const rows = await timed(
      getDatabase().queryByKey(path, {
        ...(options.before !== undefined ? { endAt: options.before } : {}),
        limit: pageSize + 1,
        from: "last",
      }),
    );
    rows.reverse();
    const shown = rows.slice(0, pageSize);
    return {
      status: "ok",
      photos: await timed(photosOf(shown, edition, narrowed)),
      older: rows.length > pageSize ? rows[pageSize]![0] : null,
      newer: options.before !== undefined && shown.length > 0 ? shown[0]![0] : null,
    };
  } catch (error) {
    console.error("The gallery could not be read:", error instanceof Error ? error.message : error);
    return { status: "error" };
  }
}

/** Oldest first, a thousand index entries (or facet keys) at a time, never the whole index (the ZIP download). */
export async function* allPublicPhotos(edition: string, filter?: GalleryFilter | null): AsyncGenerator<PublicPhoto> {
  const path = filter ? galleryFacetPath(edition, filter.facet, filter.slug) : galleryIndexPath(edition);
  const batch = 1000;
  let startAt: string | undefined;
  for (;;) {
    const rows = await getDatabase().queryByKey(path, { ...(startAt ? { startAt } : {}), limit: batch, from: "first" });
    const fresh = startAt === undefined ? rows : rows.filter(([key]) => key !== startAt);
    // Narrowed, a few entries are read at a time: the archive takes one photo at a time anyway.
    for (let i = 0; i < fresh.length; i += 50) yield* await photosOf(fresh.slice(i, i + 50), edition, Boolean(filter));
    if (rows.length < batch) return;
    startAt = rows.at(-1)![0];
  }
}

const srcset = (sources: VariantSource[]) => sources.map((v) => `${v.url} ${v.width}w`).join(", ");

/** One variant listing serves the page; the original's URL (a clip's poster) stands in while variants are missing. */
export async function resolvePublicPhotos(
  photos: readonly PublicPhoto[],
  lang: Lang = DEFAULT_LANG,
): Promise<Array<ResolvedImage & { caption: string; removeUrl: string; by?: string }>> {
  const { width, height, sizes } = IMAGE_SLOTS.gallery;
  const storage = photos.length > 0 ? await getStorage() : null;
  return Promise.all(
    photos.map(async (photo) => {
      const alt = uploadAlt(translatorFor(lang), { ...photo, clip: Boolean(photo.poster) });
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
        ...(photo.by ? { by: photo.by } : {}),
        ...(natural ? { natural } : {}),
        ...(photo.poster
          ? { clip: { src: photo.original, ...(photo.duration !== undefined ? { duration: photo.duration } : {}) } }
          : {}),
      };
      const image = photo.poster ?? photo.original;
      if (!variants || variants.jpeg.length === 0) {
        queueVariants(path);
        return { ...base, src: image };
      }
      const fallback = variants.jpeg.filter((v) => v.width <= 1280).at(-1) ?? variants.jpeg[0]!;
      const responsive = { jpeg: srcset(variants.jpeg), webp: srcset(variants.webp), sizes, original: image };
      return { ...base, src: fallback.url, responsive };
    }),
  );
}
