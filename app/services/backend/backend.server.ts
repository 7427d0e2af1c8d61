import { countingWrites, withListingCache } from "./cached-backend.server";
import { databaseWithinInventory, storageWithinInventory } from "./inventory-guard.server";
import { getConfig, type Config } from "../../config/config.server";
import {
  createFirebaseBackend,
  credentialSource,
  firebaseBucket,
  type CredentialSource,
  type FirebaseBackendOptions,
} from "./firebase/app.server";
import { bucketPartialUploads } from "./firebase/partial-uploads.server";
import { OPERATION_RETRY, UPLOAD_RETRY, type RetryPolicy } from "./firebase/retry.server";
import { LocalDatabase, type RealtimeDatabase } from "./database.server";
import { localPartialUploads, type PartialUploads } from "./partial-uploads.server";
import { seedDemoMedia } from "./seed.server";
import { LocalStorage, type MediaStorage } from "./storage.server";

/** This module is the one place that chooses the backend (a codebase rule checks). */
export interface BackendPorts {
  storage: MediaStorage;
  database: RealtimeDatabase;
  partialUploads: PartialUploads;
}

interface Backend extends BackendPorts {
  ready: Promise<void>;
}

let backend: Backend | undefined;

/** Firebase when its variables are set, else the embedded default; nothing seeded or cached (the CLI tools). */
export function openBackend(config: Pick<Config, "dataDir" | "firebase">): BackendPorts {
  const { dataDir, firebase } = config;
  if (firebase) {
    const { storage, database } = createFirebaseBackend(firebase, scaledRetries(firebase.retryScale));
    return {
      storage: storageWithinInventory(storage),
      database: databaseWithinInventory(database),
      partialUploads: bucketPartialUploads(firebaseBucket(firebase)),
    };
  }
  return {
    storage: storageWithinInventory(new LocalStorage(dataDir)),
    database: databaseWithinInventory(new LocalDatabase(dataDir)),
    partialUploads: localPartialUploads(dataDir),
  };
}

function createBackend(): Backend {
  const config = getConfig();
  const ports = openBackend(config);
  const cached = (ready: Promise<void>): Backend => ({
    storage: withListingCache(ports.storage, config.listingCacheSeconds * 1000),
    database: countingWrites(ports.database),
    partialUploads: ports.partialUploads,
    ready,
  });
  // Production media lives in the bucket already: nothing to seed.
  if (config.firebase) return cached(Promise.resolve());
  const ready = seedDemoMedia(config.dataDir, ports.storage).then(
    (written) => {
      if (written > 0) console.info(`Seeded ${written} demo images into ${config.dataDir}`);
    },
    (error: unknown) => {
      console.error("Seeding the demo media failed:", error);
    },
  );
  return cached(ready);
}

/** After the first-start seeding of an empty data directory. */
export async function getStorage(): Promise<MediaStorage> {
  backend ??= createBackend();
  await backend.ready;
  return backend.storage;
}

export function getDatabase(): RealtimeDatabase {
  backend ??= createBackend();
  return backend.database;
}

export function getPartialUploads(): PartialUploads {
  backend ??= createBackend();
  return backend.partialUploads;
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

const CREDENTIAL_LABELS: Record<CredentialSource, string> = {
  "service-account": "credentials from FIREBASE_SERVICE_ACCOUNT",
  "key-file": "credentials from GOOGLE_APPLICATION_CREDENTIALS",
  emulators: "no credentials (emulators)",
  "application-default": "Application Default Credentials (no key given: the service account of the host)",
};

/** What the start-up log says about the backend: never a secret. */
export function describeBackend(config: Config): string {
  const f = config.firebase;
  if (!f) return `embedded storage and database in ${config.dataDir}`;
  const emulators = [
    f.storageEmulatorHost && `storage emulator ${f.storageEmulatorHost}`,
    f.databaseEmulatorHost && `database emulator ${f.databaseEmulatorHost}`,
  ].filter(Boolean);
  return `Firebase project ${f.projectId} (bucket ${f.storageBucket}, database ${f.databaseUrl}${emulators.length ? `, ${emulators.join(", ")}` : ""}; ${CREDENTIAL_LABELS[credentialSource(f)]})`;
}
