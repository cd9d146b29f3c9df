import { compilePartialFilter } from '../query/partial-filters';
import { readJournalSnapshot } from '../storage/journal';
import type { IndexSpec } from '../storage/indexes';
import { Storage } from '../storage/storage';
import { silentLogger } from '../logger';
import type { Doc } from '../bson/values';

export interface CollectionSnapshot {
  readonly db: string;
  readonly name: string;
  /** The options it was created with (empty when a first write created it). */
  readonly options: Doc;
  /** Every index, `_id_` first. */
  readonly indexes: readonly IndexSpec[];
  /** In natural order, with their exact BSON types. */
  readonly documents: readonly Doc[];
}

export interface DataSnapshot {
  /** The point in time it shows: how many bytes of the journal it was read from. */
  readonly journalBytes: number;
  readonly collections: readonly CollectionSnapshot[];
}

/**
 * Everything stored in a data directory at one point in time, read from its journal on disk: the directory
 * may belong to an engine that is running and taking writes (see `readJournalSnapshot`), or to none.
 */
export function readDataSnapshot(dbPath: string): DataSnapshot {
  const storage = new Storage(silentLogger, compilePartialFilter);
  const journalBytes = readJournalSnapshot(dbPath, (record) => storage.applyRecord(record));
  const collections = storage.allCollections().map((collection) => ({
    db: collection.db,
    name: collection.name,
    options: collection.options,
    indexes: [...collection.indexes.values()].map((index) => index.spec),
    documents: collection.documents(),
  }));
  return { journalBytes, collections };
}
