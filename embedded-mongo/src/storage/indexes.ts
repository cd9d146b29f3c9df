import BTree from 'sorted-btree';
import { compareValues, type StringComparator } from '../bson/bson-order';
import { stringOrderOf } from '../bson/collation';
import { MongoCommandError } from '../errors';
import { formatDoc, isPlainObject, setField, valueKey, valuesAtPath, type Doc } from '../bson/values';
import { bsonTypeAlias, promote, viewOf } from '../bson/exact-values';
import { geoValuesAt } from '../geo/shapes';
import { flatKeyProblem, sphereKeyProblem } from '../geo/validation';
import { languageProblem } from '../text/document-terms';
import {
  isTextKey,
  normaliseTextSpec,
  textSettingsOf,
  type TextIndexSettings,
} from '../text/text-index-spec';

/**
 * Whether a document (a promoted view) belongs in a partial index: its `partialFilterExpression`, compiled by the
 * query layer, which storage does not depend on.
 */
export type PartialFilter = (view: Doc) => boolean;

/** An index as listIndexes reports it. Extra options (collation, weights...) are kept verbatim. */
export interface IndexSpec extends Doc {
  v: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
}

export const ID_INDEX_NAME = '_id_';

export function idIndexSpec(): IndexSpec {
  return { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME };
}

export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}

const UNSUPPORTED_INDEX_OPTIONS = ['wildcardProjection'];

/** What MongoDB accepts in an index specification (beyond the unsupported options above). */
const INDEX_SPEC_FIELDS = new Set([
  'key',
  'name',
  'v',
  'unique',
  'sparse',
  'background',
  'partialFilterExpression',
  'expireAfterSeconds',
  'hidden',
  'storageEngine',
  'ns',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
  'bucketSize',
  'clustered',
  'prepareUnique',
  'weights',
  'default_language',
  'collation',
  ...UNSUPPORTED_INDEX_OPTIONS,
]);

/** Index types MongoDB has that this engine does not (it keeps ascending and descending keys, geo, text and hashed). */
const INDEX_PLUGINS = new Set(['columnstore']);

/** The geo index types: they hold what geo queries may read, and refuse what is not a place. */
export type GeoIndexType = '2d' | '2dsphere';
const GEO_INDEX_TYPES: ReadonlySet<unknown> = new Set(['2d', '2dsphere']);

/**
 * One field of a key pattern as MongoDB judges it: a non-zero number orders the index; a known plugin or a
 * wildcard path is refused with 115 (not implemented here); anything else is 67 CannotCreateIndex.
 */
function checkKeyPart(field: string, direction: unknown): void {
  const unsupported = (what: string) =>
    new MongoCommandError(
      'CommandNotSupported',
      `${what} on '${field}' is not supported by embedded-mongo (ascending and descending only)`,
    );
  if (field === '$**' || field.endsWith('.$**')) throw unsupported('a wildcard index');
  if (typeof direction === 'number' && Number.isFinite(direction)) {
    if (direction === 0)
      throw new MongoCommandError('CannotCreateIndex', "Values in the index key pattern can't be 0.");
    return;
  }
  if (typeof direction === 'string') {
    if (GEO_INDEX_TYPES.has(direction) || direction === 'text' || direction === 'hashed') return;
    if (INDEX_PLUGINS.has(direction)) throw unsupported(`index type "${direction}"`);
    throw new MongoCommandError('CannotCreateIndex', `Unknown index plugin '${direction}'`);
  }
  throw new MongoCommandError(
    'CannotCreateIndex',
    `Values in v:2 index key pattern cannot be of type ${bsonTypeAlias(direction)}. Only numbers > 0, numbers < 0, and strings are allowed.`,
  );
}

