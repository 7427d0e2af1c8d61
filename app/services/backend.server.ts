import { getConfig } from "./config.server";
import { seedDemoMedia } from "./seed.server";
import { LocalStorage, type MediaStorage } from "./storage.server";

interface Backend {
  storage: MediaStorage;
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
  return { storage, ready };
}

/** The media store, after the first-start seeding of an empty data directory has finished. */
export async function getStorage(): Promise<MediaStorage> {
  backend ??= createBackend();
  await backend.ready;
  return backend.storage;
}

export function resetBackendForTests(): void {
  backend = undefined;
}
