/**
 * The one door to mingo, the library that evaluates what the engine does not do itself: filters, expressions,
 * most pipeline stages and update modifiers. Only this folder imports mingo. Besides calling it, the folder
 * corrects it: the engine's own query and expression operators registered into mingo's context (context.ts),
 * stages and filters rewritten to the form mingo answers as MongoDB does (stage-rewrites.ts), and MongoDB's
 * number types put back into what mingo computed from promoted numbers (field-provenance.ts, group-types.ts,
 * passed-on-types.ts, numeric-result-types.ts). Replacing mingo one operator at a time means moving one
 * operator's work out of here into its layer, behind the same calls.
 */
export { mingoOptions, type CallOptions, type MingoOptions } from './options';
export { compileFilter, compileQuery, type Matcher } from './filters';
export { MINGO_ACCUMULATORS, MINGO_STAGES, runMingoStages, runMingoStagesUpTo } from './pipelines';
export { updateWithMingo, type ModifierOptions } from './updates';
export { mingoProjector } from './projection';
export { asMingoStage, expandedStages } from './stage-rewrites';
export { PER_DOCUMENT_STAGES, restoreFieldTypes } from './field-provenance';
export {
  restoreBucketAutoTypes,
  restoreBucketTypes,
  restoreGroupTypes,
  type TypeRestorer,
} from './group-types';
export { restorePassedOnTypes } from './passed-on-types';
export { evaluatorFor } from './numeric-result-types';
/** A path's value in a document as MongoDB's field paths read it (through arrays, each element's value). */
export { resolve as resolvePath } from 'mingo/util';
