import { evalExpr } from 'mingo/core';
import * as mingoExpressions from 'mingo/operators/expression';
import type { AnyObject, ExpressionOperator, Options } from 'mingo/types';
import { compareWholeValues } from '../bson/bson-order';
import { MongoCommandError } from '../errors';
import { stringOrderOf } from '../bson/collation';
import { bsonTypeAlias } from '../bson/exact-values';
import { isPlainObject } from '../bson/values';
import { textScoreOf } from '../text/scores';

/** An expression operator as mingo calls it (mingo's own type is the union of all of its operators'). */
export type Operator = (obj: AnyObject, expr: unknown, options: Options) => unknown;

const mingo = mingoExpressions as unknown as Record<string, Operator>;

/**
 * Expression operators whose mingo version answers what MongoDB does not: its comparisons treat an array as the set
 * of its elements and compare only values of one type (`$gt: ['10', 5]` was false, `$eq: [[1, 2], 2]` true), `$mod`
 * by zero gave NaN, and `$toUpper`/`$toLower` of null gave null; the checked operators below answered quietly where
 * MongoDB fails.
 */
function comparison(name: string, answer: (order: number) => boolean | number): Operator {
  return (obj, expr, options) => {
    if (!Array.isArray(expr) || expr.length !== 2)
      throw new MongoCommandError(
        'Location16020',
        `Expression ${name} takes exactly 2 arguments. ${Array.isArray(expr) ? expr.length : 1} were passed in.`,
      );
    const [a, b] = evalExpr(obj, expr, options) as [unknown, unknown];
    return answer(compareWholeValues(a, b, stringOrderOf(options.collation)));
  };
}

/** `$toUpper`/`$toLower`: a null or missing string is the empty string in MongoDB. */
function caseChange(original: Operator): Operator {
  return (obj, expr, options) => {
    const [value] = [evalExpr(obj, expr, options)].flat();
    return isAbsent(value) ? '' : original(obj, expr, options);
  };
}

/**
 * mingo's operator behind a check of its evaluated operand, which throws MongoDB's error for what mingo answered
 * quietly (null, NaN, a made-up value). `operand` is the one argument (an argument list of one is unwrapped) or the
 * whole list.
 */
function checked(name: string, check: (operand: unknown) => void, whole = false): Operator {
  const original = mingo[name]!;
  return (obj, expr, options) => {
    check(whole ? evalExpr(obj, expr, options) : operandOf(obj, expr, options));
    return original(obj, expr, options);
  };
}

/** A one-operand operator's operand: MongoDB reads `[x]` as the argument list holding x. */
export function operandOf(obj: AnyObject, expr: unknown, options: Options): unknown {
  const evaluated: unknown = evalExpr(obj, expr, options);
  return Array.isArray(expr) && expr.length === 1 ? (evaluated as unknown[])[0] : evaluated;
}

const isNumber = (value: unknown): value is number => typeof value === 'number';
export const isAbsent = (value: unknown): boolean => value === null || value === undefined;

const $mod = checked(
  '$mod',
  (args) => {
    if (Array.isArray(args) && isNumber(args[0]) && args[1] === 0)
      throw new MongoCommandError('Location16610', "can't $mod by zero");
  },
  true,
);

/** `$ln` and `$log10` of zero or a negative number are errors in MongoDB (mingo answered null). */
const positiveLogarithm = (name: '$ln' | '$log10', code: 'Location28766' | 'Location28761') =>
  checked(name, (value) => {
    if (isNumber(value) && value <= 0)
      throw new MongoCommandError(code, `${name}'s argument must be a positive number, but is ${value}`);
  });

const $log = checked(
  '$log',
  (args) => {
    const [value, base] = Array.isArray(args) ? args : [];
    if (isNumber(value) && value <= 0)
      throw new MongoCommandError(
        'Location28758',
        `$log's argument must be a positive number, but is ${value}`,
      );
    if (isNumber(base) && (base <= 0 || base === 1))
      throw new MongoCommandError(
        'Location28759',
        `$log's base must be a positive number not equal to 1, but is ${base}`,
      );
  },
  true,
);

/**
 * `$arrayToObject`, done here: mingo took an argument list of one as the array itself (`[[['a', 1], ['b', 2]]]`
 * gave `{ a: 1 }`), dropped `{ k, v }` documents and made keys of anything. A repeated key keeps its last value.
 */
