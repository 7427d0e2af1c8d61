import { RECORDS_PATH } from "~/lib/photo-layout";

// The lines of an archive's database: `[path, value]`, each a node and everything under it.

/** The upload keys whose records a line holds. */
export function recordKeysIn(dbPath: string, value: unknown): string[] {
  if (dbPath.startsWith(`${RECORDS_PATH}/`)) return [dbPath.slice(RECORDS_PATH.length + 1).split("/")[0]!];
  if (!RECORDS_PATH.startsWith(`${dbPath}/`) && dbPath !== RECORDS_PATH) return [];
  let node: unknown = value;
  for (const segment of RECORDS_PATH.slice(dbPath.length).split("/").filter(Boolean)) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return typeof node === "object" && node !== null ? Object.keys(node) : [];
}

/** The value without any property named by one of `keys`, at any depth. */
export function withoutKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => withoutKeys(v, keys));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!keys.has(k)) out[k] = withoutKeys(v, keys);
  return out;
}
