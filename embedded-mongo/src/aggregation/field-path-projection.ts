import { resolvePath } from '../mingo';
import { isPlainObject, type Doc } from '../bson/values';

const includes = (value: unknown) => value === 1 || value === true;

/** `'$a.b'`: a path of the document (not a variable), every part named. */
const isFieldPath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 1 &&
  value[0] === '$' &&
  value[1] !== '$' &&
  value[1] !== '.' &&
  !value.endsWith('.') &&
  !value.includes('..');

/**
 * A `$project` that only keeps top-level fields and sets fields to field paths (`{ email: '$account.email' }`),
 * evaluated here on promoted documents as mingo evaluates it: a kept field as it is, a path read through arrays
 * (mingo's own resolve), `_id` kept unless set. Building a mingo Aggregator for it cost more than the rest of a
 * small join. Undefined for any other projection, which mingo evaluates; the caller restores types and order.
 */
export function fieldPathProjector(spec: unknown): ((view: Doc) => Doc) | undefined {
  if (!isPlainObject(spec)) return undefined;
  const fields = Object.entries(spec);
  const simple = fields.every(
    ([field, value]) =>
      field !== '' &&
      !(field in Object.prototype) &&
      !field.includes('.') &&
      field[0] !== '$' &&
      (includes(value) || isFieldPath(value)),
  );
  if (!simple || fields.length === 0) return undefined;
  return (view) => {
    const projected: Doc = {};
    for (const [field, value] of fields) {
      if (typeof value === 'string') projected[field] = resolvePath(view, value.slice(1));
      else if (Object.hasOwn(view, field) && view[field] !== undefined) projected[field] = view[field];
    }
    if (!Object.hasOwn(projected, '_id') && Object.hasOwn(view, '_id')) projected._id = view._id;
    return projected;
  };
}
