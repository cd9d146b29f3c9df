import type { Doc } from '../bson/values';

/** What an update is applied with besides the update itself. */
export interface UpdateOptions {
  filter?: Doc;
  arrayFilters?: Doc[];
  /** An upsert's insert: the only time $setOnInsert applies. */
  inserting?: boolean;
  collation?: Doc;
  /** `let` (and a pipeline update's `c`) variables. */
  variables?: Doc;
}
