import { renderAsync } from "@resvg/resvg-js";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import type { FestivalEvent } from "../../data/types";
import { formatDateRange } from "~/lib/events";
import { sniffImageType } from "~/lib/image-sniff";
import { LruCache } from "~/lib/lru";
import { absoluteUrl, SITE_NAME, type PreviewImage } from "~/lib/meta";
import { getStorage } from "./backend.server";
import { getConfig } from "./config.server";
import { events, home } from "~/models/content.server";
import { LocalStorage } from "./storage.server";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Part of every hash: bump it when the card's design changes, so every URL changes with it. */
const DESIGN_VERSION = 1;
/** A cover larger than this is not read (the preview falls back to the plain card). */
const MAX_SOURCE_BYTES = 30 * 1024 * 1024;
export const PREVIEW_ROUTE = "/previews";

export interface PreviewSpec {
  /** "site" or "event-{id}". */
  key: string;
  kicker: string;
  title: string;
  lines: string[];
  /** Storage path of the background image. */
  imgPath: string;
  alt: string;
}

export function eventPreviewSpec(event: FestivalEvent): PreviewSpec {
  return {
    key: `event-${event.id.toLowerCase()}`,
    kicker: SITE_NAME,
    title: event.title,
    lines: [`${event.city}, ${event.region}`, formatDateRange(event.date)],
    imgPath: event.imgPath,
    alt: `${event.title}: ${event.city}, ${event.region}, ${formatDateRange(event.date)}`,
  };
}

export function sitePreviewSpec(): PreviewSpec {
  return {
    key: "site",
    kicker: home.intro.kicker,
    title: SITE_NAME,
    lines: ["A week on chartered sailboats with Forró dance workshops"],
    imgPath: home.intro.heroImgPath,
    alt: `${SITE_NAME}: ${home.intro.heroAlt}`,
  };
}

// JPEG for every card: a full-bleed cover as PNG runs past the 300 KB that chat apps accept quickly.
const PREVIEW_TYPE = "image/jpeg";
const JPEG_QUALITY = 85;

/** The file name carries a hash of everything drawn, so a changed title, date or image gives a new URL. */
export function previewFileName(spec: PreviewSpec): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([DESIGN_VERSION, spec.kicker, spec.title, spec.lines, spec.imgPath]))
    .digest("hex")
    .slice(0, 16);
  return `${spec.key}-${hash}.jpg`;
}

export function previewImage(spec: PreviewSpec, siteUrl = getConfig().siteUrl): PreviewImage {
  return {
    url: absoluteUrl(siteUrl, `${PREVIEW_ROUTE}/${previewFileName(spec)}`),
    type: PREVIEW_TYPE,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    alt: spec.alt,
  };
}

function allSpecs(): PreviewSpec[] {
  return [sitePreviewSpec(), ...events.map(eventPreviewSpec)];
}

export type PreviewLookup = { status: "current"; spec: PreviewSpec } | { status: "stale"; current: string } | null;

/** A file name is either today's, an older one of a known card (its content changed since), or unknown. */
export function lookupPreview(fileName: string): PreviewLookup {
  const match = /^([a-z0-9-]{1,64})-[0-9a-f]{16}\.jpg$/.exec(fileName);
  if (!match) return null;
  const spec = allSpecs().find((s) => s.key === match[1]);
  if (!spec) return null;
  const current = previewFileName(spec);
  return current === fileName ? { status: "current", spec } : { status: "stale", current };
}

// --- drawing -------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
let fontsPromise: Promise<Array<{ name: string; data: Buffer; weight: 400 | 600 | 700; style: "normal" }>> | undefined;

