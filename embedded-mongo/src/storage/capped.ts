import { calculateObjectSize } from 'bson';
import { MongoCommandError } from '../errors';
import type { Doc } from '../bson/values';

/**
 * Capped collections: a collection created with `capped`, `size` (bytes) and optionally `max` (documents) keeps
 * its documents in insertion order and, past either bound, loses its oldest ones.
 */

/** WiredTiger's smallest cap; a smaller `size` still caps at this many bytes, as in MongoDB. */
const SMALLEST_CAP = 4096;

/** Each stored document's BSON size, kept once per (immutable) stored document. */
const sizes = new WeakMap<Doc, number>();

export function bsonSize(doc: Doc): number {
  let size = sizes.get(doc);
  if (size === undefined) {
    size = calculateObjectSize(doc);
    sizes.set(doc, size);
  }
  return size;
}

/** A capped collection's bounds from its options, or undefined for an ordinary collection. */
export function capOf(options: Doc): { bytes: number; count: number } | undefined {
  if (options.capped !== true) return undefined;
  const max = Number(options.max ?? 0);
  return {
    bytes: Math.max(Number(options.size), SMALLEST_CAP),
    count: max > 0 ? max : Infinity,
  };
}

/** The `size` and `max` MongoDB keeps for `create`'s capped options: size rounded up to 256 bytes. */
export function cappedOptions(command: Doc): Doc {
  const size = Number(command.size);
  if (command.size === undefined || !Number.isFinite(size) || size <= 0)
    throw new MongoCommandError('InvalidOptions', "the 'size' field is required when 'capped' is true");
  if (size > 2 ** 50)
    throw new MongoCommandError('InvalidOptions', 'Capped collection size must be less than 1 PiB');
  const max = command.max === undefined ? undefined : Number(command.max);
  if (max !== undefined && !Number.isFinite(max))
    throw new MongoCommandError('TypeMismatch', "'max' must be a number");
  return {
    capped: true,
    size: Math.ceil(size / 256) * 256,
    ...(max !== undefined && max > 0 && max < 2 ** 31 ? { max } : {}),
  };
}

/** Refuses a document a capped collection could never hold, as MongoDB does. */
export function checkFitsCap(options: Doc, doc: Doc): void {
  const cap = capOf(options);
  if (cap && bsonSize(doc) > cap.bytes)
    throw new MongoCommandError(
      'Location10003',
      `document is larger than capped size ${bsonSize(doc)} > ${cap.bytes}`,
    );
}

/** The oldest documents to remove so that the collection is within its bounds again (none when it is). */
export function overflow(options: Doc, docs: Map<string, Doc>): Doc[] {
  const cap = capOf(options);
  if (!cap) return [];
  let count = docs.size;
  let bytes = 0;
  for (const doc of docs.values()) bytes += bsonSize(doc);
  const removed: Doc[] = [];
  for (const doc of docs.values()) {
    if (count <= cap.count && bytes <= cap.bytes) break;
    removed.push(doc);
    count -= 1;
    bytes -= bsonSize(doc);
  }
  return removed;
}
