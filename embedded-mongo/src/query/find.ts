import { MongoCommandError } from '../errors';
import { isActiveCollation, stringOrderOf } from '../bson/collation';
import { viewOf } from '../bson/exact-values';
import { isPlainObject, valueKey, type Doc } from '../bson/values';
import { compileFilter, type Matcher } from '../mingo';
import type { Collection } from '../storage/storage';
import { checkedFilter } from './filter-checks';
import { plan, plannable } from './planner';
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
  if (hint === undefined || hint === null || !collection) return;
  // A hidden index cannot be hinted either.
  const indexes = plannable(collection);
  if (typeof hint === 'string') {
    if (indexes.some((index) => index.name === hint)) return;
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 1 && '$natural' in hint) return;
    const key = valueKey(hint);
    if (indexes.some((index) => valueKey(index.spec.key) === key)) return;
  } else {
    throw new MongoCommandError('FailedToParse', 'hint must be a string or an object');
  }
  throw new MongoCommandError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/**
 * Runs a find with MongoDB's order of operations: filter, sort, skip, limit, then projection. When an
 * index yields the sort order, documents are read in that order and reading stops at skip + limit.
 */
export function runFind(collection: Collection | undefined, spec: FindSpec): Doc[] {
  validateHint(collection, spec.hint);
  if (!collection) return [];
  const filter = spec.filter ?? {};
  const fields = sortFields(spec.sort);
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
