import { performance } from 'node:perf_hooks';
import { MongoCommandError } from '../errors';
import { runAggregate } from '../aggregation/pipeline';
import { matchingDocs, runFind } from '../query/find';
import { queryPlan, type PlannedQuery, type QueryPlan } from '../query/query-plan';
import { isPlainObject, type Doc } from '../bson/values';
import type { Collection } from '../storage/storage';
import { collectionName, intField, optionalDoc, type CommandContext } from './context';
import { SERVER_VERSION } from './handshake';
import { collationOf, variablesOf } from './options';
import { resolveView } from './views';

/**
 * `explain` of find, aggregate, count, distinct, update, delete and findAndModify: the plan the engine's planner
 * chooses (`query/query-plan.ts`) and, at `executionStats` and `allPlansExecution`, what running the read took.
 * Writes are not performed: their stats say how many documents they would have changed, as MongoDB's do.
 */

const VERBOSITIES = ['queryPlanner', 'executionStats', 'allPlansExecution'];

/** The query an explained command runs, and how many documents it returns (or would change). */
interface Explained {
  collection: Collection | undefined;
  query: PlannedQuery;
  /** Wraps the plan's stages in the command's own (COUNT, UPDATE, DELETE...). */
  wrap?: (stage: Doc, returned: number) => Doc;
  /** nReturned: documents returned, or 0 for commands whose top stage returns none (count, writes). */
  run: () => number;
  /** How many documents a write would have changed. */
  wouldChange?: () => number;
  /** The stages left after the ones the plan runs, for a pipeline that is not only a find. */
  laterStages?: Doc[];
}

function firstStatement(command: Doc, field: string): Doc {
  const statements: unknown = command[field];
  if (!Array.isArray(statements) || statements.length !== 1 || !isPlainObject(statements[0]))
    throw new MongoCommandError('BadValue', `explain of ${field} takes exactly one statement`);
  return statements[0];
}

/** A pipeline's leading `$match` and `$sort`, which the plan runs; the rest runs after it. */
function splitPipeline(pipeline: Doc[]): { query: PlannedQuery; rest: Doc[] } {
  let index = 0;
  const query: PlannedQuery = { filter: {} };
  if (isPlainObject(pipeline[index]?.$match)) query.filter = pipeline[index++]!.$match as Doc;
  if (isPlainObject(pipeline[index]?.$sort)) query.sort = pipeline[index++]!.$sort as Doc;
  return { query, rest: pipeline.slice(index) };
}

function explainedCommand(inner: Doc, context: CommandContext): Explained {
  const name = Object.keys(inner)[0] ?? '';
  const lookup = (field: string) => {
    const collectionNamed = collectionName(inner, field);
    if (resolveView(context.storage, context.db, collectionNamed))
      throw new MongoCommandError(
        'CommandNotSupported',
        'explain of a view is not supported by embedded-mongo',
      );
    return context.storage.getCollection(context.db, collectionNamed);
  };
  switch (name) {
    case 'find': {
      const collection = lookup('find');
      const spec = {
        filter: optionalDoc(inner, 'filter') ?? {},
        sort: optionalDoc(inner, 'sort'),
        projection: optionalDoc(inner, 'projection'),
        skip: intField(inner, 'skip'),
        limit: Math.abs(intField(inner, 'limit')),
        collation: collationOf(inner, collection),
        variables: variablesOf(inner),
        hint: inner.hint,
      };
      return { collection, query: spec, run: () => runFind(collection, spec).length };
    }
    case 'aggregate': {
      const pipeline: unknown = inner.pipeline;
      if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject))
        throw new MongoCommandError('BadValue', "'pipeline' option must be specified as an array");
      const collection = lookup('aggregate');
      const { query, rest } = splitPipeline(pipeline);
      const resolve = (other: string) => context.storage.getCollection(context.db, other);
      const options = { collation: collationOf(inner, collection), variables: variablesOf(inner) };
      return {
        collection,
        query: { ...query, collation: options.collation },
        run: () => runAggregate(collection, pipeline, resolve, options, inner.hint).length,
        laterStages: rest,
      };
    }
    case 'count': {
      const collection = lookup('count');
      const filter = optionalDoc(inner, 'query') ?? {};
      const collation = collationOf(inner, collection);
      return {
        collection,
        query: { filter, collation },
        wrap: (inputStage) => ({ stage: 'COUNT', inputStage }),
        run: () => 0,
      };
    }
    case 'distinct': {
      const collection = lookup('distinct');
      const filter = optionalDoc(inner, 'query') ?? {};
      const collation = collationOf(inner, collection);
      const key = String(inner.key);
      return {
        collection,
        query: { filter, collation, projection: { _id: 0, [key]: 1 } },
        run: () =>
          collection
            ? new Set(matchingDocs(collection, filter, 0, { collation }).map((doc) => doc[key])).size
            : 0,
      };
    }
    case 'update':
    case 'delete': {
      const collection = lookup(name);
      const statement = firstStatement(inner, name === 'update' ? 'updates' : 'deletes');
      const filter = optionalDoc(statement, 'q') ?? {};
      const collation = collationOf(statement, collection);
      const one = name === 'update' ? statement.multi !== true : Number(statement.limit ?? 0) === 1;
      return writeExplained(collection, filter, collation, one, name === 'update' ? 'UPDATE' : 'DELETE');
    }
    case 'findAndModify':
    case 'findandmodify': {
      const collection = lookup(name);
      const filter = optionalDoc(inner, 'query') ?? {};
      const explained = writeExplained(
        collection,
        filter,
        collationOf(inner, collection),
        true,
        inner.remove === true ? 'DELETE' : 'UPDATE',
      );
      return { ...explained, query: { ...explained.query, sort: optionalDoc(inner, 'sort') } };
    }
    default:
      throw new MongoCommandError(
        'CommandNotSupported',
        `explain of ${name} is not supported by embedded-mongo`,
      );
  }
}

