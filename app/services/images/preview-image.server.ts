import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isSvg, sniffImageType } from "~/lib/image-sniff";
import { LRUCache } from "lru-cache";
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, type PreviewSpec, type PreviewImage } from "~/models/preview-cards.server";
import { getStorage } from "../backend/backend.server";
import { getConfig } from "../../config/config.server";
import { IMAGE_TIMEOUT_MS } from "./image-processing.server";
import { runImageJob } from "./image-queue.server";
import { readAll } from "../backend/storage.server";

export {
  eventPreviewSpec,
  lookupPreview,
  PREVIEW_HEIGHT,
  PREVIEW_ROUTE,
  PREVIEW_WIDTH,
  previewFileName,
  previewImage,
  sitePreviewSpec,
  type PreviewLookup,
  type PreviewSpec,
} from "~/models/preview-cards.server";

/** Larger covers fall back to the plain card. */
const MAX_SOURCE_BYTES = 30 * 1024 * 1024;
const JPEG_QUALITY = 85;

type CoverType = "image/svg+xml" | "image/png" | "image/jpeg";

/** SVG, PNG or JPEG, judged from the bytes. */
async function readCover(storagePath: string): Promise<{ type: CoverType; bytes: Buffer }> {
  const object = await (await getStorage()).open(storagePath);
  if (!object) throw new Error(`"${storagePath}" is not in the store`);
  const bytes = await readAll(object, MAX_SOURCE_BYTES);
  if (isSvg(bytes)) return { type: "image/svg+xml", bytes };
  const type = sniffImageType(bytes.subarray(0, 512));
  if (type?.mime === "image/png" || type?.mime === "image/jpeg") return { type: type.mime, bytes };
  throw new Error(`"${storagePath}" is not an SVG, PNG or JPEG`);
}

export interface RenderedPreview {
  bytes: Buffer;
  type: PreviewImage["type"];
  /** False: the plain card is served, but not kept. */
  complete: boolean;
}

/** satori, resvg and the encoder run in the image pool, never on the request thread. */
export async function renderPreview(spec: PreviewSpec): Promise<RenderedPreview> {
  let cover: { type: CoverType; bytes: Buffer } | null = null;
  try {
    cover = await readCover(spec.imgPath);
  } catch (error) {
    console.warn(`Preview "${spec.key}": cover left out:`, error instanceof Error ? error.message : error);
  }
  const drawn = await runImageJob<{ jpeg: Uint8Array; coverDrawn: boolean; coverError: string | null }>(
    "drawPreview",
    {
      spec: { kicker: spec.kicker, title: spec.title, lines: spec.lines },
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      quality: JPEG_QUALITY,
      cover,
    },
    { priority: "foreground", timeoutMs: IMAGE_TIMEOUT_MS },
  );
  if (drawn.coverError) console.warn(`Preview "${spec.key}": cover left out: ${drawn.coverError}`);
  const bytes = Buffer.from(drawn.jpeg.buffer, drawn.jpeg.byteOffset, drawn.jpeg.byteLength);
  return { bytes, type: PREVIEW_TYPE, complete: drawn.coverDrawn };
}

const memory = new LRUCache<string, RenderedPreview>({ max: 24 });
const inFlight = new Map<string, Promise<RenderedPreview>>();

function cacheDir(): string {
  return path.join(getConfig().dataDir, "cache", "previews");
}

/** Memory, else disk, else drawn once (concurrent requests share the drawing). */
export async function getPreview(fileName: string, spec: PreviewSpec): Promise<RenderedPreview> {
  const hit = memory.get(fileName);
  if (hit) return hit;
  let pending = inFlight.get(fileName);
  if (!pending) {
    pending = loadOrDraw(fileName, spec).finally(() => inFlight.delete(fileName));
    inFlight.set(fileName, pending);
  }
  return pending;
}

async function loadOrDraw(fileName: string, spec: PreviewSpec): Promise<RenderedPreview> {
  const file = path.join(cacheDir(), fileName);
  const stored = await fs.readFile(file).catch(() => null);
  if (stored) {
    const preview: RenderedPreview = { bytes: stored, type: PREVIEW_TYPE, complete: true };
    memory.set(fileName, preview);
    return preview;
  }
  const preview = await renderPreview(spec);
  if (preview.complete) {
    memory.set(fileName, preview);
    await keepOnDisk(file, preview.bytes);
  }
  return preview;
}

/** Best effort: a read-only or full disk costs a redraw after a restart, never the answer. */
async function keepOnDisk(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {});
    console.warn(`Preview cache: could not keep ${path.basename(file)}:`, error instanceof Error ? error.message : error);
  }
}
