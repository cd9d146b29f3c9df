import { Query } from 'mingo/query';
import type { CollationSpec } from 'mingo/types';
import { promote } from '../bson/exact-values';
import type { Doc } from '../bson/values';
import { comparisonFilter } from './context';
import { mingoOptions, type CallOptions } from './options';
import { asMingoFilter } from './stage-rewrites';

/** A compiled filter: whether a document (a promoted view) matches it. */
export interface Matcher {
  test(doc: Doc): boolean;
}

/** A filter exactly as given, compiled by mingo with the engine's operators. */
export function compileQuery(filter: Doc, options: CallOptions = {}): Matcher {
  return new Query(filter, mingoOptions(options));
}

/**
 * A find or `$match` filter, already checked as MongoDB checks filters, as a test of promoted documents: plain
 * field comparisons by the engine's own comparison operators, anything else through mingo.
 */
export function compileFilter(checked: Doc, options: Pick<CallOptions, 'collation' | 'variables'>): Matcher {
  const filter = promote(asMingoFilter(checked));
  const direct = comparisonFilter(filter, options.collation as CollationSpec | undefined);
  if (direct) return { test: direct };
  return compileQuery(filter, { ...options, readOnly: true });
}
