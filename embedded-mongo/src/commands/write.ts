import { serialize } from 'bson';
import { MongoCommandError, toMongoError, writeErrorEntry } from '../errors';
import { projectDocs } from '../query/projection';
import { checkedFilter } from '../query/filter-checks';
import { matchingDocs, runFind, validateHint } from '../query/find';
import type { Collection } from '../storage/storage';
import {
  applyUpdate,
  isOperatorUpdate,
  upsertSeed,
  validateUpdate,
  type UpdateOptions,
  type UpdateSpec,
} from '../update/updates';
import { isPlainObject, type Doc } from '../bson/values';
import { collectionName, optionalDoc, type CommandContext, type CommandHandler } from './context';
import { timeLimitExceeded, type TimeLimit } from './time-limit';
import { collationOf, variablesOf } from './options';
import { enforceValidation, type ValidationContext } from '../query/document-validation';
import { validationOf } from './validation-context';

function statements(command: Doc, field: string): Doc[] {
  const value: unknown = command[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new MongoCommandError('FailedToParse', `'${field}' must be an array of objects`);
  }
  return value;
}

/**
 * Runs each statement, collecting write errors; an ordered batch stops at the first one, and any batch stops
 * when its maxTimeMS has run out, with MongoDB's 50 for the first statement left undone.
 */
function eachStatement(
  items: Doc[],
  ordered: boolean,
  timeLimit: TimeLimit,
  run: (item: Doc, index: number) => void,
): Doc[] {
  const writeErrors: Doc[] = [];
  for (let index = 0; index < items.length; index += 1) {
    if (timeLimit.expired()) {
      writeErrors.push(writeErrorEntry(index, timeLimitExceeded()));
      break;
    }
    try {
      run(items[index], index);
    } catch (error) {
      writeErrors.push(writeErrorEntry(index, toMongoError(error)));
      if (ordered) break;
    }
  }
  return writeErrors;
}

function withWriteErrors(reply: Doc, writeErrors: Doc[]): Doc {
  return writeErrors.length > 0 ? { ...reply, writeErrors, ok: 1 } : { ...reply, ok: 1 };
}

function sameBson(a: Doc, b: Doc): boolean {
  return Buffer.from(serialize(a)).equals(Buffer.from(serialize(b)));
}

function insert(command: Doc, context: CommandContext): Doc {
  const docs = statements(command, 'documents');
  const { collection } = context.storage.ensureCollection(context.db, collectionName(command, 'insert'));
  let n = 0;
  const validation = validationOf(command, context);
  const writeErrors = eachStatement(docs, command.ordered !== false, context.timeLimit, (doc) => {
    enforceValidation(collection.options, doc, undefined, validation);
    context.storage.insert(collection, doc);
    n += 1;
  });
  return withWriteErrors({ n }, writeErrors);
}

/** Inserts the document an upsert produces when nothing matched. */
function upsert(
  context: CommandContext,
  collection: Collection,
  filter: Doc,
  update: UpdateSpec,
  options: UpdateOptions,
  validation: ValidationContext,
): Doc {
  const doc = applyUpdate(upsertSeed(filter), update, { ...options, inserting: true });
  enforceValidation(collection.options, doc, undefined, validation);
  return context.storage.insert(collection, doc);
}

function arrayFiltersOf(statement: Doc): Doc[] | undefined {
  const value: unknown = statement.arrayFilters;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isPlainObject))
    throw new MongoCommandError('FailedToParse', "'arrayFilters' must be an array of objects");
  return value;
}

