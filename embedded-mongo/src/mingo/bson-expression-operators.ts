import { Binary, calculateObjectSize, Long, ObjectId, Timestamp } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonTypeAlias, exactOf } from '../bson/exact-values';
import { evalExpr } from 'mingo/core';
import { EXPRESSION_OPERATORS, isAbsent, operandOf, type Operator } from './expression-operators';
import { isPlainObject } from '../bson/values';

/** `$convert` to the types mingo knows. */
const convert = EXPRESSION_OPERATORS.$convert as unknown as Operator;

/** An operator of one operand that answers null for null or missing, as these all do. */
function unary(answer: (value: unknown) => unknown): Operator {
  return (obj, expr, options) => {
    const value = operandOf(obj, expr, options);
    return isAbsent(value) ? null : answer(value);
  };
}

/** Parses 24 hex digits, as `$toObjectId` and `$convert` to objectId do. */
export function objectIdFrom(value: unknown, operator: string): ObjectId {
  if (value instanceof ObjectId) return value;
  if (typeof value === 'string' && /^[0-9a-fA-F]{24}$/.test(value)) return new ObjectId(value);
  const reason =
    typeof value === 'string'
      ? value.length === 24
        ? `Invalid character found in hex string: '${value}'`
        : `Invalid string length for parsing to OID, expected 24 but found ${value.length}`
      : `Unsupported conversion from ${bsonTypeAlias(value)} to objectId`;
  throw new MongoCommandError(
    'ConversionFailure',
    `Failed to parse objectId '${String(value)}' in ${operator} with no onError value: ${reason}`,
  );
}

/**
 * Expression operators on BSON's own types, which mingo lacks: each answers as MongoDB 7 does, or fails with its
 * error, instead of the 168 of an operator MongoDB does not know.
 */
export const BSON_EXPRESSION_OPERATORS: Record<string, Operator> = {
  $toObjectId: unary((value) => objectIdFrom(value, '$convert')),
  $bsonSize: unary((value) => {
    if (!isPlainObject(value))
      throw new MongoCommandError(
        'Location31393',
        `$bsonSize requires a document input, found: ${bsonTypeAlias(value)}`,
      );
    return calculateObjectSize(exactOf(value));
  }),
  $binarySize: unary((value) => {
    if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
    if (value instanceof Binary) return value.length();
    throw new MongoCommandError(
      'Location51276',
      `$binarySize requires a string or BinData argument, found: ${bsonTypeAlias(value)}`,
    );
  }),
  $convert: (obj, expr, options) => {
    const spec = expr as { to?: unknown } | undefined;
    const to: unknown = isPlainObject(spec) ? evalExpr(obj, spec.to, options) : undefined;
    if (to !== 'objectId' && to !== 7) return convert(obj, expr, options);
    const { input, onError, onNull } = evalExpr(obj, expr, options) as Record<string, unknown>;
    if (isAbsent(input)) return onNull === undefined ? null : onNull;
    try {
      return objectIdFrom(input, '$convert');
    } catch (error) {
      if (onError === undefined) throw error;
      return onError;
    }
  },
  $tsSecond: unary((value) => Long.fromNumber(timestampOf(value, '$tsSecond').t)),
  $tsIncrement: unary((value) => Long.fromNumber(timestampOf(value, '$tsIncrement').i)),
};

function timestampOf(value: unknown, operator: string): { t: number; i: number } {
  if (!(value instanceof Timestamp))
    throw new MongoCommandError(
      'Location5687301',
      `Argument to ${operator} must be a timestamp, but is ${bsonTypeAlias(value)}`,
    );
  return { t: value.t, i: value.i };
}
