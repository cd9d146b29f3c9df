import { bsonSize, capOf } from '../storage/capped';
import type { Doc } from '../bson/values';
import { collectionName, requireCollection, type CommandContext } from './context';
import { isView } from './views';
import { MongoCommandError } from '../errors';

/**
 * `collStats`: a collection's document count and BSON sizes (the engine keeps no pages, so its storage size is its
 * data size and its indexes are reported without sizes), and whether and how it is capped.
 */
export function collStats(command: Doc, context: CommandContext): Doc {
  const collection = requireCollection(context, collectionName(command, 'collStats'));
  if (isView(collection))
    throw new MongoCommandError(
      'CommandNotSupportedOnView',
      `Namespace ${collection.ns} is a view, not a collection`,
    );
  let size = 0;
  for (const doc of collection.docs.values()) size += bsonSize(doc);
  const count = collection.docs.size;
  const cap = capOf(collection.options);
  return {
    ns: collection.ns,
    size,
    count,
    ...(count > 0 ? { avgObjSize: Math.floor(size / count) } : {}),
    storageSize: size,
    nindexes: collection.indexes.size,
    totalIndexSize: 0,
    indexSizes: Object.fromEntries([...collection.indexes.keys()].map((name) => [name, 0])),
    capped: cap !== undefined,
    ...(cap ? { max: cap.count === Infinity ? 0 : cap.count, maxSize: cap.bytes } : {}),
    ok: 1,
  };
}
