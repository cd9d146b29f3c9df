import { ProcessingMode } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import { Query } from 'mingo/query';
import type { CollationSpec, Options } from 'mingo/types';
import { MongoCommandError } from '../errors';
import { exactOf, promote, rememberExact, viewOf } from '../bson/exact-values';
import { PER_DOCUMENT_STAGES, restoreFieldTypes } from '../mingo/field-provenance';
import { asMingoFilter, asMingoStage, expandedStages } from '../mingo/stage-rewrites';
import {
  restoreBucketAutoTypes,
  restoreBucketTypes,
  restoreGroupTypes,
  type TypeRestorer,
} from '../mingo/group-types';
import { restorePassedOnTypes } from '../mingo/passed-on-types';
import { countGroup, nativeGroup } from '../aggregation/native-group';
import { nativeStageOf } from '../aggregation/native-stages';
import { compositeStageOf, type PipelineContext } from '../aggregation/composite-stages';
import { countFromIndex, plan, plannable } from './planner';
import { sortDocs, sortFields } from './sorting';
import { isActiveCollation, stringOrderOf } from '../bson/collation';
import { comparisonFilter, queryOptions } from '../mingo/context';
import { checkDensify, MAX_DENSIFIED, tooManyDensified } from '../aggregation/densify-limit';
import { projectDocs } from './projection';
import { validateStages } from '../aggregation/stage-checks';
import { inProjectionOrder } from './projection-order';
import type { Collection } from '../storage/storage';
import { isPlainObject, valueKey, withIdFirst, type Doc } from '../bson/values';

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
  collation?: Doc;
  hint?: unknown;
  variables?: Doc;
}

/** What every filter evaluation may carry besides the filter: a collation and `let` variables. */
export interface MatchOptions {
  collation?: Doc;
  variables?: Doc;
}

function mingoOptions(options: MatchOptions, extra: Partial<Options> = {}): Partial<Options> {
  return queryOptions({
    ...extra,
    ...(options.collation ? { collation: options.collation as CollationSpec } : {}),
    ...(options.variables ? { variables: options.variables } : {}),
  });
}

/** A filter as a test of promoted documents: plain field comparisons directly, anything else through mingo. */
function compileFilter(filter: Doc, options: MatchOptions): { test: (doc: Doc) => boolean } {
  const checked = promote(asMingoFilter(filter));
  const direct = comparisonFilter(checked, options.collation as CollationSpec | undefined);
  if (direct) return { test: direct };
  return new Query(checked, mingoOptions(options, { processingMode: ProcessingMode.CLONE_OFF }));
}

/** Stored documents matching `filter`, in natural order, at most `limit` of them (0 = all). */
export function matchingDocs(
  collection: Collection,
  filter: Doc = {},
  limit = 0,
  options: MatchOptions = {},
): Doc[] {
  const matched: Doc[] = [];
  const { docs, exact } = plan(collection, filter, [], isActiveCollation(options.collation));
  const query = exact ? undefined : compileFilter(filter, options);
  for (const doc of docs) {
    if (!query || query.test(viewOf(doc))) {
      matched.push(doc);
      if (limit > 0 && matched.length >= limit) break;
    }
  }
  return matched;
}

/** The entries of `docs` (plain documents such as listCollections entries) that match `filter`. */
export function filterDocs<T extends Doc>(docs: T[], filter: Doc): T[] {
  const query = compileFilter(filter, {});
  return docs.filter((doc) => query.test(viewOf(doc)));
}

/**
 * Refuses a hint that names no index of the collection, as MongoDB does (2 BadValue). `$natural` is
 * always allowed; a missing collection has no indexes to check.
 */
export function validateHint(collection: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !collection) return;
  // A hidden index cannot be hinted either.
  const indexes = plannable(collection);
  if (typeof hint === 'string') {
    if (indexes.some((index) => index.name === hint)) return;
  } else if (isPlainObject(hint)) {
    if (Object.keys(hint).length === 1 && '$natural' in hint) return;
    const key = valueKey(hint);
    if (indexes.some((index) => valueKey(index.spec.key) === key)) return;
  } else {
    throw new MongoCommandError('FailedToParse', 'hint must be a string or an object');
  }
  throw new MongoCommandError(
    'BadValue',
    'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index',
  );
}

