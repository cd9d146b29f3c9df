import { Aggregator, Query, find } from 'mingo';
import { ProcessingMode } from 'mingo';
import type { CollationSpec, CollectionResolver } from 'mingo/types';
import { MongoCommandError } from './errors';
import { queryOptions } from './query-options';
import type { Collection } from './storage';
import { isPlainObject, valueKey, withIdFirst, type Doc } from './values';

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Doc;
}

function isOperatorObject(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

/** A value an equality can look up by key: not null (which also matches a missing field), not a pattern. */
function isLookupValue(value: unknown): boolean {
  return (
    value !== undefined &&
    value !== null &&
    !(value instanceof RegExp) &&
    !Array.isArray(value) &&
    !isPlainObject(value)
  );
}

/**
 * Candidate documents for a filter: a direct lookup when the filter pins _id or a field with a unique
 * index (sessions by token, accounts by e-mail), else every document. The caller still applies the whole
 * filter to the candidates.
 */
function candidates(collection: Collection, filter: Doc): Doc[] {
  const id: unknown = filter._id;
  if (id !== undefined && !isOperatorObject(id) && !(id instanceof RegExp)) {
    const doc = collection.docs.get(valueKey(id));
    return doc ? [doc] : [];
  }
  for (const [field, value] of Object.entries(filter)) {
    if (!isLookupValue(value)) continue;
    for (const index of collection.indexes.values()) {
      if (!index.answersEqualityOn(field)) continue;
      const owner = index.ownerOf(value);
      const doc = owner === undefined ? undefined : collection.docs.get(owner);
      return doc ? [doc] : [];
    }
  }
  return collection.documents();
}

const NO_CLONE = { processingMode: ProcessingMode.CLONE_OFF };

/** Stored documents matching `filter`, in natural order, at most `limit` of them (0 = all). */
export function matchingDocs(collection: Collection, filter: Doc = {}, limit = 0): Doc[] {
  const query = new Query(filter, queryOptions(NO_CLONE));
  const matched: Doc[] = [];
  for (const doc of candidates(collection, filter)) {
    if (query.test(doc)) {
      matched.push(doc);
      if (limit > 0 && matched.length >= limit) break;
    }
  }
  return matched;
}

export function filterDocs<T extends Doc>(docs: T[], filter: Doc): T[] {
  const query = new Query(filter, queryOptions(NO_CLONE));
  return docs.filter((doc) => query.test(doc));
}

function hasKeys(doc: Doc | undefined): doc is Doc {
  return doc !== undefined && Object.keys(doc).length > 0;
}

/** Runs a find with MongoDB's order of operations: filter, sort, skip, limit, then projection. */
export function runFind(collection: Collection | undefined, spec: FindSpec): Doc[] {
  if (!collection) return [];
  const filter = spec.filter ?? {};
  let source = candidates(collection, filter);
  const sort = { ...(spec.sort ?? {}) };
  if ('$natural' in sort) {
    if (Number(sort.$natural) < 0) source = [...source].reverse();
    delete sort.$natural;
  }
  const cursor = find(
    source,
    filter,
    hasKeys(spec.projection) ? spec.projection : undefined,
    queryOptions(NO_CLONE),
  );
  if (spec.collation) cursor.collation(spec.collation as CollationSpec);
  if (hasKeys(sort)) cursor.sort(sort);
  if (spec.skip) cursor.skip(spec.skip);
  if (spec.limit) cursor.limit(spec.limit);
  const results = cursor.all() as Doc[];
  return hasKeys(spec.projection) ? results.map(withIdFirst) : results;
}

/** Applies a projection to one document (findAndModify's `fields`). */
export function projectDoc(doc: Doc, projection: Doc | undefined, filter: Doc = {}): Doc {
  if (!hasKeys(projection)) return doc;
  const [projected] = find([doc], filter, projection, queryOptions(NO_CLONE)).all() as Doc[];
  return withIdFirst(projected ?? {});
}

const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$search',
  '$geoNear',
]);

export function runAggregate(
  input: Doc[],
  pipeline: Doc[],
  resolveCollection: (name: string) => Doc[],
  variables?: Doc,
): Doc[] {
  for (const stage of pipeline) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name)
      throw new MongoCommandError(
        'BadValue',
        'A pipeline stage specification object must contain exactly one field.',
      );
    if (UNSUPPORTED_STAGES.has(name)) {
      throw new MongoCommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
    }
  }
  let stages = pipeline;
  let source = input;
  // A leading $match is evaluated without cloning, so only matching documents get copied by the pipeline.
  const first = pipeline[0];
  if (first && isPlainObject(first.$match)) {
    source = filterDocs(input, first.$match);
    stages = pipeline.slice(1);
  }
  const collectionResolver: CollectionResolver = (name: string) => resolveCollection(name);
  const aggregator = new Aggregator(
    stages,
    queryOptions({ collectionResolver, ...(variables ? { variables } : {}) }),
  );
  return aggregator.run(source) as Doc[];
}
