import { MongoCommandError } from '../errors';
import { MINGO_ACCUMULATORS, MINGO_STAGES } from '../mingo';
import { refuseMixedFlags } from '../query/projection';
import { sortFields } from '../query/sorting';
import { isPlainObject, type Doc } from '../bson/values';

/** MongoDB stages this engine does not implement; anything else mingo lacks is not a MongoDB stage. */
const UNSUPPORTED_STAGES = new Set([
  '$changeStream',
  '$changeStreamSplitLargeEvent',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$listSearchIndexes',
  '$listSampledQueries',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$vectorSearch',
  '$shardedDataDistribution',
  // mingo computes window outputs through server-side JavaScript, which the engine keeps off.
  '$setWindowFields',
]);

const KNOWN_STAGES = MINGO_STAGES;

const ACCUMULATORS = MINGO_ACCUMULATORS;

const fail = (code: `Location${number}`, message: string) => new MongoCommandError(code, message);

/** `$group`'s fields besides `_id`: each one accumulator, named without a dot. */
function checkGroup(spec: Doc): void {
  if (!('_id' in spec)) throw fail('Location15955', 'a group specification must include an _id');
  for (const [field, accumulator] of Object.entries(spec)) {
    if (field === '_id') continue;
    if (field.includes('.')) throw fail('Location40235', `The field name '${field}' cannot contain '.'`);
    const operators = isPlainObject(accumulator) ? Object.keys(accumulator) : [];
    if (operators.length !== 1 || !operators[0]!.startsWith('$'))
      throw fail('Location40234', `The field '${field}' must be an accumulator object`);
    if (!ACCUMULATORS.has(operators[0]!))
      throw fail('Location15952', `unknown group operator '${operators[0]}'`);
  }
}

/** `$unset`'s fields: a name, or a non-empty list of names. */
function checkUnset(spec: unknown): void {
  if (typeof spec === 'string') return;
  if (!Array.isArray(spec)) throw fail('Location31002', '$unset specification must be a string or an array');
  if (spec.length === 0)
    throw fail('Location31119', '$unset specification must be a string or an array with at least one field');
  if (!spec.every((field) => typeof field === 'string'))
    throw fail(
      'Location31120',
      '$unset specification must be a string or an array containing only string values',
    );
}

/** `$count`'s output field: a non-empty name, neither a path nor an operator. */
function checkCount(field: unknown): void {
  if (typeof field !== 'string' || field.length === 0)
    throw fail('Location40156', 'the count field must be a non-empty string');
  if (field.startsWith('$')) throw fail('Location40158', 'the count field cannot be a $-prefixed path');
  if (field.includes('.')) throw fail('Location40160', "the count field cannot contain '.'");
}

/**
 * MongoDB's refusals of a pipeline's stages, before any document is read: what mingo would have run as something
 * else (a stage object with two stages in it, a `$sort` ordering other than 1 or -1, an empty `$sort` or `$project`,
 * a `$project` both including and excluding, a `$group` field that is not an accumulator, a `$unset` or `$count`
 * that names no field).
 */
export function validateStages(pipeline: Doc[]): void {
  for (const [position, stage] of pipeline.entries()) {
    const names = isPlainObject(stage) ? Object.keys(stage) : [];
    if (names.length !== 1)
      throw fail('Location40323', 'A pipeline stage specification object must contain exactly one field.');
    const name = names[0]!;
    // A collection's pipeline runs its leading $geoNear itself (geo-near-stage.ts) before checking the rest.
    if (name === '$geoNear')
      throw position > 0
        ? fail('Location40603', '$geoNear was not the first stage in the pipeline.')
        : new MongoCommandError(
            'CommandNotSupported',
            '$geoNear in a sub-pipeline is not supported by embedded-mongo',
          );
    // A final $out or $merge is taken off by the aggregate command (commands/output-stages.ts) before this.
    if (name === '$out' || name === '$merge')
      throw fail('Location40601', `${name} can only be the final stage in the pipeline`);
    if (UNSUPPORTED_STAGES.has(name))
      throw new MongoCommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
    if (!KNOWN_STAGES.has(name)) throw fail('Location40324', `Unrecognized pipeline stage name: '${name}'`);
    const spec: unknown = stage[name];
    switch (name) {
      case '$sort':
        if (isPlainObject(spec) && Object.keys(spec).length === 0)
          throw fail('Location15976', '$sort stage must have at least one sort key');
        if (isPlainObject(spec)) sortFields(spec);
        break;
      case '$project':
        if (isPlainObject(spec) && Object.keys(spec).length === 0)
          throw fail(
            'Location51272',
            'Invalid $project :: caused by :: projection specification must have at least one field',
          );
        if (isPlainObject(spec)) refuseMixedFlags(Object.entries(spec));
        break;
      case '$group':
        if (isPlainObject(spec)) checkGroup(spec);
        break;
      case '$unset':
        checkUnset(spec);
        break;
      case '$count':
        checkCount(spec);
        break;
      default:
    }
  }
}

/** Whether an expression reads a field or a variable anywhere (`'$a'`, `{ $toLower: '$a' }`), not a constant. */
function readsValues(expression: unknown): boolean {
  if (typeof expression === 'string') return expression.startsWith('$');
  if (Array.isArray(expression)) return expression.some(readsValues);
  return isPlainObject(expression) && Object.values(expression).some(readsValues);
}

/**
 * Under a collation MongoDB groups strings the collation finds equal (`'a'` and `'A'` at strength 2) into one group;
 * mingo groups by exact value, so a `$group` (or `$sortByCount`) keyed by what documents hold is refused there
 * rather than answered with the wrong groups. A constant key (counting everything) is answered.
 */
export function refuseCollatedGroups(pipeline: Doc[], collated: boolean): void {
  if (!collated) return;
  for (const stage of pipeline) {
    const key: unknown = isPlainObject(stage.$group) ? stage.$group._id : stage.$sortByCount;
    if (readsValues(key))
      throw new MongoCommandError(
        'CommandNotSupported',
        'grouping by a value under a collation is not supported by embedded-mongo',
      );
  }
}
