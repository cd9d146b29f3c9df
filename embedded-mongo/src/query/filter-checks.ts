import { MongoCommandError } from '../errors';
import { DBREF_FIELDS, DBRef, dbRefAsDocument, isPlainObject, type Doc } from '../bson/values';

/** Query operators of MongoDB that need what this engine does not have (server JavaScript, schemas). */
const UNSUPPORTED_OPERATORS = new Set(['$where', '$jsonSchema']);

/** The operators that order by distance: a find's top-level condition (`query/geo-near.ts`), nowhere else. */
const NEAR_OPERATORS = new Set(['$near', '$nearSphere']);

export const nearNotAllowedHere = () =>
  new MongoCommandError(
    'Location5626500',
    '$geoNear, $near, and $nearSphere are not allowed in this context, as these operators require sorting geospatial data. If you do not need sort, consider using $geoWithin instead.',
  );

const LOGICAL = new Set(['$and', '$or', '$nor']);

/** The operators MongoDB 7.0 takes on a field (the ones above are refused before these are looked at). */
const FIELD_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$type',
  '$mod',
  '$regex',
  '$options',
  '$size',
  '$all',
  '$elemMatch',
  '$not',
  '$bitsAllSet',
  '$bitsAllClear',
  '$bitsAnySet',
  '$bitsAnyClear',
  '$maxDistance',
  '$minDistance',
  '$geoWithin',
  '$geoIntersects',
]);

/** The operators MongoDB 7.0 takes at a filter's top level besides the logical ones. */
const TOP_LEVEL_OPERATORS = new Set(['$expr', '$comment', '$sampleRate', '$text', ...UNSUPPORTED_OPERATORS]);

const bad = (message: string) => new MongoCommandError('BadValue', message);

function checkOperator(name: string, argument: unknown): void {
  if (UNSUPPORTED_OPERATORS.has(name))
    throw new MongoCommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
  if (NEAR_OPERATORS.has(name)) throw nearNotAllowedHere();
  switch (name) {
    case '$mod': {
      if (!Array.isArray(argument)) throw bad('malformed mod, needs to be an array');
      if (argument.length < 2) throw bad('malformed mod, not enough elements');
      if (argument.length > 2) throw bad('malformed mod, too many elements');
      // The divisor's fraction is cut off, as the match does (query-operators.ts).
      if (Math.trunc(Number(argument[0])) === 0) throw bad('divisor cannot be 0');
      return;
    }
    case '$size':
      if (typeof argument === 'number' && argument < 0) throw bad('$size may not be negative');
      if (typeof argument === 'number' && !Number.isInteger(argument))
        throw bad('$size must be a whole number');
      return;
    case '$in':
    case '$nin':
    case '$all':
      if (!Array.isArray(argument)) throw bad(`${name} needs an array`);
      return;
    case '$not':
      if (!(argument instanceof RegExp) && !isPlainObject(argument))
        throw bad('$not needs a regex or a document');
      if (isPlainObject(argument)) checkCondition(argument);
      return;
    case '$elemMatch': {
      const criteria = argument instanceof DBRef ? dbRefAsDocument(argument) : argument;
      if (!isPlainObject(criteria)) throw bad('$elemMatch needs an Object');
      if (
        Object.keys(criteria).every(
          (key) => key.startsWith('$') && !LOGICAL.has(key) && !DBREF_FIELDS.has(key),
        )
      )
        checkCondition(criteria);
      else checkFilter(criteria, true, '$elemMatch');
      return;
    }
    default:
      if (!FIELD_OPERATORS.has(name)) throw bad(`unknown operator: ${name}`);
  }
}

/** A field's condition: either a value to equal, or an object of operators. */
function checkCondition(condition: unknown): void {
  if (!isPlainObject(condition)) return;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys[0]!.startsWith('$') || DBREF_FIELDS.has(keys[0]!)) return;
  for (const key of keys) checkOperator(key, condition[key]);
}

/**
 * A filter as MongoDB parses it: what it refuses (`$mod` by 0 or without two numbers, a negative `$size`, `$in` of a
 * non-array, an empty `$and`, a `$not` of a plain value…) is refused with its errors, and operators that need what
 * this engine lacks answer 115; a top-level `$comment`, which MongoDB only logs, is taken out, and `$sampleRate`
 * becomes the `$rand` comparison it stands for. mingo had matched nothing, everything or something else for these.
 */
export function checkedFilter(filter: Doc): Doc {
  return checkFilter(filter, false, undefined);
}

/**
 * `$text` is read at a filter's top level only (query/text-search.ts): MongoDB refuses it under `$nor` and
 * `$elemMatch`; under `$and` and `$or` it takes it, and the engine refuses it (115).
 */
function refuseNestedText(within: string): never {
  if (within === '$nor') throw bad('text expression not allowed in nor');
  if (within === '$elemMatch') throw bad('text expression not allowed in elemMatch');
  throw new MongoCommandError(
    'CommandNotSupported',
    `$text inside ${within} is not supported by embedded-mongo`,
  );
}

/**
 * `checkedFilter`, where `elements` says the filter is an `$elemMatch`'s, whose DBRef fields are fields, and `within`
 * names the operator a nested filter sits in.
 */
function checkFilter(filter: Doc, elements: boolean, within: string | undefined): Doc {
  let result = filter;
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$text' && (within !== undefined || elements)) {
      refuseNestedText(within ?? '$elemMatch');
    } else if (key === '$comment') {
      const { $comment: _comment, ...rest } = result;
      result = rest;
    } else if (key === '$sampleRate') {
      // MongoDB defines it as this $expr.
      if (typeof value !== 'number' || !(value >= 0 && value <= 1))
        throw bad('numeric argument to $sampleRate must be in [0, 1]');
      const { $sampleRate: _rate, ...rest } = result;
      const sampled = { $expr: { $lt: [{ $rand: {} }, value] } };
      result = { ...rest, $and: [...((rest.$and as Doc[] | undefined) ?? []), sampled] };
    } else if (LOGICAL.has(key)) {
      if (!Array.isArray(value) || value.length === 0) throw bad(`${key} argument must be a non-empty array`);
      for (const clause of value) {
        if (!isPlainObject(clause)) throw bad(`${key} argument's entries must be objects`);
        checkFilter(clause, elements, key);
      }
    } else if (key.startsWith('$') && !(elements && DBREF_FIELDS.has(key))) {
      if (UNSUPPORTED_OPERATORS.has(key))
        throw new MongoCommandError('CommandNotSupported', `${key} is not supported by embedded-mongo`);
      if (!TOP_LEVEL_OPERATORS.has(key))
        throw bad(
          `unknown top level operator: ${key}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`,
        );
    } else {
      checkCondition(value);
    }
  }
  return result;
}

/** A pipeline stage with its `$match` filter checked as above; any other stage is returned as it is. */
export function checkedStage(stage: Doc): Doc {
  const [name] = Object.keys(stage);
  const spec: unknown = stage[name!];
  return name === '$match' && isPlainObject(spec) ? { $match: checkedFilter(spec) } : stage;
}
