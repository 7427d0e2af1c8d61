import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Bucket, File } from "@google-cloud/storage";
import { GCSStore } from "@tus/gcs-store";
import type { Lock, Locker, RequestRelease, Upload } from "@tus/server";
import type { PartialUploads } from "../partial-uploads.server";
import { readObject } from "./read-stream.server";

// Partial uploads in the bucket so every copy of the site sees them, in @tus/gcs-store's format (decision 014).
export const PARTIAL_UPLOADS_PREFIX = "uploads-partial/";
const PATCH_SUFFIX = "_patch";
const LOCK_SUFFIX = ".lock";
const LOCK_HEARTBEAT_MS = 2000;
/** A lock without a heartbeat for this long belongs to a copy that died. */
const LOCK_STALE_MS = 30_000;
/** Then 423, which the client retries. */
const LOCK_WAIT_MS = 30_000;
const LOCK_POLL_MS = 100;

function underPrefix(bucket: Bucket): Bucket {
  const view = {
    name: bucket.name,
    file: (name: string) => bucket.file(PARTIAL_UPLOADS_PREFIX + name),
    combine: (sources: File[], destination: File) => bucket.combine(sources, destination),
  };
  return view as unknown as Bucket;
}

export class BucketPartialUploads extends GCSStore {
  constructor(private readonly realBucket: Bucket) {
    super({ bucket: underPrefix(realBucket) });
    this.extensions = [...this.extensions, "termination"];
  }

  private object(name: string): File {
    return this.realBucket.file(PARTIAL_UPLOADS_PREFIX + name);
  }

  override async remove(id: string): Promise<void> {
    await Promise.all([id, id + PATCH_SUFFIX].map((n) => this.object(n).delete({ ignoreNotFound: true })));
  }

  override async write(readable: Parameters<GCSStore["write"]>[0], id: string, offset: number): Promise<number> {
    if (offset !== 0) return super.write(readable, id, offset);
    // gcs-store deletes the upload's object when a first chunk fails: put it back so it can be resumed.
    const before: Upload = await this.getUpload(id);
    try {
      return await super.write(readable, id, offset);
    } catch (error) {
      const [exists] = await this.object(id).exists();
      if (!exists) await this.create(before);
      throw error;
    }
  }
}

const statusOf = (error: unknown) => (error as { code?: unknown }).code;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request at a time per upload across every copy: @tus/server's own lock is per process (decision 014). */
export class BucketLocker implements Locker {
  constructor(private readonly bucket: Bucket) {}

  newLock(id: string): Lock {
    return new BucketLock(this.bucket.file(PARTIAL_UPLOADS_PREFIX + id + LOCK_SUFFIX));
  }
}

class BucketLock implements Lock {
  private generation: string | null = null;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly file: File) {}

  async lock(signal: AbortSignal, release: RequestRelease): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    let asked: string | null = null;
    while (!signal.aborted && Date.now() < deadline) {
      try {
        await this.file.save("", { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
        this.generation = String(this.file.metadata.generation);
        this.beat(release);
        return;
      } catch (error) {
        if (statusOf(error) !== 412) throw error;
      }
      const [held] = await this.file.getMetadata().catch(() => [null]);
      if (held) {
        const generation = String(held.generation);
        const beatAt = Date.parse(String(held.updated ?? "")) || 0;
        if (Date.now() - beatAt > LOCK_STALE_MS) {
          await this.file.delete({ ifGenerationMatch: generation }).catch(() => undefined);
          continue;
        }
        if (asked !== generation) {
          asked = generation;
          await this.file
            .setMetadata({ metadata: { release: "requested" } }, { ifGenerationMatch: generation })
            .catch(() => undefined);
        }
      }
      await sleep(LOCK_POLL_MS);
    }
    throw { status_code: 423, body: "Another request is writing this upload. Please try again.\n" };
  }

  private beat(release: RequestRelease): void {
    this.heartbeat = setInterval(() => {
      const generation = this.generation;
      if (generation === null) return;
      this.file
        .setMetadata({ metadata: { beat: String(Date.now()) } }, { ifGenerationMatch: generation })
        .then(
          ([meta]) => (meta.metadata?.release ? release() : undefined),
          () => release(),
        )
        .catch(() => undefined);
    }, LOCK_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.heartbeat);
    const generation = this.generation;
    this.generation = null;
    if (generation === null) return;
    await this.file.delete({ ifGenerationMatch: generation, ignoreNotFound: true }).catch((error: unknown) => {
      // Broken by another request after this copy stalled: it is theirs now.
      if (statusOf(error) !== 412) throw error;
    });
  }
}

