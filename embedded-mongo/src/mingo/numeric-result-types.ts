import { Decimal128, Double, Long } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import type { Options } from 'mingo/types';
import { isEqual, resolve as resolvePath } from 'mingo/util';
import { MongoCommandError } from '../errors';
import { bsonTypeAlias } from '../bson/exact-values';
import { isPlainObject, type Doc } from '../bson/values';

/** MongoDB's numeric types, narrowest first: arithmetic answers in the widest type among its operands. */
export type NumericType = 'int' | 'long' | 'double' | 'decimal';
const RANK: Record<NumericType, number> = { int: 0, long: 1, double: 2, decimal: 3 };
const INT32 = { min: -0x80000000, max: 0x7fffffff };

const isNumericType = (alias: string): alias is NumericType => alias in RANK;
export const widest = (types: NumericType[]): NumericType =>
  types.reduce((wide, type) => (RANK[type] > RANK[wide] ? type : wide), 'int');

/** What an arithmetic operator's operands are: one expression or a list of them. */
const operandsOf = (argument: unknown): unknown[] => (Array.isArray(argument) ? argument : [argument]);

const CONVERSIONS: Record<string, NumericType> = {
  $toInt: 'int',
  $toLong: 'long',
  $toDouble: 'double',
  $toDecimal: 'decimal',
};
const CONVERT_TARGETS: Record<string, NumericType> = {
  int: 'int',
  16: 'int',
  long: 'long',
  18: 'long',
  double: 'double',
  1: 'double',
  decimal: 'decimal',
  19: 'decimal',
};

/**
 * The field path an expression merely reads (`'$price'` → `price`; `'$$ROOT'` or `'$$CURRENT'` → `''`, the whole
 * document, and `'$$ROOT.price'` → `price`), undefined for anything else.
 */
export function fieldPathOf(expression: unknown): string | undefined {
  if (typeof expression !== 'string' || !expression.startsWith('$')) return undefined;
  const root = /^\$\$(?:ROOT|CURRENT)(?:\.(.+))?$/.exec(expression);
  if (root) return root[1] ?? '';
  return expression.startsWith('$$') ? undefined : expression.slice(1);
}

/** The value at a path `fieldPathOf` gave (`''` is the document itself). */
export const valueAtPath = (doc: Doc, path: string): unknown => (path === '' ? doc : resolvePath(doc, path));

/**
 * An expression's value for the document being typed, as mingo computes it (promoted numbers): what decides the
 * branch a `$cond` takes or the operand a `$max` picks.
 */
export type Evaluate = (expression: unknown) => unknown;

/** Evaluates expressions against one document as mingo sees it, with the pipeline's options (variables, collation). */
export function evaluatorFor(doc: Doc, mingo: Partial<Options>): Evaluate {
  return (expression) =>
    (new Aggregator([{ $replaceWith: { value: expression } }], mingo).run([doc])[0] as Doc | undefined)
      ?.value;
}

/** Operators whose result is a Double (a Decimal128 from a Decimal128), whatever numbers they are given. */
const FRACTIONAL = new Set([
  '$sqrt',
  '$exp',
  '$ln',
  '$log',
  '$log10',
  '$stdDevPop',
  '$stdDevSamp',
  '$sin',
  '$cos',
  '$tan',
  '$asin',
  '$acos',
  '$atan',
  '$atan2',
  '$sinh',
  '$cosh',
  '$tanh',
  '$asinh',
  '$acosh',
  '$atanh',
  '$degreesToRadians',
  '$radiansToDegrees',
]);

/** MongoDB's truth of a condition's value: false, null, missing and zero are false. */
const isTrue = (value: unknown) =>
  value !== false && value !== null && value !== undefined && !(typeof value === 'number' && value === 0);

/** Whether an operand is a date: a date literal or a field holding one. */
function isDateOperand(operand: unknown, exact: Doc): boolean {
  const path = fieldPathOf(operand);
  return (path === undefined ? operand : valueAtPath(exact, path)) instanceof Date;
}

/** A value's numeric type, undefined for a value that is not a number. */
function typeOfValue(value: unknown): NumericType | undefined {
  const alias = bsonTypeAlias(value);
  return isNumericType(alias) ? alias : undefined;
}

