import { MongoCommandError } from '../errors';
import { promote, restoreNumberTypes } from '../bson/exact-values';
import { asMingoStage, compileQuery, mingoOptions, runMingoStages, updateWithMingo } from '../mingo';
import { checkedStage } from '../query/filter-checks';
import { withArrayIndexes } from './array-updates';
import {
  addDocumentsToSets,
  applyArithmetic,
  applyBitwise,
  applyMinMax,
  applyPull,
  currentDates,
} from './native-update-operators';
import { checkModifier, checkUpdatePaths, positionalCount, withPositionalIndex } from './update-checks';
import {
  cloneValue,
  isPlainObject,
  ownField,
  setField,
  withIdFirst,
  withValueAt,
  type Doc,
} from '../bson/values';
import type { UpdateOptions } from './options';

export type UpdateSpec = Doc | Doc[];

export function isOperatorUpdate(update: Doc): boolean {
  const keys = Object.keys(update);
  return keys.length > 0 && keys[0].startsWith('$');
}

export function validateUpdate(update: unknown, arrayFilters?: Doc[]): UpdateSpec {
  if (Array.isArray(update)) {
    if (!update.every(isPlainObject))
      throw new MongoCommandError('FailedToParse', 'Update pipeline stages must be objects');
    if (arrayFilters !== undefined)
      throw new MongoCommandError(
        'FailedToParse',
        'arrayFilters may not be specified for pipeline-style updates',
      );
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
  if (operators.length > 0) checkUpdatePaths(update, arrayFilters);
  return update;
}

export type { UpdateOptions } from './options';

/** Operators whose arguments mingo compares or computes with, so they get promoted numbers. */
const COMPUTING_OPERATORS = new Set(['$inc', '$mul', '$min', '$max', '$pullAll', '$addToSet', '$bit']);

/**
 * The array index the positional `$` stands for: the first element matched by the filter condition on
 * a path that runs through an array (the last such condition when several do), as MongoDB records it
 * while matching.
 */
function positionalIndex(doc: Doc, filter: Doc, options: UpdateOptions): number | undefined {
  let found: number | undefined;
  const visit = (conditions: Doc): void => {
    for (const [path, condition] of Object.entries(conditions)) {
      if (path === '$and' && Array.isArray(condition)) {
        for (const part of condition) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (path === '$or' && Array.isArray(condition)) {
        // The branch that matched records the position; MongoDB stops at the first.
        const matched = condition.find(
          (part) => isPlainObject(part) && compileQuery(part, { collation: options.collation }).test(doc),
        );
        if (isPlainObject(matched)) visit(matched);
        continue;
      }
      if (path.startsWith('$')) continue;
      // A negation matches no element, so it names no position.
      if (isPlainObject(condition) && Object.keys(condition).every((key) => NEGATIONS.has(key))) continue;
      // `$all` is the `$and` of its values' conditions, the last of which names the position.
      if (isPlainObject(condition) && Object.keys(condition).length === 1 && Array.isArray(condition.$all)) {
        visit({ $and: (condition.$all as unknown[]).map((item) => ({ [path]: item })) });
        continue;
      }
      const parts = path.split('.');
      let value: unknown = doc;
      let depth = 0;
      while (depth < parts.length && isPlainObject(value)) value = ownField(value, parts[depth++]!);
      if (!Array.isArray(value)) continue;
      const rest = parts.slice(depth).join('.');
      // `$elemMatch` on the array itself names the element it matched: each is tested as a one-element array.
      const wholeArray = !rest && isPlainObject(condition) && '$elemMatch' in condition;
      const query = compileQuery(
        { [rest || 'value']: wholeArray ? { $elemMatch: condition.$elemMatch } : condition },
        { collation: options.collation },
      );
      const index = value.findIndex((element: unknown) =>
        rest
          ? isPlainObject(element) && query.test(element)
          : query.test({ value: wholeArray ? [element] : element }),
      );
      if (index >= 0) found = index;
    }
  };
  visit(promote(filter));
  return found;
}

const NEGATIONS = new Set(['$ne', '$nin', '$not']);

/** The modifier with every positional `$` replaced by the matched array index. */
function resolvePositional(modifier: Doc, doc: Doc, options: UpdateOptions): Doc {
  if (!hasPositional(modifier)) return modifier;
  const index = options.inserting ? undefined : positionalIndex(doc, options.filter ?? {}, options);
  if (index === undefined)
    throw new MongoCommandError(
      'BadValue',
      'The positional operator did not find the match needed from the query.',
    );
  const resolved: Doc = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    resolved[operator] = Object.fromEntries(
      Object.entries(fields as Doc).map(([path, value]) => [withPositionalIndex(path, index), value]),
    );
  }
  return resolved;
}

function promoteModifier(modifier: Doc): Doc {
  const promoted: Doc = {};
  for (const [operator, fields] of Object.entries(modifier))
    promoted[operator] = COMPUTING_OPERATORS.has(operator) ? promote(fields) : fields;
  return promoted;
}

function hasPositional(modifier: Doc): boolean {
  return Object.values(modifier).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some((path) => positionalCount(path) > 0),
  );
}