const $arrayToObject: Operator = (obj, expr, options) => {
  const input = operandOf(obj, expr, options);
  if (isAbsent(input)) return null;
  if (!Array.isArray(input))
    throw new MongoCommandError(
      'Location40386',
      `$arrayToObject requires an array input, found: ${bsonTypeAlias(input)}`,
    );
  const entries = new Map<string, unknown>();
  let pairs: boolean | undefined;
  for (const element of input as unknown[]) {
    const isPair = Array.isArray(element);
    if (!isPair && !isPlainObject(element))
      throw new MongoCommandError(
        'Location40398',
        `Unrecognised input type format for $arrayToObject: ${bsonTypeAlias(element)}`,
      );
    if (pairs !== undefined && pairs !== isPair)
      throw new MongoCommandError(
        'Location40391',
        '$arrayToObject requires a consistent input format. Elements must all be arrays or all be objects.',
      );
    pairs = isPair;
    let key: unknown;
    let value: unknown;
    if (isPair) {
      if (element.length !== 2)
        throw new MongoCommandError(
          'Location40397',
          `$arrayToObject requires an array of size 2 arrays,found array of size: ${element.length}`,
        );
      [key, value] = element as unknown[];
      if (typeof key !== 'string')
        throw new MongoCommandError(
          'Location40395',
          `$arrayToObject requires an array of key-value pairs, where the key must be of type string. Found key type: ${bsonTypeAlias(key)}`,
        );
    } else {
      const keys = Object.keys(element);
      if (keys.length !== 2 || !('k' in element) || !('v' in element))
        throw new MongoCommandError(
          'Location40392',
          `$arrayToObject requires an object keys of 'k' and 'v'. Found incorrect number of keys:${keys.length}`,
        );
      ({ k: key, v: value } = element);
      if (typeof key !== 'string')
        throw new MongoCommandError(
          'Location40394',
          `$arrayToObject requires an object with keys 'k' and 'v', where the value of 'k' must be of type string. Found type: ${bsonTypeAlias(key)}`,
        );
    }
    entries.delete(key);
    entries.set(key, value);
  }
  return Object.fromEntries(entries);
};

/** `$regexMatch`, `$regexFind`, `$regexFindAll` of something other than a string (mingo answered no match). */
const regexInput = (name: '$regexMatch' | '$regexFind' | '$regexFindAll') =>
  checked(name, (spec) => {
    const { input, regex } = (spec ?? {}) as { input?: unknown; regex?: unknown };
    if (!isAbsent(input) && typeof input !== 'string')
      throw new MongoCommandError('Location51104', `${name} needs 'input' to be of type string`);
    if (!isAbsent(regex) && typeof regex !== 'string' && !(regex instanceof RegExp))
      throw new MongoCommandError('Location51105', `${name} needs 'regex' to be of type string or regex`);
  });

/** Every operand an object, null or missing (mingo skipped the others). */
const $mergeObjects = checked(
  '$mergeObjects',
  (operands) => {
    for (const operand of [operands].flat()) {
      if (
        isAbsent(operand) ||
        (typeof operand === 'object' && !Array.isArray(operand) && !(operand instanceof Date))
      )
        continue;
      throw new MongoCommandError(
        'Location40400',
        `$mergeObjects requires object inputs, but input ${JSON.stringify(operand)} is of type ${bsonTypeAlias(operand)}`,
      );
    }
  },
  true,
);

/** A negative start or length (mingo answered an empty string). */
const $substrCP = checked(
  '$substrCP',
  (args) => {
    const [, start, length] = Array.isArray(args) ? args : [];
    if (isNumber(start) && start < 0)
      throw new MongoCommandError(
        'Location34455',
        `$substrCP: starting index must be non-negative (got: ${start})`,
      );
    if (isNumber(length) && length < 0)
      throw new MongoCommandError('Location34456', '$substrCP: length must be a nonnegative integer.');
  },
  true,
);

/** `$trim`, `$ltrim`, `$rtrim` of a non-string (mingo failed with its own TypeError). */
const trimming = (name: '$trim' | '$ltrim' | '$rtrim') =>
  checked(name, (spec) => {
    const { input, chars } = (spec ?? {}) as { input?: unknown; chars?: unknown };
    if (!isAbsent(input) && typeof input !== 'string')
      throw new MongoCommandError(
        'Location50699',
        `${name} requires its input to be a string, got ${JSON.stringify(input)} (of type ${bsonTypeAlias(input)}) instead.`,
      );
    if (!isAbsent(chars) && typeof chars !== 'string')
      throw new MongoCommandError(
        'Location50700',
        `${name} requires 'chars' to be a string, got ${JSON.stringify(chars)} (of type ${bsonTypeAlias(chars)}) instead.`,
      );
  });

