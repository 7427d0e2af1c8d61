import type { RealtimeDatabase } from "./database.server";

// The stored data's schema version, kept beside the data itself, and the other facts about the data as
// a whole (a migration or a restore under way). Data without a version predates versioning: version 0.

/** The database node of facts about the stored data as a whole. */
export const META_NODE = "meta";
export const SCHEMA_VERSION_PATH = `${META_NODE}/schemaVersion`;
/** Set while a restore runs; its presence means the data is not whole (scripts/backup.ts). */
export const RESTORE_MARKER_PATH = `${META_NODE}/restore`;

/** The version this release writes; raised by each migration (migrations.server.ts). */
export const CURRENT_SCHEMA_VERSION = 1;

/** 0 when the data carries no version (written before versions existed, or empty). */
export async function readSchemaVersion(db: RealtimeDatabase): Promise<number> {
  const value = await db.get(SCHEMA_VERSION_PATH);
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Which archive the data was last restored from, and when: a second restore of it changes nothing. */
export const RESTORED_FROM_PATH = `${META_NODE}/restoredFrom`;