export function bucketPartialUploads(bucket: Bucket): PartialUploads {
  return {
    datastore: new BucketPartialUploads(bucket),
    locker: new BucketLocker(bucket),
    info: (id) => bucketPartialInfo(bucket, id),
    open: (id, tmpDir, maxBytes) => downloadPartial(bucket, id, tmpDir, maxBytes).then((copy) => ({ ...copy, copied: true })),
    remove: (id) => removeBucketPartial(bucket, id),
    claims: async () => {
      const claimed = new Map<string, number>();
      for (const p of await listPartials(bucket)) if (p.declared > 0) claimed.set(p.id, p.declared);
      return claimed;
    },
    sweep: (maxAgeMs, now) => sweepBucketPartials(bucket, maxAgeMs, now),
  };
}

export interface BucketPartialInfo {
  /** Null while deferred. */
  size: number | null;
  offset: number;
  metadata: Record<string, string | null>;
  /** Each composed chunk updates it. */
  changedAt: number;
}

/** Null when the bucket holds no such upload. */
export async function bucketPartialInfo(bucket: Bucket, id: string): Promise<BucketPartialInfo | null> {
  let metadata: { size?: string | number; metadata?: Record<string, unknown>; updated?: string; timeCreated?: string };
  try {
    [metadata] = await bucket.file(PARTIAL_UPLOADS_PREFIX + id).getMetadata();
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
  const custom = metadata.metadata ?? {};
  const declared = Number.parseInt(String(custom.size ?? ""), 10);
  let meta: Record<string, string | null> = {};
  try {
    meta = typeof custom.metadata === "string" ? (JSON.parse(custom.metadata) as Record<string, string | null>) : {};
  } catch {
    meta = {};
  }
  return {
    size: Number.isFinite(declared) ? declared : null,
    offset: Number(metadata.size ?? 0),
    metadata: meta ?? {},
    changedAt: Date.parse(String(metadata.updated ?? metadata.timeCreated ?? "")) || 0,
  };
}

/** Hashes on the way (SHA-256), at most `maxBytes`: the image workers read files on disk. */
export async function downloadPartial(
  bucket: Bucket,
  id: string,
  tmpDir: string,
  maxBytes: number,
): Promise<{ tempPath: string; bytes: number; sha256: string }> {
  await fs.mkdir(tmpDir, { recursive: true });
  const tempPath = path.join(tmpDir, `${randomUUID()}.upload`);
  const hash = createHash("sha256");
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new Error(`The upload is larger than ${maxBytes} bytes.`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(readObject(bucket.file(PARTIAL_UPLOADS_PREFIX + id)), count, createWriteStream(tempPath));
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, bytes, sha256: hash.digest("hex") };
}

interface ListedPartial {
  file: File;
  id: string;
  declared: number;
  updatedMs: number;
}

async function listPartials(bucket: Bucket): Promise<ListedPartial[]> {
  const out: ListedPartial[] = [];
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket.getFiles({
      prefix: PARTIAL_UPLOADS_PREFIX,
      autoPaginate: false,
      maxResults: 1000,
      pageToken,
    });
    for (const file of files) {
      const name = file.name.slice(PARTIAL_UPLOADS_PREFIX.length);
      const suffix = [PATCH_SUFFIX, LOCK_SUFFIX].find((x) => name.endsWith(x));
      const id = suffix ? name.slice(0, -suffix.length) : name;
      const declared = Number.parseInt(String(file.metadata.metadata?.size ?? ""), 10);
      out.push({
        file,
        id,
        // A chunk being composed counts under its upload's declared size, not twice.
        declared: name === id && Number.isFinite(declared) ? declared : 0,
        updatedMs: Date.parse(String(file.metadata.updated ?? file.metadata.timeCreated ?? "")) || 0,
      });
    }
    pageToken = (next as { pageToken?: string } | null)?.pageToken;
  } while (pageToken);
  return out;
}

/** Also chunks left over (a chunk lives only while it is composed); returns how many uploads. */
export async function sweepBucketPartials(bucket: Bucket, maxAgeMs: number, now: number): Promise<number> {
  let removed = 0;
  for (const p of await listPartials(bucket)) {
    if (now - p.updatedMs < maxAgeMs) continue;
    await p.file.delete({ ignoreNotFound: true });
    if (p.file.name === PARTIAL_UPLOADS_PREFIX + p.id) removed++;
  }
  return removed;
}

export async function removeBucketPartial(bucket: Bucket, id: string): Promise<void> {
  await Promise.all([id, id + PATCH_SUFFIX].map((n) => bucket.file(PARTIAL_UPLOADS_PREFIX + n).delete({ ignoreNotFound: true })));
}
