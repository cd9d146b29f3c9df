import { MongoCommandError } from '../errors';
import { enforceValidation, type ValidationContext } from '../query/document-validation';
import { isPlainObject, valueKey, valuesAtPath, type Doc } from '../bson/values';
import type { Collection, Storage } from '../storage/storage';
import { applyUpdate, validateUpdate } from '../update/updates';

/**
 * `$out` and `$merge`, the final stages that write an aggregation's results to a collection (of this database or
 * another). `$out` builds the new contents in a temporary collection and renames it over the target only once
 * every document went in, so a failure leaves the target as it was; `$merge` writes document by document, as
 * MongoDB does, so a failure leaves what was written before it.
 */

export interface OutputContext {
  storage: Storage;
  db: string;
  validation: ValidationContext;
}

/** The namespace a `$out` or `$merge` names: a collection name, or `{ db, coll }`. */
function targetOf(spec: unknown, stage: '$out' | '$merge', db: string): { db: string; coll: string } {
  if (typeof spec === 'string') return { db, coll: spec };
  if (isPlainObject(spec)) {
    const into: unknown = stage === '$out' ? spec : spec.into;
    if (typeof into === 'string') return { db, coll: into };
    if (isPlainObject(into) && typeof into.coll === 'string')
      return { db: typeof into.db === 'string' ? into.db : db, coll: into.coll };
  }
  throw new MongoCommandError(
    stage === '$out' ? 'Location16990' : 'Location51178',
    `${stage} requires a collection name or a document naming db and coll`,
  );
}

function refuseView(collection: Collection | undefined, stage: string): void {
  if (typeof collection?.options.viewOn === 'string')
    throw new MongoCommandError(
      'CommandNotSupportedOnView',
      `Cannot write to a view with ${stage}: ${collection.ns}`,
    );
}

/** The final `$out` or `$merge` of a pipeline, if it ends with one. */
export function outputStageOf(pipeline: Doc[]): Doc | undefined {
  const last = pipeline[pipeline.length - 1];
  return last && ('$out' in last || '$merge' in last) ? last : undefined;
}

/** Writes `docs` as `stage` says. */
export function writeOutput(stage: Doc, docs: Doc[], context: OutputContext): void {
  if ('$out' in stage) writeOut(stage.$out, docs, context);
  else writeMerge(stage.$merge, docs, context);
}

function writeOut(spec: unknown, docs: Doc[], context: OutputContext): void {
  const target = targetOf(spec, '$out', context.db);
  const { storage } = context;
  const existing = storage.getCollection(target.db, target.coll);
  refuseView(existing, '$out');
  if (existing && existing.options.capped === true)
    throw new MongoCommandError(
      'Location17152',
      `namespace '${existing.ns}' is capped so it can't be used for $out`,
    );
  const temporary = `tmp.agg_out.${Math.random().toString(36).slice(2, 10)}`;
  const staging = storage.createCollection(target.db, temporary, existing ? { ...existing.options } : {});
  try {
    for (const index of existing?.indexes.values() ?? [])
      if (index.name !== '_id_') storage.createIndex(staging, index.spec);
    for (const doc of docs) {
      enforceValidation(staging.options, doc, undefined, context.validation);
      storage.insert(staging, doc);
    }
  } catch (error) {
    storage.dropCollection(target.db, temporary);
    throw error;
  }
  storage.renameCollection(staging, target.db, target.coll, true);
}

type WhenMatched = 'replace' | 'keepExisting' | 'merge' | 'fail' | Doc[];

function mergeModes(spec: Doc): { whenMatched: WhenMatched; whenNotMatched: string } {
  const whenMatched: unknown = spec.whenMatched ?? 'merge';
  const whenNotMatched: unknown = spec.whenNotMatched ?? 'insert';
  if (
    !(Array.isArray(whenMatched) && whenMatched.every(isPlainObject)) &&
    !['replace', 'keepExisting', 'merge', 'fail'].includes(whenMatched as string)
  )
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(whenMatched)}' for field '$merge.whenMatched' is not a valid value.`,
    );
  if (!['insert', 'discard', 'fail'].includes(whenNotMatched as string))
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(whenNotMatched)}' for field '$merge.whenNotMatched' is not a valid value.`,
    );
  return { whenMatched: whenMatched as WhenMatched, whenNotMatched: whenNotMatched as string };
}