function writeExplained(
  collection: Collection | undefined,
  filter: Doc,
  collation: Doc | undefined,
  one: boolean,
  stage: 'UPDATE' | 'DELETE',
): Explained {
  const matched = () =>
    collection ? matchingDocs(collection, filter, one ? 1 : 0, { collation }).length : 0;
  const counter = stage === 'UPDATE' ? 'nWouldModify' : 'nWouldDelete';
  return {
    collection,
    query: { filter, collation, limit: one ? 1 : undefined },
    wrap: (inputStage, wouldChange) => ({ stage, [counter]: wouldChange, inputStage }),
    run: () => 0,
    wouldChange: matched,
  };
}

function withReturned(stage: Doc, nReturned: number): Doc {
  return { ...stage, nReturned };
}

export function explain(command: Doc, context: CommandContext): Doc {
  const inner = optionalDoc(command, 'explain');
  if (!inner) throw new MongoCommandError('BadValue', 'explain command requires a nested object');
  const verbosity = command.verbosity ?? 'allPlansExecution';
  if (typeof verbosity !== 'string' || !VERBOSITIES.includes(verbosity))
    throw new MongoCommandError(
      'FailedToParse',
      `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`,
    );
  const explained = explainedCommand(inner, context);
  const plan: QueryPlan = queryPlan(explained.collection, explained.query);
  const started = performance.now();
  const nReturned = verbosity === 'queryPlanner' ? 0 : explained.run();
  const wouldChange = explained.wouldChange?.() ?? 0;
  const winningPlan = explained.wrap ? explained.wrap(plan.winningPlan, wouldChange) : plan.winningPlan;
  const namespace = explained.collection?.ns ?? `${context.db}.${String(Object.values(inner)[0])}`;
  const queryPlanner = {
    namespace,
    indexFilterSet: false,
    parsedQuery: explained.query.filter,
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan,
    rejectedPlans: [],
  };
  const executionStats =
    verbosity === 'queryPlanner'
      ? undefined
      : {
          executionSuccess: true,
          nReturned,
          executionTimeMillis: Math.round(performance.now() - started),
          totalKeysExamined: plan.keysExamined,
          totalDocsExamined: plan.docsExamined,
          executionStages: withReturned(winningPlan, nReturned),
          ...(verbosity === 'allPlansExecution' ? { allPlansExecution: [] } : {}),
        };
  const explainBody = { queryPlanner, ...(executionStats ? { executionStats } : {}) };
  const laterStages = explained.laterStages ?? [];
  return {
    explainVersion: '1',
    ...(laterStages.length > 0 ? { stages: [{ $cursor: explainBody }, ...laterStages] } : explainBody),
    command: { ...inner, $db: context.db },
    serverInfo: { host: context.server.host, port: context.server.port, version: SERVER_VERSION },
    ok: 1,
  };
}
