import { Double, Long, Timestamp } from 'bson';
import { updateOne as mingoUpdateOne } from 'mingo/updater';
import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type { CollationSpec } from 'mingo/types';
import type { Modifier } from 'mingo/updater';
import { compareValues } from './bson-order';
import { collatorFor, isActiveCollation } from './collation';
import { MongoCommandError } from './errors';
import { bsonTypeAlias, promote, restoreNumberTypes } from './exact-values';
import { queryOptions } from './mingo-context';
import { asMingoStage } from './stage-rewrites';
import { checkModifier, checkUpdatePaths, positionalCount, withPositionalIndex } from './update-checks';
import { cloneValue, formatValue, holdsDocument, isPlainObject, withIdFirst, type Doc } from './values';

export type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(update: Doc): boolean {
  const keys = Object.keys(update);
  return keys.length > 0 && keys[0].startsWith('$');
}

export function validateUpdate(update: unknown, arrayFilters?: Doc[]): UpdateSpec {
  if (Array.isArray(update)) {
    if (!update.every(isPlainObject))
      throw new MongoCommandError('FailedToParse', 'Update pipeline stages must be objects');
    if (arrayFilters !== undefined)
      throw new MongoCommandError(
        'FailedToParse',
        'arrayFilters may not be specified for pipeline-style updates',
      );
    return update;
  }
  if (!isPlainObject(update))
    throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw new MongoCommandError(
      'FailedToParse',
      'Update document cannot mix update operators and replacement fields',
    );
  }
  if (operators.length === 0 && keys.some((key) => key.includes('$'))) {
    throw new MongoCommandError(
      'BadValue',
      'The dollar ($) prefixed field is not allowed in a replacement document',
    );
  }
  if (operators.length > 0) checkUpdatePaths(update, arrayFilters);
  return update;
}

export interface UpdateOptions {
  filter?: Doc;
  arrayFilters?: Doc[];
  /** An upsert's insert: the only time $setOnInsert applies. */
  inserting?: boolean;
  collation?: Doc;
  /** `let` (and a pipeline update's `c`) variables. */
  variables?: Doc;
}

/** Operators whose arguments mingo compares or computes with, so they get promoted numbers. */
const COMPUTING_OPERATORS = new Set(['$inc', '$mul', '$min', '$max', '$pullAll', '$addToSet', '$bit']);

function isQueryOperatorCondition(condition: Doc): boolean {
  const keys = Object.keys(condition);
  return (
    keys.length > 0 && keys.every((key) => key.startsWith('$') && !['$and', '$or', '$nor'].includes(key))
  );
}

/**
 * $pull as MongoDB defines it: a condition on documents is a query each element is tested with
 * (including $or/$and), a condition of operators ($gte, $in...) applies to each element's value, and
 * anything else removes equal elements. mingo's $pull misses the logical operators, so it is done here.
 */
function applyPull(doc: Doc, fields: Doc, options: UpdateOptions): void {
  const mingoOptions = queryOptions({
    ...(options.collation ? { collation: options.collation as CollationSpec } : {}),
  });
  for (const [path, rawCondition] of Object.entries(fields)) {
    const condition: unknown = promote(rawCondition);
    let test: (element: unknown) => boolean;
    if (isPlainObject(condition) && isQueryOperatorCondition(condition)) {
      const query = new Query({ value: condition }, mingoOptions);
      test = (element) => query.test({ value: element });
    } else if (isPlainObject(condition)) {
      const query = new Query(condition, mingoOptions);
      test = (element) => isPlainObject(element) && query.test(element);
    } else {
      const query = new Query({ value: { $eq: condition } }, mingoOptions);
      test = (element) => !Array.isArray(element) && query.test({ value: element });
    }
    const parts = path.split('.');
    let parent: unknown = doc;
    for (const part of parts.slice(0, -1)) parent = isPlainObject(parent) ? parent[part] : undefined;
    const last = parts[parts.length - 1];
    if (!isPlainObject(parent) || !Array.isArray(parent[last])) continue;
    parent[last] = (parent[last] as unknown[]).filter((element) => !test(element));
  }
}

const INT32 = { min: -(2n ** 31n), max: 2n ** 31n - 1n };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

/** A number's exact value: an Int32 or Int64 as a BigInt, a Double as a number. */
function exactNumber(value: unknown): bigint | number {
  if (value instanceof Long) return value.toBigInt();
  if (value instanceof Double) return value.value;
  if (typeof value === 'bigint') return value;
  return bsonTypeAlias(value) === 'int' ? BigInt(value as number) : (value as number);
}

