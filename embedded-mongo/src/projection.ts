import { Query } from 'mingo/query';
import { ProcessingMode } from 'mingo';
import { MongoCommandError } from './errors';
import { exactOf, promote, restoreNumberTypes } from './exact-values';
import { queryOptions } from './mingo-context';
import { isPlainObject, withIdFirst, type Doc } from './values';

function hasKeys(doc: Doc | undefined): doc is Doc {
  return doc !== undefined && Object.keys(doc).length > 0;
}

function isSlice(value: unknown): value is { $slice: unknown } {
  return isPlainObject(value) && Object.keys(value).length === 1 && '$slice' in value;
}

/** Whether a projection value includes a field (1, true, an expression) rather than excluding it. */
function isInclusion(field: string, value: unknown): boolean {
  if (isSlice(value)) return false;
  if (field === '_id') return false;
  return !(value === 0 || value === false);
}

function sliceArray(array: unknown[], spec: unknown): unknown[] {
  const [skip, limit] = Array.isArray(spec) ? (spec as number[]) : [undefined, spec as number];
  if (typeof limit !== 'number' || (skip !== undefined && typeof skip !== 'number'))
    throw new MongoCommandError('BadValue', '$slice only supports numbers and [skip, limit] arrays');
  if (skip === undefined) return limit >= 0 ? array.slice(0, limit) : array.slice(limit);
  if (limit <= 0) throw new MongoCommandError('BadValue', '$slice limit must be positive');
  const start = skip < 0 ? Math.max(array.length + skip, 0) : skip;
  return array.slice(start, start + limit);
}

/** A copy of `doc` with the array at `path` sliced; the stored document is left untouched. */
function withSlice(doc: Doc, path: string[], spec: unknown): Doc {
  const [head, ...rest] = path;
  if (!(head in doc)) return doc;
  const value: unknown = doc[head];
  let next: unknown = value;
  if (rest.length === 0) next = Array.isArray(value) ? sliceArray(value, spec) : value;
  else if (isPlainObject(value)) next = withSlice(value, rest, spec);
  else if (Array.isArray(value))
    next = value.map((item: unknown) => (isPlainObject(item) ? withSlice(item, rest, spec) : item));
  return next === value ? doc : { ...doc, [head]: next };
}

/**
 * Projects stored documents the way MongoDB does. mingo computes on promoted views, and the exact
 * number types are put back afterwards. A projection of only `$slice` fields (and exclusions) keeps every
 * other field, which mingo would treat as an inclusion; those slices are applied here.
 */
export function projectDocs(docs: Doc[], projection: Doc | undefined, filter: Doc = {}): Doc[] {
  if (!hasKeys(projection)) return docs;
  const entries = Object.entries(projection);
  const slices = entries.filter(([, value]) => isSlice(value));
  const includes = entries.some(([field, value]) => isInclusion(field, value));
  if (slices.length === 0 || includes) return applyMingo(docs, projection, filter);
  const rest = Object.fromEntries(entries.filter(([, value]) => !isSlice(value)));
  const sliced = docs.map((doc) =>
    slices.reduce(
      (current, [field, value]) =>
        withSlice(current, field.split('.'), (value as { $slice: unknown }).$slice),
      doc,
    ),
  );
  return hasKeys(rest) ? applyMingo(sliced, rest, filter) : sliced;
}

function applyMingo(docs: Doc[], projection: Doc, filter: Doc): Doc[] {
  const options = queryOptions({ processingMode: ProcessingMode.CLONE_OFF });
  // Only a positional projection (`field.$`) needs the filter; a returned post-update document may no
  // longer match it.
  const positional = Object.keys(projection).some((field) => field.endsWith('.$'));
  const query = new Query(positional ? promote(filter) : {}, options);
  return docs.map((doc) => {
    const view = promote(doc);
    const [projected] = query.find([view], promote(projection)).all() as Doc[];
    return withIdFirst(restoreNumberTypes(projected ?? {}, exactOf(view)) as Doc);
  });
}
