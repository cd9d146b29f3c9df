import { calculateObjectSize } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainObject, type Doc } from './values';

/** MongoDB's largest document (maxBsonObjectSize). */
export const MAX_BSON_OBJECT_BYTES = 16 * 1024 * 1024;

/** MongoDB's nesting limit for stored documents (embedded documents and arrays). */
export const MAX_NESTING_DEPTH = 100;

function nestingDepth(value: unknown, depth: number): number {
  if (depth > MAX_NESTING_DEPTH) return depth;
  const children = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : undefined;
  if (!children) return depth - 1;
  let deepest = depth;
  for (const child of children) {
    deepest = Math.max(deepest, nestingDepth(child, depth + 1));
    if (deepest > MAX_NESTING_DEPTH) break;
  }
  return deepest;
}

/**
 * Refuses a document MongoDB would not store: more than 16 MiB of BSON (2 BadValue on insert,
 * 10334 BSONObjectTooLarge after an update) or nested more than 100 levels deep (15 Overflow).
 */
export function checkStorable(doc: Doc, operation: 'insert' | 'update'): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_BYTES) {
    throw operation === 'insert'
      ? new MongoCommandError(
          'BadValue',
          `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_BYTES}`,
        )
      : new MongoCommandError(
          'BSONObjectTooLarge',
          `Resulting document after update is larger than ${MAX_BSON_OBJECT_BYTES}`,
        );
  }
  if (nestingDepth(doc, 0) > MAX_NESTING_DEPTH) {
    throw new MongoCommandError(
      'Overflow',
      operation === 'insert'
        ? `cannot insert document because it exceeds ${MAX_NESTING_DEPTH} levels of nesting`
        : `Document exceeds maximum nesting depth of ${MAX_NESTING_DEPTH}`,
    );
  }
}