/**
 * `$inc`/`$mul` of one field as MongoDB computes them: Int32 with Int32 stays an Int32 until it overflows into an
 * Int64, any Int64 makes an exact Int64 (beyond 2^53 too) and its overflow is refused (2), any Double makes a
 * Double; a missing field starts at the increment, or at 0 of the multiplier's type. mingo computed in doubles.
 */
function arithmetic(operator: '$inc' | '$mul', current: unknown, operand: unknown, id: unknown): unknown {
  const types = [bsonTypeAlias(current), bsonTypeAlias(operand)];
  const start =
    operator === '$inc' ? operand : types[1] === 'long' ? Long.ZERO : types[1] === 'int' ? 0 : new Double(0);
  if (current === undefined) return operator === '$inc' ? operand : start;
  const [x, y] = [exactNumber(current), exactNumber(operand)];
  if (types.includes('double')) {
    const [a, b] = [Number(x), Number(y)];
    return new Double(operator === '$inc' ? a + b : a * b);
  }
  const result = operator === '$inc' ? BigInt(x) + BigInt(y) : BigInt(x) * BigInt(y);
  if (types.every((type) => type === 'int') && result >= INT32.min && result <= INT32.max)
    return Number(result);
  if (result >= INT64.min && result <= INT64.max) return Long.fromBigInt(result);
  throw new MongoCommandError(
    'BadValue',
    `Failed to apply ${operator} operations to current value (${formatValue(current)}) for document {_id: ${formatValue(id)}}`,
  );
}

/** `$inc`/`$mul` of fields reached through documents, from their exact stored values; returns the fields left. */
function applyArithmetic(doc: Doc, original: Doc, operator: '$inc' | '$mul', fields: Doc): Doc {
  const rest: Doc = {};
  for (const [path, operand] of Object.entries(fields)) {
    const parts = path.split('.');
    if (parts.some((part) => part.startsWith('$') || /^\d+$/.test(part))) {
      rest[path] = operand;
      continue;
    }
    let parent: Doc = doc;
    let exactParent: unknown = original;
    for (const part of parts.slice(0, -1)) {
      if (parent[part] === undefined) parent[part] = {};
      parent = parent[part] as Doc;
      exactParent = isPlainObject(exactParent) ? exactParent[part] : undefined;
    }
    const last = parts[parts.length - 1]!;
    const current = isPlainObject(exactParent) ? exactParent[last] : undefined;
    parent[last] = arithmetic(operator, current, operand, original._id);
  }
  return rest;
}

let lastTimestamp = { t: 0, i: 0 };

/** A Timestamp as MongoDB's clock gives one: seconds, and an increment that orders those of one second. */
function nextTimestamp(): Timestamp {
  const t = Math.floor(Date.now() / 1000);
  lastTimestamp = t === lastTimestamp.t ? { t, i: lastTimestamp.i + 1 } : { t, i: 1 };
  return new Timestamp(lastTimestamp);
}

/** What `$currentDate` sets each field to: the date, or a Timestamp for `{ $type: 'timestamp' }`. */
function currentDates(fields: Doc): Doc {
  const now = new Date();
  return Object.fromEntries(
    Object.entries(fields).map(([path, spec]) => {
      const type = isPlainObject(spec) && Object.keys(spec).length === 1 ? spec.$type : undefined;
      if (typeof spec !== 'boolean' && type !== 'date' && type !== 'timestamp')
        throw new MongoCommandError(
          'BadValue',
          `$currentDate of '${path}' must be a boolean or { $type: 'date' } or { $type: 'timestamp' }`,
        );
      return [path, type === 'timestamp' ? nextTimestamp() : new Date(now)];
    }),
  );
}

/**
 * `$addToSet` of values holding embedded documents to an array reached through documents: MongoDB tells
 * `{ y: 2, x: 1 }` from `{ x: 1, y: 2 }` (field order counts), mingo took it as already present. Returns the
 * fields left to mingo (scalar values, positional and array-index paths).
 */
