import { Aggregator } from 'mingo/aggregator';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as pipelineOperators from 'mingo/operators/pipeline';
import type { Doc } from '../bson/values';
import type { MingoOptions } from './options';

/** The stages mingo knows; what it lacks is either refused by name or not a MongoDB stage. */
export const MINGO_STAGES: ReadonlySet<string> = new Set(Object.keys(pipelineOperators));

/** The accumulators mingo knows (`$group`'s field operators). */
export const MINGO_ACCUMULATORS: ReadonlySet<string> = new Set(Object.keys(accumulatorOperators));

/** Runs stages (already in the form mingo answers as MongoDB does) over promoted documents. */
export function runMingoStages(stages: Doc[], docs: Doc[], options: MingoOptions): Doc[] {
  return new Aggregator(stages, options).run(docs) as Doc[];
}

/** Like runMingoStages, but stops after `limit` outputs, for stages that generate documents lazily. */
export function runMingoStagesUpTo(stages: Doc[], docs: Doc[], options: MingoOptions, limit: number): Doc[] {
  return new Aggregator(stages, options).stream(docs).take(limit).collect() as Doc[];
}
