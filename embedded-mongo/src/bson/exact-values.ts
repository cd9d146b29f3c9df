import { Double, Int32, Long, deserialize, type Document } from 'bson';
import { DBRef, dbRefAsDocument, isPlainObject, type Doc } from './values';

/**
 * BSON numbers kept exactly. Documents are decoded with their wrapper types and then simplified to
 * plain JS numbers wherever the encoder would write the same type back (an int32-range integer is
 * written as Int32, any other number as Double). What remains wrapped is what a plain number would
 * change: a Double holding an int32-range integer (1.0) and every Int64. Decimal128 is never promoted.
 */
function encodesAsDouble(value: number): boolean {
  return !Number.isInteger(value) || Object.is(value, -0) || value < -0x80000000 || value > 0x7fffffff;
}

function simplify(value: unknown): unknown {
  if (value instanceof Int32) return value.value;
  if (value instanceof Double) return encodesAsDouble(value.value) ? value.value : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = simplify(value[i]);
    return value;
  }
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) value[key] = simplify(value[key]);
    return value;
  }
  return value;
}

/** Decodes one BSON document, keeping Int32/Int64/Double distinct as described above. */
export function decodeExact(bytes: Uint8Array): Document {
  return simplify(deserialize(bytes, { promoteValues: false })) as Document;
}

/** A wrapper as the JS number mingo computes with; an Int64 beyond 2^53 stays a Long. */
function isInt64(value: unknown): value is Long {
  return value instanceof Long && value._bsontype === 'Long';
}

function numberOf(value: Double | Long): number | Long {
  if (value instanceof Double) return value.value;
  const asNumber = value.toNumber();
  return Number.isSafeInteger(asNumber) ? asNumber : value;
}

const exactOfView = new WeakMap<object, object>();
const viewOfExact = new WeakMap<object, object>();

/**
 * The same value with wrapped numbers turned into JS numbers, which is what mingo compares, sorts and
 * computes with. Values without wrappers are returned as they are (no copy); copied objects remember
 * their exact original, so results can be mapped back (`exactOf`).
 */
export function promote<T>(value: T): T {
  if (value instanceof Double || isInt64(value)) return numberOf(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const promoted = promote(item);
      if (promoted !== item) {
        copy ??= value.slice();
        copy[i] = promoted;
      }
    }
    if (!copy) return value;
    exactOfView.set(copy, value);
    return copy as T;
  }
  if (isPlainObject(value)) {
    let copy: Doc | undefined;
    for (const key of Object.keys(value)) {
      const item: unknown = value[key];
      const promoted = promote(item);
      if (promoted !== item) {
        copy ??= { ...value };
        copy[key] = promoted;
      }
    }
    if (!copy) return value;
    exactOfView.set(copy, value);
    return copy as T;
  }
  if (value instanceof DBRef) {
    const view = promote(dbRefAsDocument(value));
    exactOfView.set(view, value);
    return view as T;
  }
  return value;
}

/** The promoted view of a stored document, computed once per stored version. */
export function viewOf(doc: Doc): Doc {
  const cached = viewOfExact.get(doc);
  if (cached) return cached as Doc;
  const view = promote(doc);
  viewOfExact.set(doc, view);
  return view;
}

/** Records the exact value a computed, promoted document stands for (see field-provenance.ts). */
export function rememberExact(view: object, exact: object): void {
  exactOfView.set(view, exact);
}

/** The exact value a promoted view was made from (the value itself when nothing was promoted). */
export function exactOf<T extends object>(view: T): T {
  return (exactOfView.get(view) as T | undefined) ?? view;
}

/**
 * Puts the exact number types back into a value computed from a promoted view: wherever the computed
 * value is a number and the exact original had a Double or Int64 at the same path, the number takes
 * that type again ($inc on an Int64 stays Int64, as in MongoDB). Returns copies where it changes
 * anything, so values shared with a cached view are never modified.
 */
export function restoreNumberTypes(computed: unknown, original: unknown): unknown {
  if (typeof computed === 'number') {
    if (original instanceof Double) return new Double(computed);
    if (isInt64(original) && Number.isInteger(computed)) return Long.fromNumber(computed);
    return computed;
  }
  if (original === computed) return computed;
  if (Array.isArray(computed) && Array.isArray(original)) {
    let copy: unknown[] | undefined;
    computed.forEach((item: unknown, i) => {
      const restored = restoreNumberTypes(item, original[i]);
      if (restored !== item) (copy ??= computed.slice())[i] = restored;
    });
    return copy ?? computed;
  }
  if (isPlainObject(computed) && isPlainObject(original)) {
    let copy: Doc | undefined;
    for (const key of Object.keys(computed)) {
      const item: unknown = computed[key];
      const restored = restoreNumberTypes(item, original[key]);
      if (restored !== item) (copy ??= { ...computed })[key] = restored;
    }
    return copy ?? computed;
  }
  return computed;
}

/** The BSON type MongoDB's $type reports for an exact value, by alias. */
export function bsonTypeAlias(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'number') return encodesAsDouble(value) ? 'double' : 'int';
  if (typeof value === 'bigint') return 'long';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  if (Array.isArray(value)) return 'array';
  if (isPlainObject(value)) return 'object';
  const bsonType = (value as { _bsontype?: string })._bsontype;
  switch (bsonType) {
    case 'Double':
      return 'double';
    case 'Long':
      return 'long';
    case 'Int32':
      return 'int';
    case 'Decimal128':
      return 'decimal';
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'BSONRegExp':
      return 'regex';
    case 'Code':
      return 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'DBRef':
      return 'object';
    default:
      return 'object';
  }
}
