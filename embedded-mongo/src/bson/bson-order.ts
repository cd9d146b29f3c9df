import { isPlainObject, type Doc } from './values';

/**
 * MongoDB's comparison order for BSON values (sorting and index keys): first by type bracket
 * (MinKey < null < numbers < strings < objects < arrays < binary < ObjectId < booleans < dates <
 * timestamps < regular expressions < MaxKey), then by value within the bracket. Numbers of different
 * BSON types compare by value. A missing field sorts as null.
 */
export const TypeRank = {
  minKey: 1,
  emptyArray: 2,
  null: 3,
  number: 4,
  string: 5,
  object: 6,
  array: 7,
  binary: 8,
  objectId: 9,
  boolean: 10,
  date: 11,
  timestamp: 12,
  regex: 13,
  maxKey: 14,
} as const;

/** A bound that sorts just before (side -1) or just after (side 1) every value of one type bracket. */
export class TypeBound {
  constructor(
    readonly rank: number,
    readonly side: -1 | 1,
  ) {}
}

function bsonType(value: unknown): string | undefined {
  return (value as { _bsontype?: string } | null)?._bsontype;
}

export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return TypeRank.null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeRank.number;
    case 'string':
      return TypeRank.string;
    case 'boolean':
      return TypeRank.boolean;
    default:
  }
  if (value instanceof Date) return TypeRank.date;
  if (value instanceof RegExp) return TypeRank.regex;
  if (Array.isArray(value)) return value.length === 0 ? TypeRank.emptyArray : TypeRank.array;
  if (isPlainObject(value)) return TypeRank.object;
  switch (bsonType(value)) {
    case 'Double':
    case 'Int32':
    case 'Long':
    case 'Decimal128':
      return TypeRank.number;
    case 'BSONSymbol':
      return TypeRank.string;
    case 'Binary':
      return TypeRank.binary;
    case 'ObjectId':
      return TypeRank.objectId;
    case 'Timestamp':
      return TypeRank.timestamp;
    case 'BSONRegExp':
      return TypeRank.regex;
    case 'MinKey':
      return TypeRank.minKey;
    case 'MaxKey':
      return TypeRank.maxKey;
    default:
      return TypeRank.object;
  }
}

/** Whether a value is a number of any BSON type (Int32, Int64, Double, Decimal128), as MongoDB's comparisons group them. */
export const isBsonNumber = (value: unknown): boolean => typeRank(value) === TypeRank.number;

/** A number of any BSON type as a JS number (a Decimal128 by its decimal string). */
export function numberValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return Number(String(value));
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
}

/** A finite number exactly, as a fraction whose denominator is a power of 2 or of 10. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL_STRING = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/i;

function fractionOf(value: unknown): Fraction | undefined {
  if (typeof value === 'bigint') return { numerator: value, denominator: 1n };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    // Doubling a finite fraction is exact, and at most 1074 doublings make any double whole.
    let scaled = value;
    let denominator = 1n;
    while (!Number.isInteger(scaled)) {
      scaled *= 2;
      denominator *= 2n;
    }
    return { numerator: BigInt(scaled), denominator };
  }
  const type = bsonType(value);
  if (type === 'Long' || type === 'Int32' || type === 'Double')
    return type === 'Long'
      ? { numerator: BigInt(String(value)), denominator: 1n }
      : fractionOf((value as { value: number }).value);
  const match = DECIMAL_STRING.exec(String(value));
  if (!match) return undefined;
  const [, minus, whole, fraction = '', exponent = '0'] = match;
  const scale = Number(exponent) - fraction.length;
  let numerator = BigInt(`${minus}${whole}${fraction}`);
  let denominator = 1n;
  if (scale >= 0) numerator *= 10n ** BigInt(scale);
  else denominator = 10n ** BigInt(-scale);
  return { numerator, denominator };
}

/**
 * Two numbers of any BSON types compared exactly: by their double values when these differ (rounding to a
 * double keeps the order), else exactly, as two Int64 beyond 2^53 or a Decimal128 and a Double can round to
 * the same double and still differ.
 */