function onFields(spec: Doc): string[] {
  const on: unknown = spec.on ?? '_id';
  const fields = typeof on === 'string' ? [on] : on;
  if (!Array.isArray(fields) || fields.length === 0 || !fields.every((field) => typeof field === 'string'))
    throw new MongoCommandError(
      'Location51186',
      "$merge 'on' field must be either a string or an array of strings",
    );
  return fields as string[];
}

/** MongoDB requires a unique index on a `$merge`'s `on` fields other than `_id`, so each document has one match. */
function requireUniqueOn(collection: Collection | undefined, fields: string[]): void {
  if (fields.length === 1 && fields[0] === '_id') return;
  const wanted = [...fields].sort().join(',');
  const unique = [...(collection?.indexes.values() ?? [])].some(
    (index) => index.spec.unique === true && [...index.fields].sort().join(',') === wanted,
  );
  if (!unique)
    throw new MongoCommandError(
      'Location51183',
      'Cannot find index to verify that join fields will be unique',
    );
}

function onKey(doc: Doc, fields: string[]): string | undefined {
  const values = fields.map((field) => valuesAtPath(doc, field));
  if (
    values.some(
      (found) => found.length !== 1 || Array.isArray(found[0]) || found[0] === undefined || found[0] === null,
    )
  )
    return undefined;
  return valueKey(values.map((found) => found[0]));
}

function writeMerge(spec: unknown, docs: Doc[], context: OutputContext): void {
  const stageSpec: Doc =
    typeof spec === 'string' || !isPlainObject(spec) || !('into' in spec) ? { into: spec } : spec;
  const target = targetOf(stageSpec, '$merge', context.db);
  const { whenMatched, whenNotMatched } = mergeModes(stageSpec);
  const fields = onFields(stageSpec);
  const { storage } = context;
  refuseView(storage.getCollection(target.db, target.coll), '$merge');
  requireUniqueOn(storage.getCollection(target.db, target.coll), fields);
  const variables = isPlainObject(stageSpec.let) ? stageSpec.let : undefined;
  for (const doc of docs) {
    const key = onKey(doc, fields);
    if (key === undefined)
      throw new MongoCommandError(
        'Location51132',
        `$merge write error: 'on' field cannot be missing, null, undefined or an array`,
      );
    const collection = storage.getCollection(target.db, target.coll);
    const match = collection
      ? [...collection.docs.values()].find((candidate) => onKey(candidate, fields) === key)
      : undefined;
    if (!match) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail')
        throw new MongoCommandError(
          'Location13113',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      const { collection: into } = storage.ensureCollection(target.db, target.coll);
      enforceValidation(into.options, doc, undefined, context.validation);
      storage.insert(into, doc);
      continue;
    }
    if (whenMatched === 'keepExisting') continue;
    if (whenMatched === 'fail')
      throw new MongoCommandError(
        'DuplicateKey',
        `$merge failed due to a DuplicateKey error on ${collection!.ns}`,
        {
          keyPattern: Object.fromEntries(fields.map((field) => [field, 1])),
        },
      );
    let next: Doc;
    if (whenMatched === 'replace') next = { ...doc, _id: match._id };
    else if (whenMatched === 'merge') next = { ...match, ...doc, _id: match._id };
    else next = applyUpdate(match, validateUpdate(whenMatched), { variables: { new: doc, ...variables } });
    if (valueKey(next._id) !== valueKey(match._id))
      throw new MongoCommandError(
        'ImmutableField',
        '$merge failed to update the matching document, did you attempt to modify the _id or the shard key?',
      );
    enforceValidation(collection!.options, next, match, context.validation);
    storage.replace(collection!, match, next);
  }
}
