import type { RealtimeDatabase } from "./database.server";

/** Facts about the stored data as a whole: its schema version (0: none, data from before versions), a migration or restore under way. */
export const META_NODE = "meta";
export const SCHEMA_VERSION_PATH = `${META_NODE}/schemaVersion`;
/** Set while a restore runs; its presence means the data is not whole (scripts/backup.ts). */
export const RESTORE_MARKER_PATH = `${META_NODE}/restore`;
/** The create-only claim of the copy that runs a migration: `{ version, by, at, token, aliveAt }` (decision 040). */
export const MIGRATION_CLAIM_PATH = `${META_NODE}/migration`;
/** Create-only nodes `{token}-{n}` of a claim being taken over from a copy that died; only their creator removes the claim. */
export const MIGRATION_TAKEOVERS_PATH = `${META_NODE}/migrationTakeovers`;

/** The version this release writes; raised by each migration (app/services/migrations/). */
export const CURRENT_SCHEMA_VERSION = 2;

/** 0 when the data carries no version (written before versions existed, or empty). */
export async function readSchemaVersion(db: RealtimeDatabase): Promise<number> {
  const value = await db.get(SCHEMA_VERSION_PATH);
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Which archive the data was last restored from, and when: a second restore of it changes nothing. */
export const RESTORED_FROM_PATH = `${META_NODE}/restoredFrom`;

/** Data this release must not touch; the message is the one line a person reads. */
export class SchemaRefusal extends Error {
  override name = "SchemaRefusal";
}

export function newerDataMessage(stored: number, release: number): string {
  return `The stored data is at schema version ${stored}, newer than this release (${release}): run a newer release, or restore a backup made by this one.`;
}

export const UNFINISHED_RESTORE_MESSAGE = `A restore of the stored data did not finish (${RESTORE_MARKER_PATH} is set): run \`npm run backup -- restore FILE\` again with the same backup before starting the site.`;

/** Refuses data newer than `release` and data a restore left half written; the command-line tools call it before writing. */
export async function refuseUnusableData(db: RealtimeDatabase, release = CURRENT_SCHEMA_VERSION): Promise<number> {
  if ((await db.get(RESTORE_MARKER_PATH)) !== null) throw new SchemaRefusal(UNFINISHED_RESTORE_MESSAGE);
  const stored = await readSchemaVersion(db);
  if (stored > release) throw new SchemaRefusal(newerDataMessage(stored, release));
  return stored;
}
