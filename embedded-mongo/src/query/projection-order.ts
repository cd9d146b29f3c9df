import { isPlainObject, ownField, setField, type Doc } from '../bson/values';

/** A projection value that includes or excludes a field (`1`, `true`, `0`, `false`) rather than computing one. */
export const isProjectionFlag = (value: unknown): value is number | boolean =>
  typeof value === 'number' || typeof value === 'boolean';

export const isIncludingFlag = (flag: number | boolean): boolean => flag !== 0 && flag !== false;

/**
 * The projection's entries for each top-level field: `{ 'a.b': 1, c: { d: 1 } }` gives `a` → `{ b: 1 }` and
 * `c` → `{ d: 1 }`; a field's own value stands as it is.
 */
function entriesByField(spec: Doc): Map<string, unknown> {
  const byField = new Map<string, unknown>();
  for (const [path, value] of Object.entries(spec)) {
    const dot = path.indexOf('.');
    if (dot < 0) {
      byField.set(path, value);
      continue;
    }
    const head = path.slice(0, dot);
    const nested = byField.get(head);
    const sub = isPlainObject(nested) ? nested : {};
    sub[path.slice(dot + 1)] = value;
    byField.set(head, sub);
  }
  return byField;
}

/** Whether a field's projection keeps (part of) the document's own value, rather than only computing one. */
function includesOwnValue(value: unknown): boolean {
  if (isProjectionFlag(value)) return isIncludingFlag(value);
  if (!isPlainObject(value) || Object.keys(value).some((key) => key.startsWith('$'))) return false;
  return [...entriesByField(value).values()].some(includesOwnValue);
}

/**
 * A projected document in MongoDB's order: `_id`, then the fields kept from the document in the document's
 * order, then the fields the projection computes in the projection's order; embedded documents likewise. mingo
 * orders its output by its own rules (`_id` last in `$project`).
 */
export function inProjectionOrder(projected: Doc, input: Doc, spec: Doc, topLevel = true): Doc {
  const byField = entriesByField(spec);
  const ordered: Array<[string, unknown]> = [];
  const placed = new Set<string>();
  const place = (field: string) => {
    if (!Object.hasOwn(projected, field) || placed.has(field)) return;
    placed.add(field);
    const value: unknown = projected[field];
    const sub = byField.get(field);
    ordered.push([
      field,
      isPlainObject(sub) && includesOwnValue(sub) ? nestedInOrder(value, input[field], sub) : value,
    ]);
  };
  if (topLevel) place('_id');
  for (const field of Object.keys(input)) if (includesOwnValue(byField.get(field))) place(field);
  for (const field of byField.keys()) place(field);
  for (const field of Object.keys(projected)) place(field);
  return Object.fromEntries(ordered);
}

function nestedInOrder(projected: unknown, own: unknown, spec: Doc): unknown {
  if (isPlainObject(projected) && isPlainObject(own)) return inProjectionOrder(projected, own, spec, false);
  if (Array.isArray(projected) && Array.isArray(own) && projected.length === own.length)
    return projected.map((item: unknown, i) => nestedInOrder(item, own[i], spec));
  return projected;
}

/**
 * A projected document in the stored document's field order, `_id` first, embedded documents likewise: find's own
 * operators (`$slice`, `$elemMatch`, `field.$`) narrow a kept field in place rather than compute a new one.
 */
export function inDocumentOrder(projected: unknown, input: unknown, topLevel = true): unknown {
  if (Array.isArray(projected) && Array.isArray(input))
    return projected.length === input.length
      ? projected.map((item: unknown, i) => inDocumentOrder(item, input[i], false))
      : projected;
  if (!isPlainObject(projected) || !isPlainObject(input)) return projected;
  const ordered: Doc = {};
  const place = (field: string) => {
    if (Object.hasOwn(projected, field) && !Object.hasOwn(ordered, field))
      setField(ordered, field, inDocumentOrder(projected[field], ownField(input, field), false));
  };
  if (topLevel) place('_id');
  for (const field of Object.keys(input)) place(field);
  for (const field of Object.keys(projected)) place(field);
  return ordered;
}