/** Validates a createIndexes entry and fills in what MongoDB would (version, name). */
export function normaliseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoCommandError('BadValue', 'Index specification must include a non-empty key document');
  }
  // Directions as plain numbers, whichever number type they came as (`1.0`, an Int64).
  const key = Object.fromEntries(
    Object.entries(raw.key).map(([field, direction]) => [field, promote(direction)]),
  );
  for (const [field, direction] of Object.entries(key)) checkKeyPart(field, direction);
  for (const field of Object.keys(raw))
    if (!INDEX_SPEC_FIELDS.has(field))
      throw new MongoCommandError(
        'InvalidIndexSpecificationOption',
        `The field '${field}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
      );
  for (const option of UNSUPPORTED_INDEX_OPTIONS) {
    if (raw[option] !== undefined)
      throw new MongoCommandError(
        'CommandNotSupported',
        `the index option '${option}' is not supported by embedded-mongo`,
      );
  }
  const spec: IndexSpec = {
    ...raw,
    v: 2,
    key,
    name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key),
    ...(isTextKey(key) ? normaliseTextSpec(raw, key) : {}),
  };
  for (const flag of ['unique', 'sparse', 'background'] as const) {
    if (flag in spec) {
      if (spec[flag]) spec[flag] = true;
      else delete spec[flag];
    }
  }
  if (spec.name === ID_INDEX_NAME) delete spec.unique;
  const hashed = Object.values(key).filter((direction) => direction === 'hashed').length;
  if (hashed > 1)
    throw new MongoCommandError('Location31303', 'A maximum of one index field is allowed to be hashed');
  if (hashed > 0 && spec.unique)
    throw new MongoCommandError(
      'Location16764',
      'Currently hashed indexes cannot guarantee uniqueness. Use a regular index.',
    );
  if (Object.values(key).includes('2dsphere')) spec['2dsphereIndexVersion'] = 3;
  delete spec.background;
  return spec;
}

/** Options that make two indexes with the same key pattern different indexes. */
function comparableOptions(spec: IndexSpec): string {
  const { v: _v, name: _name, key: _key, background: _bg, ...rest } = spec;
  return valueKey(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

export function sameIndex(a: IndexSpec, b: IndexSpec): boolean {
  return valueKey(a.key) === valueKey(b.key) && comparableOptions(a) === comparableOptions(b);
}

interface IndexKey {
  key: string;
  values: Doc;
  tuple: unknown[];
}

/**
 * A position in an index: the key's values in index field order, then the document's record id
 * (its place in natural order). A bound may carry fewer values than the index has fields; its record id
 * is then -Infinity (before every entry it prefixes) or Infinity (after them).
 */
export interface EntryKey {
  values: unknown[];
  rid: number;
}

/** The path of the first array on the way along `path` (`a` for `a.x` when `a` is an array), if any. */
function arrayOnPath(doc: unknown, path: string[]): string | undefined {
  let value = doc;
  for (let i = 0; i <= path.length; i++) {
    if (Array.isArray(value)) return path.slice(0, i).join('.');
    if (i === path.length || !isPlainObject(value)) return undefined;
    value = value[path[i]!];
  }
  return undefined;
}

const touchesArray = (doc: unknown, path: string[]): boolean => arrayOnPath(doc, path) !== undefined;

/**
 * One secondary index: an ordered B+ tree of (key values, record id) → document id in MongoDB's
 * BSON order, for equality, range and `$in` lookups and for reading documents in sort order. Unique
 * indexes also keep a key map that enforces uniqueness. The _id index is the collection's own document
 * map, so it keeps neither.
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly directions: Array<1 | -1>;
  private readonly paths: string[][];
  private readonly partial: PartialFilter | undefined;
  private readonly owners = new Map<string, string>();
  readonly tree: BTree<EntryKey, string> | undefined;
  readonly geoFields: Array<{ field: string; type: GeoIndexType }>;
  /**
   * The paths a hashed index hashes. MongoDB finds equalities through a hash of the value; the engine keeps the value
   * itself in the tree, which finds the same documents (and also answers ranges and sorts MongoDB's hash cannot).
   */
  private readonly hashedPaths: string[][];
  /** What a text index reads, for `$text` queries alone. */
  readonly text: TextIndexSettings | undefined;
  /** Documents with an array on an indexed path; while any exist the index cannot give sort order. */
  private multikeyDocs = 0;
  /** How the index orders strings: by its collation's collator, or binary order without one. */
  readonly strings: StringComparator | undefined;
  /** Entries per string in the first field, so an equality on it alone is counted without walking the tree. */
  private readonly leadingStrings = new Map<string, number>();

  constructor(spec: IndexSpec, partial?: PartialFilter) {
    this.spec = spec;
    this.partial = partial;
    this.fields = Object.keys(spec.key);
    this.paths = this.fields.map((field) => field.split('.'));
    this.directions = Object.values(spec.key).map((direction) => (Number(direction) < 0 ? -1 : 1));
    this.geoFields = Object.entries(spec.key)
      .filter(([, type]) => GEO_INDEX_TYPES.has(type))
      .map(([field, type]) => ({ field, type: type as GeoIndexType }));
    this.text = textSettingsOf(spec);
    this.hashedPaths = Object.entries(spec.key)
      .filter(([, type]) => type === 'hashed')
      .map(([field]) => field.split('.'));
    this.strings = stringOrderOf(spec.collation);
    // A geo or text index is read by the geo or text queries' own scan, never by the B-tree planner.
    this.tree =
      spec.name === ID_INDEX_NAME || this.geoFields.length > 0 || this.text
        ? undefined
        : new BTree<EntryKey, string>(undefined, (a, b) => this.compareKeys(a, b));
  }

  get name(): string {
    return this.spec.name;
  }

  get enforcesUniqueness(): boolean {
    return this.spec.unique === true && this.spec.name !== ID_INDEX_NAME;
  }

  get multikey(): boolean {
    return this.multikeyDocs > 0;
  }

  /** Whether the index leaves documents out (sparse or partial), so it cannot stand for a full scan. */
  get isSubset(): boolean {
    return this.spec.sparse === true || this.partial !== undefined;
  }

  compareKeys(a: EntryKey, b: EntryKey): number {
    const shared = Math.min(a.values.length, b.values.length);
    for (let i = 0; i < shared; i++) {
      const order = compareValues(a.values[i], b.values[i], this.strings) * this.directions[i]!;
      if (order !== 0) return order;
    }
    if (a.values.length < b.values.length) return a.rid < 0 ? -1 : 1;
    if (a.values.length > b.values.length) return b.rid < 0 ? 1 : -1;
    return a.rid - b.rid;
  }

  /**
   * Whether an equality on `field` can be answered from the key map alone: a unique ascending or
   * descending index on that one field that holds every document (a partial index does not).
   */
  answersEqualityOn(field: string): boolean {
    return (
      this.enforcesUniqueness &&
      this.partial === undefined &&
      this.strings === undefined &&
      this.fields.length === 1 &&
      this.fields[0] === field
    );
  }

  /**
   * Whether a new version of a document keeps this index's entries: each indexed path starts at a top-level field
   * holding the very same value (an update that leaves a field alone keeps its object). A partial index may
   * depend on any field, so it never says so.
   */
  unchangedBetween(previous: Doc, next: Doc): boolean {
    return !this.partial && this.paths.every(([top]) => previous[top!] === next[top!]);
  }

  /** How many entries have `value` in the first field. */
  entriesLeadingWith(value: string): number {
    return this.leadingStrings.get(value) ?? 0;
  }

  private countLeading(tuple: unknown[], change: 1 | -1): void {
    const [leading] = tuple;
    if (typeof leading !== 'string') return;
    const count = (this.leadingStrings.get(leading) ?? 0) + change;
    if (count > 0) this.leadingStrings.set(leading, count);
    else this.leadingStrings.delete(leading);
  }

  /** The id of the one document holding `value` in this index, if any. */
  ownerOf(value: unknown): string | undefined {
    return this.owners.get(valueKey(value));
  }

  /** Keys this document contributes, or none when sparse/partial rules leave it out of the index. */
  keysFor(doc: Doc): IndexKey[] {
    const perField = this.fields.map((field) => {
      const values = valuesAtPath(doc, field);
      return values.length === 0 ? [undefined] : values;
    });
    if (this.spec.sparse && perField.every((values) => values.every((value) => value === undefined)))
      return [];
    if (this.partial && !this.partial(viewOf(doc))) return [];
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
    }
    const seen = new Map<string, IndexKey>();
    for (const tuple of tuples) {
      const key = tuple.map(valueKey).join('|');
      if (!seen.has(key)) {
        const values: Doc = {};
        this.fields.forEach((field, i) => setField(values, field, tuple[i] ?? null));
        seen.set(key, { key, values, tuple: tuple.map((value) => value ?? null) });
      }
    }
    return [...seen.values()];
  }

  /**
   * Why this index cannot take the document, if it cannot: arrays in two of a compound index's fields that are not
   * the same array (171 CannotIndexParallelArrays, as MongoDB), or a duplicate key. `ownId` is the document's own.
   */
  keyError(doc: Doc, ownId: string, ns: string): MongoCommandError | undefined {
    if (this.geoFields.length > 0) return geoKeyError(doc, this.geoFields, this.spec);
    if (this.text) return languageProblem(doc, this.text);
    const hashedArray = this.hashedPaths.find((path) => touchesArray(doc, path));
    if (hashedArray)
      return new MongoCommandError(
        'Location16766',
        'Error: hashed indexes do not currently support array values',
      );
    if (this.paths.length > 1) {
      const arrays = [...new Set(this.paths.map((path) => arrayOnPath(doc, path)))].filter(
        (array) => array !== undefined,
      );
      if (arrays.length > 1)
        return new MongoCommandError(
          'CannotIndexParallelArrays',
          `cannot index parallel arrays [${arrays[1]}] [${arrays[0]}]`,
        );
    }
    return this.findConflict(doc, ownId, ns);
  }

  /** The duplicate-key error this document would cause, if any. `ownId` is the document's own key. */
  private findConflict(doc: Doc, ownId: string, ns: string): MongoCommandError | undefined {
    if (!this.enforcesUniqueness) return undefined;
    if (this.strings) return this.collatedConflict(doc, ownId, ns);
    for (const { key, values } of this.keysFor(doc)) {
      const owner = this.owners.get(key);
      if (owner !== undefined && owner !== ownId) return duplicateKeyError(ns, this.spec, values);
    }
    return undefined;
  }

  /**
   * The duplicate-key error under the index's collation: keys the collator finds equal (`A@x.com` and `a@x.com` at
   * strength 2) are one key, found as the tree's entries between the key's first and last record ids.
   */
  private collatedConflict(doc: Doc, ownId: string, ns: string): MongoCommandError | undefined {
    for (const { values, tuple } of this.keysFor(doc)) {
      let clash = false;
      this.tree?.forRange(
        { values: tuple, rid: -Infinity },
        { values: tuple, rid: Infinity },
        true,
        (_key, owner) => {
          if (owner !== ownId) clash = true;
          return clash ? { break: true } : undefined;
        },
      );
      if (clash) return duplicateKeyError(ns, this.spec, values);
    }
    return undefined;
  }

  add(doc: Doc, ownId: string, rid: number): void {
    if (!this.tree) return;
    const keys = this.keysFor(doc);
    for (const { key, tuple } of keys) {
      if (this.enforcesUniqueness) this.owners.set(key, ownId);
      if (this.tree.set({ values: tuple, rid }, ownId)) this.countLeading(tuple, 1);
    }
    if (keys.length > 0 && this.paths.some((path) => touchesArray(doc, path))) this.multikeyDocs += 1;
  }

  remove(doc: Doc, ownId: string, rid: number): void {
    if (!this.tree) return;
    const keys = this.keysFor(doc);
    for (const { key, tuple } of keys) {
      if (this.enforcesUniqueness && this.owners.get(key) === ownId) this.owners.delete(key);
      if (this.tree.delete({ values: tuple, rid })) this.countLeading(tuple, -1);
    }
    if (keys.length > 0 && this.paths.some((path) => touchesArray(doc, path))) this.multikeyDocs -= 1;
  }

  /** Builds the index from scratch; fails on the first duplicate, like building a unique index does. */
  rebuild(docs: Iterable<[string, Doc]>, ns: string, ridOf: (id: string) => number): void {
    this.owners.clear();
    this.tree?.clear();
    this.leadingStrings.clear();
    this.multikeyDocs = 0;
    if (this.geoFields.length > 0 || this.text)
      for (const [id, doc] of docs) {
        const problem = this.keyError(doc, id, ns);
        if (problem) throw problem;
      }
    if (!this.tree) return;
    for (const [id, doc] of docs) {
      const conflict = this.keyError(doc, id, ns);
      if (conflict) {
        this.owners.clear();
        this.tree.clear();
        this.leadingStrings.clear();
        throw conflict;
      }
      this.add(doc, id, ridOf(id));
    }
  }
}

export function duplicateKeyError(ns: string, spec: IndexSpec, keyValue: Doc): MongoCommandError {
  const keyPattern = spec.key;
  return new MongoCommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: ${formatDoc(keyValue)}`,
    { keyPattern, keyValue },
  );
}

/**
 * Why a geo index cannot take a document, in MongoDB's shape: 16755 "Can't extract geo keys" for a `2dsphere` field
 * holding what is not a valid GeoJSON geometry or legacy pair, 13026/13027 for a `2d` field.
 */
function geoKeyError(
  doc: Doc,
  fields: Array<{ field: string; type: GeoIndexType }>,
  spec: IndexSpec,
): MongoCommandError | undefined {
  const view = promote(doc) as Doc;
  for (const { field, type } of fields) {
    for (const value of geoValuesAt(view, field)) {
      if (type === '2dsphere') {
        const problem = sphereKeyProblem(value);
        if (problem)
          return new MongoCommandError(
            'Location16755',
            `Can't extract geo keys: ${formatDoc(doc)}  ${problem}`,
          );
      } else {
        const problem = flatKeyProblem(value, numberOr(spec.min, -180), numberOr(spec.max, 180));
        if (problem)
          return new MongoCommandError(
            problem.startsWith('point') ? 'Location13027' : 'Location13026',
            problem,
          );
      }
    }
  }
  return undefined;
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