/** MongoDB's memory limit for one `$range` (internalQueryMaxRangeBytes), at 16 bytes a value. */
const MAX_RANGE_BYTES = 64 * 1024 * 1024;
const RANGE_VALUE_BYTES = 16;

/** `$range` within MongoDB's memory limit (mingo built any range it was asked for, and a huge one killed the process). */
const $range = checked(
  '$range',
  (args) => {
    const [start, end, step = 1] = Array.isArray(args) ? args : [];
    if (!isNumber(start) || !isNumber(end) || !isNumber(step) || step === 0) return;
    const bytes = Math.max(0, Math.ceil((end - start) / step)) * RANGE_VALUE_BYTES;
    if (bytes > MAX_RANGE_BYTES)
      throw new MongoCommandError(
        'ExceededMemoryLimit',
        `$range would use too much memory (${bytes} bytes) and cannot spill to disk. Memory limit: ${MAX_RANGE_BYTES} bytes`,
      );
  },
  true,
);

/** `$indexOfCP`, which mingo lacks: the code point index of a substring, or -1. */
const $indexOfCP: Operator = (obj, expr, options) => {
  const args = evalExpr(obj, expr, options) as unknown[];
  if (!Array.isArray(expr) || expr.length < 2 || expr.length > 4)
    throw new MongoCommandError(
      'Location16020',
      `Expression $indexOfCP takes at least 2 arguments, and at most 4, but ${Array.isArray(expr) ? expr.length : 1} were passed in.`,
    );
  const [text, sought, start = 0, end] = args;
  if (isAbsent(text)) return null;
  if (typeof text !== 'string')
    throw new MongoCommandError(
      'Location40093',
      `$indexOfCP requires a string as the first argument, found: ${bsonTypeAlias(text)}`,
    );
  if (typeof sought !== 'string')
    throw new MongoCommandError(
      'Location40094',
      `$indexOfCP requires a string as the second argument, found: ${bsonTypeAlias(sought)}`,
    );
  for (const [bound, value] of [
    ['starting', start],
    ['ending', end],
  ] as const) {
    if (value === undefined) continue;
    if (!isNumber(value) || !Number.isInteger(value))
      throw new MongoCommandError(
        'Location40096',
        `$indexOfCP requires an integral ${bound} index, found a value of type: ${bsonTypeAlias(value)}, with value: ${JSON.stringify(value)}`,
      );
    if (value < 0)
      throw new MongoCommandError(
        'Location40097',
        `$indexOfCP requires a nonnegative ${bound} index, found: ${value}`,
      );
  }
  const points = Array.from(text);
  const wanted = Array.from(sought);
  const last = Math.min(isNumber(end) ? end : points.length, points.length);
  for (let i = start as number; i + wanted.length <= last; i++) {
    if (wanted.every((point, j) => points[i + j] === point)) return i;
  }
  return -1;
};

export const EXPRESSION_OPERATORS = {
  ...mingo,
  $cmp: comparison('$cmp', (order) => order),
  $eq: comparison('$eq', (order) => order === 0),
  $ne: comparison('$ne', (order) => order !== 0),
  $gt: comparison('$gt', (order) => order > 0),
  $gte: comparison('$gte', (order) => order >= 0),
  $lt: comparison('$lt', (order) => order < 0),
  $lte: comparison('$lte', (order) => order <= 0),
  $mod,
  $toUpper: caseChange(mingo.$toUpper!),
  $toLower: caseChange(mingo.$toLower!),
  $ln: positiveLogarithm('$ln', 'Location28766'),
  $log10: positiveLogarithm('$log10', 'Location28761'),
  $log,
  $arrayToObject,
  $regexMatch: regexInput('$regexMatch'),
  $regexFind: regexInput('$regexFind'),
  $regexFindAll: regexInput('$regexFindAll'),
  $mergeObjects,
  $substrCP,
  $trim: trimming('$trim'),
  $ltrim: trimming('$ltrim'),
  $rtrim: trimming('$rtrim'),
  $indexOfCP,
  $range,
  // The text score a `$text` query gave the document (text/scores.ts); other metadata the engine does not keep.
  $meta: (obj: AnyObject, expr: unknown) => {
    if (expr === 'textScore') return textScoreOf(obj);
    throw new MongoCommandError(
      'CommandNotSupported',
      `$meta ${String(expr)} is not supported by embedded-mongo`,
    );
  },
} as unknown as Record<string, ExpressionOperator>;
