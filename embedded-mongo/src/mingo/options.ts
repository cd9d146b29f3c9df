import { ProcessingMode } from 'mingo';
import type { CollationSpec, Options } from 'mingo/types';
import { intlLocaleOf, isActiveCollation } from '../bson/collation';
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
    ...(mingoCollation(options.collation) ?? {}),
    ...(options.variables ? { variables: options.variables } : {}),
  });
}

/** A collation as mingo takes it: its locale as `Intl` wants it, and none at all for binary order (`simple`). */
export function mingoCollation(collation: Doc | undefined): { collation: CollationSpec } | undefined {
  if (!isActiveCollation(collation)) return undefined;
  return { collation: { ...collation, locale: intlLocaleOf(collation.locale) } as CollationSpec };
}
