import { Binary, Long } from 'bson';
import type { AnyObject, Options } from 'mingo/types';
import { isBsonNumber, numberValue } from '../bson/bson-order';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../bson/values';

/** A query operator as mingo calls it: compiled once per filter into a document predicate. */
export type Predicate = (doc: AnyObject) => boolean;
export type CompiledOperator = (selector: string, value: unknown, options: Options) => Predicate;

const ARRAY_INDEX = /^\d+$/;

/**
 * What a query value is tested against, as MongoDB walks a path: the value at its end, and each element when that
 * is an array; an array on the way is walked into through each of its embedded documents (a missing field there
 * is a candidate, as null matches it) and, by a numeric part, to that element. `a.t` of
 * `{ a: [{ t: ['x'] }, { t: ['y', 'z'] }] }` is tested as `['x']`, `'x'`, `['y', 'z']`, `'y'` and `'z'` (mingo
 * gave the nested arrays as one value).
 */
export function candidatesAt(doc: AnyObject, selector: string): unknown[] {
  if (!selector.includes('.')) {
    const found: unknown = doc[selector];
    return Array.isArray(found) ? [found, ...(found as unknown[])] : [found];
  }
  const candidates: unknown[] = [];
  walkPath(doc, selector.split('.'), 0, candidates);
  return candidates;
}

function walkPath(value: unknown, parts: string[], at: number, into: unknown[]): void {
  if (at === parts.length) {
    into.push(value);
    if (Array.isArray(value)) into.push(...(value as unknown[]));
    return;
  }
  const part = parts[at]!;
  if (Array.isArray(value)) {
    if (ARRAY_INDEX.test(part) && Number(part) < value.length)
      walkPath(value[Number(part)], parts, at + 1, into);
    for (const element of value as unknown[])
      if (isPlainObject(element)) walkPath(element[part], parts, at + 1, into);
    return;
  }
  walkPath(isPlainObject(value) ? value[part] : undefined, parts, at + 1, into);
}

/**
 * `$mod` as MongoDB matches it: a number of any type, its fraction cut off, against the divisor and remainder cut
 * off likewise (filter-checks.ts refuses a divisor of 0). mingo matched no Decimal128 and no fraction.
 */
export const $mod: CompiledOperator = (selector, value) => {
  const [divisor, remainder] = (value as unknown[]).map((part) => Math.trunc(numberValue(part)));
  return (doc) =>
    candidatesAt(doc, selector).some((candidate) => {
      if (!isBsonNumber(candidate)) return false;
      // An Int64 beyond 2^53 stays a Long in the promoted view: its remainder is taken exactly.
      if (candidate instanceof Long)
        return BigInt(candidate.toString()) % BigInt(divisor!) === BigInt(remainder!);
      const dividend = Math.trunc(numberValue(candidate));
      return Number.isFinite(dividend) && dividend % divisor! === remainder;
    });
};

/** The bit positions a bitmask names: a non-negative number's set bits, a list of positions, or BinData's bits. */
function bitPositions(operator: string, mask: unknown): number[] {
  if (Array.isArray(mask)) {
    for (const position of mask as unknown[])
      if (typeof position !== 'number' || !Number.isInteger(position) || position < 0)
        throw new MongoCommandError(
          'BadValue',
          `bit positions must be a non-negative integer but got: ${JSON.stringify(position)}`,
        );
    return mask as number[];
  }
  if (mask instanceof Binary) return setBits(mask.buffer.subarray(0, mask.position));
  const bits = isBsonNumber(mask) ? numberValue(mask) : NaN;
  if (!Number.isInteger(bits) || bits < 0)
    throw new MongoCommandError(
      'BadValue',
      `${operator} takes an Array, a number, or a BinData but received: ${JSON.stringify(mask)}`,
    );
  return setBits(littleEndianBytes(BigInt(bits)));
}

/** The 8 bytes of a 64-bit two's complement integer, least significant first. */
function littleEndianBytes(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigInt64(0, BigInt.asIntN(64, value), true);
  return bytes;
}

function setBits(bytes: Uint8Array): number[] {
  const positions: number[] = [];
  bytes.forEach((byte, i) => {
    for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) positions.push(i * 8 + bit);
  });
  return positions;
}

/** A field's bits as MongoDB tests them: an integral number (as 64-bit two's complement) or BinData; else none. */
function bitsOf(value: unknown): { bytes: Uint8Array; signFill: boolean } | undefined {
  if (value instanceof Binary) return { bytes: value.buffer.subarray(0, value.position), signFill: false };
  if (!isBsonNumber(value)) return undefined;
  // An Int64 beyond 2^53 stays a Long in the promoted view; its bits are read exactly.
  const n = value instanceof Long ? BigInt(value.toString()) : numberValue(value);
  if (typeof n === 'number' && !Number.isInteger(n)) return undefined;
  const whole = BigInt(n);
  return { bytes: littleEndianBytes(whole), signFill: whole < 0n };
}

/**
 * `$bitsAllSet`, `$bitsAllClear`, `$bitsAnySet`, `$bitsAnyClear`: only integral numbers and BinData have bits (a
 * missing field, a string or a fraction matches none; mingo matched missing fields with the "clear" ones); bits
 * past a number's 64 are its sign, past BinData's end clear.
 */
export function bitTest(operator: string, wantSet: boolean, all: boolean): CompiledOperator {
  return (selector, mask) => {
    const positions = bitPositions(operator, mask);
    return (doc) =>
      candidatesAt(doc, selector).some((candidate) => {
        const bits = bitsOf(candidate);
        if (!bits) return false;
        const isSet = (position: number) => {
          const byte = bits.bytes[position >> 3];
          return byte === undefined ? bits.signFill : (byte & (1 << (position & 7))) !== 0;
        };
        const test = (position: number) => isSet(position) === wantSet;
        return all ? positions.every(test) : positions.some(test);
      });
  };
}
