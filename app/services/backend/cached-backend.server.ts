import type { RealtimeDatabase } from "./database.server";
import type { MediaStorage } from "./storage.server";

let generation = 0;

/** Writes made through the site: the page cache keys on this number. */
export function contentGeneration(): number {
  return generation;
}

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));

/** Kept LISTING_CACHE_SECONDS, shared by concurrent views, failures not kept; a write through the site drops its folder's listing. */
export function withListingCache(inner: MediaStorage, ttlMs: number, clock: () => number = Date.now): MediaStorage {
  const listings = new Map<string, { at: number; paths: Promise<string[]> }>();
  const changed = (path: string) => {
    generation++;
    const prefix = `${folderOf(path)}\n`;
    for (const key of listings.keys()) if (key.startsWith(prefix)) listings.delete(key);
  };
  return {
    kind: inner.kind,
    urlFor: (path) => inner.urlFor(path),
    open: (path) => inner.open(path),
    download: (path, destination, options) => inner.download(path, destination, options),
    listAll: (folder) => inner.listAll(folder),
    list(folder, options) {
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
    },
    async put(path, body, options) {
      try {
        return await inner.put(path, body, options);
      } finally {
        changed(path);
      }
    },
    async remove(path) {
      try {
        await inner.remove(path);
      } finally {
        changed(path);
      }
    },
  };
}

/** Any write makes every page that lists the records stale. */
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
    shallow: (path) => inner.shallow(path),
    create: counted((path: string, value: unknown) => inner.create(path, value)),
    set: counted((path: string, value: unknown) => inner.set(path, value)),
    update: counted((path: string, values: Record<string, unknown>) => inner.update(path, values)),
    remove: counted((path: string) => inner.remove(path)),
  };
}
