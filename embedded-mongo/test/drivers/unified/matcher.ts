import { EJSON, type Document } from 'bson';
import { bsonTypeAlias } from '../../../src/bson/exact-values';

/**
 * Value matching as the unified test format defines it: documents at the root of a result may carry
 * fields the expectation leaves out, nested ones may not; numbers match by value whatever their BSON
 * type; `$$exists`, `$$type`, `$$unsetOrMatches` and `$$lte` are the special operators CRUD tests use.
 * Returns a description of the first mismatch, or undefined.
 */
export function mismatch(
  expected: unknown,
  actual: unknown,
  root = true,
  path = 'result',
): string | undefined {
  if (isOperator(expected)) return operatorMismatch(expected, actual, root, path);
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${describe(actual)}`;
    if (expected.length !== actual.length)
      return `${path}: expected ${expected.length} elements, got ${actual.length}: ${describe(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const found = mismatch(expected[i], actual[i], root, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (isDocument(expected)) {
    if (!isDocument(actual)) return `${path}: expected a document, got ${describe(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const present = Object.hasOwn(actual, key) && actual[key] !== undefined;
      if (isOperator(value) && '$$exists' in value) {
        if (present !== value.$$exists) return `${path}.${key}: expected exists=${String(value.$$exists)}`;
        continue;
      }
      if (!present) {
        if (isOperator(value) && '$$unsetOrMatches' in value) continue;
        return `${path}.${key}: missing (expected ${describe(value)})`;
      }
      const found = mismatch(value, actual[key], false, `${path}.${key}`);
      if (found) return found;
    }
    if (!root) {
      const extra = Object.keys(actual).filter(
        (key) => !Object.hasOwn(expected, key) && actual[key] !== undefined,
      );
      if (extra.length > 0) return `${path}: unexpected fields ${extra.join(', ')} in ${describe(actual)}`;
    }
    return undefined;
  }
  const a = numeric(expected);
  const b = numeric(actual);
  if (a !== undefined || b !== undefined)
    return a === b ? undefined : `${path}: expected ${describe(expected)}, got ${describe(actual)}`;
  return describe(expected) === describe(actual)
    ? undefined
    : `${path}: expected ${describe(expected)}, got ${describe(actual)}`;
}

const NUMERIC_TYPES = new Set(['int', 'long', 'double']);

function operatorMismatch(
  expected: Document,
  actual: unknown,
  root: boolean,
  path: string,
): string | undefined {
  if ('$$unsetOrMatches' in expected)
    return actual === undefined ? undefined : mismatch(expected.$$unsetOrMatches, actual, root, path);
  if ('$$exists' in expected)
    return (actual !== undefined) === expected.$$exists
      ? undefined
      : `${path}: expected exists=${String(expected.$$exists)}`;
  if ('$$lte' in expected) {
    const a = numeric(actual);
    const b = numeric(expected.$$lte);
    return a !== undefined && b !== undefined && a <= b
      ? undefined
      : `${path}: expected <= ${describe(expected.$$lte)}`;
  }
  if ('$$type' in expected) {
    const wanted = (Array.isArray(expected.$$type) ? expected.$$type : [expected.$$type]) as string[];
    const actualType = bsonTypeAlias(actual);
    const ok = wanted.some(
      (type) => type === actualType || (NUMERIC_TYPES.has(type) && NUMERIC_TYPES.has(actualType)),
    );
    return ok ? undefined : `${path}: expected type ${wanted.join('|')}, got ${actualType}`;
  }
  return `${path}: the unified-format operator ${Object.keys(expected)[0]} is not implemented by this runner`;
}

function isOperator(value: unknown): value is Document {
  return isDocument(value) && Object.keys(value).length === 1 && Object.keys(value)[0]!.startsWith('$$');
}

export function isDocument(value: unknown): value is Document {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  if (bsonType === 'Long' || bsonType === 'Int32' || bsonType === 'Double') return Number(value);
  return undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return EJSON.stringify(value as Document, { relaxed: true });
  } catch {
    return String(value);
  }
}
