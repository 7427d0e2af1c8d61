import type { RealtimeDatabase } from "./database.server";
import type { MediaStorage } from "./storage.server";

let generation = 0;

/**
 * Counts the writes made through the site (uploads, their thumbnails and records). A page rendered
 * before a write is stale after it: the page cache keys on this number.
 */
export function contentGeneration(): number {
  return generation;
}

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));

/**
 * Storage listings are the one call a warm page still made on every view. They are kept for a short
 * time (LISTING_CACHE_SECONDS); concurrent views share one call, failures are not kept, and a write
 * through the site drops the listing of its folder at once. A proxy, so the store keeps its class
 * and every other method as it is.
 */
export function withListingCache<S extends MediaStorage>(inner: S, ttlMs: number, clock: () => number = Date.now): S {
  const listings = new Map<string, { at: number; paths: Promise<string[]> }>();
  const changed = (path: string) => {
    generation++;
    const prefix = `${folderOf(path)}\n`;
    for (const key of listings.keys()) if (key.startsWith(prefix)) listings.delete(key);
  };
  const list: MediaStorage["list"] = (folder, options) => {
    if (ttlMs <= 0) return inner.list(folder, options);
    const key = `${folder}\n${options?.maxResults ?? ""}`;
    const cached = listings.get(key);
    if (cached && clock() - cached.at < ttlMs) return cached.paths;
    const paths = inner.list(folder, options);
    listings.set(key, { at: clock(), paths });
    paths.catch(() => {
      if (listings.get(key)?.paths === paths) listings.delete(key);
    });
    return paths;
  };
  const put: MediaStorage["put"] = async (path, body, options) => {
    try {
      return await inner.put(path, body, options);
    } finally {
      changed(path);
    }
  };
  const remove: MediaStorage["remove"] = async (path) => {
    try {
      await inner.remove(path);
    } finally {
      changed(path);
    }
  };
  const own: Partial<Record<PropertyKey, unknown>> = { list, put, remove };
  return new Proxy(inner, {
    get(target, prop) {
      if (prop in own) return own[prop];
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The photo records: any write makes every page that lists them stale. */
export function countingWrites(inner: RealtimeDatabase): RealtimeDatabase {
  const counted =
    <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      try {
        await write(...args);
      } finally {
        generation++;
      }
    };
  return {
    kind: inner.kind,
    get: (path) => inner.get(path),
    queryByKey: (path, query) => inner.queryByKey(path, query),
    create: counted((path: string, value: unknown) => inner.create(path, value)),
    set: counted((path: string, value: unknown) => inner.set(path, value)),
    update: counted((path: string, values: Record<string, unknown>) => inner.update(path, values)),
    remove: counted((path: string) => inner.remove(path)),
  };
}
