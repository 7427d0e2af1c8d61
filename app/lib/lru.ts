import { LRUCache } from "lru-cache";

/**
 * A bounded map that forgets the least recently used entry first: lru-cache under the name its
 * first users know. New code uses `LRUCache` from lru-cache directly.
 */
export class LruCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> extends LRUCache<K, V> {
  constructor(readonly capacity: number) {
    super({ max: capacity });
  }
}
