import { Decimal128, Double, Long } from 'bson';
import { isPlainObject, valueKey, type Doc } from '../bson/values';

/**
 * The `$group`s the API's figures send (a count, sums of a field, per constant, per field or per day), computed
 * straight from the stored documents with MongoDB's numeric types: a sum of Int32s is an Int32 until it overflows
 * into an Int64, Int64s stay Int64 until they overflow into a Double, any Double makes a Double, and any Decimal128
 * makes an exact Decimal128. Anything else (other accumulators or keys, a Decimal128 added to a Double, a day of
 * something that is not a date) is left to the general pipeline, which answers `undefined` here.
 */
export function nativeGroup(spec: Doc, docs: Doc[]): Doc[] | undefined {
  const { _id: keySpec, ...accumulatorSpecs } = spec;
  const keyOf = groupKey(keySpec);
  const sums = Object.entries(accumulatorSpecs).map(
    ([name, accumulator]) => [name, summand(accumulator)] as const,
  );
  if (!keyOf || sums.some(([, read]) => !read)) return undefined;
  const counted = countGroup(spec, docs.length);
  if (counted) return counted;

  const groups = new Map<string, { key: unknown; totals: Sum[] }>();
  for (const doc of docs) {
    const key = keyOf(doc);
    if (key === INVALID) return undefined;
    const id = valueKey(key);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { key, totals: sums.map(() => new Sum()) }));
    for (let i = 0; i < sums.length; i++) if (!group.totals[i]!.add(sums[i]![1]!(doc))) return undefined;
  }
  return [...groups.values()].map(({ key, totals }) =>
    Object.fromEntries([['_id', key], ...sums.map(([name], i) => [name, totals[i]!.value()])]),
  );
}

const INVALID = Symbol('invalid');

const isConstantKey = (spec: unknown) =>
  spec === null || typeof spec === 'number' || (typeof spec === 'string' && !spec.startsWith('$'));

/**
 * One group of constants summed per document (countDocuments' `{ _id: 1, n: { $sum: 1 } }`) over `matched`
 * documents: no need to read any. Undefined for any other group.
 */
export function countGroup(spec: Doc, matched: number): Doc[] | undefined {
  const { _id: keySpec, ...accumulators } = spec;
  if (Object.values(accumulators).some((accumulator) => !summand(accumulator))) return undefined;
  const constants = Object.values(accumulators).map((accumulator) => (accumulator as Doc).$sum);
  if (!isConstantKey(keySpec) || constants.some((operand) => typeof operand !== 'number')) return undefined;
  if (matched === 0) return [];
  const totals = Object.keys(accumulators).map((name, i) => {
    const total = new Sum();
    total.addTimes(constants[i] as number, matched);
    return [name, total.value()];
  });
  return [Object.fromEntries([['_id', keySpec], ...totals])];
}

/** A top-level field path such as '$amountCents' (nested paths and variables are left to the general pipeline). */
function fieldOf(path: unknown): string | undefined {
  return typeof path === 'string' && /^\$[^$.]+$/.test(path) ? path.slice(1) : undefined;
}

function groupKey(spec: unknown): ((doc: Doc) => unknown) | undefined {
  if (isConstantKey(spec)) return () => spec;
  const field = fieldOf(spec);
  if (field) return (doc) => (doc[field] === undefined ? null : doc[field]);
  // { $dateToString: { format: '%Y-%m-%d', date: '$field' } }: the UTC day.
  if (isPlainObject(spec) && Object.keys(spec).length === 1 && isPlainObject(spec.$dateToString)) {
    const { format, date, ...rest } = spec.$dateToString;
    const dateField = fieldOf(date);
    if (format !== '%Y-%m-%d' || !dateField || Object.keys(rest).length > 0) return undefined;
    return (doc) => {
      const value = doc[dateField];
      if (value === undefined || value === null) return null;
      return value instanceof Date ? value.toISOString().slice(0, 10) : INVALID;
    };
  }
  return undefined;
}

type Summand = (doc: Doc) => unknown;

/** `{ $sum: 1 }` (or another int32 constant) or `{ $sum: '$field' }`. */
function summand(accumulator: unknown): Summand | undefined {
  if (!isPlainObject(accumulator) || Object.keys(accumulator).length !== 1) return undefined;
  const operand: unknown = accumulator.$sum;
  if (typeof operand === 'number' && Number.isInteger(operand) && Math.abs(operand) <= 0x7fffffff)
    return () => operand;
  const field = fieldOf(operand);
  return field ? (doc) => doc[field] : undefined;
}

