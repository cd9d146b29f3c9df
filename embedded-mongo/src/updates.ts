import { aggregate as mingoAggregate, update as mingoUpdate } from 'mingo';
import type { Modifier } from 'mingo/updater';
import { MongoCommandError } from './errors';
import { queryOptions } from './query-options';
import { cloneValue, isPlainObject, withIdFirst, type Doc } from './values';

export type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(update: Doc): boolean {
  const keys = Object.keys(update);
  return keys.length > 0 && keys[0].startsWith('$');
}

export function validateUpdate(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    if (!update.every(isPlainObject))
      throw new MongoCommandError('FailedToParse', 'Update pipeline stages must be objects');
    return update;
  }
  if (!isPlainObject(update))
    throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw new MongoCommandError(
      'FailedToParse',
      'Update document cannot mix update operators and replacement fields',
    );
  }
  if (operators.length === 0 && keys.some((key) => key.includes('$'))) {
    throw new MongoCommandError(
      'BadValue',
      'The dollar ($) prefixed field is not allowed in a replacement document',
    );
  }
  return update;
}

function usesPositionalOperator(modifier: Doc): boolean {
  return Object.values(modifier).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some((path) => /(^|\.)\$(\.|$)/.test(path)),
  );
}

/**
 * Computes the new version of a document. `inserting` marks an upsert's insert, the only time
 * $setOnInsert applies (mingo has no $setOnInsert, so it is folded into $set here).
 */
export function applyUpdate(
  original: Doc,
  update: UpdateSpec,
  options: { filter?: Doc; arrayFilters?: Doc[]; inserting?: boolean } = {},
): Doc {
  if (Array.isArray(update)) {
    const [result] = mingoAggregate([cloneValue(original)], update, queryOptions()) as Doc[];
    if (!result) throw new MongoCommandError('BadValue', 'update pipeline removed the document');
    return withIdFirst('_id' in original ? { ...result, _id: original._id } : result);
  }
  if (!isOperatorUpdate(update)) {
    if ('_id' in original && '_id' in update && update._id !== undefined) {
      return withIdFirst({ ...update });
    }
    return '_id' in original ? { _id: original._id, ...update } : { ...update };
  }
  const modifier: Doc = { ...update };
  const onInsert: unknown = modifier.$setOnInsert;
  delete modifier.$setOnInsert;
  if (options.inserting && isPlainObject(onInsert))
    modifier.$set = { ...(isPlainObject(modifier.$set) ? modifier.$set : {}), ...onInsert };
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields))
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof fields} instead`,
      );
    if (Object.keys(fields).length === 0) delete modifier[operator];
  }
  const next = cloneValue(original);
  if (Object.keys(modifier).length === 0) return next;
  const condition =
    !options.inserting && options.filter && usesPositionalOperator(modifier) ? options.filter : undefined;
  mingoUpdate(next, modifier as Modifier<Doc>, options.arrayFilters, condition, {
    queryOptions: queryOptions(),
  });
  return next;
}

/** The document an upsert starts from: the filter's equality conditions (MongoDB's rule). */
export function upsertSeed(filter: Doc): Doc {
  const equalities: Doc = {};
  const collect = (conditions: Doc): void => {
    for (const [field, condition] of Object.entries(conditions)) {
      if (field === '$and' && Array.isArray(condition)) {
        for (const part of condition) if (isPlainObject(part)) collect(part);
      } else if (field.startsWith('$')) {
        continue;
      } else if (isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'))) {
        if ('$eq' in condition) equalities[field] = condition.$eq;
      } else if (!(condition instanceof RegExp)) {
        equalities[field] = condition;
      }
    }
  };
  collect(filter);
  // mingo refuses to $set _id (it is immutable on updates), so the seed starts with it instead.
  const seed: Doc = '_id' in equalities ? { _id: equalities._id } : {};
  delete equalities._id;
  if (Object.keys(equalities).length > 0)
    mingoUpdate(seed, { $set: equalities } as Modifier<Doc>, undefined, undefined, {
      queryOptions: queryOptions(),
    });
  return seed;
}
