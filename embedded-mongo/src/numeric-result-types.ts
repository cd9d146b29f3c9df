import { Decimal128, Double, Long } from 'bson';
import { resolve as resolvePath } from 'mingo/util';
import { MongoCommandError } from './errors';
import { bsonTypeAlias } from './exact-values';
import { isPlainObject, type Doc } from './values';

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

/** The field path an expression merely reads (`'$price'` → `price`), undefined for anything else. */
export function fieldPathOf(expression: unknown): string | undefined {
  return typeof expression === 'string' && expression.startsWith('$') && !expression.startsWith('$$')
    ? expression.slice(1)
    : undefined;
}

/** Whether an operand is a date: a date literal or a field holding one. */
function isDateOperand(operand: unknown, exact: Doc): boolean {
  const path = fieldPathOf(operand);
  return (path === undefined ? operand : resolvePath(exact, path)) instanceof Date;
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
export function numericTypeOf(expression: unknown, exact: Doc): NumericType | undefined {
  if (typeof expression === 'string') {
    const path = fieldPathOf(expression);
    return path === undefined ? undefined : typeOfValue(resolvePath(exact, path));
  }
  if (typeof expression === 'number' || expression instanceof Long || expression instanceof Double)
    return typeOfValue(expression);
  if (!isPlainObject(expression)) return undefined;
  const keys = Object.keys(expression);
  if (keys.length !== 1) return undefined;
  const operator = keys[0]!;
  const argument: unknown = expression[operator];
  const typesOfOperands = () => operandsOf(argument).map((operand) => numericTypeOf(operand, exact));
  // The milliseconds between two dates are an Int64.
  if (operator === '$subtract' && operandsOf(argument).every((operand) => isDateOperand(operand, exact)))
    return 'long';
  switch (operator) {
    case '$literal':
      return typeOfValue(argument);
    case '$subtract':
    case '$add':
    case '$multiply':
    case '$mod': {
      const types = typesOfOperands();
      // A date, a string or a null among the operands: a date, an error or null, never a number type to follow.
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
      return numericTypeOf(operandsOf(argument)[0], exact);
    case '$sum': {
      // The expression form sums its numbers and ignores the rest; a lone field path holding an array sums it.
      const operands = operandsOf(argument);
      const lone = operands.length === 1 ? fieldPathOf(operands[0]) : undefined;
      const types =
        lone !== undefined
          ? [resolvePath(exact, lone)].flat().map(typeOfValue)
          : operands.map((operand) => numericTypeOf(operand, exact));
      const numeric = types.filter((type): type is NumericType => type !== undefined);
      return numeric.length > 0 ? widest(numeric) : 'int';
    }
    case '$avg': {
      const types = typesOfOperands();
      return types.includes('decimal') ? 'decimal' : 'double';
    }
    default: {
      const converted =
        operator === '$convert' && isPlainObject(argument)
          ? { to: CONVERT_TARGETS[String(argument.to)], input: argument.input }
          : { to: CONVERSIONS[operator], input: argument };
      // MongoDB turns a Double into a Decimal128 by its own rounding (2.5 → 2.50000000000000): not imitated.
      if (converted.to === 'decimal' && numericTypeOf(converted.input, exact) === 'double')
        throw new MongoCommandError(
          'CommandNotSupported',
          'converting a Double to Decimal128 is not supported by embedded-mongo',
        );
      return converted.to;
    }
  }
}

/**
 * The computed number as the BSON type MongoDB answers with: an Int32 result that left the Int32 range is an
 * Int64, as in MongoDB. A Decimal128 cannot be computed from JS numbers exactly: refused, loudly.
 */
export function asNumericType(value: unknown, type: NumericType | undefined): unknown {
  if (typeof value !== 'number' || type === undefined) return value;
  switch (type) {
    case 'int':
      return Number.isInteger(value) && (value < INT32.min || value > INT32.max)
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
