import { Binary, DBRef, Decimal128, Double, EJSON, Long, ObjectId, Timestamp, type Document } from 'bson';

export type Doc = Document;

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether a value is or holds an embedded document, whose field order MongoDB's equality respects (mingo's not). */
export function holdsDocument(value: unknown): boolean {
  return isPlainObject(value) || (Array.isArray(value) && value.some(holdsDocument));
}

/**
 * Sets a document's field as its own property: a field named `__proto__` is stored data in MongoDB, and an assignment
 * would instead replace the object's prototype (or, on a path walked through it, reach Object.prototype itself).
 */
export function setField(doc: Doc, field: string, value: unknown): void {
  if (field === '__proto__')
    Object.defineProperty(doc, field, { value, enumerable: true, writable: true, configurable: true });
  else doc[field] = value;
}

/** A document's own field, never one its prototype lends (`__proto__`, `constructor`, `toString`). */
export function ownField(doc: Doc, field: string): unknown {
  return Object.hasOwn(doc, field) ? doc[field] : undefined;
}

/**
 * Deep copy that keeps BSON class instances (ObjectId, Long, Binary...) intact; structuredClone would
 * strip their prototypes. Stored documents are never mutated, so updates work on a copy.
 */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneValue(item)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const copy: Doc = {};
    for (const [key, item] of Object.entries(value)) setField(copy, key, cloneValue(item));
    return copy as T;
  }
  return value;
}

/**
 * A string that is equal for two values exactly when MongoDB would treat them as the same index key
 * (1, 1.0 and NumberLong(1) collide; field order inside embedded documents matters).
 */
export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'number') return `n:${Object.is(value, -0) ? 0 : value}`;
  if (typeof value === 'bigint') return `n:${value.toString()}`;
  if (typeof value === 'string') return `s:${JSON.stringify(value)}`;
  if (typeof value === 'boolean') return `b:${value}`;
  if (value instanceof ObjectId) return `o:${value.toHexString()}`;
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof Timestamp) return `t:${value.toString()}`;
  if (value instanceof Double) return valueKey(value.value);
  if (value instanceof Long) {
    const asNumber = value.toNumber();
    return Number.isSafeInteger(asNumber) ? `n:${asNumber}` : `n:${value.toString()}`;
  }
  if (value instanceof Decimal128) return `n:${Number(value.toString())}`;
  if (value instanceof Binary) return `x:${value.sub_type}:${Buffer.from(value.buffer).toString('base64')}`;
  if (value instanceof RegExp) return `r:${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${valueKey(item)}`)
      .join(',')}}`;
  }
  return `?:${EJSON.stringify(value as Doc, { relaxed: false })}`;
}

/**
 * Values at a dotted path, descending through arrays the way MongoDB multikey indexes and `distinct` do:
 * an array at the end of the path contributes its elements; a missing field contributes `undefined`.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const results: unknown[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth === parts.length) {
      if (Array.isArray(value)) results.push(...(value as unknown[]));
      else results.push(value);
      return;
    }
    if (Array.isArray(value)) {
      const part = parts[depth];
      if (/^\d+$/.test(part) && Number(part) < value.length) {
        walk(value[Number(part)], depth + 1);
        return;
      }
      for (const item of value) if (isPlainObject(item)) walk(item, depth);
      return;
    }
    if (isPlainObject(value) && Object.hasOwn(value, parts[depth])) {
      walk(value[parts[depth]], depth + 1);
      return;
    }
    results.push(undefined);
  };
  walk(doc, 0);
  return results;
}

/** Renders a value like the mongo shell does inside E11000 messages. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Long || value instanceof Double) return value.toString();
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (isPlainObject(value)) return formatDoc(value);
  return EJSON.stringify(value as Doc);
}

export function formatDoc(doc: Doc): string {
  const entries = Object.entries(doc).map(([key, value]) => `${key}: ${formatValue(value)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** MongoDB stores _id as the first field; inserts and projections keep that order. */
export function withIdFirst(doc: Doc): Doc {
  if (!('_id' in doc)) return doc;
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const ordered: Doc = { _id: doc._id };
  for (const key of keys) if (key !== '_id') setField(ordered, key, doc[key]);
  return ordered;
}

/** The value at `path`, through embedded documents only (an array on the way gives undefined). */
export function valueAt(doc: unknown, path: string[]): unknown {
  let value = doc;
  for (const part of path) {
    if (!isPlainObject(value)) return undefined;
    value = ownField(value, part);
  }
  return value;
}

/** A copy of `doc` with `value` at `path`, copying only the objects along the path (others are shared). */
export function withValueAt(doc: Doc, path: string[], value: unknown): Doc {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...doc, [head]: value };
  const inner = doc[head];
  return { ...doc, [head]: withValueAt(isPlainObject(inner) ? inner : {}, rest, value) };
}

/**
 * A DBRef's fields: a document whose first field is one of them is a value (`{ $ref: 'c', $id: 1 }`), not an
 * object of operators, and inside `$elemMatch` they name the elements' fields.
 */
export const DBREF_FIELDS: ReadonlySet<string> = new Set(['$ref', '$id', '$db']);

/**
 * A DBRef as the embedded document it is in BSON (`$ref`, `$id`, `$db`, then its other fields), which is what
 * MongoDB's queries see: `refs.$id` reaches into it and `$elemMatch` tests its fields.
 */
export function dbRefAsDocument(ref: DBRef): Doc {
  return {
    $ref: ref.collection,
    $id: ref.oid,
    ...(ref.db === undefined ? {} : { $db: ref.db }),
    ...ref.fields,
  };
}

export { DBRef };