const INT32_MAX = 0x7fffffffn;
const INT64_MAX = 0x7fffffffffffffffn;

/** A finite Decimal128 as an integer and a power of ten (1.50 → 150, 2); undefined for NaN and the infinities. */
function decimalParts(value: Decimal128): { units: bigint; scale: number } | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/.exec(value.toString());
  if (!match) return undefined;
  const [, sign, integer, fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${sign}${integer}${fraction}`);
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** A running $sum with MongoDB's result type. */
class Sum {
  private kind: 'int' | 'long' | 'double' | 'decimal' = 'int';
  private whole = 0n;
  private real = 0;
  /** The decimal sum is whole / 10^scale. */
  private scale = 0;

  /** Adds an Int32 constant once per document. */
  addTimes(operand: number, times: number): void {
    this.addWhole(BigInt(operand) * BigInt(times), 'int');
  }

  /** Adds a value; non-numbers are ignored, as $sum does. False where the type cannot be kept exact. */
  add(value: unknown): boolean {
    if (value instanceof Decimal128) return this.addDecimal(value);
    if (this.kind === 'decimal') return this.addDecimalWhole(value);
    if (value instanceof Long) return this.addWhole(BigInt(value.toString()), 'long');
    if (value instanceof Double) return this.addReal(value.value);
    if (typeof value !== 'number') return true;
    // A plain number is stored so only when it is written back as Int32 (an int32-range integer) or as a Double.
    return Number.isInteger(value) && Math.abs(value) <= 0x7fffffff && !Object.is(value, -0)
      ? this.addWhole(BigInt(value), 'int')
      : this.addReal(value);
  }

  private addDecimal(value: Decimal128): boolean {
    const parts = decimalParts(value);
    // MongoDB turns a Double into a Decimal128 by its own rounding: not imitated here.
    if (!parts || this.kind === 'double') return false;
    if (this.kind !== 'decimal') this.kind = 'decimal';
    if (parts.scale > this.scale) {
      this.whole *= 10n ** BigInt(parts.scale - this.scale);
      this.scale = parts.scale;
    }
    this.whole += parts.units * 10n ** BigInt(this.scale - parts.scale);
    return true;
  }

  /** An Int32 or Int64 added to a decimal sum; a Double is not exact to add (see addDecimal), a non-number is skipped. */
  private addDecimalWhole(value: unknown): boolean {
    const whole =
      value instanceof Long
        ? BigInt(value.toString())
        : typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 0x7fffffff
          ? BigInt(value)
          : undefined;
    if (whole !== undefined) this.whole += whole * 10n ** BigInt(this.scale);
    return whole !== undefined || !(typeof value === 'number' || value instanceof Double);
  }

  private addWhole(amount: bigint, kind: 'int' | 'long'): boolean {
    if (this.kind === 'double') {
      this.real += Number(amount);
      return true;
    }
    this.whole += amount;
    if (kind === 'long' || this.whole > INT32_MAX || this.whole < -INT32_MAX - 1n) this.kind = 'long';
    if (this.whole > INT64_MAX || this.whole < -INT64_MAX - 1n) this.toDouble();
    return true;
  }

  private addReal(amount: number): boolean {
    this.toDouble();
    this.real += amount;
    return true;
  }

  private toDouble(): void {
    if (this.kind === 'double') return;
    this.real = Number(this.whole);
    this.kind = 'double';
  }

  value(): unknown {
    if (this.kind === 'decimal') {
      const digits = (this.whole < 0n ? -this.whole : this.whole).toString().padStart(this.scale + 1, '0');
      const point = digits.length - this.scale;
      const text = this.scale ? `${digits.slice(0, point)}.${digits.slice(point)}` : digits;
      return Decimal128.fromString(`${this.whole < 0n ? '-' : ''}${text}`);
    }
    if (this.kind === 'int') return Number(this.whole);
    if (this.kind === 'long') return Long.fromBigInt(this.whole);
    // A whole double would be written back as an Int32: the wrapper keeps it a Double.
    return Number.isInteger(this.real) && Math.abs(this.real) <= 0x7fffffff
      ? new Double(this.real)
      : this.real;
  }
}
