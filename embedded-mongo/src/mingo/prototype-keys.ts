import { isPlainObject, setField, type Doc } from '../bson/values';

/**
 * mingo refuses any path through a field named `__proto__` and drops such fields when it copies a value, yet MongoDB
 * stores them like any other field. Around mingo's updater they go under a stand-in name that no stored field can
 * have: a BSON field name ends at its first NUL byte.
 */
const PROTO = '__proto__';
const STAND_IN = '\u0000__proto__';

const escapeKey = (key: string): string => (key === PROTO ? STAND_IN : key);
const unescapeKey = (key: string): string => (key === STAND_IN ? PROTO : key);

function renamedKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => renamedKeys(item, rename));
  if (!isPlainObject(value)) return value;
  const copy: Doc = {};
  for (const [key, item] of Object.entries(value)) setField(copy, rename(key), renamedKeys(item, rename));
  return copy;
}

function mentionsProto(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsProto);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, item]) => key === PROTO || mentionsProto(item));
}

const escapePath = (path: string): string => path.split('.').map(escapeKey).join('.');

/** Whether an update or the document it updates names a `__proto__` field anywhere. */
export function involvesProtoFields(doc: Doc, modifier: Doc): boolean {
  return (
    mentionsProto(doc) ||
    Object.values(modifier).some(
      (fields) =>
        isPlainObject(fields) &&
        Object.entries(fields).some(
          ([path, value]) =>
            path.split('.').includes(PROTO) ||
            mentionsProto(value) ||
            (typeof value === 'string' && value.split('.').includes(PROTO)),
        ),
    )
  );
}

/**
 * The document and modifier with every `__proto__` field (and path part, and `$rename` target) under the stand-in
 * name, and the way back for the updated document.
 */
export function escapeProtoFields(
  doc: Doc,
  modifier: Doc,
): { doc: Doc; modifier: Doc; restore(updated: Doc): Doc } {
  const escaped: Doc = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    const entries = Object.entries(fields as Doc).map(([path, value]) => [
      escapePath(path),
      operator === '$rename' && typeof value === 'string' ? escapePath(value) : renamedKeys(value, escapeKey),
    ]);
    escaped[operator] = Object.fromEntries(entries);
  }
  return {
    doc: renamedKeys(doc, escapeKey) as Doc,
    modifier: escaped,
    restore: (updated) => renamedKeys(updated, unescapeKey) as Doc,
  };
}
