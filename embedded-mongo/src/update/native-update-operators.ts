// Update operators the engine applies itself, where mingo's answer differs from MongoDB's (right or loud:
// docs/decisions/0002-embedded-engine.md).
import { Double, Long, Timestamp } from 'bson';
import { compareValues } from '../bson/bson-order';
import { stringOrderOf } from '../bson/collation';
import { MongoCommandError } from '../errors';
import { bsonTypeAlias, promote } from '../bson/exact-values';
import { compileQuery } from '../mingo';
import type { UpdateOptions } from './options';
import {
  cloneValue,
  formatValue,
  holdsDocument,
  isPlainObject,
  ownField,
  setField,
  type Doc,
} from '../bson/values';

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
export function applyPull(doc: Doc, fields: Doc, options: UpdateOptions): void {
  const collation = { collation: options.collation };
  for (const [path, rawCondition] of Object.entries(fields)) {
    const condition: unknown = promote(rawCondition);
    let test: (element: unknown) => boolean;
    if (isPlainObject(condition) && isQueryOperatorCondition(condition)) {
      const query = compileQuery({ value: condition }, collation);
      test = (element) => query.test({ value: element });
    } else if (isPlainObject(condition)) {
      const query = compileQuery(condition, collation);
      test = (element) => isPlainObject(element) && query.test(element);
    } else {
      const query = compileQuery({ value: { $eq: condition } }, collation);
      test = (element) => !Array.isArray(element) && query.test({ value: element });
    }
    const target = fieldAt(doc, path);
    if (!target || !Array.isArray(target.value)) continue;
    target.set((target.value as unknown[]).filter((element) => !test(element)));
  }
}

const ARRAY_INDEX = /^\d+$/;

/** The value at an update path: through documents, and through arrays by a numeric part (`a.1.b`). */
function valueThrough(doc: unknown, parts: string[]): unknown {
  let value = doc;
  for (const part of parts) {
    if (isPlainObject(value)) value = ownField(value, part);
    else if (Array.isArray(value) && ARRAY_INDEX.test(part)) value = value[Number(part)];
    else return undefined;
  }
  return value;
}

/**
 * The field an update path names, to read and replace in place: its parent documents are created when missing;
 * undefined when the path runs through something else (a scalar, or an array by a name or past its end), which is
 * left to mingo and the checks that refuse it.
 */
function fieldAt(doc: Doc, path: string): { value: unknown; set(value: unknown): void } | undefined {
  const parts = path.split('.');
  let parent: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (isPlainObject(parent)) {
      if (ownField(parent, part) === undefined) setField(parent, part, {});
      parent = ownField(parent, part);
    } else if (Array.isArray(parent) && ARRAY_INDEX.test(part) && Number(part) < parent.length) {
      parent = parent[Number(part)];
    } else return undefined;
  }
  const last = parts[parts.length - 1]!;
  if (isPlainObject(parent)) {
    const container = parent;
    return { value: ownField(container, last), set: (value) => setField(container, last, value) };
  }
  if (Array.isArray(parent) && ARRAY_INDEX.test(last) && Number(last) < parent.length) {
    const container = parent;
    return { value: container[Number(last)], set: (value) => (container[Number(last)] = value) };
  }
  return undefined;
}

/**
 * `$min`/`$max` by BSON order, exactly (an Int64 beyond 2^53, a Decimal128 against a Double) and under the
 * collation; the value set keeps its type. Returns the fields left to mingo.
 */
export function applyMinMax(
  doc: Doc,
  original: Doc,
  operator: '$min' | '$max',
  fields: Doc,
  options: UpdateOptions,
): Doc {
  const strings = stringOrderOf(options.collation);
  const rest: Doc = {};
  for (const [path, value] of Object.entries(fields)) {
    const target = path.includes('$') ? undefined : fieldAt(doc, path);
    if (!target) {
      rest[path] = value;
      continue;
    }
    const current = valueThrough(original, path.split('.'));
    const order = current === undefined ? 0 : compareValues(value, current, strings);
    if (current === undefined || (operator === '$min' ? order < 0 : order > 0)) target.set(cloneValue(value));
  }
  return rest;
}

/** The bits of an Int32 or Int64 as a 64-bit integer, or undefined for any other value. */
function integerBits(value: unknown): bigint | undefined {
  const type = bsonTypeAlias(value);
  if (type === 'long') return BigInt(String(value));
  if (type === 'int') return BigInt(value as number);
  return undefined;
}

const BITWISE = new Set(['and', 'or', 'xor']);

/**
 * `$bit` (`and`, `or`, `xor`) on Int32 and Int64 exactly: an Int64 on either side makes an Int64, as in MongoDB
 * (mingo refused an Int64 beyond 2^53). A missing field starts at 0. Returns the fields left to mingo.
 */
export function applyBitwise(doc: Doc, original: Doc, fields: Doc): Doc {
  const rest: Doc = {};
  for (const [path, spec] of Object.entries(fields)) {
    const target = path.includes('$') || !isPlainObject(spec) ? undefined : fieldAt(doc, path);
    const current = valueThrough(original, path.split('.'));
    const start = current === undefined ? 0n : integerBits(current);
    if (!target || start === undefined) {
      rest[path] = spec;
      continue;
    }
    const steps = Object.entries(spec as Doc);
    // Anything else is refused by mingo with MongoDB's messages.
    if (!steps.every(([how, operand]) => BITWISE.has(how) && integerBits(operand) !== undefined)) {
      rest[path] = spec;
      continue;
    }
    let result = start;
    for (const [how, operand] of steps) {
      const bits = integerBits(operand)!;
      result = how === 'and' ? result & bits : how === 'or' ? result | bits : result ^ bits;
    }
    const wide = [current, ...steps.map(([, operand]) => operand)].some(
      (value) => bsonTypeAlias(value) === 'long',
    );
    target.set(wide ? Long.fromBigInt(BigInt.asIntN(64, result)) : Number(BigInt.asIntN(32, result)));
  }
  return rest;
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
  if (current === undefined)
    return operator === '$inc'
      ? operand
      : types[1] === 'long'
        ? Long.ZERO
        : types[1] === 'int'
          ? 0
          : new Double(0);
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
export function applyArithmetic(doc: Doc, original: Doc, operator: '$inc' | '$mul', fields: Doc): Doc {
  const rest: Doc = {};
  for (const [path, operand] of Object.entries(fields)) {
    const target = path.includes('$') ? undefined : fieldAt(doc, path);
    if (!target) {
      rest[path] = operand;
      continue;
    }
    const current = valueThrough(original, path.split('.'));
    target.set(arithmetic(operator, current, operand, original._id));
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
export function currentDates(fields: Doc): Doc {
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
export function addDocumentsToSets(doc: Doc, fields: Doc, options: UpdateOptions): Doc {
  const strings = stringOrderOf(options.collation);
  const rest: Doc = {};
  for (const [path, argument] of Object.entries(fields)) {
    const values: unknown = isPlainObject(argument) && '$each' in argument ? argument.$each : [argument];
    const target = fieldAt(doc, path);
    if (!Array.isArray(values) || !values.some(holdsDocument) || !target || !Array.isArray(target.value)) {
      rest[path] = argument;
      continue;
    }
    const set = [...(target.value as unknown[])];
    for (const value of values)
      if (!set.some((element) => compareValues(element, value, strings) === 0)) set.push(cloneValue(value));
    target.set(set);
  }
  return rest;
}
