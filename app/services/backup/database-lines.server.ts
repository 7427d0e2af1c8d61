import { galleryIndexPath, isPhotoKey, RECORDS_PATH } from "~/lib/photo-layout";
import { isValidStoragePath } from "~/services/backend/storage-path";
import { mediaPathOf } from "~/lib/urls";

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

/** A photo's record and its public entries keep the URLs of its original, thumbnail and a clip's poster, as the backend gave them. */
function holdsFileUrl(segments: readonly string[]): boolean {
  const field = segments.at(-1);
  if (!(field === "original" || field === "thumbnail" || field === "poster") || !isPhotoKey(segments.at(-2))) return false;
  const owner = segments.slice(0, -2).join("/");
  return (
    owner === RECORDS_PATH || owner === galleryIndexPath() || (segments.length === 5 && owner === galleryIndexPath(segments[2]))
  );
}

/** The stored file a URL of either backend names: the embedded default's media address, or a Firebase download URL. */
export function storagePathOfUrl(url: string): string | null {
  let storagePath = mediaPathOf(url);
  if (storagePath === null) {
    try {
      const parsed = new URL(url);
      const object = /^\/v0\/b\/[^/]+\/o\/([^/]+)$/.exec(parsed.pathname)?.[1];
      if (!object || parsed.searchParams.get("alt") !== "media") return null;
      storagePath = decodeURIComponent(object);
    } catch {
      return null;
    }
  }
  return isValidStoragePath(storagePath) ? storagePath : null;
}

/** The line with each file URL of a record or public entry as `urlFor` gives it (null keeps the archive's). */
export async function relinkFiles(
  dbPath: string,
  value: unknown,
  urlFor: (storagePath: string) => Promise<string | null>,
): Promise<unknown> {
  const visit = async (segments: string[], node: unknown): Promise<unknown> => {
    if (typeof node === "string") {
      const storagePath = holdsFileUrl(segments) ? storagePathOfUrl(node) : null;
      return storagePath === null ? node : ((await urlFor(storagePath)) ?? node);
    }
    if (typeof node !== "object" || node === null) return node;
    if (Array.isArray(node)) return Promise.all(node.map((v, i) => visit([...segments, String(i)], v)));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = await visit([...segments, k], v);
    return out;
  };
  return visit(dbPath.split("/"), value);
}
