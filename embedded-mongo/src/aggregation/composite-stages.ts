import { MongoCommandError } from '../errors';
import { viewOf } from '../bson/exact-values';
import { evaluatorFor, resolvePath, type MingoOptions } from '../mingo';
import type { Collection } from '../storage/storage';
import { isPlainObject, withValueAt, type Doc } from '../bson/values';

/** What a stage that runs pipelines of its own needs from the engine. */
export interface PipelineContext {
  /** Runs stages over exact documents and gives back exact documents, with these `let` variables. */
  run(docs: Doc[], pipeline: Doc[], variables?: Doc): Doc[];
  /** The stored (exact) documents of a collection the filter selects. */
  matching(collection: Collection, filter: Doc): Doc[];
  resolveCollection(name: string): Collection | undefined;
  mingo: MingoOptions;
}

type CompositeStage = (docs: Doc[]) => Doc[];

/**
 * `$lookup`, `$facet` and `$unionWith`, run here over exact documents: their sub-pipelines go through the
 * engine's own pipeline runner, so the documents they join, split or add keep their exact types (mingo's versions
 * gave back promoted numbers), and an equality `$lookup` reads its matches through the foreign collection's
 * indexes. Undefined for any other stage.
 */
export function compositeStageOf(stage: Doc, context: PipelineContext): CompositeStage | undefined {
  if (isPlainObject(stage.$lookup)) return lookupOf(stage.$lookup, context);
  if ('$facet' in stage) return facetOf(stage.$facet, context);
  if ('$unionWith' in stage) return unionWithOf(stage.$unionWith, context);
  return undefined;
}

function pipelineOf(value: unknown, message: string, code: 'FailedToParse' | 'Location40170'): Doc[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isPlainObject)) throw new MongoCommandError(code, message);
  return value;
}

function lookupOf(spec: Doc, context: PipelineContext): CompositeStage {
  const { from, localField, foreignField, as } = spec;
  if (typeof from !== 'string' || typeof as !== 'string' || as === '' || as.startsWith('$'))
    throw new MongoCommandError('FailedToParse', "$lookup needs a string 'from' and 'as'");
  const pipeline = pipelineOf(spec.pipeline, '$lookup pipeline must be an array of stages', 'FailedToParse');
  const equality = localField !== undefined || foreignField !== undefined;
  if (equality && (typeof localField !== 'string' || typeof foreignField !== 'string'))
    throw new MongoCommandError(
      'FailedToParse',
      "$lookup needs both 'localField' and 'foreignField' as strings",
    );
  if (!equality && spec.pipeline === undefined)
    throw new MongoCommandError(
      'FailedToParse',
      "$lookup needs 'localField' and 'foreignField', or 'pipeline'",
    );
  if (spec.let !== undefined && !isPlainObject(spec.let))
    throw new MongoCommandError('FailedToParse', "$lookup argument 'let' must be an object");
  const variables = (spec.let ?? {}) as Doc;
  return (docs) => {
    const foreign = context.resolveCollection(from);
    return docs.map((doc) => {
      let matches: Doc[];
      if (equality) {
        // Any element of a local array; a null or missing local value matches null or missing.
        const local: unknown = resolvePath(doc, localField as string);
        const condition = Array.isArray(local) ? { $in: local } : (local ?? null);
        matches = foreign ? context.matching(foreign, { [foreignField as string]: condition }) : [];
      } else {
        matches = foreign?.documents() ?? [];
      }
      if (pipeline.length > 0) {
        const evaluate = evaluatorFor(viewOf(doc), context.mingo);
        const values = Object.fromEntries(
          Object.entries(variables).map(([name, value]) => [name, evaluate(value)]),
        );
        matches = context.run(matches, pipeline, values);
      }
      return withValueAt(doc, as.split('.'), matches);
    });
  };
}

function facetOf(spec: unknown, context: PipelineContext): CompositeStage {
  if (!isPlainObject(spec) || Object.keys(spec).length === 0)
    throw new MongoCommandError('Location40169', 'the $facet specification must be a non-empty object');
  const facets = Object.entries(spec).map(([name, pipeline]) => {
    const stages = pipelineOf(
      pipeline,
      `arguments to $facet must be arrays, ${name} is not`,
      'Location40170',
    );
    return [name, stages] as const;
  });
  return (docs) => [Object.fromEntries(facets.map(([name, stages]) => [name, context.run(docs, stages)]))];
}

function unionWithOf(spec: unknown, context: PipelineContext): CompositeStage {
  const { coll, pipeline } =
    typeof spec === 'string' ? { coll: spec, pipeline: undefined } : isPlainObject(spec) ? spec : {};
  if (typeof coll !== 'string')
    throw new MongoCommandError('FailedToParse', "$unionWith needs the collection to union with ('coll')");
  const stages = pipelineOf(pipeline, '$unionWith pipeline must be an array of stages', 'FailedToParse');
  return (docs) => [...docs, ...context.run(context.resolveCollection(coll)?.documents() ?? [], stages)];
}