/**
 * Runs a find with MongoDB's order of operations: filter, sort, skip, limit, then projection. When an
 * index yields the sort order, documents are read in that order and reading stops at skip + limit.
 */
export function runFind(collection: Collection | undefined, spec: FindSpec): Doc[] {
  validateHint(collection, spec.hint);
  if (!collection) return [];
  const filter = spec.filter ?? {};
  const fields = sortFields(spec.sort);
  const collated = isActiveCollation(spec.collation);
  const natural = Number(spec.sort?.$natural ?? 1) < 0 ? -1 : 1;
  const chosen =
    fields.length === 0 && natural < 0
      ? undefined
      : plan(collection, filter, fields, collated, spec.skip ?? 0);
  const skip = (spec.skip ?? 0) - (chosen?.skipped ?? 0);
  const wanted = spec.limit ? skip + spec.limit : Infinity;
  let source: Iterable<Doc> = chosen ? chosen.docs : [...collection.docs.values()].reverse();
  const sortedAlready = fields.length === 0 || chosen?.sorted === true;
  const query = chosen?.exact ? undefined : compileFilter(filter, spec);
  const matched: Doc[] = [];
  for (const doc of source) {
    if (query && !query.test(viewOf(doc))) continue;
    matched.push(doc);
    if (sortedAlready && matched.length >= wanted) break;
  }
  source = sortedAlready ? matched : sortDocs(matched, fields, stringOrderOf(spec.collation));
  const page = [...source].slice(skip, wanted);
  return projectDocs(page, spec.projection, filter);
}

const SELECTING_STAGES = new Set(['$match', '$sort', '$skip', '$limit']);

/** Stages that group their inputs, whose outputs' types group-types.ts restores. */
const GROUPING_STAGES: Record<string, TypeRestorer> = {
  $group: restoreGroupTypes,
  $bucket: restoreBucketTypes,
  $bucketAuto: restoreBucketAutoTypes,
};

/**
 * Runs a pipeline over `collection` (undefined for `aggregate: 1` or a missing collection). A leading `$match`
 * goes through the query planner like a find, so it uses an index; an equality `$lookup`
 * (`localField`/`foreignField`) looks up each document's matches through the foreign collection's planner too,
 * instead of scanning it once per document; the simple stages of native-stages.ts run here; the stages
 * between them run through mingo, consecutive ones in one Aggregator.
 */
export function runAggregate(
  collection: Collection | undefined,
  pipeline: Doc[],
  resolveCollection: (name: string) => Collection | undefined,
  options: MatchOptions = {},
): Doc[] {
  validateStages(pipeline);
  const counted = collection && countByIndex(collection, pipeline, options);
  if (counted) return counted;
  let rest = pipeline;
  let source: Doc[];
  const first = pipeline[0];
  if (first && isPlainObject(first.$match)) {
    // Only matching documents are copied by the rest of the pipeline.
    source = collection ? matchingDocs(collection, first.$match, 0, options) : [];
    rest = pipeline.slice(1);
  } else {
    source = collection?.documents() ?? [];
  }
  // A lone $group of counts and sums (the API's figures) is computed from the stored documents themselves.
  const grouped =
    rest.length === 1 && isPlainObject(rest[0]!.$group) ? nativeGroup(rest[0]!.$group, source) : undefined;
  if (grouped) return grouped;
  return runStages(source, rest, resolveCollection, options);
}

/**
 * Runs stages over exact documents and gives back exact documents. Stages that only select and order documents
 * hand back the documents they were given; stages that turn each document into one (field-provenance.ts) and
 * `$group` (group-types.ts) give back the exact types of what they pass on and MongoDB's result types for what
 * they compute; the engine's own stages (native-stages.ts, composite-stages.ts) work on the exact documents.
 */
