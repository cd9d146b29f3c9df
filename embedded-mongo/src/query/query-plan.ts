import { isActiveCollation } from '../bson/collation';
import { isPlainObject, type Doc } from '../bson/values';
import type { Collection } from '../storage/storage';
import { nearOf } from './geo-near';
import { plan } from './planner';
import { sortFields } from './sorting';
import { textOf } from './text-search';

/**
 * The plan `explain` reports for a query: the stage that reads the documents (IDHACK, IXSCAN under a FETCH naming
 * the index, COLLSCAN, or the geo and text stages) with the stages that sort, skip, limit and project above it, and
 * how many index keys and documents reading them took.
 */
export interface QueryPlan {
  winningPlan: Doc;
  keysExamined: number;
  docsExamined: number;
}

export interface PlannedQuery {
  filter: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Doc;
}

function indexNamed(collection: Collection, name: string): Doc {
  const index = collection.indexes.get(name)!;
  return { keyPattern: index.spec.key, indexName: name, isMultiKey: false, direction: 'forward' };
}

function geoOrTextStage(collection: Collection, filter: Doc): QueryPlan | undefined {
  const near = nearOf(filter);
  const text = near ? undefined : textOf(filter);
  if (!near && !text) return undefined;
  const index = [...collection.indexes.values()].find((candidate) =>
    near ? candidate.geoFields.some(({ field }) => field === near.near.field) : candidate.text,
  );
  const docsExamined = collection.docs.size;
  const stage = near
    ? index?.spec.key[near.near.field] === '2d'
      ? 'GEO_NEAR_2D'
      : 'GEO_NEAR_2DSPHERE'
    : 'TEXT_MATCH';
  return {
    winningPlan: { stage, ...(index ? indexNamed(collection, index.name) : {}) },
    keysExamined: docsExamined,
    docsExamined,
  };
}

/** The stages reading the documents of a query, before sorting, skipping, limiting and projecting. */
function readingStages(
  collection: Collection | undefined,
  query: PlannedQuery,
): QueryPlan & { sorted: boolean } {
  if (!collection) return { winningPlan: { stage: 'EOF' }, keysExamined: 0, docsExamined: 0, sorted: true };
  const special = geoOrTextStage(collection, query.filter);
  if (special) return { ...special, sorted: false };
  const chosen = plan(collection, query.filter, sortFields(query.sort), isActiveCollation(query.collation));
  let examined = 0;
  for (const _doc of chosen.docs) examined += 1;
  if (!chosen.index)
    return {
      winningPlan: { stage: 'COLLSCAN', filter: query.filter, direction: 'forward' },
      keysExamined: 0,
      docsExamined: collection.docs.size,
      sorted: false,
    };
  const onlyId = chosen.index === '_id_' && Object.keys(query.filter).length === 1 && !query.sort;
  if (onlyId)
    return { winningPlan: { stage: 'IDHACK' }, keysExamined: examined, docsExamined: examined, sorted: true };
  const exactly = chosen.exact || Object.keys(query.filter).length === 0;
  return {
    winningPlan: {
      stage: 'FETCH',
      ...(exactly ? {} : { filter: query.filter }),
      inputStage: { stage: 'IXSCAN', ...indexNamed(collection, chosen.index) },
    },
    keysExamined: examined,
    docsExamined: examined,
    sorted: chosen.sorted,
  };
}

/** The plan of a find-like query, as `explain` reports it. */
export function queryPlan(collection: Collection | undefined, query: PlannedQuery): QueryPlan {
  const reading = readingStages(collection, query);
  let stage = reading.winningPlan;
  const sort = query.sort && Object.keys(query.sort).length > 0 ? query.sort : undefined;
  if (sort && !reading.sorted)
    stage = {
      stage: 'SORT',
      sortPattern: sort,
      memLimit: 104857600,
      ...(query.limit ? { limitAmount: (query.skip ?? 0) + query.limit } : {}),
      type: 'simple',
      inputStage: stage,
    };
  if (query.skip) stage = { stage: 'SKIP', skipAmount: query.skip, inputStage: stage };
  if (query.limit && !(sort && !reading.sorted))
    stage = { stage: 'LIMIT', limitAmount: query.limit, inputStage: stage };
  if (isPlainObject(query.projection) && Object.keys(query.projection).length > 0)
    stage = { stage: 'PROJECTION_DEFAULT', transformBy: query.projection, inputStage: stage };
  return { ...reading, winningPlan: stage };
}
