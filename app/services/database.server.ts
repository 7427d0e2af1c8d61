import fs from "node:fs/promises";
import path from "node:path";
import { validateDbPath, validateDbValue } from "~/lib/db-rules";
import { writeCreateOnly } from "./create-only.server";

/** Error codes of the realtime database, the same for the embedded and the Firebase backend. */
export type DatabaseErrorCode =
  | "permission_denied"
  | "unavailable"
  | "too_big"
  | "datastale"
  | "maxretry"
  | "nodata"
  | "disconnect"
  | "already-exists"
  | "invalid-argument";

export const DATABASE_MESSAGES: Partial<Record<DatabaseErrorCode, string>> = {
  permission_denied: "Client doesn't have permission to access the desired data.",
};

export class DatabaseError extends Error {
  override name = "DatabaseError";
  constructor(
    readonly code: DatabaseErrorCode,
    message = DATABASE_MESSAGES[code] ?? code,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The realtime database, reduced to what the site needs. */
export interface RealtimeDatabase {
  readonly kind: "local" | "firebase";
  /** Writes `value` at `path` only when nothing is stored there yet; throws `already-exists` otherwise. */
  create(path: string, value: unknown): Promise<void>;
  /** One-off read of `path`; null when nothing is stored there. */
  get(path: string): Promise<unknown>;
}

/** Path and value rules shared by both backends (docs/product.md, Storage and database rules). */
export function checkWrite(dbPath: string, value: unknown): string[] {
  const segments = validateDbPath(dbPath);
  validateDbValue(value, segments.join("/"));
  return segments;
}

const encode = (segment: string) => encodeURIComponent(segment);
const decode = (name: string) => decodeURIComponent(name);

/**
 * The embedded default: one JSON file per written node under `<DATA_DIR>/database`, mirroring the
 * tree (events/fsw25/{key}.json), so a person can read it. Each write goes to a temp file first and
 * is linked into place, which is atomic and fails when the node exists: never a torn record, never
 * an overwrite.
 */
export class LocalDatabase implements RealtimeDatabase {
  readonly kind = "local";
  readonly root: string;
  private readonly tmp: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "database");
    this.tmp = path.join(dataDir, "tmp");
  }

  private nodePath(segments: string[]): string {
    return path.join(this.root, ...segments.map(encode));
  }

  async create(dbPath: string, value: unknown): Promise<void> {
    const segments = checkWrite(dbPath, value);
    const node = this.nodePath(segments);
    // A node is either a leaf file or a folder of children; both count as "something is there",
    // and so does a leaf on the way down.
    for (let i = 1; i <= segments.length; i++) {
      if (await exists(`${this.nodePath(segments.slice(0, i))}.json`)) throw alreadyExists(dbPath);
    }
    if (await exists(node)) throw alreadyExists(dbPath);
    await writeCreateOnly(
      this.tmp,
      `${node}.json`,
      (temp) => fs.writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, { flag: "wx" }),
      () => alreadyExists(dbPath),
    );
  }

  async get(dbPath: string): Promise<unknown> {
    const segments = validateDbPath(dbPath);
    return this.read(this.nodePath(segments));
  }

  private async read(node: string): Promise<unknown> {
    const leaf = await fs.readFile(`${node}.json`, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (leaf !== null) return JSON.parse(leaf) as unknown;
    const entries = await fs.readdir(node, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
      throw error;
    });
    if (!entries) return null;
    const names = new Set(
      entries.map((e) => (e.isFile() && e.name.endsWith(".json") ? e.name.slice(0, -5) : e.isDirectory() ? e.name : null)),
    );
    names.delete(null);
    const result: Record<string, unknown> = {};
    for (const name of [...names].sort() as string[]) {
      const child = await this.read(path.join(node, name));
      if (child !== null) result[decode(name)] = child;
    }
    return Object.keys(result).length > 0 ? result : null;
  }
}

function alreadyExists(dbPath: string) {
  return new DatabaseError("already-exists", `Something is already stored at "${dbPath}".`);
}

async function exists(p: string): Promise<boolean> {
  return fs.stat(p).then(
    () => true,
    () => false,
  );
}