function runStages(
  source: Doc[],
  stages: Doc[],
  resolveCollection: (name: string) => Collection | undefined,
  options: MatchOptions,
): Doc[] {
  const mingo = mingoOptions(options, {
    collectionResolver: (name: string) => (resolveCollection(name)?.documents() ?? []).map(viewOf),
  });
  const selecting = { ...mingo, processingMode: ProcessingMode.CLONE_OFF };
  const context: PipelineContext = {
    run: (docs, pipeline, variables) => {
      validateStages(pipeline);
      const scoped = variables ? { ...options, variables: { ...options.variables, ...variables } } : options;
      return runStages(docs, pipeline, resolveCollection, scoped);
    },
    matching: (collection, filter) => matchingDocs(collection, filter, 0, options),
    resolveCollection,
    mingo,
  };
  let docs = source.map(viewOf);
  let pending: Doc[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    // Any stage but the selecting ones runs alone (below), so `first` is the stage the outputs come from.
    const first = pending[0]!;
    const name = stageName(first);
    const kind = segmentOf(first);
    const input = docs;
    const aggregator = new Aggregator(promote(pending), kind === 'select' ? selecting : mingo);
    docs =
      name === '$densify'
        ? densified(aggregator, input, first.$densify as Doc)
        : (aggregator.run(input) as Doc[]);
    if (kind === 'per-document') restoreFieldTypes(docs, input, input.map(exactOf), first, mingo);
    if (kind === 'other')
      restorePassedOnTypes(docs, input, first, (from) => resolveCollection(from)?.documents() ?? []);
    if (name === '$project') {
      const spec = first.$project as Doc;
      docs = docs.map((view, i) => arranged(view, (doc) => inProjectionOrder(doc, input[i]!, spec)));
    }
    if (kind === 'group') {
      GROUPING_STAGES[name]!(docs, input, input.map(exactOf), first[name] as Doc, mingo);
      // mingo puts a group's _id after what it accumulates; MongoDB puts it first.
      docs = docs.map((view) => arranged(view, withIdFirst));
    }
    pending = [];
  };
  for (const stage of stages.flatMap(expandedStages).map(asMingoStage)) {
    const native = compositeStageOf(stage, context) ?? nativeStageOf(stage);
    if (!native) {
      // Runs of selecting stages go to mingo together and leave the documents as they are (no copy); any other
      // stage runs alone, so its outputs can be traced to its inputs' exact types.
      const kind = segmentOf(stage);
      const alone = kind !== 'select';
      if (pending.length > 0 && (alone || segmentOf(pending[0]!) !== kind)) flush();
      pending.push(stage);
      if (alone) flush();
      continue;
    }
    flush();
    docs = native(docs.map(exactOf)).map(viewOf);
  }
  flush();
  return docs.map((doc) => exactOf(doc));
}

const stageName = (stage: Doc): string => Object.keys(stage)[0]!;

/**
 * A `$densify` stage's output: checked before it runs (densify-limit.ts), and stopped past MongoDB's cap on what it
 * adds, which mingo generates lazily between gaps.
 */
function densified(aggregator: Aggregator, input: Doc[], spec: Doc): Doc[] {
  checkDensify(spec, input);
  const cap = input.length + MAX_DENSIFIED;
  const output = aggregator
    .stream(input)
    .take(cap + 1)
    .collect() as Doc[];
  if (output.length > cap) throw tooManyDensified();
  return output;
}

/** A stage's output with its fields rearranged by `arrange`, still mapped to its exact values. */
function arranged(view: Doc, arrange: (doc: Doc) => Doc): Doc {
  const ordered = arrange(view);
  const exact = exactOf(view);
  if (exact !== view) rememberExact(ordered, arrange(exact));
  return ordered;
}

/** How a stage's run goes to mingo: selecting only, one document for each, a $group, or anything else. */
function segmentOf(stage: Doc): 'select' | 'per-document' | 'group' | 'other' {
  const name = stageName(stage);
  if (SELECTING_STAGES.has(name)) return 'select';
  if (Object.hasOwn(GROUPING_STAGES, name) && isPlainObject(stage[name])) return 'group';
  return PER_DOCUMENT_STAGES.has(name) ? 'per-document' : 'other';
}

/**
 * `[$match, $group]` counting the matches (what countDocuments sends), answered from an index's entries when
 * the index alone selects the matches; undefined when the documents must be read.
 */
function countByIndex(collection: Collection, pipeline: Doc[], options: MatchOptions): Doc[] | undefined {
  const [match, group] = pipeline;
  if (pipeline.length !== 2 || !isPlainObject(match?.$match) || !isPlainObject(group?.$group))
    return undefined;
  if (isActiveCollation(options.collation) || options.variables) return undefined;
  const matched = countFromIndex(collection, match.$match);
  return matched === undefined ? undefined : countGroup(group.$group, matched);
}
