import { MongoCommandError } from '../errors';
import { collatorFor, isActiveCollation } from '../bson/collation';
import { runAggregate } from '../aggregation/pipeline';
import { checkedFilter } from '../query/filter-checks';
import { matchingDocs, runFind, validateHint } from '../query/find';
import { countFromIndex } from '../query/planner';
import { isPlainObject, valueKey, valuesAtPath, type Doc } from '../bson/values';
import {
  collectionName,
  intField,
  optionalDoc,
  toCursorId,
  type CommandContext,
  type CommandHandler,
} from './context';
import { collationOf, refuseOptions, variablesOf } from './options';
import { resolveView, type ResolvedView } from './views';
import { explain } from './explain';
import { outputStageOf, writeOutput } from './output-stages';
import { validationOf } from './validation-context';

/** A find's filter, sort, skip, limit and projection as the stages that run them after a view's pipeline. */
function findStages(command: Doc, skip: number, limit: number): Doc[] {
  const sort = optionalDoc(command, 'sort');
  const projection = optionalDoc(command, 'projection');
  return [
    { $match: optionalDoc(command, 'filter') ?? {} },
    ...(sort && Object.keys(sort).length > 0 ? [{ $sort: sort }] : []),
    ...(skip > 0 ? [{ $skip: skip }] : []),
    ...(limit > 0 ? [{ $limit: limit }] : []),
    ...(projection && Object.keys(projection).length > 0 ? [{ $project: projection }] : []),
  ];
}

/** The documents a view yields through `stages`, as an aggregate on it would. */
function throughView(view: ResolvedView, stages: Doc[], command: Doc, context: CommandContext): Doc[] {
  return runAggregate(
    view.source,
    [...view.pipeline, ...stages],
    (other) => context.storage.getCollection(context.db, other),
    { collation: collationOf(command), variables: variablesOf(command) },
  );
}

/** find options MongoDB honours that this engine does not implement. */
const UNSUPPORTED_FIND_OPTIONS = [
  'min',
  'max',
  'returnKey',
  'showRecordId',
  'tailable',
  'awaitData',
  'oplogReplay',
];

function find(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'find');
  refuseOptions(command, 'find', UNSUPPORTED_FIND_OPTIONS);
  const rawLimit = intField(command, 'limit');
  // A negative limit is the legacy spelling of "this many, in one batch".
  const singleBatch = command.singleBatch === true || rawLimit < 0;
  const limit = Math.abs(rawLimit);
  const collection = context.storage.getCollection(context.db, name);
  const view = resolveView(context.storage, context.db, name);
  const results = view
    ? throughView(view, findStages(command, skipOf(command), limit), command, context)
    : runFind(collection, {
        filter: optionalDoc(command, 'filter'),
        sort: optionalDoc(command, 'sort'),
        projection: optionalDoc(command, 'projection'),
        collation: collationOf(command, collection),
        hint: command.hint,
        variables: variablesOf(command),
        skip: skipOf(command),
        limit,
      });
  const batchSize = command.batchSize ?? (limit > 0 ? limit : undefined);
  return context.cursors.start(`${context.db}.${name}`, results, { batchSize, singleBatch });
}

/** find's skip, which MongoDB's command parser requires to be at least 0. */
function skipOf(command: Doc): number {
  const skip = intField(command, 'skip');
  if (skip < 0)
    throw new MongoCommandError(
      'Location51024',
      `BSON field 'skip' value must be >= 0, actual value '${skip}'`,
    );
  return skip;
}

function getMore(command: Doc, context: CommandContext): Doc {
  // The engine has no tailable cursors, and only theirs may wait.
  if (command.maxTimeMS !== undefined)
    throw new MongoCommandError(
      'BadValue',
      'cannot set maxTimeMS on getMore command for a non-awaitData cursor',
    );
  return context.cursors.getMore(
    toCursorId(command.getMore),
    collectionName(command, 'collection'),
    command.batchSize,
  );
}

