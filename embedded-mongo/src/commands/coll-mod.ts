import { MongoCommandError } from '../errors';
import { checkValidationOptions } from '../query/document-validation';
import { valueKey, isPlainObject, type Doc } from '../bson/values';
import type { Index } from '../storage/indexes';
import type { Collection } from '../storage/storage';
import { collectionName, requireCollection, type CommandContext } from './context';
import { COMMAND_ENVELOPE_FIELDS, refuseOptions } from './options';

/** What `collMod` may change on a collection the engine keeps; the rest of MongoDB's fields are refused. */
const VALIDATION_FIELDS = ['validator', 'validationLevel', 'validationAction'];

/** collMod options of MongoDB 7.0 this engine does not implement (time series, change streams, capped sizes). */
const UNSUPPORTED_COLL_MOD_OPTIONS = [
  'expireAfterSeconds',
  'changeStreamPreAndPostImages',
  'timeseries',
  'cappedSize',
  'cappedMax',
  'recordPreImages',
];

function findIndex(collection: Collection, selector: Doc): Index {
  const { name, keyPattern } = selector;
  if (name !== undefined && keyPattern !== undefined)
    throw new MongoCommandError('InvalidOptions', 'Cannot specify both key pattern and name.');
  const index = [...collection.indexes.values()].find((candidate) =>
    name !== undefined ? candidate.name === name : valueKey(candidate.spec.key) === valueKey(keyPattern),
  );
  if (name === undefined && keyPattern === undefined)
    throw new MongoCommandError('InvalidOptions', 'Must specify either index name or key pattern.');
  if (!index)
    throw new MongoCommandError(
      'IndexNotFound',
      `cannot find index ${JSON.stringify(name ?? keyPattern)} for ns ${collection.ns}`,
    );
  return index;
}

/** `collMod`'s `index`: hides or shows an index, or changes a TTL index's expireAfterSeconds. */
function modifyIndex(context: CommandContext, collection: Collection, selector: unknown): Doc {
  if (!isPlainObject(selector))
    throw new MongoCommandError(
      'TypeMismatch',
      "BSON field 'collMod.index' is the wrong type, expected object",
    );
  refuseOptions(selector, 'collMod', ['unique', 'prepareUnique', 'forceNonUnique']);
  const index = findIndex(collection, selector);
  const reply: Doc = {};
  const spec = { ...index.spec };
  if (selector.hidden !== undefined) {
    if (typeof selector.hidden !== 'boolean')
      throw new MongoCommandError(
        'TypeMismatch',
        "BSON field 'collMod.index.hidden' is the wrong type, expected boolean",
      );
    if (index.name === '_id_') throw new MongoCommandError('BadValue', "can't hide _id index");
    reply.hidden_old = index.spec.hidden === true;
    reply.hidden_new = selector.hidden;
    if (selector.hidden) spec.hidden = true;
    else delete spec.hidden;
  }
  if (selector.expireAfterSeconds !== undefined) {
    if (index.spec.expireAfterSeconds === undefined)
      throw new MongoCommandError('InvalidOptions', 'no expireAfterSeconds field to update');
    const seconds = Number(selector.expireAfterSeconds);
    if (!Number.isInteger(seconds) || seconds < 0)
      throw new MongoCommandError('InvalidOptions', 'expireAfterSeconds must be a non-negative integer');
    reply.expireAfterSeconds_old = index.spec.expireAfterSeconds;
    reply.expireAfterSeconds_new = seconds;
    spec.expireAfterSeconds = seconds;
  }
  if (Object.keys(reply).length === 0)
    throw new MongoCommandError('InvalidOptions', 'no expireAfterSeconds or hidden field');
  context.storage.setIndexSpec(collection, spec);
  return reply;
}

/** `collMod`: changes a collection's validator and its level and action, or an index's hidden or TTL option. */
export function collMod(command: Doc, context: CommandContext): Doc {
  const collection = requireCollection(context, collectionName(command, 'collMod'));
  refuseOptions(command, 'collMod', UNSUPPORTED_COLL_MOD_OPTIONS);
  for (const field of Object.keys(command))
    if (
      field !== 'collMod' &&
      field !== 'index' &&
      !COMMAND_ENVELOPE_FIELDS.has(field) &&
      !VALIDATION_FIELDS.includes(field)
    )
      throw new MongoCommandError('InvalidOptions', `unknown option to collMod: ${field}`);
  const options: Doc = { ...collection.options };
  for (const field of VALIDATION_FIELDS) if (command[field] !== undefined) options[field] = command[field];
  checkValidationOptions(options);
  const reply = command.index === undefined ? {} : modifyIndex(context, collection, command.index);
  if (VALIDATION_FIELDS.some((field) => command[field] !== undefined))
    context.storage.setOptions(collection, options);
  return { ...reply, ok: 1 };
}
