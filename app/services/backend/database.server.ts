import fs from "node:fs/promises";
import path from "node:path";
import { validateDbPath, validateDbValue } from "~/services/backend/db-rules";
import { writeCreateOnly } from "./create-only.server";
import { Journal, writeFileAtomic, type JournalStep } from "./database-journal.server";

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

export interface RealtimeDatabase {
  readonly kind: "local" | "firebase";
  /** Throws `already-exists` when something is stored at `path`. */
  create(path: string, value: unknown): Promise<void>;
  /** Null when nothing is stored there. */
  get(path: string): Promise<unknown>;
  /** Null removes the node. */
  set(path: string, value: unknown): Promise<void>;
  /** A null child is removed, others stay; names may be relative paths and `path` may be "/", for one atomic write to several nodes. */
  update(path: string, values: Record<string, unknown>): Promise<void>;
  /** Removing a missing node is not an error. */
  remove(path: string): Promise<void>;
  /**
   * The children of `path` without their subtrees, in key order: a primitive child with its value, any other as `true`
   * (the REST API's shallow read, where a child that is `true` may be either); [] for a primitive or a missing node.
   */
  shallow(path: string): Promise<Array<[key: string, value: ShallowValue]>>;
  /** Children in the database's key order, narrowed to `startAt..endAt`, then the first or last `limit`; reads only those. */
  queryByKey(path: string, query: KeyQuery): Promise<Array<[key: string, value: unknown]>>;
}

export type ShallowValue = string | number | boolean;

/** A child as a shallow read gives it: primitives as they are, objects as `true`. */
export function shallowValue(value: unknown): ShallowValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : true;
}

export interface KeyQuery {
  startAt?: string;
  endAt?: string;
  /** 1 to 1000 (docs/product.md, Storage and database rules). */
  limit: number;
  from: "first" | "last";
}

/**
 * Removes the children of `path` whose keys sort before `endAt` (a node keyed by time: the old ones), reading only
 * those, a thousand per write; returns how many. Safe to run twice at once: removing a missing node is no error.
 */
export async function removeKeysBefore(db: RealtimeDatabase, path: string, endAt: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await db.queryByKey(path, { endAt, limit: 1000, from: "first" });
    if (rows.length === 0) return removed;
    await db.update(path, Object.fromEntries(rows.map(([key]) => [key, null])));
    removed += rows.length;
    if (rows.length < 1000) return removed;
  }
}

export function checkKeyQuery(query: KeyQuery): void {
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > 1000) {
    throw new DatabaseError("invalid-argument", "A query asks for 1 to 1000 results.");
  }
}

/** Each child a valid relative path, none inside another, which the database refuses ("ancestor of another path"). */
export function checkUpdate(dbPath: string, values: Record<string, unknown>): void {
  const children: string[][] = [];
  for (const [child, value] of Object.entries(values)) {
    if (value === null) validateDbPath(`${dbPath}/${child}`);
    else checkWrite(`${dbPath}/${child}`, value);
    children.push(validateDbPath(child));
  }
  for (const a of children) {
    for (const b of children) {
      if (a !== b && a.length <= b.length && a.every((segment, i) => b[i] === segment)) {
        throw new DatabaseError(
          "invalid-argument",
          `An update names "${a.join("/")}" and "${b.join("/")}", one inside the other.`,
        );
      }
    }
  }
}