/**
 * The numeric type MongoDB gives an expression's result for this document (the document with its exact types), or
 * undefined when the expression is not numeric or its type is not followed here (then the value keeps the type its
 * number implies). mingo computes every number as a JS number; this says which BSON type it stands for.
 */
export function numericTypeOf(expression: unknown, exact: Doc, evaluate?: Evaluate): NumericType | undefined {
  if (typeof expression === 'string') {
    const path = fieldPathOf(expression);
    return path === undefined ? undefined : typeOfValue(valueAtPath(exact, path));
  }
  if (typeof expression === 'number' || expression instanceof Long || expression instanceof Double)
    return typeOfValue(expression);
  if (!isPlainObject(expression)) return undefined;
  const keys = Object.keys(expression);
  if (keys.length !== 1) return undefined;
  const operator = keys[0]!;
  const argument: unknown = expression[operator];
  const typeOf = (operand: unknown) => numericTypeOf(operand, exact, evaluate);
  const typesOfOperands = () => operandsOf(argument).map(typeOf);
  // The milliseconds between two dates are an Int64.
  if (operator === '$subtract' && operandsOf(argument).every((operand) => isDateOperand(operand, exact)))
    return 'long';
  switch (operator) {
    case '$literal':
      return typeOfValue(argument);
    case '$subtract':
    case '$add':
    case '$multiply':
    case '$mod':
    case '$pow': {
      const types = typesOfOperands();
      // A date, a string or a null among the operands: a date, an error or null, never a number type to follow.
      // An Int32 or Int64 power that is not whole, or that outgrows an Int64, is a Double: asNumericType's rule.
      return types.every((type) => type !== undefined) ? widest(types as NumericType[]) : undefined;
    }
    case '$divide': {
      const types = typesOfOperands();
      if (!types.every((type) => type !== undefined)) return undefined;
      return types.includes('decimal') ? 'decimal' : 'double';
    }
    case '$abs':
    case '$ceil':
    case '$floor':
    case '$round':
    case '$trunc':
      return typeOf(operandsOf(argument)[0]);
    case '$sum': {
      // The expression form sums its numbers and ignores the rest; a lone field path holding an array sums it.
      const operands = operandsOf(argument);
      const lone = operands.length === 1 ? fieldPathOf(operands[0]) : undefined;
      const types =
        lone !== undefined ? [valueAtPath(exact, lone)].flat().map(typeOfValue) : operands.map(typeOf);
      const numeric = types.filter((type): type is NumericType => type !== undefined);
      return numeric.length > 0 ? widest(numeric) : 'int';
    }
    case '$avg': {
      const types = typesOfOperands();
      return types.includes('decimal') ? 'decimal' : 'double';
    }
    default: {
      if (FRACTIONAL.has(operator)) return typesOfOperands().includes('decimal') ? 'decimal' : 'double';
      if (evaluate !== undefined && Object.hasOwn(PICKERS, operator)) {
        const picked = PICKERS[operator]!(argument, exact, evaluate);
        return picked === undefined
          ? undefined
          : 'value' in picked
            ? typeOfValue(picked.value)
            : typeOf(picked.operand);
      }
      // Own keys only: a field named like Object's members (`{ constructor: 1 }`) is no conversion.
      const targetOf = (table: Record<string, NumericType>, key: string) =>
        Object.hasOwn(table, key) ? table[key] : undefined;
      const converted =
        operator === '$convert' && isPlainObject(argument)
          ? { to: targetOf(CONVERT_TARGETS, String(argument.to)), input: argument.input }
          : { to: targetOf(CONVERSIONS, operator), input: argument };
      // MongoDB turns a Double into a Decimal128 by its own rounding (2.5 → 2.50000000000000): not imitated.
      if (converted.to === 'decimal' && typeOf(converted.input) === 'double')
        throw new MongoCommandError(
          'CommandNotSupported',
          'converting a Double to Decimal128 is not supported by embedded-mongo',
        );
      return converted.to;
    }
  }
}

/** What a value-picking operator answered with: one of its operands, or a stored value (an array's element). */
type Picked = { operand: unknown } | { value: unknown } | undefined;

