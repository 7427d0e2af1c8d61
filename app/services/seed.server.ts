import fs from "node:fs/promises";
import path from "node:path";
import { demoMedia } from "./demo-media.server";
import { isStorageError } from "./storage-errors.server";
import type { MediaStorage } from "./storage.server";

const MARKER = ".demo-media-seeded";

/**
 * Fills an empty data directory with the generated demo media, so the site looks finished with no
 * account anywhere. Runs once per data directory: a marker file records that it has been done, so
 * media an organiser removed later is not brought back.
 */
export async function seedDemoMedia(dataDir: string, storage: MediaStorage): Promise<number> {
  const marker = path.join(dataDir, MARKER);
  if (await fs.stat(marker).catch(() => null)) return 0;
  await fs.mkdir(dataDir, { recursive: true });
  let written = 0;
  for (const item of demoMedia()) {
    try {
      await storage.put(item.path, item.body, { contentType: item.contentType });
      written++;
    } catch (error) {
      if (!isStorageError(error, "storage/already-exists")) throw error;
    }
  }
  await fs.writeFile(marker, `${new Date().toISOString()}\n`);
  return written;
}
