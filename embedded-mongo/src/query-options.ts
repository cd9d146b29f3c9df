import { ProcessingMode } from 'mingo';
import type { Options } from 'mingo/types';

/**
 * Options for every mingo call. Stored documents are shared with open cursors, so pipelines must
 * clone their input rather than rewrite it in place; server-side JavaScript is off like a hardened mongod.
 */
export function queryOptions(extra: Partial<Options> = {}): Partial<Options> {
  return {
    idKey: '_id',
    useStrictMode: true,
    scriptEnabled: false,
    processingMode: ProcessingMode.CLONE_INPUT,
    ...extra,
  };
}