/** Computes the new version of a document. The stored original is never modified. */
export function applyUpdate(original: Doc, update: UpdateSpec, options: UpdateOptions = {}): Doc {
  if (Array.isArray(update)) return applyPipelineUpdate(original, update, options);
  if (!isOperatorUpdate(update)) {
    if ('_id' in original && '_id' in update && update._id !== undefined) {
      return withIdFirst({ ...update });
    }
    return '_id' in original ? { _id: original._id, ...update } : { ...update };
  }
  const modifier: Doc = { ...update };
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields))
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof fields} instead`,
      );
    if (Object.keys(fields).length === 0) delete modifier[operator];
  }
  const onInsert: unknown = modifier.$setOnInsert;
  delete modifier.$setOnInsert;
  if (options.inserting && isPlainObject(onInsert)) modifier.$setOnInsert = onInsert;
  checkModifier(modifier, original);
  if (options.inserting && isPlainObject(onInsert)) {
    modifier.$set = { ...(isPlainObject(modifier.$set) ? modifier.$set : {}), ...onInsert };
    delete modifier.$setOnInsert;
  }
  if (isPlainObject(modifier.$currentDate)) {
    modifier.$set = {
      ...(isPlainObject(modifier.$set) ? modifier.$set : {}),
      ...currentDates(modifier.$currentDate),
    };
    delete modifier.$currentDate;
  }
  // $set of _id to its own value passed the check above and is a no-op; mingo refuses any $set of _id.
  if (isPlainObject(modifier.$set) && '_id' in modifier.$set && '_id' in original) {
    const { _id: _unchanged, ...rest } = modifier.$set;
    if (Object.keys(rest).length > 0) modifier.$set = rest;
    else delete modifier.$set;
  }
  const direct = setTopLevelFields(original, modifier);
  if (direct) return direct;
  const next = cloneValue(promote(original));
  applyDollarPrefixedFields(next, modifier, options);
  const resolved = withArrayIndexes(resolvePositional(modifier, next, options), next, options);
  if (isPlainObject(resolved.$pull)) {
    applyPull(next, resolved.$pull, options);
    delete resolved.$pull;
  }
  // Operators done here for the fields they can take; mingo gets the rest.
  const natively = (operator: string, apply: (fields: Doc) => Doc) => {
    const fields: unknown = resolved[operator];
    if (!isPlainObject(fields)) return;
    const rest = apply(fields);
    if (Object.keys(rest).length > 0) resolved[operator] = rest;
    else delete resolved[operator];
  };
  natively('$addToSet', (fields) => addDocumentsToSets(next, fields, options));
  natively('$inc', (fields) => applyArithmetic(next, original, '$inc', fields));
  natively('$mul', (fields) => applyArithmetic(next, original, '$mul', fields));
  natively('$min', (fields) => applyMinMax(next, original, '$min', fields, options));
  natively('$max', (fields) => applyMinMax(next, original, '$max', fields, options));
  natively('$bit', (fields) => applyBitwise(next, original, fields));
  if (Object.keys(resolved).length > 0) {
    updateWithMingo(next, promoteModifier(resolved), {
      copy: true,
      collation: options.collation,
      variables: options.variables,
    });
  }
  return withIdFirst(restoreNumberTypes(next, original) as Doc);
}

/**
 * Takes out of the modifier the fields whose top-level name starts with `$` (mingo refuses them all): an upsert's
 * insert sets them, as MongoDB 5.0+ validates it as an insert, and `$unset` removes them; MongoDB refuses any other
 * update of them on a stored document (52).
 */
function applyDollarPrefixedFields(next: Doc, modifier: Doc, options: UpdateOptions): void {
  for (const [operator, fields] of Object.entries(modifier)) {
    const prefixed = Object.keys(fields as Doc).filter((path) => path.startsWith('$'));
    if (prefixed.length === 0) continue;
    const [first] = prefixed as [string];
    if (operator === '$unset') {
      // Removing such a field leaves nothing to validate.
      for (const path of prefixed) unsetPath(next, path.split('.'));
    } else if (!options.inserting || operator !== '$set') {
      const name = first.split('.')[0]!;
      throw new MongoCommandError(
        'DollarPrefixedFieldName',
        `The dollar ($) prefixed field '${name}' in '${name}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
      );
    }
    const rest = { ...(fields as Doc) };
    for (const path of prefixed) {
      if (operator === '$set')
        Object.assign(next, withValueAt(next, path.split('.'), cloneValue(rest[path])));
      delete rest[path];
    }
    if (Object.keys(rest).length > 0) modifier[operator] = rest;
    else delete modifier[operator];
  }
}