function compareBsonNumbers(a: unknown, b: unknown): number {
  const x = numberValue(a);
  const y = numberValue(b);
  if (x !== y || (typeof a === 'number' && typeof b === 'number')) return compareNumbers(x, y);
  const exactA = fractionOf(a);
  const exactB = fractionOf(b);
  if (!exactA || !exactB) return 0;
  const difference = exactA.numerator * exactB.denominator - exactB.numerator * exactA.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return sign(a.length - b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return sign(a[i]! - b[i]!);
  return 0;
}

export type StringComparator = (a: string, b: string) => number;

const binaryStrings: StringComparator = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Compares two BSON values in MongoDB's order; `strings` is the collation's comparison, if any. */
export function compareValues(a: unknown, b: unknown, strings: StringComparator = binaryStrings): number {
  // Fast paths for the keys most indexes hold; the general rules below give the same answers.
  if (typeof a === 'string' && typeof b === 'string')
    return strings === binaryStrings ? (a < b ? -1 : a > b ? 1 : 0) : sign(strings(a, b));
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  if (a instanceof Date && b instanceof Date) return compareNumbers(a.getTime(), b.getTime());
  if (a instanceof TypeBound || b instanceof TypeBound) {
    if (a instanceof TypeBound && b instanceof TypeBound)
      return sign(a.rank - b.rank) || sign(a.side - b.side);
    if (a instanceof TypeBound) return a.rank === typeRank(b) ? a.side : sign(a.rank - typeRank(b));
    return -compareValues(b, a, strings);
  }
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return sign(rankA - rankB);
  switch (rankA) {
    case TypeRank.number:
      return compareBsonNumbers(a, b);
    case TypeRank.string:
      return sign(strings(String(a), String(b)));
    case TypeRank.boolean:
      return sign(Number(a) - Number(b));
    case TypeRank.date:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case TypeRank.objectId:
      return binaryStrings(String(a), String(b));
    case TypeRank.binary: {
      const x = a as { sub_type: number; buffer: Uint8Array };
      const y = b as { sub_type: number; buffer: Uint8Array };
      if (x.buffer.length !== y.buffer.length) return sign(x.buffer.length - y.buffer.length);
      return sign(x.sub_type - y.sub_type) || compareBytes(x.buffer, y.buffer);
    }
    case TypeRank.timestamp: {
      const x = a as { t: number; i: number };
      const y = b as { t: number; i: number };
      return sign(x.t - y.t) || sign(x.i - y.i);
    }
    case TypeRank.regex: {
      const x = a as { source: string; flags: string };
      const y = b as { source: string; flags: string };
      return binaryStrings(x.source, y.source) || binaryStrings(x.flags, y.flags);
    }
    case TypeRank.array: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const order = compareValues(x[i], y[i], strings);
        if (order !== 0) return order;
      }
      return sign(x.length - y.length);
    }
    case TypeRank.object: {
      const x = Object.entries(a as Doc);
      const y = Object.entries(b as Doc);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const [keyA, valueA] = x[i]!;
        const [keyB, valueB] = y[i]!;
        const order =
          sign(typeRank(valueA) - typeRank(valueB)) ||
          binaryStrings(keyA, keyB) ||
          compareValues(valueA, valueB, strings);
        if (order !== 0) return order;
      }
      return sign(x.length - y.length);
    }
    default:
      return 0;
  }
}

/** Where a missing value stands among expression values: above MinKey, below null. */
const MISSING_RANK = TypeRank.emptyArray;

const wholeValueRank = (value: unknown): number =>
  value === undefined ? MISSING_RANK : Array.isArray(value) ? TypeRank.array : typeRank(value);

/**
 * MongoDB's comparison inside aggregation expressions ($cmp, $eq, $gt…): an array is one value (compared element
 * by element, an empty one first), not a set of candidates as in a query, and a missing field is below null.
 */
export function compareWholeValues(
  a: unknown,
  b: unknown,
  strings: StringComparator = binaryStrings,
): number {
  const rankA = wholeValueRank(a);
  const rankB = wholeValueRank(b);
  if (rankA !== rankB) return sign(rankA - rankB);
  if (rankA === MISSING_RANK) return 0;
  if (rankA !== TypeRank.array) return compareValues(a, b, strings);
  const [x, y] = [a as unknown[], b as unknown[]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = compareWholeValues(x[i], y[i], strings);
    if (order !== 0) return order;
  }
  return sign(x.length - y.length);
}
