import { Query } from 'mingo/query';
import type { Doc } from '../bson/values';
import { mingoOptions } from './options';

/**
 * mingo's find projection, one document at a time; `filter` is what a positional projection (`field.$`) reads,
 * `{}` when there is none. Both are promoted already.
 */
export function mingoProjector(filter: Doc, projection: Doc): (view: Doc) => Doc | undefined {
  const query = new Query(filter, mingoOptions({ readOnly: true }));
  return (view) => query.find([view], projection).all()[0] as Doc | undefined;
}