function unsetPath(doc: Doc, parts: string[]): void {
  const parent = parts
    .slice(0, -1)
    .reduce<unknown>((value, part) => (isPlainObject(value) ? ownField(value, part) : undefined), doc);
  if (isPlainObject(parent)) delete parent[parts[parts.length - 1]!];
}

const TOP_LEVEL_FIELD = /^[^.$]+$/;

/**
 * The commonest update, `$set` and `$unset` of top-level fields, applied directly with the values' exact types
 * (mingo's updater builds a new operator context for every document it updates). As in MongoDB 5+, a field that
 * exists keeps its place and new fields are appended in lexicographic order. Undefined for any other update.
 */
function setTopLevelFields(original: Doc, modifier: Doc): Doc | undefined {
  const { $set: set = {}, $unset: unset = {}, ...others } = modifier;
  if (Object.keys(others).length > 0 || !isPlainObject(set) || !isPlainObject(unset)) return undefined;
  const fields = [...Object.keys(set), ...Object.keys(unset)];
  if (fields.some((field) => field === '_id' || !TOP_LEVEL_FIELD.test(field))) return undefined;
  const next: Doc = { ...original };
  for (const field of Object.keys(unset)) delete next[field];
  const added = Object.keys(set)
    .filter((field) => !Object.hasOwn(next, field))
    .sort();
  for (const field of Object.keys(set))
    if (Object.hasOwn(next, field)) setField(next, field, cloneValue(set[field]));
  for (const field of added) setField(next, field, cloneValue(set[field]));
  return withIdFirst(next);
}

function applyPipelineUpdate(original: Doc, pipeline: Doc[], options: UpdateOptions): Doc {
  const [result] = runMingoStages(
    promote(pipeline.map((stage) => asMingoStage(checkedStage(stage)))),
    [promote(original)],
    mingoOptions({ variables: options.variables }),
  );
  if (!result) throw new MongoCommandError('BadValue', 'update pipeline removed the document');
  const restored = restoreNumberTypes(result, original) as Doc;
  return withIdFirst('_id' in original ? { ...restored, _id: original._id } : restored);
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
        if ('$eq' in condition) setField(equalities, field, condition.$eq);
      } else if (!(condition instanceof RegExp)) {
        setField(equalities, field, condition);
      }
    }
  };
  collect(filter);
  // mingo refuses to $set _id (it is immutable on updates), so the seed starts with it instead.
  const seed: Doc = '_id' in equalities ? { _id: equalities._id } : {};
  delete equalities._id;
  if (Object.keys(equalities).length > 0) updateWithMingo(seed, { $set: equalities });
  return seed;
}
