import { ProcessingMode } from 'mingo';
import type { CollationSpec, Options } from 'mingo/types';
import type { Doc } from '../bson/values';
import { queryOptions } from './context';

/** Options as mingo takes them; outside this folder they are only passed along, never built. */
export type MingoOptions = Partial<Options>;

/** What a caller asks of a mingo call, in the engine's terms. */
export interface CallOptions {
  collation?: Doc;
  /** `let` variables. */
  variables?: Doc;
  /** The documents are only read, never handed back changed: mingo may skip its defensive copy. */
  readOnly?: boolean;
  /** The documents of another collection, for the stages that read one (`$lookup`, `$graphLookup`...). */
  collectionResolver?: (name: string) => Doc[];
}

export function mingoOptions(options: CallOptions = {}): MingoOptions {
  return queryOptions({
    ...(options.readOnly ? { processingMode: ProcessingMode.CLONE_OFF } : {}),
    ...(options.collectionResolver ? { collectionResolver: options.collectionResolver } : {}),
    ...(options.collation ? { collation: options.collation as CollationSpec } : {}),
    ...(options.variables ? { variables: options.variables } : {}),
  });
}
