import { ProcessingMode } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type { CollationSpec, CollectionResolver, Options } from 'mingo/types';
import { MongoCommandError } from './errors';
import { exactOf, promote, viewOf } from './exact-values';
import { isActiveCollation, queryOptions } from './mingo-context';
import { projectDocs } from './projection';
import type { Collection } from './storage';
import { isPlainObject, valueKey, type Doc } from './values';

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Doc;
  hint?: unknown;
  variables?: Doc;
}

/** What every filter evaluation may carry besides the filter: a collation and `let` variables. */
export interface MatchOptions {
  collation?: Doc;
  variables?: Doc;
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
 * filter to the candidates. Under a collation strings may match other spellings, so no string lookup.
 */
function candidates(collection: Collection, filter: Doc, collation: Doc | undefined): Doc[] {
  const collated = isActiveCollation(collation);
  const id: unknown = filter._id;
  if (
    id !== undefined &&
    !isOperatorObject(id) &&
    !(id instanceof RegExp) &&
    !(collated && typeof id === 'string')
  ) {
    const doc = collection.docs.get(valueKey(id));
    return doc ? [doc] : [];
  }
  for (const [field, value] of Object.entries(filter)) {
    if (!isLookupValue(value) || (collated && typeof value === 'string')) continue;
    for (const index of collection.indexes.values()) {
      if (!index.answersEqualityOn(field)) continue;
      const owner = index.ownerOf(value);
      const doc = owner === undefined ? undefined : collection.docs.get(owner);
      return doc ? [doc] : [];
    }
  }
  return collection.documents();
}

function mingoOptions(options: MatchOptions, extra: Partial<Options> = {}): Partial<Options> {
  return queryOptions({
    ...extra,
    ...(options.collation ? { collation: options.collation as CollationSpec } : {}),
    ...(options.variables ? { variables: options.variables } : {}),
  });
}

function compileFilter(filter: Doc, options: MatchOptions): Query {
  return new Query(promote(filter), mingoOptions(options, { processingMode: ProcessingMode.CLONE_OFF }));
}

/** Stored documents matching `filter`, in natural order, at most `limit` of them (0 = all). */
export function matchingDocs(
  collection: Collection,
  filter: Doc = {},
  limit = 0,
  options: MatchOptions = {},
): Doc[] {
  const query = compileFilter(filter, options);
  const matched: Doc[] = [];
  for (const doc of candidates(collection, filter, options.collation)) {
    if (query.test(viewOf(doc))) {
      matched.push(doc);
      if (limit > 0 && matched.length >= limit) break;
    }
  }
  return matched;
}

/** The entries of `docs` (plain documents such as listCollections entries) that match `filter`. */
export function filterDocs<T extends Doc>(docs: T[], filter: Doc): T[] {
  const query = compileFilter(filter, {});
  return docs.filter((doc) => query.test(viewOf(doc)));
}

function hasKeys(doc: Doc | undefined): doc is Doc {
  return doc !== undefined && Object.keys(doc).length > 0;
}

/**
 * Refuses a hint that names no index of the collection, as MongoDB does (2 BadValue). `$natural` is
 * always allowed; a missing collection has no indexes to check.
 */
export function validateHint(collection: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !collection) return;
  if (typeof hint === 'string') {
    if (collection.indexes.has(hint)) return;
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 1 && '$natural' in hint) return;
    const key = valueKey(hint);
    if ([...collection.indexes.values()].some((index) => valueKey(index.spec.key) === key)) return;
  } else {
    throw new MongoCommandError('FailedToParse', 'hint must be a string or an object');
  }
  throw new MongoCommandError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/** Runs a find with MongoDB's order of operations: filter, sort, skip, limit, then projection. */
export function runFind(collection: Collection | undefined, spec: FindSpec): Doc[] {
  validateHint(collection, spec.hint);
  if (!collection) return [];
  const filter = spec.filter ?? {};
  let source = candidates(collection, filter, spec.collation);
  const sort = { ...(spec.sort ?? {}) };
  if ('$natural' in sort) {
    if (Number(sort.$natural) < 0) source = [...source].reverse();
    delete sort.$natural;
  }
  const cursor = compileFilter(filter, spec).find(source.map(viewOf));
  if (hasKeys(sort)) cursor.sort(promote(sort));
  if (spec.skip) cursor.skip(spec.skip);
  if (spec.limit) cursor.limit(spec.limit);
  const results = (cursor.all() as Doc[]).map((view) => exactOf(view));
  return projectDocs(results, spec.projection, filter);
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

const SELECTING_STAGES = new Set(['$match', '$sort', '$skip', '$limit']);

export function runAggregate(
  input: Doc[],
  pipeline: Doc[],
  resolveCollection: (name: string) => Doc[],
  options: MatchOptions = {},
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
  let stages = promote(pipeline);
  let source = input;
  // A leading $match is evaluated without cloning, so only matching documents get copied by the pipeline.
  const first = stages[0];
  if (first && isPlainObject(first.$match)) {
    const query = compileFilter(first.$match, options);
    source = input.filter((doc) => query.test(viewOf(doc)));
    stages = stages.slice(1);
  }
  const collectionResolver: CollectionResolver = (name: string) => resolveCollection(name).map(viewOf);
  // Stages that only select and order documents hand back the stored documents with their exact types;
  // any other stage computes new documents (from promoted numbers).
  const selectsOnly = stages.every((stage) => SELECTING_STAGES.has(Object.keys(stage)[0]!));
  const aggregator = new Aggregator(
    stages,
    mingoOptions(options, {
      collectionResolver,
      ...(selectsOnly ? { processingMode: ProcessingMode.CLONE_OFF } : {}),
    }),
  );
  const results = aggregator.run(source.map(viewOf)) as Doc[];
  return selectsOnly ? results.map((view) => exactOf(view)) : results;
}
