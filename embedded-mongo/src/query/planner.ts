import { TypeBound, TypeRank, compareValues, typeRank } from '../bson/bson-order';
import type { EntryKey, Index } from '../storage/indexes';
import type { SortField } from './sorting';
import type { Collection } from '../storage/storage';
import { isPlainObject, valueKey, type Doc } from '../bson/values';

/**
 * The indexes queries may use: all but hidden ones, which MongoDB keeps up to date (and unique) but never plans with,
 * geo and text ones, which only the geo and text queries read (`query/geo-near.ts`, `query/text-search.ts`), and
 * collated ones, which keep their order and uniqueness under their collation but are not read (a query's strings
 * compare under its own collation, which the planner does not match against the index's).
 */
export function plannable(collection: Collection): Index[] {
  return [...collection.indexes.values()].filter(
    (index) => !index.spec.hidden && index.geoFields.length === 0 && !index.text && !index.strings,
  );
}

/** Documents to test against a filter, in natural order or, when `sorted`, already in sort order. */
export interface Plan {
  docs: Iterable<Doc>;
  sorted: boolean;
  /** Matches already skipped in the index, without reading their documents. */
  skipped: number;
  /** The documents are exactly the filter's matches, so the filter need not be applied to them. */
  exact: boolean;
  /** The index used, for tests and diagnostics. */
  index?: string;
}

/** A value an index lookup can find by key: not null (which also matches missing), not a pattern. */
export function isLookupValue(value: unknown, collated: boolean): boolean {
  return (
    value !== undefined &&
    value !== null &&
    !(value instanceof RegExp) &&
    !Array.isArray(value) &&
    !isPlainObject(value) &&
    typeRank(value) !== TypeRank.regex &&
    !(collated && typeof value === 'string')
  );
}

interface Range {
  lower: unknown;
  lowerInclusive: boolean;
  upper: unknown;
  upperInclusive: boolean;
}

/** Types whose range conditions are bracketed to the bound's type, so an index range answers them. */
const RANGE_TYPES = new Set<number>([TypeRank.number, TypeRank.string, TypeRank.date]);

function equalityOf(condition: unknown, collated: boolean): { value: unknown } | undefined {
  if (isLookupValue(condition, collated)) return { value: condition };
  if (isPlainObject(condition) && '$eq' in condition && isLookupValue(condition.$eq, collated))
    return { value: condition.$eq };
  return undefined;
}

function inListOf(condition: unknown, collated: boolean): unknown[] | undefined {
  if (!isPlainObject(condition) || !Array.isArray(condition.$in) || condition.$in.length === 0)
    return undefined;
  const values = condition.$in as unknown[];
  return values.every((value) => isLookupValue(value, collated)) ? values : undefined;
}

/**
 * The range a condition's $gt/$gte/$lt/$lte imply, within the first bound's type bracket (operators
 * beside them are checked by the filter afterwards). On a multikey index only the lower bound is used:
 * different elements of one array may satisfy each bound.
 */
function rangeOf(condition: unknown, collated: boolean, multikey: boolean): Range | undefined {
  if (!isPlainObject(condition)) return undefined;
  let rank: number | undefined;
  let lower: { value: unknown; inclusive: boolean } | undefined;
  let upper: { value: unknown; inclusive: boolean } | undefined;
  for (const [operator, bound] of Object.entries(condition)) {
    if (!['$gt', '$gte', '$lt', '$lte'].includes(operator)) continue;
    const boundRank = typeRank(bound);
    if (!RANGE_TYPES.has(boundRank) || (collated && boundRank === TypeRank.string)) continue;
    if (typeof bound === 'number' && Number.isNaN(bound)) continue;
    if (rank !== undefined && boundRank !== rank) continue;
    rank = boundRank;
    const inclusive = operator.endsWith('e');
    if (operator.startsWith('$g')) lower ??= { value: bound, inclusive };
    else upper ??= { value: bound, inclusive };
  }
  if (rank === undefined) return undefined;
  if (multikey && lower) upper = undefined;
  return {
    lower: lower ? lower.value : new TypeBound(rank, -1),
    lowerInclusive: lower ? lower.inclusive : true,
    upper: upper ? upper.value : new TypeBound(rank, 1),
    upperInclusive: upper ? upper.inclusive : true,
  };
}

/** Flags that keep `^` meaning the start of the string and letters meaning themselves. */
const PREFIX_SAFE_FLAGS = /^[su]*$/;

/**
 * The literal text an anchored, case-sensitive regular expression requires at the start of a string (`/^abc/`,
 * `/^a\.b+/` → 'abc', 'a.b'), as MongoDB's tight index bounds for a prefix pattern; undefined for any other.
 */
