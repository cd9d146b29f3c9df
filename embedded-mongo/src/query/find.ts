import { MongoCommandError } from '../errors';
import { isActiveCollation, stringOrderOf } from '../bson/collation';
import { viewOf } from '../bson/exact-values';
import { isPlainObject, valueKey, type Doc } from '../bson/values';
import { compileFilter, type Matcher } from '../mingo';
import type { Index } from '../storage/indexes';
import type { Collection } from '../storage/storage';
import { checkedFilter } from './filter-checks';
import { nearest, nearOf, requireGeoIndex } from './geo-near';
import { geoValuesAt } from '../geo/shapes';
import { plan } from './planner';
import { textMatches, textOf } from './text-search';
import { requireTextScores } from '../text/scores';
import { projectDocs } from './projection';
import { sortDocs, sortFields } from './sorting';

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

/** A filter as a test of promoted documents, checked as MongoDB checks filters first. */
function matcherOf(filter: Doc, options: MatchOptions): Matcher {
  return compileFilter(checkedFilter(filter), options);
}

/** Stored documents matching `filter`, in natural order, at most `limit` of them (0 = all). */
export function matchingDocs(
  collection: Collection,
  filter: Doc = {},
  limit = 0,
  options: MatchOptions = {},
): Doc[] {
  const geo = nearOf(filter);
  if (geo) {
    requireGeoIndex(collection, geo.near.field, geo.near.metric);
    const near = nearest(matchingDocs(collection, geo.rest, 0, options), geo.near).map(({ doc }) => doc);
    return limit > 0 ? near.slice(0, limit) : near;
  }
  const text = textOf(filter);
  if (text) {
    const found = textMatches(
      collection,
      text.query,
      text.rest,
      matchingDocs(collection, text.rest, 0, options),
    );
    return limit > 0 ? found.slice(0, limit) : found;
  }
  const matched: Doc[] = [];
  const { docs, exact } = plan(collection, filter, [], isActiveCollation(options.collation));
  const query = exact ? undefined : matcherOf(filter, options);
  for (const doc of docs) {
    if (!query || query.test(viewOf(doc))) {
      matched.push(doc);
      if (limit > 0 && matched.length >= limit) break;
    }
  }
  return matched;
}

/** The entries of `docs` (plain documents such as listCollections entries) that match `filter`. */
export function filterDocs<T extends Doc>(docs: T[], filter: Doc): T[] {
  const query = matcherOf(filter, {});
  return docs.filter((doc) => query.test(viewOf(doc)));
}

/**
 * Refuses a hint that names no index of the collection, as MongoDB does (2 BadValue). `$natural` is
 * always allowed; a missing collection has no indexes to check.
 */
export function validateHint(collection: Collection | undefined, hint: unknown): void {
  hintedIndex(collection, hint);
}

/** What a hint names: an index, or the natural order (`$natural`, 1 forwards, -1 backwards). */
type Hinted = Index | { natural: 1 | -1 };

/** The index or natural order a hint names (undefined for none); a hint naming no index is refused as above. */
function hintedIndex(collection: Collection | undefined, hint: unknown): Hinted | undefined {
  if (hint === undefined || hint === null || !collection) return undefined;
  // A hidden index cannot be hinted either; a geo index can, though the planner never picks one itself.
  const indexes = [...collection.indexes.values()].filter((index) => !index.spec.hidden);
  let found: Index | undefined;
  if (typeof hint === 'string') {
    found = indexes.find((index) => index.name === hint);
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 1 && '$natural' in hint)
      return { natural: Number(hint.$natural) < 0 ? -1 : 1 };
    const key = valueKey(hint);
    found = indexes.find((index) => valueKey(index.spec.key) === key);
  } else {
    throw new MongoCommandError('FailedToParse', 'hint must be a string or an object');
  }
  if (found) return found;
  throw new MongoCommandError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/**
 * Matching documents (in natural order) as MongoDB reads them through a hinted index: in the index's order and,
 * from a sparse or partial index, only those it holds; through `$natural`, in natural order either way. Undefined
 * without a hint.
 */
export function inHintedOrder(
  collection: Collection | undefined,
  hint: unknown,
  docs: Doc[],
): Doc[] | undefined {
  const hinted = hintedIndex(collection, hint);
  if (!hinted) return undefined;
  if ('natural' in hinted) return hinted.natural < 0 ? [...docs].reverse() : docs;
  // A geo index holds only the documents with a place in its fields; its own order is its cells', not kept here.
  if (hinted.geoFields.length > 0)
    return docs.filter((doc) => hinted.geoFields.some(({ field }) => geoValuesAt(doc, field).length > 0));
  const held = hinted.isSubset ? docs.filter((doc) => hinted.keysFor(doc).length > 0) : docs;
  return sortDocs(
    held,
    hinted.fields.map((field, i) => ({ field, direction: hinted.directions[i]! })),
  );
}

/**
 * Runs a find with MongoDB's order of operations: filter, sort, skip, limit, then projection. When an
 * index yields the sort order, documents are read in that order and reading stops at skip + limit.
 */
export function runFind(collection: Collection | undefined, spec: FindSpec): Doc[] {
  validateHint(collection, spec.hint);
  const searched = textOf(spec.filter ?? {}) !== undefined;
  requireTextScores([spec.sort, spec.projection], searched);
  // A filter MongoDB refuses is refused on a missing collection too.
  if (!collection) {
    const filter = spec.filter ?? {};
    checkedFilter(nearOf(filter)?.rest ?? filter);
    return [];
  }
  const filter = spec.filter ?? {};
  const fields = sortFields(spec.sort);
  // Nearest first (geo-near.ts), found by a text search, or in a hinted index's order; a sort given too orders them
  // again, stably.
  const ordered =
    nearOf(filter) || searched
      ? matchingDocs(collection, filter, 0, spec)
      : spec.hint === undefined
        ? undefined
        : inHintedOrder(collection, spec.hint, matchingDocs(collection, filter, 0, spec));
  if (ordered) {
    const sorted = fields.length === 0 ? ordered : sortDocs(ordered, fields, stringOrderOf(spec.collation));
    const skip = spec.skip ?? 0;
    return projectDocs(
      sorted.slice(skip, spec.limit ? skip + spec.limit : undefined),
      spec.projection,
      filter,
    );
  }
  const collated = isActiveCollation(spec.collation);
  const natural = Number(spec.sort?.$natural ?? 1) < 0 ? -1 : 1;
  const chosen =
    fields.length === 0 && natural < 0
      ? undefined
      : plan(collection, filter, fields, collated, spec.skip ?? 0);
  const skip = (spec.skip ?? 0) - (chosen?.skipped ?? 0);
  const wanted = spec.limit ? skip + spec.limit : Infinity;
  let source: Iterable<Doc> = chosen ? chosen.docs : [...collection.docs.values()].reverse();
  const sortedAlready = fields.length === 0 || chosen?.sorted === true;
  const query = chosen?.exact ? undefined : matcherOf(filter, spec);
  const matched: Doc[] = [];
  for (const doc of source) {
    if (query && !query.test(viewOf(doc))) continue;
    matched.push(doc);
    if (sortedAlready && matched.length >= wanted) break;
  }
  source = sortedAlready ? matched : sortDocs(matched, fields, stringOrderOf(spec.collation));
  const page = [...source].slice(skip, wanted);
  return projectDocs(page, spec.projection, filter);
}
