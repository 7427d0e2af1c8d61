import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipFile } from "yazl";
import { sniffImageType } from "~/lib/image-sniff";
import { sniffVideoContainer } from "~/lib/video-types";
import { getStorage } from "../backend/backend.server";
import { getConfig } from "../../config/config.server";
import { originalPath } from "~/lib/photo-layout";
import type { GalleryFilter } from "~/lib/gallery-filter";
import { allPublicPhotos, type PublicPhoto } from "./gallery.server";
import type { MediaStorage } from "../backend/storage.server";
import { MAX_SOURCE_BYTES } from "../images/variants.server";

/** Its title (or key), made safe and unique within the archive. */
export function archiveName(photo: Pick<PublicPhoto, "key" | "title">, extension: string, taken: Set<string>): string {
  const base =
    photo.title
      .replace(/\.(jpe?g|png|webp|gif|avif|hei[cf]|mp4|m4v|mov|webm)$/i, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || photo.key;
  // Names Windows keeps for devices cannot be unpacked there.
  const safe = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(base) ? `${base}-photo` : base;
  let name = `${safe}.${extension}`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${safe}-${n}.${extension}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A clip is its MP4 rendition; a photo keeps the type its bytes show. */
export function archiveExtension(photo: Pick<PublicPhoto, "poster">, head: Uint8Array): string {
  if (photo.poster) return sniffVideoContainer(head) === "iso-bmff" ? "mp4" : "bin";
  return sniffImageType(head)?.ext ?? "bin";
}

const sourceLimit = (photo: Pick<PublicPhoto, "poster">) =>
  photo.poster ? Math.max(MAX_SOURCE_BYTES, getConfig().video.maxBytes) : MAX_SOURCE_BYTES;

type Opened = { stream(): AsyncIterable<Uint8Array> | NodeJS.ReadableStream } | null;

/** A store without `open` copies to a temporary file: one photo at a time, never the archive. */
export async function openStored(
  storage: MediaStorage,
  objectPath: string,
  maxBytes = MAX_SOURCE_BYTES,
): Promise<AsyncIterable<Uint8Array>> {
  const open = (storage as { open?: (p: string) => Promise<Opened> }).open;
  if (typeof open === "function") {
    const opened = await open.call(storage, objectPath);
    if (!opened) throw new Error(`"${objectPath}" is missing from storage.`);
    return opened.stream() as AsyncIterable<Uint8Array>;
  }
  const tmpDir = path.join(getConfig().dataDir, "tmp");
  await fs.mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.zip-source`);
  try {
    await storage.download(objectPath, file, { maxBytes });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  const stream = createReadStream(file);
  stream.once("close", () => void fs.rm(file, { force: true }));
  return stream;
}

async function withHead(source: AsyncIterable<Uint8Array>): Promise<{ head: Buffer; body: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = source[Symbol.asyncIterator]();
  while (size < 64) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(Buffer.from(next.value));
    size += next.value.byteLength;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
  }
  return { head, body: Readable.from(rest(), { objectMode: false }) };
}

/** Streamed, one photo open at a time, stored not deflated (JPEG does not compress); an unreadable photo fails the download rather than vanish. Null without public photos (of `filter`). */
export async function editionArchive(edition: string, filter?: GalleryFilter | null): Promise<Readable | null> {
  const photos = allPublicPhotos(edition, filter);
  const first = await photos.next();
  if (first.done) return null;
  const storage = await getStorage();
  const zip = new ZipFile();
  const out = new PassThrough();
  zip.outputStream.on("error", (error) => out.destroy(error));
  zip.on("error", (error: Error) => out.destroy(error));
  zip.outputStream.pipe(out);
  const taken = new Set<string>();
  let current: Readable | null = null;
  // A visitor who stops the download: the photo being read is closed, and no further one is opened.
  out.once("close", () => current?.destroy());
  (async () => {
    for (let next: IteratorResult<PublicPhoto> = first; !next.done; next = await photos.next()) {
      if (out.destroyed) return;
      const photo = next.value;
      const { head, body } = await withHead(await openStored(storage, originalPath(photo.key), sourceLimit(photo)));
      current = body;
      const name = archiveName(photo, archiveExtension(photo, head), taken);
      const mtime = new Date(photo.uploadedAt);
      zip.addReadStream(body, name, { compress: false, ...(Number.isNaN(mtime.getTime()) ? {} : { mtime }) });
      await finished(body);
    }
    zip.end();
  })().catch((error: unknown) => {
    if (out.destroyed) return;
    console.error(`The photos of ${edition} could not be archived:`, error instanceof Error ? error.message : error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