export function regexPrefixOf(condition: unknown): string | undefined {
  let source: string;
  let flags: string;
  if (condition instanceof RegExp) {
    source = condition.source;
    flags = condition.flags;
  } else if (
    isPlainObject(condition) &&
    typeof condition.$regex === 'string' &&
    Object.keys(condition).every((key) => key === '$regex' || key === '$options')
  ) {
    source = condition.$regex;
    flags = typeof condition.$options === 'string' ? condition.$options : '';
  } else {
    return undefined;
  }
  if (!PREFIX_SAFE_FLAGS.test(flags) || !source.startsWith('^')) return undefined;
  let prefix = '';
  let literal = true;
  for (let i = 1; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      const escaped = source[i + 1];
      // \d, \w, \1... are classes and references, not characters.
      if (escaped === undefined || /[0-9A-Za-z]/.test(escaped)) literal = false;
      else if (literal) prefix += escaped;
      i += 1;
    } else if (char === '|') {
      return undefined; // an alternative need not start with the prefix
    } else if ('.*+?()[]{}$^'.includes(char)) {
      // A quantifier may repeat the last character zero times, so it is not required.
      if (literal && '*?{'.includes(char)) prefix = prefix.slice(0, -1).replace(/[\uD800-\uDBFF]$/, '');
      literal = false;
    } else if (literal) {
      prefix += char;
    }
  }
  return prefix || undefined;
}

/** Every string that starts with `prefix`: from it up to its successor, or to the end of the strings. */
function prefixRange(prefix: string): Range {
  const last = prefix.charCodeAt(prefix.length - 1);
  return {
    lower: prefix,
    lowerInclusive: true,
    upper:
      last < 0xffff ? prefix.slice(0, -1) + String.fromCharCode(last + 1) : new TypeBound(TypeRank.string, 1),
    upperInclusive: false,
  };
}

/** The prefix ranges a condition implies: one prefix pattern, or each prefix pattern of an `$all`. */
function prefixRangesOf(condition: unknown): Range[] {
  const all = isPlainObject(condition) && Object.keys(condition).length === 1 ? condition.$all : undefined;
  const patterns = Array.isArray(all) ? all : [condition];
  return patterns.flatMap((pattern) => {
    const prefix = regexPrefixOf(pattern);
    return prefix === undefined ? [] : [prefixRange(prefix)];
  });
}

/** Entries within bounds, counted up to `cap`: a trial that tells which of several ranges is narrowest. */
function entriesUpTo(index: Index, [start, end]: [EntryKey, EntryKey], cap: number): number {
  let entries = 0;
  index.tree!.forRange(start, end, true, () => (++entries >= cap ? { break: true } : undefined));
  return entries;
}

/** How many entries a trial reads of each range at most: past it, ranges are all "wide". */
const TRIAL_ENTRIES = 1_000;

/** Of several ranges on one field (words that must all be present), the one with the fewest entries. */
function narrowestRange(index: Index, prefix: unknown[], ranges: Range[]): Range | undefined {
  if (ranges.length < 2) return ranges[0];
  let best = ranges[0];
  let fewest = TRIAL_ENTRIES;
  for (const range of ranges) {
    const entries = entriesUpTo(index, rangeBounds(index, range, prefix), fewest);
    if (entries < fewest) [best, fewest] = [range, entries];
  }
  return best;
}

interface Candidate {
  index: Index;
  equalities: unknown[];
  inList?: unknown[];
  range?: Range;
  coversSort: boolean;
  reverse: boolean;
  /** How many index fields after the equality prefix the sort reads. */
  sortWidth: number;
  score: number;
}

/** Whether reading `index` after its equality prefix yields `sort`'s order (all forward or all reversed). */
function sortCoverage(
  index: Index,
  prefix: number,
  sort: SortField[],
  equalFields: Set<string>,
): { covers: boolean; reverse: boolean; width: number } {
  const remaining = sort.filter(({ field }) => !equalFields.has(field));
  const none = { covers: false, reverse: false, width: 0 };
  if (remaining.length === 0 || remaining.length > index.fields.length - prefix) return none;
  let reverse: boolean | undefined;
  for (let i = 0; i < remaining.length; i++) {
    const { field, direction } = remaining[i]!;
    if (index.fields[prefix + i] !== field) return none;
    const flipped = direction !== index.directions[prefix + i];
    if (reverse === undefined) reverse = flipped;
    else if (reverse !== flipped) return none;
  }
  return { covers: true, reverse: reverse ?? false, width: remaining.length };
}

