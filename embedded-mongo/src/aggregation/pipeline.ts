import { exactOf, promote, rememberExact, viewOf } from '../bson/exact-values';
import { isActiveCollation, stringOrderOf } from '../bson/collation';
import { isPlainObject, withIdFirst, type Doc } from '../bson/values';
import {
  PER_DOCUMENT_STAGES,
  asMingoStage,
  expandedStages,
  mingoOptions,
  restoreBucketAutoTypes,
  restoreBucketTypes,
  restoreFieldTypes,
  restoreGroupTypes,
  restorePassedOnTypes,
  runMingoStages,
  runMingoStagesUpTo,
  type MingoOptions,
  type TypeRestorer,
} from '../mingo';
import { checkedFilter, checkedStage } from '../query/filter-checks';
import { inHintedOrder, matchingDocs, type MatchOptions } from '../query/find';
import { countFromIndex } from '../query/planner';
import { sortDocs, sortFields } from '../query/sorting';
import { inProjectionOrder } from '../query/projection-order';
import { hasText } from '../query/text-search';
import { MongoCommandError } from '../errors';
import { asksForTextScore, carryTextScore, requireTextScores } from '../text/scores';
import type { Collection } from '../storage/storage';
import { compositeStageOf, type PipelineContext } from './composite-stages';
import { checkDensify, MAX_DENSIFIED, tooManyDensified } from './densify-limit';
import { fieldPathProjector } from './field-path-projection';
import { geoNearDocs } from './geo-near-stage';
import { countGroup, nativeGroup } from './native-group';
import { nativeStageOf } from './native-stages';
import { refuseCollatedGroups, validateStages } from './stage-checks';

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
 * between them run through mingo, consecutive selecting ones in one run.
 */
