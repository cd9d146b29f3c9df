import type { Doc } from '../bson/values';
import { compileQuery } from '../mingo';

/**
 * A partial index's `partialFilterExpression` compiled for storage, which keeps in the index only the documents
 * it matches (promoted views). The filter is compiled as written.
 */
export function compilePartialFilter(filter: Doc): (view: Doc) => boolean {
  const query = compileQuery(filter);
  return (view) => query.test(view);
}
