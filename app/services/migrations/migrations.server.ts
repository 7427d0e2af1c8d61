import { getConfig } from "../../config/config.server";
import { getDatabase, getPartialUploads, getStorage } from "../backend/backend.server";
import { runMigrations, type Migration } from "../backend/migrations.server";
import { reviewAndFacets } from "./v1-review-and-facets.server";
import { clipsBesidePhotos } from "./v2-clips.server";

/** In order, each taking the data one version up; the last one's version is CURRENT_SCHEMA_VERSION (a test checks). */
export const MIGRATIONS: readonly Migration[] = [reviewAndFacets, clipsBesidePhotos];

/** At start-up, before the server listens: the data brought to this release's version, once across copies. */
export async function migrateStoredData(log: (line: string) => void = console.info): Promise<void> {
  const ports = { storage: await getStorage(), database: getDatabase(), partialUploads: getPartialUploads() };
  await runMigrations(ports, MIGRATIONS, { context: { photoReview: getConfig().photoReview }, log });
}
