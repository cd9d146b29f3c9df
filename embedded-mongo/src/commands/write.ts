import { serialize } from 'bson';
import { MongoCommandError, toMongoError, writeErrorEntry } from '../errors';
import { matchingDocs, projectDoc, runFind } from '../query-engine';
import type { Collection } from '../storage';
import { applyUpdate, isOperatorUpdate, upsertSeed, validateUpdate, type UpdateSpec } from '../updates';
import { isPlainObject, type Doc } from '../values';
import { collectionName, optionalDoc, type CommandContext, type CommandHandler } from './context';

function statements(command: Doc, field: string): Doc[] {
  const value: unknown = command[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new MongoCommandError('FailedToParse', `'${field}' must be an array of objects`);
  }
  return value;
}

/** Runs each statement, collecting write errors; an ordered batch stops at the first one. */
function eachStatement(items: Doc[], ordered: boolean, run: (item: Doc, index: number) => void): Doc[] {
  const writeErrors: Doc[] = [];
  for (let index = 0; index < items.length; index += 1) {
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
  const writeErrors = eachStatement(docs, command.ordered !== false, (doc) => {
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
  arrayFilters: Doc[] | undefined,
): Doc {
  const doc = applyUpdate(upsertSeed(filter), update, { arrayFilters, inserting: true });
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
  const name = collectionName(command, 'update');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = eachStatement(items, command.ordered !== false, (statement, index) => {
    const filter = optionalDoc(statement, 'q') ?? {};
    const spec = validateUpdate(statement.u);
    const multi = statement.multi === true;
    if (multi && !Array.isArray(spec) && !isOperatorUpdate(spec)) {
      throw new MongoCommandError(
        'FailedToParse',
        'multi update is not supported for replacement-style update',
      );
    }
    const arrayFilters = arrayFiltersOf(statement);
    const sort = optionalDoc(statement, 'sort');
    const existing = context.storage.getCollection(context.db, name);
    const matched = !existing
      ? []
      : sort && !multi
        ? runFind(existing, { filter, sort, limit: 1 })
        : matchingDocs(existing, filter, multi ? 0 : 1);
    if (matched.length === 0) {
      if (statement.upsert === true) {
        const { collection } = context.storage.ensureCollection(context.db, name);
        const doc = upsert(context, collection, filter, spec, arrayFilters);
        n += 1;
        upserted.push({ index, _id: doc._id });
      }
      return;
    }
    for (const previous of matched) {
      const next = applyUpdate(previous, spec, { filter, arrayFilters });
      n += 1;
      if (sameBson(previous, next)) continue;
      // A document matched, so the collection exists.
      context.storage.replace(existing!, previous, next);
      nModified += 1;
    }
  });
  return withWriteErrors({ n, nModified, ...(upserted.length > 0 ? { upserted } : {}) }, writeErrors);
}

function remove(command: Doc, context: CommandContext): Doc {
  const items = statements(command, 'deletes');
  const collection = context.storage.getCollection(context.db, collectionName(command, 'delete'));
  let n = 0;
  const writeErrors = eachStatement(items, command.ordered !== false, (statement) => {
    const limit = Number(statement.limit ?? 0);
    if (limit !== 0 && limit !== 1)
      throw new MongoCommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
    if (!collection) return;
    for (const doc of matchingDocs(collection, optionalDoc(statement, 'q') ?? {}, limit)) {
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
  if (command.remove === true) {
    if (command.update !== undefined)
      throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
    if (command.upsert === true)
      throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    const collection = context.storage.getCollection(context.db, name);
    const [target] = runFind(collection, { filter, sort: optionalDoc(command, 'sort'), limit: 1 });
    if (!collection || !target) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    context.storage.remove(collection, target);
    return { lastErrorObject: { n: 1 }, value: projectDoc(target, fields, filter), ok: 1 };
  }
  if (command.update === undefined)
    throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const spec = validateUpdate(command.update);
  const arrayFilters = arrayFiltersOf(command);
  const existing = context.storage.getCollection(context.db, name);
  const [previous] = runFind(existing, { filter, sort: optionalDoc(command, 'sort'), limit: 1 });
  if (!existing || !previous) {
    if (command.upsert !== true)
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const { collection } = context.storage.ensureCollection(context.db, name);
    const doc = upsert(context, collection, filter, spec, arrayFilters);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: returnNew ? projectDoc(doc, fields, filter) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(previous, spec, { filter, arrayFilters });
  if (!sameBson(previous, next)) context.storage.replace(existing, previous, next);
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: projectDoc(returnNew ? next : previous, fields, filter),
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
