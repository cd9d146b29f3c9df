import { BSON, type Db, type Document, type MongoClient } from 'mongodb';
import { dumpedCollections, dumpedDocuments, type DumpedCollection } from './read-dump';

/** Documents are inserted in batches of at most this many, or this many bytes. */
const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;

export interface RestoreOptions {
  /** Restore a dump of one database into this one instead of the database of the same name. */
  db?: string;
  /** Replace collections that already hold documents instead of refusing. */
  drop?: boolean;
}

/** The database a connection string names (`mongodb://host/shop` names `shop`), if it names one. */
export function databaseOfUri(uri: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]+)/.exec(uri)?.[1];
  return name ? decodeURIComponent(name) : undefined;
}

export interface RestoreSummary {
  collections: number;
  documents: number;
  indexes: number;
}

/** Exact types (an Int32 stays an Int32, a whole Double a Double) and raw regular expressions, as dumped. */
const EXACT = { promoteValues: false, promoteBuffers: false, promoteLongs: false, bsonRegExp: true } as const;

function targetDatabase(
  dumped: readonly DumpedCollection[],
  options: RestoreOptions,
): (db: string) => string {
  const databases = new Set(dumped.map((collection) => collection.db));
  if (options.db && databases.size > 1)
    throw new Error(
      `the backup holds ${databases.size} databases (${[...databases].join(', ')}); a target name fits only one`,
    );
  return (db) => options.db ?? db;
}

async function refuseNonEmpty(db: Db, dumped: readonly DumpedCollection[]): Promise<void> {
  for (const { collection } of dumped) {
    if (await db.collection(collection).findOne({}, { projection: { _id: 1 } }))
      throw new Error(
        `${db.databaseName}.${collection} already holds documents: restore into an empty database, or pass --drop to replace them`,
      );
  }
}

async function insertAll(db: Db, root: string, dumped: DumpedCollection): Promise<number> {
  const collection = db.collection(dumped.collection);
  let batch: Document[] = [];
  let bytes = 0;
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true, bypassDocumentValidation: true });
    inserted += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const raw of dumpedDocuments(root, dumped)) {
    batch.push(BSON.deserialize(raw, EXACT));
    bytes += raw.length;
    if (batch.length >= BATCH_DOCUMENTS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return inserted;
}

/** The index definitions to create again: all but `_id_`, which every collection has, without the source's namespace. */
function indexesToCreate(dumped: DumpedCollection): Document[] {
  return dumped.metadata.indexes
    .filter((index) => index.name !== '_id_')
    .map(({ ns: _ns, ...index }: Document) => index);
}

/**
 * Restores a mongodump directory through the driver into `client`'s server: each collection with its options,
 * its documents in their exact types, then its indexes (built once over the data, as mongorestore does).
 */
export async function restoreDump(
  client: MongoClient,
  root: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const dumped = await dumpedCollections(root);
  const nameOf = targetDatabase(dumped, options);
  const summary: RestoreSummary = { collections: 0, documents: 0, indexes: 0 };
  const byDatabase = new Map<string, DumpedCollection[]>();
  for (const collection of dumped) {
    const name = nameOf(collection.db);
    byDatabase.set(name, [...(byDatabase.get(name) ?? []), collection]);
  }
  for (const [name, collections] of byDatabase) {
    const db = client.db(name);
    if (options.drop)
      for (const { collection } of collections) await db.dropCollection(collection).catch(() => false);
    else await refuseNonEmpty(db, collections);
    for (const collection of collections) {
      const existing = await db
        .listCollections({ name: collection.collection }, { nameOnly: true })
        .toArray();
      if (existing.length === 0)
        await db.createCollection(collection.collection, collection.metadata.options ?? {});
      summary.documents += await insertAll(db, root, collection);
      const indexes = indexesToCreate(collection);
      if (indexes.length > 0) await db.collection(collection.collection).createIndexes(indexes as never);
      summary.indexes += indexes.length;
      summary.collections += 1;
    }
  }
  return summary;
}