function update(command: Doc, context: CommandContext): Doc {
  const items = statements(command, 'updates');
  // `sort` in an update statement arrived in MongoDB 8.0; 7.0, which this server answers as, parses the whole command
  // before running any statement, so the command fails rather than one statement.
  if (items.some((statement) => statement.sort !== undefined))
    throw new MongoCommandError('Location40415', "BSON field 'update.updates.sort' is an unknown field.");
  const name = collectionName(command, 'update');
  const validation = validationOf(command, context);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = eachStatement(
    items,
    command.ordered !== false,
    context.timeLimit,
    (statement, index) => {
      const filter = optionalDoc(statement, 'q') ?? {};
      const arrayFilters = arrayFiltersOf(statement);
      const spec = validateUpdate(statement.u, arrayFilters);
      const multi = statement.multi === true;
      if (multi && !Array.isArray(spec) && !isOperatorUpdate(spec)) {
        throw new MongoCommandError(
          'FailedToParse',
          'multi update is not supported for replacement-style update',
        );
      }
      const existing = context.storage.getCollection(context.db, name);
      validateHint(existing, statement.hint);
      const options: UpdateOptions = {
        filter,
        arrayFilters,
        collation: collationOf(statement, existing),
        variables: variablesOf(command, statement),
      };
      const matched = existing
        ? matchingDocs(existing, filter, multi ? 0 : 1, options)
        : (checkedFilter(filter), []);
      if (matched.length === 0) {
        if (statement.upsert === true) {
          const { collection } = context.storage.ensureCollection(context.db, name);
          const doc = upsert(context, collection, filter, spec, options, validation);
          n += 1;
          upserted.push({ index, _id: doc._id });
        }
        return;
      }
      for (const previous of matched) {
        const next = applyUpdate(previous, spec, options);
        n += 1;
        if (sameBson(previous, next)) continue;
        // A document matched, so the collection exists.
        enforceValidation(existing!.options, next, previous, validation);
        context.storage.replace(existing!, previous, next);
        nModified += 1;
      }
    },
  );
  return withWriteErrors({ n, nModified, ...(upserted.length > 0 ? { upserted } : {}) }, writeErrors);
}

function remove(command: Doc, context: CommandContext): Doc {
  const items = statements(command, 'deletes');
  const collection = context.storage.getCollection(context.db, collectionName(command, 'delete'));
  let n = 0;
  const variables = variablesOf(command);
  const writeErrors = eachStatement(items, command.ordered !== false, context.timeLimit, (statement) => {
    const limit = Number(statement.limit ?? 0);
    if (limit !== 0 && limit !== 1)
      throw new MongoCommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
    validateHint(collection, statement.hint);
    const collation = collationOf(statement, collection);
    const filter = optionalDoc(statement, 'q') ?? {};
    if (!collection) {
      checkedFilter(filter);
      return;
    }
    for (const doc of matchingDocs(collection, filter, limit, {
      collation,
      variables,
    })) {
      context.storage.remove(collection, doc);
      n += 1;
    }
  });
  return withWriteErrors({ n }, writeErrors);
}

function findAndModify(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'findAndModify' in command ? 'findAndModify' : 'findandmodify');
  const filter = optionalDoc(command, 'query') ?? {};
  const fields = optionalDoc(command, 'fields');
  const returnNew = command.new === true;
  const existing = context.storage.getCollection(context.db, name);
  validateHint(existing, command.hint);
  const collation = collationOf(command, existing);
  const variables = variablesOf(command);
  const sort = optionalDoc(command, 'sort');
  const project = (doc: Doc): Doc => projectDocs([doc], fields, filter)[0]!;
  const validation = validationOf(command, context);
  if (command.remove === true) {
    if (command.update !== undefined)
      throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
    if (command.upsert === true)
      throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    const [target] = runFind(existing, { filter, sort, limit: 1, collation, variables });
    if (!existing || !target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    context.storage.remove(existing, target);
    return { lastErrorObject: { n: 1 }, value: project(target), ok: 1 };
  }
  if (command.update === undefined)
    throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const arrayFilters = arrayFiltersOf(command);
  const spec = validateUpdate(command.update, arrayFilters);
  const options: UpdateOptions = { filter, arrayFilters, collation, variables };
  const [previous] = runFind(existing, { filter, sort, limit: 1, collation, variables });
  if (!existing || !previous) {
    if (command.upsert !== true)
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const { collection } = context.storage.ensureCollection(context.db, name);
    const doc = upsert(context, collection, filter, spec, options, validation);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: returnNew ? project(doc) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(previous, spec, options);
  if (!sameBson(previous, next)) {
    enforceValidation(existing.options, next, previous, validation);
    context.storage.replace(existing, previous, next);
  }
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: project(returnNew ? next : previous),
    ok: 1,
  };
}

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
};