function considerIndex(
  index: Index,
  filter: Doc,
  sort: SortField[],
  collated: boolean,
): Candidate | undefined {
  if (!index.tree || index.spec.partialFilterExpression) return undefined;
  const equalities: unknown[] = [];
  const equalFields = new Set<string>();
  for (const field of index.fields) {
    const equality = equalityOf(filter[field], collated);
    if (!equality) break;
    equalities.push(equality.value);
    equalFields.add(field);
  }
  const next = index.fields[equalities.length];
  const inList = equalities.length === 0 && next !== undefined ? inListOf(filter[next], collated) : undefined;
  const range =
    inList || next === undefined
      ? undefined
      : (rangeOf(filter[next], collated, index.multikey) ??
        (collated ? undefined : narrowestRange(index, equalities, prefixRangesOf(filter[next]))));
  const bounded = equalities.length > 0 || inList !== undefined || range !== undefined;
  const coverage =
    !inList && !collated && !index.multikey && (bounded || !index.isSubset)
      ? sortCoverage(index, equalities.length, sort, equalFields)
      : { covers: false, reverse: false, width: 0 };
  if (!bounded && !coverage.covers) return undefined;
  const score = equalities.length * 4 + (inList ? 2 : 0) + (range ? 2 : 0) + (coverage.covers ? 1 : 0);
  return {
    index,
    equalities,
    inList,
    range,
    coversSort: coverage.covers,
    reverse: coverage.reverse,
    sortWidth: coverage.width,
    score,
  };
}

/** Index entries between two bounds, forwards or backwards. */
function* scan(
  index: Index,
  start: EntryKey,
  end: EntryKey,
  reverse: boolean,
): Generator<[EntryKey, string]> {
  const tree = index.tree!;
  if (!reverse) {
    for (const entry of tree.entries(start)) {
      if (index.compareKeys(entry[0], end) > 0) return;
      yield entry;
    }
  } else {
    for (const entry of tree.entriesReversed(end)) {
      if (index.compareKeys(entry[0], start) < 0) return;
      yield entry;
    }
  }
}

function boundsOf(candidate: Candidate, prefix: unknown[]): [EntryKey, EntryKey] {
  return rangeBounds(candidate.index, candidate.range, prefix);
}

function rangeBounds(index: Index, range: Range | undefined, prefix: unknown[]): [EntryKey, EntryKey] {
  if (!range)
    return [
      { values: prefix, rid: -Infinity },
      { values: prefix, rid: Infinity },
    ];
  const ascending = index.directions[prefix.length] === 1;
  const first = ascending ? range.lower : range.upper;
  const firstInclusive = ascending ? range.lowerInclusive : range.upperInclusive;
  const last = ascending ? range.upper : range.lower;
  const lastInclusive = ascending ? range.upperInclusive : range.lowerInclusive;
  return [
    { values: [...prefix, first], rid: firstInclusive ? -Infinity : Infinity },
    { values: [...prefix, last], rid: lastInclusive ? Infinity : -Infinity },
  ];
}

/**
 * Entries in index order, with each run of equal sort keys handed out in natural order, so a sort read
 * from the index gives exactly what sorting the same documents in memory gives.
 */
function* inSortOrder(
  entries: Iterable<[EntryKey, string]>,
  sortWidth: number,
  prefix: number,
): Generator<string> {
  let run: Array<[EntryKey, string]> = [];
  const sameRun = (a: EntryKey, b: EntryKey): boolean => {
    for (let i = prefix; i < prefix + sortWidth; i++)
      if (compareValues(a.values[i], b.values[i]) !== 0) return false;
    return true;
  };
  for (const entry of entries) {
    if (run.length > 0 && !sameRun(run[0]![0], entry[0])) {
      run.sort((a, b) => a[0].rid - b[0].rid);
      for (const [, id] of run) yield id;
      run = [];
    }
    run.push(entry);
  }
  run.sort((a, b) => a[0].rid - b[0].rid);
  for (const [, id] of run) yield id;
}

/** Advances `ids` past up to `count` entries; returns how many it passed. */
function skipIds(ids: Iterator<string>, count: number): number {
  let skipped = 0;
  while (skipped < count && !ids.next().done) skipped += 1;
  return skipped;
}

function* documentsFor(collection: Collection, ids: Iterable<string>): Generator<Doc> {
  for (const id of ids) {
    const doc = collection.docs.get(id);
    if (doc) yield doc;
  }
}

/**
 * Chooses how to find a filter's candidates: the _id map, the best secondary index (equality prefix,
 * then a range or `$in` on the next field, and whether it yields `sort`'s order), or a full scan.
 * The filter is always applied to the candidates afterwards, so a candidate set only has to contain
 * every match.
 */