function addDocumentsToSets(doc: Doc, fields: Doc, options: UpdateOptions): Doc {
  const strings = isActiveCollation(options.collation) ? collatorFor(options.collation).compare : undefined;
  const rest: Doc = {};
  for (const [path, argument] of Object.entries(fields)) {
    const values: unknown = isPlainObject(argument) && '$each' in argument ? argument.$each : [argument];
    const parts = path.split('.');
    let parent: unknown = doc;
    for (const part of parts.slice(0, -1)) parent = isPlainObject(parent) ? parent[part] : undefined;
    const last = parts[parts.length - 1]!;
    const current = isPlainObject(parent) ? parent[last] : undefined;
    if (
      !Array.isArray(values) ||
      !values.some(holdsDocument) ||
      !isPlainObject(parent) ||
      !Array.isArray(current)
    ) {
      rest[path] = argument;
      continue;
    }
    const set = [...(current as unknown[])];
    for (const value of values)
      if (!set.some((element) => compareValues(element, value, strings) === 0)) set.push(cloneValue(value));
    parent[last] = set;
  }
  return rest;
}

/**
 * The array index the positional `$` stands for: the first element matched by the filter condition on
 * a path that runs through an array (the last such condition when several do), as MongoDB records it
 * while matching.
 */
function positionalIndex(doc: Doc, filter: Doc, options: UpdateOptions): number | undefined {
  const mingoOptions = queryOptions({
    ...(options.collation ? { collation: options.collation as CollationSpec } : {}),
  });
  let found: number | undefined;
  const visit = (conditions: Doc): void => {
    for (const [path, condition] of Object.entries(conditions)) {
      if (path === '$and' && Array.isArray(condition)) {
        for (const part of condition) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (path.startsWith('$')) continue;
      const parts = path.split('.');
      let value: unknown = doc;
      let depth = 0;
      while (depth < parts.length && isPlainObject(value)) value = value[parts[depth++]];
      if (!Array.isArray(value)) continue;
      const rest = parts.slice(depth).join('.');
      const query = new Query({ [rest || 'value']: condition }, mingoOptions);
      const index = value.findIndex((element: unknown) =>
        rest ? isPlainObject(element) && query.test(element) : query.test({ value: element }),
      );
      if (index >= 0) found = index;
    }
  };
  visit(promote(filter));
  return found;
}

/** The modifier with every positional `$` replaced by the matched array index. */
function resolvePositional(modifier: Doc, doc: Doc, options: UpdateOptions): Doc {
  if (!hasPositional(modifier)) return modifier;
  const index = options.inserting ? undefined : positionalIndex(doc, options.filter ?? {}, options);
  if (index === undefined)
    throw new MongoCommandError(
      'BadValue',
      'The positional operator did not find the match needed from the query.',
    );
  const resolved: Doc = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    resolved[operator] = Object.fromEntries(
      Object.entries(fields as Doc).map(([path, value]) => [withPositionalIndex(path, index), value]),
    );
  }
  return resolved;
}

function promoteModifier(modifier: Doc): Doc {
  const promoted: Doc = {};
  for (const [operator, fields] of Object.entries(modifier))
    promoted[operator] = COMPUTING_OPERATORS.has(operator) ? promote(fields) : fields;
  return promoted;
}

function hasPositional(modifier: Doc): boolean {
  return Object.values(modifier).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some((path) => positionalCount(path) > 0),
  );
}

