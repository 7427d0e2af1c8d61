import { getConfig } from "./config.server";
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
  const { dataDir } = getConfig();
  const storage = new LocalStorage(dataDir);
  const ready = seedDemoMedia(dataDir, storage).then(
    (written) => {
      if (written > 0) console.info(`Seeded ${written} demo images into ${dataDir}`);
    },
    (error: unknown) => {
      console.error("Seeding the demo media failed:", error);
    },
  );
  return { storage, database: new LocalDatabase(dataDir), ready };
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
