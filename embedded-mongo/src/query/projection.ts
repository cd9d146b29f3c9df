import { Double } from 'bson';
import { MongoCommandError } from '../errors';
import { exactOf, promote, restoreNumberTypes } from '../bson/exact-values';
import { compileQuery, mingoOptions, mingoProjector, restoreFieldTypes, type Matcher } from '../mingo';
import { inDocumentOrder, inProjectionOrder, isIncludingFlag, isProjectionFlag } from './projection-order';
import { isPlainObject, setField, withIdFirst, type Doc } from '../bson/values';
import { textScoreOf } from '../text/scores';

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
  if (!Object.hasOwn(doc, head)) return doc;
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
  const scored = entries.filter(([, value]) => isTextScore(value));
  if (scored.length > 0) return withTextScores(docs, entries, scored, filter);
  refuseMixedFlags(entries);
  const picking = topLevelPicking(entries);
  if (picking) return docs.map(picking);
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

const isTextScore = (value: unknown): boolean =>
  isPlainObject(value) && Object.keys(value).length === 1 && value.$meta === 'textScore';

/**
 * A projection with `{ $meta: 'textScore' }` fields: the rest projects as it would alone (nothing but scores keeps
 * every field), and each score field is added after the document's fields.
 */
function withTextScores(
  docs: Doc[],
  entries: Array<[string, unknown]>,
  scored: Array<[string, unknown]>,
  filter: Doc,
): Doc[] {
  const rest = Object.fromEntries(entries.filter(([, value]) => !isTextScore(value)));
  return projectDocs(docs, rest, filter).map((projected, i) => {
    const result = { ...projected };
    // A Double as in MongoDB, even when the score is whole.
    for (const [field] of scored) setField(result, field, new Double(textScoreOf(docs[i]!)));
    return result;
  });
}

/**
 * MongoDB's refusal of a projection that both includes and excludes fields other than `_id`, named after the
 * first field that breaks the kind the projection started with.
 */
export function refuseMixedFlags(entries: Array<[string, unknown]>): void {
  let including: boolean | undefined;
  for (const [field, value] of entries) {
    if (field === '_id' || !isProjectionFlag(value)) continue;
    if (including === undefined) including = isIncludingFlag(value);
    else if (including !== isIncludingFlag(value))
      throw including
        ? new MongoCommandError(
            'Location31254',
            `Cannot do exclusion on field ${field} in inclusion projection`,
          )
        : new MongoCommandError(
            'Location31253',
            `Cannot do inclusion on field ${field} in exclusion projection`,
          );
  }
}

/**
 * A projection that names top-level fields only, all included or all excluded (`_id` may go either way), as
 * Mongoose's `select` and its `select: false` fields send: applied to the stored document directly, since it
 * computes nothing (the rest go through mingo). Included fields keep the document's order, `_id` first.
 */
function topLevelPicking(entries: Array<[string, unknown]>): ((doc: Doc) => Doc) | undefined {
  if (
    !entries.every(
      ([field, value]) => isProjectionFlag(value) && !field.includes('.') && !field.startsWith('$'),
    )
  )
    return undefined;
  const flags = new Map(entries as Array<[string, number | boolean]>);
  const idFlag = flags.get('_id');
  flags.delete('_id');
  const keepId = idFlag === undefined || isIncludingFlag(idFlag);
  // `{ _id: 1 }` alone is an inclusion of `_id` only.
  const including = flags.size === 0 ? keepId : isIncludingFlag(flags.values().next().value!);
  if (including) {
    if (keepId) flags.set('_id', true);
    return (doc) => withIdFirst(fieldsOf(doc, (field) => flags.has(field)));
  }
  if (!keepId) flags.set('_id', false);
  return (doc) => fieldsOf(doc, (field) => !flags.has(field));
}

/**
 * A copy of `doc` with the fields `keep` accepts, in the document's order. A loop rather than
 * `Object.fromEntries(Object.entries(doc).filter(…))`, whose arrays per field were most of a small find's projection.
 */
function fieldsOf(doc: Doc, keep: (field: string) => boolean): Doc {
  const kept: Doc = {};
  for (const field of Object.keys(doc)) {
    if (keep(field)) setField(kept, field, doc[field]);
  }
  return kept;
}

/** Find's projection operators, which `$project` does not have. */
const FIND_ONLY = new Set(['$elemMatch', '$slice', '$meta']);

const usesFindOnly = (value: unknown): boolean =>
  isPlainObject(value) &&
  Object.entries(value).some(([key, item]) => FIND_ONLY.has(key) || usesFindOnly(item));

/** A top-level `field: { $elemMatch: condition }` of a projection. */
const isElemMatch = (value: unknown): value is { $elemMatch: Doc } =>
  isPlainObject(value) && Object.keys(value).length === 1 && isPlainObject(value.$elemMatch);

/**
 * `$elemMatch` projections, done here: mingo could not take a condition on scalar elements (`{ $gte: 1 }`). The
 * field is included as the first element meeting the condition, or left out when none does; each element is tested
 * as the query `{ field: { $elemMatch: condition } }` would test it.
 */
function withElemMatches(projected: Doc, exact: Doc, matches: Array<[string, Matcher]>): Doc {
  let result = projected;
  for (const [field, query] of matches) {
    const array: unknown = exact[field];
    const found = Array.isArray(array)
      ? (array as unknown[]).find((element) => query.test({ [field]: [promote(element)] }))
      : undefined;
    const { [field]: _dropped, ...rest } = result;
    result = found === undefined ? rest : { ...result, [field]: [found] };
  }
  return result;
}

function applyMingo(docs: Doc[], projection: Doc, filter: Doc): Doc[] {
  const elemMatches = Object.entries(projection).filter(([, value]) => isElemMatch(value));
  if (elemMatches.length > 0) {
    if (elemMatches.some(([field]) => field.includes('.')))
      throw new MongoCommandError('Location31275', 'Cannot use $elemMatch projection on a nested field.');
    const matches = elemMatches.map(
      ([field, value]) =>
        [
          field,
          compileQuery({ [field]: { $elemMatch: promote((value as { $elemMatch: Doc }).$elemMatch) } }),
        ] as [string, Matcher],
    );
    const included = Object.fromEntries(
      Object.entries(projection).map(([field, value]) => [field, isElemMatch(value) ? 1 : value]),
    );
    return applyMingo(docs, included, filter).map((projected, i) =>
      withIdFirst(withElemMatches(projected, docs[i]!, matches)),
    );
  }
  const options = mingoOptions({ readOnly: true });
  // Only a positional projection (`field.$`) needs the filter; a returned post-update document may no
  // longer match it.
  const positional = Object.keys(projection).some((field) => field.endsWith('.$'));
  // Otherwise, without find's own operators, it reads as a $project: renamed and computed fields take their types
  // as in a pipeline (field-provenance.ts).
  const asProject = !positional && !Object.values(projection).some(usesFindOnly);
  const project = mingoProjector(positional ? promote(filter) : {}, promote(projection));
  return docs.map((doc) => {
    const view = promote(doc);
    const projected = project(view) ?? {};
    if (!asProject) return inDocumentOrder(restoreNumberTypes(projected, exactOf(view)), doc) as Doc;
    restoreFieldTypes([projected], [view], [exactOf(view)], { $project: projection }, options);
    return inProjectionOrder(exactOf(projected), doc, projection);
  });
}
