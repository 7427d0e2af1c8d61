import { assertRecordNode, assertStorageFolder } from "~/lib/privacy-inventory";
import type { RealtimeDatabase } from "./database.server";
import type { MediaStorage } from "./storage.server";

// Nothing is stored that the privacy notice does not name: a write to a database node or storage folder
// missing from the inventory fails before it reaches either backend (docs/PRIVACY.md). Reads and
// removals pass, so data from before a change of the inventory can still be cleaned up.

const isRoot = (path: string) => /^\/*$/.test(path);

export function databaseWithinInventory(inner: RealtimeDatabase): RealtimeDatabase {
  return {
    kind: inner.kind,
    get: (path) => inner.get(path),
    queryByKey: (path, query) => inner.queryByKey(path, query),
    shallow: (path) => inner.shallow(path),
    remove: (path) => inner.remove(path),
    async create(path, value) {
      assertRecordNode(path);
      return inner.create(path, value);
    },
    async set(path, value) {
      assertRecordNode(path);
      return inner.set(path, value);
    },
    async update(path, values) {
      if (isRoot(path)) for (const key of Object.keys(values)) assertRecordNode(key);
      else assertRecordNode(path);
      return inner.update(path, values);
    },
  };
}

export function storageWithinInventory(inner: MediaStorage): MediaStorage {
  return {
    kind: inner.kind,
    urlFor: (path) => inner.urlFor(path),
    open: (path) => inner.open(path),
    download: (path, destination, options) => inner.download(path, destination, options),
    listAll: (folder) => inner.listAll(folder),
    list: (folder, options) => inner.list(folder, options),
    remove: (path) => inner.remove(path),
    async put(path, body, options) {
      assertStorageFolder(path);
      return inner.put(path, body, options);
    },
  };
}
