import { countingWrites, withListingCache } from "./cached-backend.server";
import { getConfig } from "./config.server";
import { createFirebaseBackend, type FirebaseBackendOptions } from "./firebase/app.server";
import { OPERATION_RETRY, UPLOAD_RETRY, type RetryPolicy } from "./firebase/retry.server";
import { LocalDatabase, type RealtimeDatabase } from "./database.server";
import { seedDemoMedia } from "./seed.server";
import { LocalStorage, type MediaStorage } from "./storage.server";

interface Backend {
  storage: MediaStorage;
  database: RealtimeDatabase;
  ready: Promise<void>;
}

let backend: Backend | undefined;

function createBackend(): Backend {
  const { dataDir, firebase, listingCacheSeconds } = getConfig();
  const cached = ({ storage, database, ready }: Backend): Backend => ({
    storage: withListingCache(storage, listingCacheSeconds * 1000),
    database: countingWrites(database),
    ready,
  });
  if (firebase) {
    // Production media lives in the bucket already: nothing to seed.
    return cached({ ...createFirebaseBackend(firebase, scaledRetries(firebase.retryScale)), ready: Promise.resolve() });
  }
  const storage = new LocalStorage(dataDir);
  const ready = seedDemoMedia(dataDir, storage).then(
    (written) => {
      if (written > 0) console.info(`Seeded ${written} demo images into ${dataDir}`);
    },
    (error: unknown) => {
      console.error("Seeding the demo media failed:", error);
    },
  );
  return cached({ storage, database: new LocalDatabase(dataDir), ready });
}

/** The media store, after the first-start seeding of an empty data directory has finished. */
export async function getStorage(): Promise<MediaStorage> {
  backend ??= createBackend();
  await backend.ready;
  return backend.storage;
}

/** The realtime database holding the uploaded photo records. */
export function getDatabase(): RealtimeDatabase {
  backend ??= createBackend();
  return backend.database;
}

export function resetBackendForTests(): void {
  backend = undefined;
}

/** FIREBASE_RETRY_SCALE (e.g. 0.001) lets tests and the mocked start mode see retries in milliseconds. */
function scaledRetries(scale: number): FirebaseBackendOptions {
  if (scale === 1) return {};
  const scaled = (p: RetryPolicy): RetryPolicy => ({
    deadlineMs: p.deadlineMs * scale,
    baseDelayMs: p.baseDelayMs * scale,
    maxDelayMs: p.maxDelayMs * scale,
    attemptTimeoutMs: Math.max(200, p.attemptTimeoutMs * scale),
  });
  return { operationRetry: scaled(OPERATION_RETRY), uploadRetry: scaled(UPLOAD_RETRY) };
}
