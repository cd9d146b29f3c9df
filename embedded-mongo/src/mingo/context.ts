import { Context, ProcessingMode } from 'mingo';
import { Query } from 'mingo/query';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { AnyObject, CollationSpec, ExpressionOperator, Options, QueryOperator } from 'mingo/types';
import { MongoCommandError } from '../errors';
import {
  compareValues,
  isBsonNumber,
  numberValue,
  typeRank,
  type StringComparator,
} from '../bson/bson-order';
import { $mod, bitTest, candidatesAt, type CompiledOperator, type Predicate } from './query-operators';
import { stringOrderOf } from '../bson/collation';
import { bsonTypeAlias, exactOf } from '../bson/exact-values';
import { EXPRESSION_OPERATORS } from './expression-operators';
import { DBREF_FIELDS, isPlainObject, type Doc } from '../bson/values';
import { BSON_EXPRESSION_OPERATORS } from './bson-expression-operators';
import { GEO_QUERY_OPERATORS } from './geo-operators';

const TYPE_CODES: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  13: 'javascript',
  14: 'symbol',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};
const TYPE_ALIASES = new Set([...Object.values(TYPE_CODES), 'number']);
const NUMERIC_TYPES = new Set(['double', 'int', 'long', 'decimal']);

function typeAliasOf(selector: unknown): string {
  if (typeof selector === 'string') {
    if (!TYPE_ALIASES.has(selector))
      throw new MongoCommandError('BadValue', `Unknown type name alias: ${selector}`);
    return selector;
  }
  if (typeof selector === 'number' && TYPE_CODES[selector]) return TYPE_CODES[selector];
  throw new MongoCommandError('BadValue', `Invalid numerical type code: ${String(selector)}`);
}

function hasType(value: unknown, alias: string): boolean {
  const actual = bsonTypeAlias(value);
  return alias === 'number' ? NUMERIC_TYPES.has(actual) : actual === alias;
}

/**
 * $type against the exact BSON types (mingo sees promoted numbers, so it cannot tell Int32 from a
 * whole Double): an array field matches "array" or by the type of any element, as in MongoDB.
 */
const $type: CompiledOperator = (selector, value) => {
  const aliases = (Array.isArray(value) ? value : [value]).map(typeAliasOf);
  return (doc) => {
    const candidates = candidatesAt(exactOf(doc), selector);
    return aliases.some((alias) => candidates.some((candidate) => hasType(candidate, alias)));
  };
};

/** MongoDB's equality: BSON order's (numbers of any type by value, documents field by field in order, missing as null). */
const equalsAny = (candidates: unknown[], value: unknown, strings?: StringComparator) =>
  candidates.some((candidate) => compareValues(candidate, value, strings) === 0);

type Comparison = (order: number) => boolean;
const RANGE: Record<string, Comparison> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

const isNaNNumber = (value: unknown) => isBsonNumber(value) && Number.isNaN(numberValue(value));

const isExtremeKey = (value: unknown) => {
  const type = (value as { _bsontype?: string } | null)?._bsontype;
  return type === 'MinKey' || type === 'MaxKey';
};

/**
 * The query comparisons in BSON order (`bson-order.ts`): numbers of every type by value (mingo never matched a
 * Decimal128 against another number type), strings by the collation, an embedded document by its fields in order,
 * a missing field as null (`$gte: null` matches it); a range compares only values of the query value's type, as
 * MongoDB does, except against MinKey and MaxKey, and NaN only equals NaN.
 */
function comparison(name: string): CompiledOperator {
  return (selector, value, options) => {
    const strings = stringOrderOf(options.collation);
    switch (name) {
      case '$eq':
        return (doc) => equalsAny(candidatesAt(doc, selector), value, strings);
      case '$ne':
        return (doc) => !equalsAny(candidatesAt(doc, selector), value, strings);
      case '$in':
      case '$nin': {
        const list = value as unknown[];
        const inList = (doc: AnyObject): boolean => {
          const candidates = candidatesAt(doc, selector);
          return list.some((item) =>
            item instanceof RegExp
              ? candidates.some((v) => typeof v === 'string' && item.test(v))
              : equalsAny(candidates, item, strings),
          );
        };
        return name === '$in' ? inList : (doc) => !inList(doc);
      }
      default: {
        const accept = RANGE[name]!;
        const rank = typeRank(value);
        const bracketed = !isExtremeKey(value);
        // MongoDB: NaN equals NaN and is otherwise neither above nor below anything.
        const inclusive = name === '$gte' || name === '$lte';
        const valueIsNaN = isNaNNumber(value);
        return (doc) =>
          candidatesAt(doc, selector).some((candidate) => {
            if (bracketed && typeRank(candidate) !== rank) return false;
            if (valueIsNaN || isNaNNumber(candidate))
              return inclusive && valueIsNaN && isNaNNumber(candidate);
            return accept(compareValues(candidate, value, strings));
          });
      }
    }
  };
}

