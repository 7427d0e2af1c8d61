import fs from "node:fs/promises";
import path from "node:path";
import { DEMO_MEDIA_PATHS } from "../../../data/types";
import { projectPath } from "../../config/project-path.server";
import { isStorageError } from "./storage-errors.server";
import type { MediaStorage } from "./storage.server";

const MARKER = ".demo-media-seeded";

/** Written by `npm run demo-media`. */
export const demoMediaDir = (): string => projectPath("data", "demo-media");

export interface DemoMediaFile {
  path: string;
  body: Buffer;
  contentType: "image/svg+xml";
}

/** A missing file is an error. */
export async function readDemoMedia(dir = demoMediaDir()): Promise<DemoMediaFile[]> {
  return Promise.all(
    DEMO_MEDIA_PATHS.map(async (p) => ({
      path: p,
      body: await fs.readFile(path.join(dir, ...p.split("/"))),
      contentType: "image/svg+xml" as const,
    })),
  );
}

/** A restored site holds the festival's images as they were: the demo media must not come back beside them. */
export async function markDemoMediaSeeded(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(path.join(dataDir, MARKER), `${new Date().toISOString()}\n`);
}

/** Once per data directory (a marker file), so media an organiser removed later is not brought back. */
export async function seedDemoMedia(dataDir: string, storage: MediaStorage): Promise<number> {
  const marker = path.join(dataDir, MARKER);
  if (await fs.stat(marker).catch(() => null)) return 0;
  await fs.mkdir(dataDir, { recursive: true });
  let written = 0;
  for (const item of await readDemoMedia()) {
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