/** Computes the new version of a document. The stored original is never modified. */
export function applyUpdate(original: Doc, update: UpdateSpec, options: UpdateOptions = {}): Doc {
  if (Array.isArray(update)) return applyPipelineUpdate(original, update, options);
  if (!isOperatorUpdate(update)) {
    if ('_id' in original && '_id' in update && update._id !== undefined) {
      return withIdFirst({ ...update });
    }
    return '_id' in original ? { _id: original._id, ...update } : { ...update };
  }
  const modifier: Doc = { ...update };
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields))
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof fields} instead`,
      );
    if (Object.keys(fields).length === 0) delete modifier[operator];
  }
  const onInsert: unknown = modifier.$setOnInsert;
  delete modifier.$setOnInsert;
  if (options.inserting && isPlainObject(onInsert)) modifier.$setOnInsert = onInsert;
  checkModifier(modifier, original);
  if (options.inserting && isPlainObject(onInsert)) {
    modifier.$set = { ...(isPlainObject(modifier.$set) ? modifier.$set : {}), ...onInsert };
    delete modifier.$setOnInsert;
  }
  if (isPlainObject(modifier.$currentDate)) {
    modifier.$set = {
      ...(isPlainObject(modifier.$set) ? modifier.$set : {}),
      ...currentDates(modifier.$currentDate),
    };
    delete modifier.$currentDate;
  }
  // $set of _id to its own value passed the check above and is a no-op; mingo refuses any $set of _id.
  if (isPlainObject(modifier.$set) && '_id' in modifier.$set && '_id' in original) {
    const { _id: _unchanged, ...rest } = modifier.$set;
    if (Object.keys(rest).length > 0) modifier.$set = rest;
    else delete modifier.$set;
  }
  const direct = setTopLevelFields(original, modifier);
  if (direct) return direct;
  const next = cloneValue(promote(original));
  const resolved = resolvePositional(modifier, next, options);
  if (isPlainObject(resolved.$pull)) {
    applyPull(next, resolved.$pull, options);
    delete resolved.$pull;
  }
  // Operators done here for the fields they can take; mingo gets the rest.
  const natively = (operator: string, apply: (fields: Doc) => Doc) => {
    const fields: unknown = resolved[operator];
    if (!isPlainObject(fields)) return;
    const rest = apply(fields);
    if (Object.keys(rest).length > 0) resolved[operator] = rest;
    else delete resolved[operator];
  };
  natively('$addToSet', (fields) => addDocumentsToSets(next, fields, options));
  natively('$inc', (fields) => applyArithmetic(next, original, '$inc', fields));
  natively('$mul', (fields) => applyArithmetic(next, original, '$mul', fields));
  if (Object.keys(resolved).length > 0) {
    mingoUpdateOne(
      [next],
      {},
      promoteModifier(resolved) as Modifier<Doc>,
      {
        cloneMode: 'copy',
        ...(options.arrayFilters ? { arrayFilters: promote(options.arrayFilters) } : {}),
        ...(options.collation ? { collation: options.collation as CollationSpec } : {}),
        ...(options.variables ? { let: options.variables } : {}),
      },
      queryOptions(),
    );
  }
  return withIdFirst(restoreNumberTypes(next, original) as Doc);
}

const TOP_LEVEL_FIELD = /^[^.$]+$/;

/**
 * The commonest update, `$set` and `$unset` of top-level fields, applied directly with the values' exact types
 * (mingo's updater builds a new operator context for every document it updates). As in MongoDB 5+, a field that
 * exists keeps its place and new fields are appended in lexicographic order. Undefined for any other update.
 */
function setTopLevelFields(original: Doc, modifier: Doc): Doc | undefined {
  const { $set: set = {}, $unset: unset = {}, ...others } = modifier;
  if (Object.keys(others).length > 0 || !isPlainObject(set) || !isPlainObject(unset)) return undefined;
  const fields = [...Object.keys(set), ...Object.keys(unset)];
  if (fields.some((field) => field === '_id' || !TOP_LEVEL_FIELD.test(field))) return undefined;
  const next: Doc = { ...original };
  for (const field of Object.keys(unset)) delete next[field];
  const added = Object.keys(set)
    .filter((field) => !(field in next))
    .sort();
  for (const field of Object.keys(set)) if (field in next) next[field] = cloneValue(set[field]);
  for (const field of added) next[field] = cloneValue(set[field]);
  return withIdFirst(next);
}

function applyPipelineUpdate(original: Doc, pipeline: Doc[], options: UpdateOptions): Doc {
  const aggregator = new Aggregator(
    promote(pipeline.map(asMingoStage)),
    queryOptions(options.variables ? { variables: options.variables } : {}),
  );
  const [result] = aggregator.run([promote(original)]) as Doc[];
  if (!result) throw new MongoCommandError('BadValue', 'update pipeline removed the document');
  const restored = restoreNumberTypes(result, original) as Doc;
  return withIdFirst('_id' in original ? { ...restored, _id: original._id } : restored);
}

/** The document an upsert starts from: the filter's equality conditions (MongoDB's rule). */
export function upsertSeed(filter: Doc): Doc {
  const equalities: Doc = {};
  const collect = (conditions: Doc): void => {
    for (const [field, condition] of Object.entries(conditions)) {
      if (field === '$and' && Array.isArray(condition)) {
        for (const part of condition) if (isPlainObject(part)) collect(part);
      } else if (field.startsWith('$')) {
        continue;
      } else if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
        if ('$eq' in condition) equalities[field] = condition.$eq;
      } else if (!(condition instanceof RegExp)) {
        equalities[field] = condition;
      }
    }
  };
  collect(filter);
  // mingo refuses to $set _id (it is immutable on updates), so the seed starts with it instead.
  const seed: Doc = '_id' in equalities ? { _id: equalities._id } : {};
  delete equalities._id;
  if (Object.keys(equalities).length > 0)
    mingoUpdateOne([seed], {}, { $set: equalities } as Modifier<Doc>, {}, queryOptions());
  return seed;
}