/** The database's key order: integers (as numbers) first, then strings in UTF-16 order. */
export function compareKeys(a: string, b: string): number {
  const ia = /^-?[1-9]\d{0,8}$|^0$/.test(a);
  const ib = /^-?[1-9]\d{0,8}$|^0$/.test(b);
  if (ia && ib) return Number(a) - Number(b);
  if (ia !== ib) return ia ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function updateTarget(dbPath: string): string[] {
  return typeof dbPath === "string" && /^\/*$/.test(dbPath) ? [] : validateDbPath(dbPath);
}

/** docs/product.md, Storage and database rules. */
export function checkWrite(dbPath: string, value: unknown): string[] {
  const segments = validateDbPath(dbPath);
  validateDbValue(value, segments.join("/"));
  return segments;
}

const encode = (segment: string) => encodeURIComponent(segment);
const decode = (name: string) => decodeURIComponent(name);

export interface LocalDatabaseOptions {
  /** Called once the journal is on disk (0) and after each step (1, 2…): tests stop the process there. */
  afterStep?: (done: number) => void;
}

/** One JSON file per written node under `<DATA_DIR>/database`, readable by a person; each write all or nothing (decision 016). */
export class LocalDatabase implements RealtimeDatabase {
  readonly kind = "local";
  readonly root: string;
  private readonly tmp: string;
  private readonly journal: Journal;

  constructor(
    dataDir: string,
    private readonly options: LocalDatabaseOptions = {},
  ) {
    this.root = path.join(dataDir, "database");
    this.tmp = path.join(dataDir, "tmp");
    this.journal = new Journal(dataDir, this.tmp, (step) => this.replace(step.path, step.value));
  }

  private nodePath(segments: string[]): string {
    return path.join(this.root, ...segments.map(encode));
  }

  async create(dbPath: string, value: unknown): Promise<void> {
    const segments = checkWrite(dbPath, value);
    await this.journal.write(() => this.createNode(dbPath, segments, value));
  }

  private async createNode(dbPath: string, segments: string[], value: unknown): Promise<void> {
    const node = this.nodePath(segments);
    // A leaf file, a folder, or a leaf on the way down all count as "something is there".
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
    return this.journal.read(() => this.getNode(segments));
  }

  private async getNode(segments: string[]): Promise<unknown> {
    const value = await this.read(this.nodePath(segments));
    if (value !== null) return value;
    for (let i = segments.length - 1; i >= 1; i--) {
      const leaf = await fs.readFile(`${this.nodePath(segments.slice(0, i))}.json`, "utf8").catch(() => null);
      if (leaf === null) continue;
      let node: unknown = JSON.parse(leaf);
      for (const key of segments.slice(i)) {
        node = typeof node === "object" && node !== null ? ((node as Record<string, unknown>)[key] ?? null) : null;
      }
      return node;
    }
    return null;
  }

  async set(dbPath: string, value: unknown): Promise<void> {
    const segments = value === null ? validateDbPath(dbPath) : checkWrite(dbPath, value);
    await this.commit([{ path: segments, value }]);
  }

  async update(dbPath: string, values: Record<string, unknown>): Promise<void> {
    const segments = updateTarget(dbPath);
    checkUpdate(dbPath, values);
    const steps = Object.entries(values).map(([child, value]) => ({ path: [...segments, ...validateDbPath(child)], value }));
    if (steps.length > 0) await this.commit(steps);
  }

  async remove(dbPath: string): Promise<void> {
    await this.commit([{ path: validateDbPath(dbPath), value: null }]);
  }

  private commit(steps: JournalStep[]): Promise<void> {
    return this.journal.write(() => this.journal.commit(steps, this.options.afterStep));
  }

  async shallow(dbPath: string): Promise<Array<[string, ShallowValue]>> {
    const segments = validateDbPath(dbPath);
    return this.journal.read(async () => {
      const node = this.nodePath(segments);
      const entries = await fs.readdir(node, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
        throw error;
      });
      const children = new Map<string, ShallowValue>();
      if (entries === null) {
        // A leaf file is one record, read whole; or the node lies inside one.
        const value = await this.getNode(segments);
        if (typeof value === "object" && value !== null) {
          for (const [key, child] of Object.entries(value)) children.set(key, shallowValue(child));
        }
      } else {
        // One child file in memory at a time.
        for (const entry of entries) {
          if (entry.isDirectory()) children.set(decode(entry.name), true);
          else if (entry.isFile() && entry.name.endsWith(".json")) {
            const value = JSON.parse(await fs.readFile(path.join(node, entry.name), "utf8")) as unknown;
            if (value !== null) children.set(decode(entry.name.slice(0, -5)), shallowValue(value));
          }
        }
      }
      return [...children].sort(([a], [b]) => compareKeys(a, b));
    });
  }

  async queryByKey(dbPath: string, query: KeyQuery): Promise<Array<[string, unknown]>> {
    checkKeyQuery(query);
    const node = this.nodePath(validateDbPath(dbPath));
    return this.journal.read(() => this.queryNode(node, query));
  }

  private async queryNode(node: string, query: KeyQuery): Promise<Array<[string, unknown]>> {
    const inRange = (k: string) =>
      (query.startAt === undefined || compareKeys(k, query.startAt) >= 0) &&
      (query.endAt === undefined || compareKeys(k, query.endAt) <= 0);
    const pick = (keys: string[]) => {
      const sorted = keys.filter(inRange).sort(compareKeys);
      return query.from === "first" ? sorted.slice(0, query.limit) : sorted.slice(-query.limit);
    };
    const leaf = await fs.readFile(`${node}.json`, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
      throw error;
    });
    if (leaf !== null) {
      const value = JSON.parse(leaf) as unknown;
      if (typeof value !== "object" || value === null) return [];
      const children = value as Record<string, unknown>;
      return pick(Object.keys(children)).map((key) => [key, children[key]]);
    }
    const entries = await fs.readdir(node, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
      throw error;
    });
    const names = entries.flatMap((e) =>
      e.isFile() && e.name.endsWith(".json") ? [decode(e.name.slice(0, -5))] : e.isDirectory() ? [decode(e.name)] : [],
    );
    const result: Array<[string, unknown]> = [];
    for (const key of pick([...new Set(names)])) {
      const value = await this.read(path.join(node, encode(key)));
      if (value !== null) result.push([key, value]);
    }
    return result;
  }

  /** Idempotent: the journal applies a step again after a crash. */
  private async replace(segments: string[], value: unknown): Promise<void> {
    const node = this.nodePath(segments);
    // A leaf on the way down becomes a folder; a non-object value has no children to keep.
    for (let i = 1; i < segments.length; i++) {
      if (!(await this.explode(this.nodePath(segments.slice(0, i)), value !== null))) return;
    }
    await fs.rm(node, { recursive: true, force: true });
    if (value === null) {
      await fs.rm(`${node}.json`, { force: true });
      return;
    }
    await writeFileAtomic(this.tmp, `${node}.json`, `${JSON.stringify(value, null, 2)}\n`);
  }

  /** Splits the leaf of `node` into one file per child; a scalar leaf is dropped only when `dropScalar` (else false). The leaf goes last, so an interrupted split is redone. */
  private async explode(node: string, dropScalar: boolean): Promise<boolean> {
    const leaf = await fs.readFile(`${node}.json`, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
      throw error;
    });
    if (leaf === null) return true;
    const value = JSON.parse(leaf) as unknown;
    const isObject = typeof value === "object" && value !== null;
    if (!isObject && !dropScalar) return false;
    if (isObject) {
      await fs.mkdir(node, { recursive: true });
      for (const [child, v] of Object.entries(value)) {
        await writeFileAtomic(this.tmp, path.join(node, `${encode(child)}.json`), `${JSON.stringify(v, null, 2)}\n`);
      }
    }
    await fs.rm(`${node}.json`, { force: true });
    return true;
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
