import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import { LocalDatabase } from "../../app/services/backend/database.server";
import { reviewUpdate } from "../../app/services/review/review-writes.server";
import { originalPath, posterPath, thumbnailPath, type ReviewState, type UploadRecord } from "../../app/lib/photo-layout";
import { CLIP_MIME } from "../../app/lib/video-types";
import { mediaUrl } from "../../app/lib/urls";

const run = promisify(execFile);

/** What the upload pipeline stores for a clip: a 640×360 H.264/AAC MP4 of 2.5 s, faststart, and its poster frame. */
const RENDITION = { width: 640, height: 360, seconds: 2.5 } as const;

async function made(name: string, args: (out: string) => string[]): Promise<string> {
  const file = path.join(inject("fixtureDir"), name);
  if (await fs.stat(file).catch(() => null)) return file;
  const partial = `${file}.${randomUUID()}${path.extname(name)}`;
  await run("ffmpeg", ["-v", "error", "-nostdin", "-y", ...args(partial)], { maxBuffer: 1 << 20 });
  await fs.rename(partial, file);
  return file;
}

export function renditionFile(): Promise<string> {
  const { width, height, seconds } = RENDITION;
  return made("seeded-rendition.mp4", (out) => [
    ...["-f", "lavfi", "-i", `testsrc2=s=${width}x${height}:r=25:d=${seconds}`, "-f", "lavfi", "-i", `sine=f=330:d=${seconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-profile:v", "main", "-c:a", "aac", "-b:a", "64k"],
    ...["-shortest", "-movflags", "+faststart", "-map_metadata", "-1", "-f", "mp4", out],
  ]);
}

async function posterFile(width: number): Promise<string> {
  const rendition = await renditionFile();
  return made(`seeded-poster-${width}.jpg`, (out) => [
    "-i",
    rendition,
    "-frames:v",
    "1",
    "-vf",
    `scale=${width}:-2`,
    "-f",
    "mjpeg",
    out,
  ]);
}

async function review(dataDir: string, key: string, record: UploadRecord, state: ReviewState): Promise<void> {
  const writes = reviewUpdate(key, { record: null, review: null }, { record, state }, Number(key.split("-")[0]), []);
  await new LocalDatabase(dataDir).update("/", writes);
}

/** A photo beside the clips, as the upload and the review write it. */
export async function seedPhoto(
  dataDir: string,
  { key, title, state, jpeg }: { key: string; title: string; state: ReviewState; jpeg: Uint8Array },
): Promise<void> {
  for (const target of [originalPath(key), thumbnailPath(key)]) {
    await fs.mkdir(path.dirname(path.join(dataDir, "storage", target)), { recursive: true });
    await fs.writeFile(path.join(dataDir, "storage", target), jpeg);
  }
  const record: UploadRecord = {
    original: mediaUrl(originalPath(key)),
    thumbnail: mediaUrl(thumbnailPath(key)),
    type: "image/jpeg",
    uploadedAt: new Date(Number(key.split("-")[0])).toISOString(),
    title,
    edition: "FSW25",
    dimensions: { width: 480, height: 360 },
  };
  await review(dataDir, key, record, state);
}

/** The files and database nodes of one clip as the upload and the review write them, on the embedded default. */
export async function seedClip(
  dataDir: string,
  {
    key,
    title,
    state,
    name,
    edition = "FSW25",
  }: { key: string; title: string; state: ReviewState; name?: string; edition?: string },
): Promise<UploadRecord> {
  const storage = path.join(dataDir, "storage");
  for (const [target, source] of [
    [originalPath(key), await renditionFile()],
    [posterPath(key), await posterFile(RENDITION.width)],
    [thumbnailPath(key), await posterFile(100)],
  ] as const) {
    await fs.mkdir(path.dirname(path.join(storage, target)), { recursive: true });
    await fs.copyFile(source, path.join(storage, target));
  }
  const at = Number(key.split("-")[0]);
  const record: UploadRecord = {
    original: mediaUrl(originalPath(key)),
    thumbnail: mediaUrl(thumbnailPath(key)),
    poster: mediaUrl(posterPath(key)),
    duration: RENDITION.seconds,
    type: CLIP_MIME,
    uploadedAt: new Date(at).toISOString(),
    title,
    edition,
    size: "0.1 MB",
    dimensions: { width: RENDITION.width, height: RENDITION.height },
    ...(name ? { name } : {}),
  };
  await review(dataDir, key, record, state);
  return record;
}