export function plan(
  collection: Collection,
  filter: Doc,
  sort: SortField[],
  collated: boolean,
  skip = 0,
): Plan {
  const fields = Object.keys(filter);
  const id: unknown = filter._id;
  const idEquality = equalityOf(id, collated);
  if (idEquality) {
    const doc = collection.docs.get(valueKey(idEquality.value));
    const exact = fields.length === 1 && isExactKey(idEquality.value);
    return { docs: doc ? [doc] : [], sorted: true, skipped: 0, exact, index: '_id_' };
  }
  // A unique index's key map answers an equality on its one field with a single lookup.
  if (sort.length === 0) {
    for (const index of plannable(collection)) {
      const field = index.fields[0]!;
      const equality = index.answersEqualityOn(field) ? equalityOf(filter[field], collated) : undefined;
      if (!equality) continue;
      const owner = index.ownerOf(equality.value);
      const doc = owner === undefined ? undefined : collection.docs.get(owner);
      const exact = fields.length === 1 && isExactKey(equality.value);
      return { docs: doc ? [doc] : [], sorted: true, skipped: 0, exact, index: index.name };
    }
  }
  const best = bestCandidate(collection, filter, sort, collated);
  if (!best) return { docs: collection.docs.values(), sorted: false, skipped: 0, exact: fields.length === 0 };
  if (best.coversSort) {
    const [start, end] = boundsOf(best, best.equalities);
    const ids = inSortOrder(
      scan(best.index, start, end, best.reverse),
      best.sortWidth,
      best.equalities.length,
    );
    // With no filter every entry is a match (a covering index is not multikey, so one entry per
    // document), so a skip can pass over entries without reading their documents.
    const exact = fields.length === 0;
    const skipped = exact ? skipIds(ids, skip) : 0;
    return { docs: documentsFor(collection, ids), sorted: true, skipped, exact, index: best.index.name };
  }
  const found = new Map<string, number>();
  const prefixes = best.inList ? best.inList.map((value) => [value]) : [best.equalities];
  for (const prefix of prefixes) {
    const [start, end] = boundsOf(best, prefix);
    best.index.tree!.forRange(start, end, true, (key, docId) => {
      found.set(docId, key.rid);
    });
  }
  // Back to natural order, so results without a sort are what a collection scan returns.
  const ids = [...found].sort((a, b) => a[1] - b[1]).map(([docId]) => docId);
  const exact = selectsExactly(best, fields);
  return { docs: documentsFor(collection, ids), sorted: false, skipped: 0, exact, index: best.index.name };
}

function bestCandidate(
  collection: Collection,
  filter: Doc,
  sort: SortField[],
  collated: boolean,
): Candidate | undefined {
  let best: Candidate | undefined;
  for (const index of plannable(collection)) {
    const candidate = considerIndex(index, filter, sort, collated);
    if (!candidate || (best && candidate.score < best.score)) continue;
    // Of equally good indexes the narrowest: its keys are the cheapest to compare.
    if (!best || candidate.score > best.score || candidate.index.fields.length < best.index.fields.length)
      best = candidate;
  }
  return best;
}

/** Equalities on every filter field, all read from the index, select exactly the matches. */
function selectsExactly(candidate: Candidate, filterFields: string[]): boolean {
  return (
    !candidate.inList &&
    !candidate.range &&
    !candidate.index.isSubset &&
    filterFields.length === candidate.equalities.length &&
    candidate.equalities.every(isExactKey)
  );
}

/**
 * How many documents match `filter` when an index alone can tell (equalities on every filter field with exact
 * keys, or no filter at all), counted from its entries without reading a document; undefined otherwise. This is
 * what keeps an admin's "paid only" total as cheap as walking the index.
 */
export function countFromIndex(collection: Collection, filter: Doc): number | undefined {
  const fields = Object.keys(filter);
  if (fields.length === 0) return collection.docs.size;
  const best = bestCandidate(collection, filter, [], false);
  if (!best || !selectsExactly(best, fields)) return undefined;
  const [leading] = best.equalities;
  if (best.equalities.length === 1 && typeof leading === 'string' && !best.index.multikey)
    return best.index.entriesLeadingWith(leading);
  const [start, end] = boundsOf(best, best.equalities);
  // A multikey index holds one entry per array element: count documents, not entries.
  const ids = best.index.multikey ? new Set<string>() : undefined;
  let entries = 0;
  best.index.tree!.forRange(start, end, true, (_key, docId) => {
    entries += 1;
    ids?.add(docId);
  });
  return ids ? ids.size : entries;
}

/**
 * Values whose index key equality is exactly mingo's equality (a Decimal128's key is its numeric value,
 * while equality compares its digits; wrapped numbers are compared by mingo in promoted form).
 */
function isExactKey(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    (typeof value === 'number' && !Number.isNaN(value)) ||
    typeof value === 'boolean' ||
    value instanceof Date ||
    (value as { _bsontype?: string } | null)?._bsontype === 'ObjectId'
  );
}
