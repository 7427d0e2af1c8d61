import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { DataStore, type Lock, type Locker, type Upload } from "@tus/server";
import { RESUMABLE_FIELD } from "~/lib/photo-upload";
import { getPartialUploads } from "../backend/backend.server";
import type { Config } from "../../config/config.server";
import type { PartialUploads } from "../backend/partial-uploads.server";
import { UPLOAD_WORDS, UploadRefusal } from "~/lib/upload-refusal";
import { tooLarge, type StagedFile } from "./photo-staging.server";

// tus over the partial-uploads port, whichever backend: admission, expiry and the finish (decision 018).

/** @tus/server's ids (16 random bytes in hex); anything else never names an upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Check and reservation under one lock, held until the upload is in the store: parallel creations once all got in. */
export class Admission {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly reserved = new Map<string, number>();

  constructor(
    private readonly claims: () => Promise<Map<string, number>>,
    private readonly limit: number,
  ) {}

  /** Refuses with 429; returns the release of the reservation. */
  reserve(id: string, size: number): Promise<() => void> {
    const step = this.queue.then(async () => {
      // Taken before the store is read: an upload stored (and let go) meanwhile counts from here.
      const reserved = new Map(this.reserved);
      const stored = await this.claims();
      let total = size;
      for (const [other, bytes] of stored) if (!reserved.has(other)) total += bytes;
      for (const bytes of reserved.values()) total += bytes;
      if (total > this.limit) {
        throw new UploadRefusal(429, { key: "upload.refused.queueFull" });
      }
      this.reserved.set(id, size);
      return () => void this.reserved.delete(id);
    });
    this.queue = step.catch(() => undefined);
    return step;
  }
}

// @tus/server reckons expiry from `creation_date`, so the last change is reported there; no
// creation-defer-length, as every photo's size is known when it starts.
class AdmittedStore extends DataStore {
  constructor(
    private readonly port: PartialUploads,
    private readonly admission: Admission,
    private readonly expiryMs: number,
  ) {
    super();
    const inner = port.datastore.extensions.filter((e) => e !== "creation-defer-length" && e !== "expiration");
    this.extensions = [...inner, "expiration"];
  }

  override async create(upload: Upload): Promise<Upload> {
    const release = await this.admission.reserve(upload.id, upload.size ?? 0);
    try {
      return await this.port.datastore.create(upload);
    } finally {
      release();
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    const [upload, info] = await Promise.all([this.port.datastore.getUpload(id), this.port.info(id)]);
    if (info) upload.creation_date = new Date(info.changedAt).toISOString();
    return upload;
  }

  override write(stream: Readable, id: string, offset: number): Promise<number> {
    return this.port.datastore.write(stream, id, offset);
  }

  override remove(id: string): Promise<void> {
    return this.port.datastore.remove(id);
  }

  override getExpiration(): number {
    return this.expiryMs;
  }
}

export function resumableStore(config: Pick<Config, "uploadQueueBytes" | "uploadPartialMs">): {
  datastore: DataStore;
  locker: Locker;
} {
  const port = getPartialUploads();
  const admission = new Admission(() => port.claims(), config.uploadQueueBytes);
  return { datastore: new AdmittedStore(port, admission, config.uploadPartialMs), locker: port.locker };
}

/** Declared sizes, for the disk limit. */
export async function partialBytes(): Promise<number> {
  let total = 0;
  for (const bytes of (await getPartialUploads().claims()).values()) total += bytes;
  return total;
}

export function sweepPartialUploads(maxAgeMs: number, now = Date.now()): Promise<number> {
  return getPartialUploads().sweep(maxAgeMs, now);
}

const notFound = () => new UploadRefusal(400, UPLOAD_WORDS.uploadError({ key: "upload.error.resumableNotFound" }), null);
const busy = () => new UploadRefusal(429, UPLOAD_WORDS.stillStoring(), null, 5);

/** tus's own per-upload lock, so a retry racing its first finish waits and no chunk lands mid-finish. */
export async function holdResumable(id: string): Promise<{ release: () => Promise<void> }> {
  if (!UPLOAD_ID.test(id)) throw notFound();
  const lock: Lock = getPartialUploads().locker.newLock(id);
  // Nobody can ask a finish to let go halfway: a request that wants the upload waits for it.
  await lock
    .lock(new AbortController().signal, async () => undefined)
    .catch(() => {
      throw busy();
    });
  return { release: () => lock.unlock() };
}

/** Hold it with holdResumable first; on Firebase it is copied into DATA_DIR/tmp. `finished()` removes the upload. */
export async function takeResumable(id: string, config: Pick<Config, "dataDir" | "maxUploadBytes">): Promise<StagedFile> {
  const incomplete = () => new UploadRefusal(400, UPLOAD_WORDS.uploadError({ key: "upload.error.resumableIncomplete" }), null);
  if (!UPLOAD_ID.test(id)) throw notFound();
  const port = getPartialUploads();
  const info = await port.info(id);
  if (!info || info.size === null) throw notFound();
  if (info.size > config.maxUploadBytes || info.offset > config.maxUploadBytes) throw tooLarge(config.maxUploadBytes);
  if (info.offset !== info.size) throw incomplete();
  const file = await port.open(id, path.join(config.dataDir, "tmp"), config.maxUploadBytes).catch(() => {
    throw notFound();
  });
  if (file.bytes !== info.size) {
    if (file.copied) await fs.rm(file.tempPath, { force: true });
    throw incomplete();
  }
  return {
    tempPath: file.tempPath,
    filename: info.metadata.filename || `${RESUMABLE_FIELD}.jpg`,
    bytes: file.bytes,
    sha256: file.sha256,
    resumable: { finished: () => port.remove(id), copied: file.copied },
  };
}
