import type { Storage } from './storage';
import { valuesAtPath } from '../bson/values';

/** Deletes documents whose TTL-indexed date is older than the index allows, like mongod's TTL monitor. */
export function expireTtlDocuments(storage: Storage, now = Date.now()): number {
  let removed = 0;
  for (const collection of storage.allCollections()) {
    for (const index of collection.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      const fields = Object.keys(index.spec.key);
      if (typeof seconds !== 'number' || fields.length !== 1) continue;
      const cutoff = now - seconds * 1000;
      for (const doc of collection.documents()) {
        const expired = valuesAtPath(doc, fields[0]).some(
          (value) => value instanceof Date && value.getTime() <= cutoff,
        );
        if (expired) {
          storage.remove(collection, doc);
          removed += 1;
        }
      }
    }
  }
  return removed;
}