/** The stored array an expression reads (`'$list'`), undefined when it reads anything else. */
function storedArray(expression: unknown, exact: Doc): unknown[] | undefined {
  const path = fieldPathOf(expression);
  const value = path === undefined ? undefined : valueAtPath(exact, path);
  return Array.isArray(value) ? value : undefined;
}

/** The first of the candidates whose value mingo computes as the picked value. */
function operandEqualTo(operands: unknown[], value: unknown, evaluate: Evaluate): Picked {
  const operand = operands.find((candidate) => isEqual(evaluate(candidate), value));
  return operand === undefined ? undefined : { operand };
}

/**
 * Operators that answer with one of their operands or one element of a stored array, which keeps its own type:
 * which one is found by evaluating what decides it (the condition, the nulls, the comparison, the index).
 */
const PICKERS: Record<string, (argument: unknown, exact: Doc, evaluate: Evaluate) => Picked> = {
  $cond: (argument, _exact, evaluate) => {
    const [condition, then, otherwise] = Array.isArray(argument)
      ? argument
      : isPlainObject(argument)
        ? [argument.if, argument.then, argument.else]
        : [];
    return { operand: isTrue(evaluate(condition)) ? then : otherwise };
  },
  $ifNull: (argument, _exact, evaluate) => {
    const operands = operandsOf(argument);
    const operand = operands.find((candidate, i) => i === operands.length - 1 || evaluate(candidate) != null);
    return { operand };
  },
  $switch: (argument, _exact, evaluate) => {
    if (!isPlainObject(argument) || !Array.isArray(argument.branches)) return undefined;
    const branch = (argument.branches as unknown[]).find(
      (candidate) => isPlainObject(candidate) && isTrue(evaluate(candidate.case)),
    ) as Doc | undefined;
    return { operand: branch ? branch.then : argument.default };
  },
  $max: (argument, exact, evaluate) => extremeOf('$max', argument, exact, evaluate),
  $min: (argument, exact, evaluate) => extremeOf('$min', argument, exact, evaluate),
  $arrayElemAt: (argument, exact, evaluate) => {
    const [array, index] = operandsOf(argument);
    const stored = storedArray(array, exact);
    const at = evaluate(index);
    if (stored === undefined || typeof at !== 'number') return undefined;
    return { value: stored[at < 0 ? stored.length + at : at] };
  },
  $first: (argument, exact) => {
    const stored = storedArray(operandsOf(argument)[0], exact);
    return stored === undefined ? undefined : { value: stored[0] };
  },
  $last: (argument, exact) => {
    const stored = storedArray(operandsOf(argument)[0], exact);
    return stored === undefined ? undefined : { value: stored[stored.length - 1] };
  },
};

/** `$max`/`$min` of several operands, or of one stored array: the operand or element equal to the answer. */
function extremeOf(operator: string, argument: unknown, exact: Doc, evaluate: Evaluate): Picked {
  const answer = evaluate({ [operator]: argument });
  const operands = operandsOf(argument);
  const stored = operands.length === 1 ? storedArray(operands[0], exact) : undefined;
  if (stored === undefined) return operandEqualTo(operands, answer, evaluate);
  const elements = evaluate(operands[0]);
  if (!Array.isArray(elements)) return undefined;
  const i = elements.findIndex((element) => isEqual(element, answer));
  return i < 0 ? undefined : { value: stored[i] };
}

/**
 * The computed number as the BSON type MongoDB answers with: an Int32 result that left the Int32 range is an
 * Int64, as in MongoDB. A Decimal128 cannot be computed from JS numbers exactly: refused, loudly.
 */
export function asNumericType(value: unknown, type: NumericType | undefined): unknown {
  if (typeof value !== 'number' || type === undefined) return value;
  switch (type) {
    case 'int':
      return Number.isInteger(value) && (value < INT32.min || value > INT32.max) && Math.abs(value) < 2 ** 63
        ? Long.fromNumber(value)
        : value;
    case 'long':
      return Number.isSafeInteger(value) ? Long.fromNumber(value) : value;
    case 'double':
      return new Double(value);
    case 'decimal':
      if (Number.isSafeInteger(value)) return Decimal128.fromString(String(value));
      throw new MongoCommandError(
        'CommandNotSupported',
        'Decimal128 results of arithmetic on fractional numbers are not supported by embedded-mongo',
      );
  }
}