function loadFonts() {
  const font = (file: string, name: string, weight: 400 | 600 | 700) =>
    fs.readFile(file).then((data) => ({ name, data, weight, style: "normal" as const }));
  fontsPromise ??= Promise.all([
    font(require.resolve("@fontsource/lora/files/lora-latin-700-normal.woff"), "Lora", 700),
    font(require.resolve("@fontsource/lora/files/lora-latin-ext-700-normal.woff"), "Lora", 700),
    font(require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"), "Inter", 400),
    font(require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"), "Inter", 600),
    font(require.resolve("@fontsource/inter/files/inter-latin-ext-600-normal.woff"), "Inter", 600),
  ]);
  return fontsPromise;
}

async function readStorageObject(storagePath: string): Promise<Buffer> {
  const storage = await getStorage();
  if (storage instanceof LocalStorage) {
    const file = await storage.open(storagePath);
    if (!file) throw new Error(`"${storagePath}" is not in the store`);
    if (file.size > MAX_SOURCE_BYTES) throw new Error(`"${storagePath}" is larger than ${MAX_SOURCE_BYTES} bytes`);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream()) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }
  const res = await fetch(await storage.urlFor(storagePath), { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`"${storagePath}" answered ${res.status}`);
  if (Number(res.headers.get("content-length") ?? 0) > MAX_SOURCE_BYTES) throw new Error(`"${storagePath}" is too large`);
  return Buffer.from(await res.arrayBuffer());
}

function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The cover as a data URL satori can place: drawings are rasterised first, photos pass as they are. */
async function coverDataUrl(storagePath: string): Promise<string> {
  const bytes = await readStorageObject(storagePath);
  if (isSvg(bytes)) {
    // Off the request thread: resvg's async render runs on libuv's pool.
    const png = (await renderAsync(bytes, { fitTo: { mode: "width", value: PREVIEW_WIDTH } })).asPng();
    return `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
  }
  const type = sniffImageType(bytes.subarray(0, 512));
  if (type?.mime === "image/png" || type?.mime === "image/jpeg") return `data:${type.mime};base64,${bytes.toString("base64")}`;
  throw new Error(`"${storagePath}" is not an SVG, PNG or JPEG`);
}

function Card({ spec, cover }: { spec: PreviewSpec; cover: string | null }) {
  return (
    <div
      style={{
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        display: "flex",
        position: "relative",
        backgroundColor: "#0b2a4a",
        fontFamily: "Inter",
      }}
    >
      {cover ? (
        <img
          src={cover}
          width={PREVIEW_WIDTH}
          height={PREVIEW_HEIGHT}
          style={{ position: "absolute", top: 0, left: 0, objectFit: "cover" }}
        />
      ) : null}
      <div
        style={{
          position: "absolute",
          inset: 0,
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          padding: "56px 64px",
          backgroundImage: "linear-gradient(180deg, rgba(11,42,74,0.05) 0%, rgba(11,42,74,0.55) 45%, rgba(11,42,74,0.94) 100%)",
          color: "#fffaf3",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", marginBottom: 18 }}>
          <div style={{ width: 44, height: 6, borderRadius: 3, backgroundColor: "#f25c54", marginRight: 16 }} />
          <div style={{ fontSize: 28, fontWeight: 600, letterSpacing: 2, color: "#f7b32b", textTransform: "uppercase" }}>
            {spec.kicker}
          </div>
        </div>
        <div style={{ fontFamily: "Lora", fontWeight: 700, fontSize: spec.title.length > 30 ? 64 : 76, lineHeight: 1.1 }}>
          {spec.title}
        </div>
        {spec.lines.map((line) => (
          <div key={line} style={{ fontSize: 32, fontWeight: 400, marginTop: 14, color: "#fbeedd" }}>
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}

export interface RenderedPreview {
  bytes: Buffer;
  type: PreviewImage["type"];
  /** False when the cover could not be read: the plain card is served, but not kept. */
  complete: boolean;
}

export async function renderPreview(spec: PreviewSpec): Promise<RenderedPreview> {
  let cover: string | null = null;
  try {
    cover = await coverDataUrl(spec.imgPath);
  } catch (error) {
    console.warn(`Preview "${spec.key}": cover left out:`, error instanceof Error ? error.message : error);
  }
  const svg = await satori(<Card spec={spec} cover={cover} />, {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: await loadFonts(),
  });
  const png = Buffer.from((await renderAsync(svg, { fitTo: { mode: "original" } })).asPng());
  // Loaded on first use: the server's start-up does not pay for the JPEG encoder.
  const { Jimp } = await import("jimp");
  const bytes = await (await Jimp.fromBuffer(png)).getBuffer(PREVIEW_TYPE, { quality: JPEG_QUALITY });
  return { bytes, type: PREVIEW_TYPE, complete: cover !== null };
}

// --- cache ---------------------------------------------------------------------------------------

const memory = new LruCache<string, RenderedPreview>(24);
const inFlight = new Map<string, Promise<RenderedPreview>>();

function cacheDir(): string {
  return path.join(getConfig().dataDir, "cache", "previews");
}

/**
 * The preview for a current file name: from memory, else from disk, else drawn once (concurrent
 * requests share the drawing) and kept in both.
 */
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
  // Written aside and renamed, so a crash never leaves half a file under the final name.
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