export function runAggregate(
  collection: Collection | undefined,
  pipeline: Doc[],
  resolveCollection: (name: string) => Collection | undefined,
  options: MatchOptions = {},
  hint?: unknown,
): Doc[] {
  const geoNear = isPlainObject(pipeline[0]) && '$geoNear' in pipeline[0] ? pipeline[0].$geoNear : undefined;
  if (geoNear !== undefined) {
    const after = pipeline.slice(1);
    validateStages(after);
    return runStages(geoNearDocs(collection, geoNear, options), after, resolveCollection, options);
  }
  validateStages(pipeline);
  refuseCollatedGroups(pipeline, isActiveCollation(options.collation));
  refuseLateText(pipeline);
  const counted = hint === undefined && collection && countByIndex(collection, pipeline, options);
  if (counted) return counted;
  let rest = pipeline;
  let source: Doc[];
  const first = pipeline[0];
  if (first && isPlainObject(first.$match)) {
    // Only matching documents are copied by the rest of the pipeline.
    source = collection
      ? matchingDocs(collection, first.$match, 0, options)
      : (checkedFilter(first.$match), []);
    rest = pipeline.slice(1);
  } else {
    source = collection?.documents() ?? [];
  }
  source = inHintedOrder(collection, hint, source) ?? source;
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
  const resolver = (name: string) => (resolveCollection(name)?.documents() ?? []).map(viewOf);
  // mingo's options are built only for a stage that goes to mingo: the engine's own stages never read them.
  let mingoRunOptions: MingoOptions | undefined;
  let selectingRunOptions: MingoOptions | undefined;
  const mingoFor = (readOnly: boolean): MingoOptions =>
    readOnly
      ? (selectingRunOptions ??= mingoOptions({ ...options, collectionResolver: resolver, readOnly: true }))
      : (mingoRunOptions ??= mingoOptions({ ...options, collectionResolver: resolver }));
  const context: PipelineContext = {
    run: (docs, pipeline, variables) => {
      validateStages(pipeline);
      refuseCollatedGroups(pipeline, isActiveCollation(options.collation));
      const scoped = variables ? { ...options, variables: { ...options.variables, ...variables } } : options;
      return runStages(docs, pipeline, resolveCollection, scoped);
    },
    matching: (collection, filter) => matchingDocs(collection, filter, 0, options),
    resolveCollection,
    get mingo() {
      return mingoFor(false);
    },
  };
  // The documents between stages: exact while the engine's own stages pass them on, promoted views (each mapped
  // to its exact original) once mingo reads them. Converting only when the kind changes gives the same documents
  // as converting around every stage, since exactOf(viewOf(doc)) is doc.
  let docs = source;
  let asViews = false;
  // A text score stays with its document through the stages that turn one document into another.
  const scored = stages.some(asksForTextScore);
  const converted = (convert: (doc: Doc) => Doc) =>
    docs.map((doc) => {
      const next = convert(doc);
      if (scored) carryTextScore(doc, next);
      return next;
    });
  const views = (): Doc[] => (asViews ? docs : ((asViews = true), (docs = converted(viewOf))));
  const exact = (): Doc[] =>
    asViews ? ((asViews = false), (docs = converted((doc) => exactOf(doc)))) : docs;
  let pending: Doc[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    // Any stage but the selecting ones runs alone (below), so `first` is the stage the outputs come from.
    const first = pending[0]!;
    const name = stageName(first);
    const kind = segmentOf(first);
    const input = views();
    const stagesForMingo = promote(pending);
    const projector = name === '$project' ? fieldPathProjector(stagesForMingo[0]!.$project) : undefined;
    docs = projector
      ? input.map(projector)
      : name === '$densify'
        ? densified(stagesForMingo, mingoFor(false), input, first.$densify as Doc)
        : runMingoStages(stagesForMingo, input, mingoFor(kind === 'select'));
    // A field-path projection of documents holding no promoted number passes on exact values already.
    const exactAlready = projector !== undefined && input.every((view) => exactOf(view) === view);
    if (kind === 'per-document' && !exactAlready)
      restoreFieldTypes(docs, input, input.map(exactOf), first, mingoFor(false));
    if (kind === 'other')
      restorePassedOnTypes(docs, input, first, (from) => resolveCollection(from)?.documents() ?? []);
    if (name === '$project') {
      const spec = first.$project as Doc;
      docs = docs.map((view, i) => arranged(view, (doc) => inProjectionOrder(doc, input[i]!, spec)));
    }
    if (scored && kind === 'per-document') docs.forEach((doc, i) => carryTextScore(input[i]!, doc));
    if (kind === 'group') {
      GROUPING_STAGES[name]!(docs, input, input.map(exactOf), first[name] as Doc, mingoFor(false));
      // mingo puts a group's _id after what it accumulates; MongoDB puts it first.
      docs = docs.map((view) => arranged(view, withIdFirst));
    }
    pending = [];
  };
  for (const stage of stages.flatMap(expandedStages).map((stage) => asMingoStage(checkedStage(stage)))) {
    const native = compositeStageOf(stage, context) ?? nativeStageOf(stage) ?? collatedSortOf(stage, options);
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
    docs = native(exact());
  }
  flush();
  return exact();
}

/**
 * `$text` is MongoDB's only in a first `$match` (17313 elsewhere), and the scores it gives are there only after it
 * (40218 for a pipeline asking for them without one).
 */
function refuseLateText(pipeline: Doc[]): void {
  if (pipeline.slice(1).some((stage) => hasText(stage.$match)))
    throw new MongoCommandError(
      'Location17313',
      '$match with $text is only allowed as the first pipeline stage',
    );
  requireTextScores(pipeline, hasText(pipeline[0]?.$match));
}

/**
 * A `$sort` under a collation, or by the text score, by find's own sort: mingo's kept strings the collation finds
 * equal apart, so the next sort key never ordered them, and knows no text score.
 */
function collatedSortOf(stage: Doc, options: MatchOptions): ((docs: Doc[]) => Doc[]) | undefined {
  if (!isPlainObject(stage.$sort)) return undefined;
  if (!isActiveCollation(options.collation) && !asksForTextScore(stage.$sort)) return undefined;
  const fields = sortFields(stage.$sort);
  const strings = stringOrderOf(options.collation);
  return (docs) => sortDocs(docs, fields, strings);
}

const stageName = (stage: Doc): string => Object.keys(stage)[0]!;

/**
 * A `$densify` stage's output: checked before it runs (densify-limit.ts), and stopped past MongoDB's cap on what it
 * adds, which mingo generates lazily between gaps.
 */
function densified(stages: Doc[], mingo: MingoOptions, input: Doc[], spec: Doc): Doc[] {
  checkDensify(spec, input);
  const cap = input.length + MAX_DENSIFIED;
  const output = runMingoStagesUpTo(stages, input, mingo, cap + 1);
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
