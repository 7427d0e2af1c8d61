import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FileStore } from "@tus/file-store";
import type { DataStore, Locker } from "@tus/server";
import { MESSAGES, RESUMABLE_FIELD } from "~/lib/photo-upload";
import type { Config } from "./config.server";
import { firebaseBucket } from "./firebase/app.server";
import {
  BucketLocker,
  BucketPartialUploads,
  bucketPartialBytes,
  bucketPartialInfo,
  downloadPartial,
  removeBucketPartial,
  sweepBucketPartials,
} from "./firebase/partial-uploads.server";
import { UploadRefusal, tooLarge, type StagedFile } from "./photo-staging.server";

/**
 * Resumable uploads (tus, served by server/tus.mjs). On the embedded default @tus/file-store keeps
 * each upload as a file `{id}` and its description `{id}.json` in this folder under DATA_DIR; on
 * Firebase @tus/gcs-store keeps them in the bucket under a private prefix, where every copy of the
 * site sees them (firebase/partial-uploads.server.ts, docs/DEPLOYMENT.md, docs/decisions/014).
 */
export const PARTIAL_UPLOADS_FOLDER = "uploads-partial";
/** The ids @tus/server gives (16 random bytes in hex); anything else never names an upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function partialUploadsDir(dataDir: string): string {
  return path.join(dataDir, PARTIAL_UPLOADS_FOLDER);
}

type PartialConfig = Pick<Config, "dataDir" | "firebase">;

/**
 * Where tus keeps partial uploads: the bucket on Firebase, with a lock every copy sees; DATA_DIR on
 * the embedded default, with @tus/server's own in-memory lock (`locker` undefined).
 */
export function partialUploadStore(config: PartialConfig): { datastore: DataStore; locker?: Locker } {
  if (config.firebase) {
    const bucket = firebaseBucket(config.firebase);
    return { datastore: new BucketPartialUploads(bucket), locker: new BucketLocker(bucket) };
  }
  return { datastore: new FileStore({ directory: partialUploadsDir(config.dataDir) }) };
}

/** What @tus/file-store keeps beside each upload. */
interface PartialInfo {
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

async function readInfo(dir: string, id: string): Promise<PartialInfo | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), "utf8")) as PartialInfo;
  } catch {
    return null;
  }
}

export async function removePartial(dir: string, id: string): Promise<void> {
  await Promise.all([fs.rm(path.join(dir, id), { force: true }), fs.rm(path.join(dir, `${id}.json`), { force: true })]);
}

/**
 * The finished resumable upload `id` as a staged file for the upload pipeline. On the embedded
 * default it stays where tus wrote it; on Firebase it is copied from the bucket into DATA_DIR/tmp
 * (removed with the other staged files). `resumable.finished()` removes the upload once it is stored
 * or refused for good.
 */
export async function takeResumable(
  id: string,
  config: Pick<Config, "dataDir" | "maxUploadBytes" | "firebase">,
): Promise<StagedFile> {
  const notFound = () =>
    new UploadRefusal(400, MESSAGES.uploadError("The resumable upload was not found. Please send the photo again."), null);
  const incomplete = () => new UploadRefusal(400, MESSAGES.uploadError("The resumable upload is not complete yet."), null);
  if (!UPLOAD_ID.test(id)) throw notFound();
  if (config.firebase) {
    const bucket = firebaseBucket(config.firebase);
    const info = await bucketPartialInfo(bucket, id);
    if (!info || info.size === null) throw notFound();
    if (info.size > config.maxUploadBytes || info.offset > config.maxUploadBytes) throw tooLarge(config.maxUploadBytes);
    if (info.offset !== info.size) throw incomplete();
    const copy = await downloadPartial(bucket, id, path.join(config.dataDir, "tmp"), config.maxUploadBytes).catch(() => {
      throw notFound();
    });
    if (copy.bytes !== info.size) {
      await fs.rm(copy.tempPath, { force: true });
      throw incomplete();
    }
    return {
      tempPath: copy.tempPath,
      filename: info.metadata.filename || `${RESUMABLE_FIELD}.jpg`,
      bytes: copy.bytes,
      sha256: copy.sha256,
      resumable: { finished: () => removeBucketPartial(bucket, id), copied: true },
    };
  }
  const dir = partialUploadsDir(config.dataDir);
  const info = await readInfo(dir, id);
  const file = path.join(dir, id);
  const stat = await fs.stat(file).catch(() => null);
  if (!info || !stat?.isFile() || typeof info.size !== "number") throw notFound();
  if (info.size > config.maxUploadBytes || stat.size > config.maxUploadBytes) throw tooLarge(config.maxUploadBytes);
  if (stat.size !== info.size) throw incomplete();
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return {
    tempPath: file,
    filename: info.metadata?.filename || `${RESUMABLE_FIELD}.jpg`,
    bytes: stat.size,
    sha256: hash.digest("hex"),
    resumable: { finished: () => removePartial(dir, id) },
  };
}

/** Bytes the partial uploads have claimed (their declared sizes), for the disk limit. */
export async function partialBytes(config: PartialConfig): Promise<number> {
  if (config.firebase) return bucketPartialBytes(firebaseBucket(config.firebase));
  const dir = partialUploadsDir(config.dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) {
    if (!name.endsWith(".json")) continue;
    const info = await readInfo(dir, name.slice(0, -5));
    if (typeof info?.size === "number") total += info.size;
  }
  return total;
}

/** Removes the partial uploads that made no progress for `maxAgeMs`; returns how many. */
export async function sweepPartialUploads(config: PartialConfig, maxAgeMs: number, now = Date.now()): Promise<number> {
  if (config.firebase) return sweepBucketPartials(firebaseBucket(config.firebase), maxAgeMs, now);
  const dir = partialUploadsDir(config.dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const ids = new Set(names.map((n) => n.replace(/\.json$/, "")));
  let removed = 0;
  for (const id of ids) {
    const stats = await Promise.all([id, `${id}.json`].map((n) => fs.stat(path.join(dir, n)).catch(() => null)));
    const lastChange = Math.max(...stats.map((s) => s?.mtimeMs ?? 0));
    if (now - lastChange < maxAgeMs) continue;
    await removePartial(dir, id);
    removed++;
  }
  return removed;
}