/**
 * `$all` as MongoDB defines it, the `$and` of one condition per value: equality (a field holding the value itself
 * matches, not only an array containing it; mingo required an array), a regular expression, or an `$elemMatch`.
 */
const $all: CompiledOperator = (selector, value, options) => {
  const strings = stringOrderOf(options.collation);
  const items = value as unknown[];
  if (items.length === 0) return () => false;
  const tests = items.map((item): Predicate => {
    if (isPlainObject(item) && '$elemMatch' in item) {
      const query = new Query({ [selector]: item }, options);
      return (doc) => query.test(doc);
    }
    if (item instanceof RegExp)
      return (doc) => candidatesAt(doc, selector).some((v) => typeof v === 'string' && item.test(v));
    return (doc) => equalsAny(candidatesAt(doc, selector), item, strings);
  });
  return (doc) => tests.every((test) => test(doc));
};

/** A filter with every field name under `prefix` (`{ $id: 1 }` → `{ 'e.$id': 1 }`), through `$and`/`$or`/`$nor`. */
function underPrefix(filter: Doc, prefix: string): Doc {
  return Object.fromEntries(
    Object.entries(filter).map(([key, condition]) =>
      ['$and', '$or', '$nor'].includes(key) && Array.isArray(condition)
        ? [key, condition.map((part: unknown) => (isPlainObject(part) ? underPrefix(part, prefix) : part))]
        : [key.startsWith('$') && !DBREF_FIELDS.has(key) ? key : `${prefix}.${key}`, condition],
    ),
  );
}

/**
 * `$elemMatch` whose conditions name a DBRef's fields (`{ $elemMatch: { $id: 5 } }`), which mingo took for
 * operators: each element is tested under a field name of its own. Any other `$elemMatch` is mingo's.
 */
const $elemMatch: CompiledOperator = (selector, value, options) => {
  const criteria = value as Doc;
  if (!Object.keys(criteria).some((key) => DBREF_FIELDS.has(key)))
    return (queryOperators.$elemMatch as unknown as CompiledOperator)(selector, value, options);
  const query = new Query(underPrefix(criteria, 'element'), options);
  return (doc) =>
    candidatesAt(doc, selector).some(
      (candidate) =>
        Array.isArray(candidate) &&
        candidate.some((element) => isPlainObject(element) && query.test({ element })),
    );
};

const COMPARISONS = ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'] as const;
const IS_COMPARISON = new Set<string>(COMPARISONS);

/**
 * A filter of plain field conditions (`{ a: 1, b: { $gt: 2, $lt: 5 } }`) compiled straight to the comparisons
 * above, which is what mingo compiles it to; undefined for any other filter, which goes to mingo. Compiling
 * through mingo costs more than testing the few documents an index leaves.
 */
export function comparisonFilter(filter: Doc, collation: CollationSpec | undefined): Predicate | undefined {
  const options = { collation } as Options;
  const predicates: Predicate[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || condition instanceof RegExp) return undefined;
    const operators = isPlainObject(condition) ? Object.keys(condition) : [];
    if (operators.some((key) => key.startsWith('$'))) {
      if (!operators.every((key) => IS_COMPARISON.has(key))) return undefined;
      for (const operator of operators)
        predicates.push(comparison(operator)(field, (condition as Doc)[operator], options));
    } else {
      predicates.push(comparison('$eq')(field, condition, options));
    }
  }
  return (doc) => predicates.every((test) => test(doc));
}

/**
 * mingo's operators, with $type and the query comparisons replaced by the MongoDB-exact versions above, and some
 * expression operators by expression-operators.ts.
 */
const CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: { ...EXPRESSION_OPERATORS, ...BSON_EXPRESSION_OPERATORS } as Record<string, ExpressionOperator>,
  pipeline: pipelineOperators,
  projection: projectionOperators,
  query: {
    ...queryOperators,
    $type,
    $all,
    $elemMatch,
    ...Object.fromEntries(COMPARISONS.map((name) => [name, comparison(name)])),
    $mod,
    ...GEO_QUERY_OPERATORS,
    $bitsAllSet: bitTest('$bitsAllSet', true, true),
    $bitsAllClear: bitTest('$bitsAllClear', false, true),
    $bitsAnySet: bitTest('$bitsAnySet', true, false),
    $bitsAnyClear: bitTest('$bitsAnyClear', false, false),
  } as unknown as Record<string, QueryOperator>,
  window: windowOperators,
});

/**
 * Options for every mingo call. Stored documents are shared with open cursors, so pipelines must
 * clone their input rather than rewrite it in place; server-side JavaScript is off like a hardened mongod.
 */
export function queryOptions(extra: Partial<Options> = {}): Partial<Options> {
  return {
    idKey: '_id',
    useStrictMode: true,
    scriptEnabled: false,
    processingMode: ProcessingMode.CLONE_INPUT,
    context: CONTEXT,
    ...extra,
  };
}
