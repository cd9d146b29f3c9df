import { isPlainObject, type Doc } from './values';

/** An object of plain field names (`{ b: …, c: … }`): fields to set or project, not an expression's value. */
export function isFieldsObject(value: unknown): value is Doc {
  const keys = isPlainObject(value) ? Object.keys(value) : [];
  return keys.length > 0 && keys.every((key) => !key.startsWith('$') && !key.includes('.'));
}

function dotted(prefix: string, value: unknown, into: Doc): void {
  if (!isFieldsObject(value)) {
    into[prefix] = value;
    return;
  }
  for (const [key, item] of Object.entries(value)) dotted(`${prefix}.${key}`, item, into);
}

/**
 * MongoDB reads an object of fields inside `$addFields`/`$set` (`{ a: { b: 1 } }`) as setting `a.b`, keeping a's
 * other members, as the dotted form does; mingo replaced the whole of `a`. Such a stage is handed to mingo in the
 * dotted form, which both read alike. Other stages are returned as they are.
 */
export function withDottedSetFields(stage: Doc): Doc {
  const [name] = Object.keys(stage);
  const spec: unknown = stage[name!];
  if ((name !== '$addFields' && name !== '$set') || !isPlainObject(spec)) return stage;
  if (!Object.values(spec).some(isFieldsObject)) return stage;
  const fields: Doc = {};
  for (const [key, value] of Object.entries(spec)) dotted(key, value, fields);
  return { [name]: fields };
}