function killCursors(command: Doc, context: CommandContext): Doc {
  const ids: unknown = command.cursors;
  if (!Array.isArray(ids)) throw new MongoCommandError('BadValue', "'cursors' must be an array");
  const { killed, notFound } = context.cursors.kill(ids.map(toCursorId));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

function count(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'count');
  const collection = context.storage.getCollection(context.db, name);
  const view = resolveView(context.storage, context.db, name);
  if (!view) validateHint(collection, command.hint);
  const query = optionalDoc(command, 'query') ?? {};
  if (!collection) {
    checkedFilter(query);
    return { n: 0, ok: 1 };
  }
  const collation = collationOf(command, collection);
  let n = view
    ? throughView(view, [{ $match: query }], command, context).length
    : ((isActiveCollation(collation) ? undefined : countFromIndex(collection, query)) ??
      matchingDocs(collection, query, 0, { collation }).length);
  const skip = intField(command, 'skip');
  if (skip < 0) throw new MongoCommandError('BadValue', 'skip value is negative in count query');
  n = Math.max(0, n - skip);
  const limit = Math.abs(intField(command, 'limit'));
  return { n: limit > 0 ? Math.min(n, limit) : n, ok: 1 };
}

function distinct(command: Doc, context: CommandContext): Doc {
  const key: unknown = command.key;
  if (typeof key !== 'string' || key.length === 0)
    throw new MongoCommandError('BadValue', "'key' must be a non-empty string");
  const name = collectionName(command, 'distinct');
  const collection = context.storage.getCollection(context.db, name);
  const view = resolveView(context.storage, context.db, name);
  if (!view) validateHint(collection, command.hint);
  const query = optionalDoc(command, 'query') ?? {};
  if (!collection) {
    checkedFilter(query);
    return { values: [], ok: 1 };
  }
  const collation = collationOf(command, collection);
  const collator = isActiveCollation(collation) ? collatorFor(collation) : undefined;
  const seen = new Map<string, unknown>();
  const strings: string[] = [];
  const docs = view
    ? throughView(view, [{ $match: query }], command, context)
    : matchingDocs(collection, query, 0, { collation });
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, key)) {
      if (value === undefined || seen.has(valueKey(value))) continue;
      // Under a collation, strings that compare equal are one distinct value (the first one seen).
      if (collator && typeof value === 'string') {
        if (strings.some((other) => collator.compare(other, value) === 0)) continue;
        strings.push(value);
      }
      seen.set(valueKey(value), value);
    }
  }
  return { values: [...seen.values()], ok: 1 };
}

function aggregate(command: Doc, context: CommandContext): Doc {
  // The older spelling, `explain: true` inside the aggregate, is the explain command at queryPlanner.
  if (command.explain === true) {
    const { explain: _explain, cursor: _cursor, ...inner } = command;
    return explain({ explain: inner, verbosity: 'queryPlanner' }, context);
  }
  const cursorOptions = optionalDoc(command, 'cursor');
  if (!cursorOptions) {
    throw new MongoCommandError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const pipeline: unknown = command.pipeline;
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject)) {
    throw new MongoCommandError('BadValue', "'pipeline' option must be specified as an array");
  }
  // `aggregate: 1` runs a collection-less pipeline (e.g. one starting with $documents).
  const name = Number(command.aggregate) === 1 ? undefined : collectionName(command, 'aggregate');
  const resolve = (other: string) => context.storage.getCollection(context.db, other);
  const output = outputStageOf(pipeline);
  const reading = output ? pipeline.slice(0, -1) : pipeline;
  const view = name ? resolveView(context.storage, context.db, name) : undefined;
  const collection = name ? resolve(name) : undefined;
  const results = view
    ? throughView(view, reading, command, context)
    : runAggregate(
        collection,
        reading,
        resolve,
        { collation: collationOf(command, collection), variables: variablesOf(command) },
        command.hint,
      );
  if (output) {
    writeOutput(output, results, {
      storage: context.storage,
      db: context.db,
      validation: validationOf(command, context),
    });
    return context.cursors.start(`${context.db}.${name ?? '$cmd.aggregate'}`, [], {});
  }
  return context.cursors.start(`${context.db}.${name ?? '$cmd.aggregate'}`, results, {
    batchSize: cursorOptions.batchSize,
  });
}

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
  explain,
};
