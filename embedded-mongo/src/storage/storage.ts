import { ObjectId } from 'bson';
import { checkStorable } from '../bson/document-limits';
import { MongoCommandError } from '../errors';
import { bsonTypeAlias } from '../bson/exact-values';
import { sameCollation } from '../bson/collation';
import {
  ID_INDEX_NAME,
  Index,
  duplicateKeyError,
  idIndexSpec,
  sameIndex,
  type IndexSpec,
  type PartialFilter,
} from './indexes';
import type { JournalRecord } from './journal';
import { checkFitsCap, overflow } from './capped';
import type { Logger } from '../logger';
import { isPlainObject, valueKey, withIdFirst, type Doc } from '../bson/values';

/**
 * One collection: documents keyed by their canonical _id (Map keeps insertion order, which serves as
 * natural order) plus its indexes. Stored documents are treated as immutable: writers replace them.
 */
export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, Index>([[ID_INDEX_NAME, new Index(idIndexSpec())]]);
  /** Each document's record id: its rank in natural order, which index entries carry for ties. */
  private readonly rids = new Map<string, number>();
  private nextRid = 0;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Doc,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  documents(): Doc[] {
    return [...this.docs.values()];
  }

  /** The record id of the document stored under `id`, assigned on first use in natural order. */
  ridOf(id: string): number {
    let rid = this.rids.get(id);
    if (rid === undefined) {
      rid = this.nextRid++;
      this.rids.set(id, rid);
    }
    return rid;
  }

  forgetRid(id: string): void {
    this.rids.delete(id);
  }

  rebuildIndex(index: Index): void {
    index.rebuild(this.docs.entries(), this.ns, (id) => this.ridOf(id));
  }

  /** Why an index cannot take the document (a duplicate key, parallel arrays), if one cannot. */
  indexKeyError(doc: Doc, ownId: string): MongoCommandError | undefined {
    for (const index of this.indexes.values()) {
      const conflict = index.keyError(doc, ownId, this.ns);
      if (conflict) return conflict;
    }
    return undefined;
  }
}

function dollarPrefixedKey(value: unknown): string | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.startsWith('$')) return key;
    const nested = dollarPrefixedKey(item);
    if (nested) return nested;
  }
  return undefined;
}

export type JournalSink = (record: JournalRecord) => void;

function validateName(kind: 'database' | 'collection', name: unknown): string {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.includes('\0') ||
    (kind === 'database' && /[/\\. "$]/.test(name))
  ) {
    throw new MongoCommandError('InvalidNamespace', `Invalid ${kind} name: '${String(name)}'`);
  }
  if (kind === 'collection' && (name.startsWith('$') || name.startsWith('.') || name.endsWith('.'))) {
    throw new MongoCommandError('InvalidNamespace', `Invalid collection name: '${name}'`);
  }
  return name;
}

/**
 * All databases held in memory. Every mutation goes through here so that it is validated (unique
 * indexes), applied, and handed to the journal sink in one synchronous step.
 */
export class Storage {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private sink: JournalSink | undefined;

  /** `compilePartialFilter` turns a partial index's filter into its test; the query layer provides it. */
  constructor(
    private readonly logger: Logger,
    private readonly compilePartialFilter: (filter: Doc) => PartialFilter,
  ) {}

  private indexFor(spec: IndexSpec): Index {
    const filter = spec.partialFilterExpression;
    return new Index(spec, filter ? this.compilePartialFilter(filter) : undefined);
  }

  setJournalSink(sink: JournalSink | undefined): void {
    this.sink = sink;
  }

  databaseNames(): string[] {
    return [...this.databases.keys()].filter((db) => (this.databases.get(db)?.size ?? 0) > 0);
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly as the first write to a namespace does. */
  ensureCollection(db: string, name: string): { collection: Collection; created: boolean } {
    const existing = this.getCollection(db, name);
    if (existing) return { collection: existing, created: false };
    return { collection: this.createCollection(db, name, {}), created: true };
  }

  createCollection(db: string, name: string, options: Doc): Collection {
    validateName('database', db);
    validateName('collection', name);
    if (this.getCollection(db, name)) {
      throw new MongoCommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    const collection = this.attachCollection(db, name, options);
    this.sink?.({ op: 'createCollection', db, coll: name, options });
    return collection;
  }

  dropCollection(db: string, name: string): Collection | undefined {
    const collection = this.getCollection(db, name);
    if (!collection) return undefined;
    this.databases.get(db)?.delete(name);
    this.sink?.({ op: 'dropCollection', db, coll: name });
    return collection;
  }

  dropDatabase(db: string): void {
    if (!this.databases.has(db)) return;
    this.databases.delete(db);
    this.sink?.({ op: 'dropDatabase', db });
  }

  renameCollection(from: Collection, toDb: string, toName: string, dropTarget: boolean): void {
    validateName('database', toDb);
    validateName('collection', toName);
    const target = this.getCollection(toDb, toName);
    if (target && !dropTarget) throw new MongoCommandError('NamespaceExists', 'target namespace exists');
    if (target) this.dropCollection(toDb, toName);
    this.detachAndMove(from, toDb, toName);
    this.sink?.({ op: 'renameCollection', db: from.db, coll: from.name, toDb, toColl: toName });
  }

  /** Creates an index; returns false when an identical one already exists. */
  createIndex(collection: Collection, spec: IndexSpec): boolean {
    const byName = collection.indexes.get(spec.name);
    if (byName) {
      if (sameIndex(byName.spec, spec)) return false;
      throw new MongoCommandError(
        valueKey(byName.spec.key) === valueKey(spec.key) ? 'IndexOptionsConflict' : 'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`,
      );
    }
    for (const existing of collection.indexes.values()) {
      // MongoDB keeps one key pattern under several collations, each its own index.
      if (valueKey(existing.spec.key) !== valueKey(spec.key)) continue;
      if (!sameCollation(existing.spec.collation, spec.collation)) continue;
      if (sameIndex(existing.spec, spec))
        throw new MongoCommandError(
          'IndexOptionsConflict',
          `Index already exists with a different name: ${existing.spec.name}`,
        );
      throw new MongoCommandError(
        'IndexOptionsConflict',
        `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
      );
    }
    const index = this.indexFor(spec);
    const otherText = index.text && [...collection.indexes.values()].find((other) => other.text);
    if (otherText)
      throw new MongoCommandError(
        'CannotCreateIndex',
        `only one text index per collection allowed, found existing text index "${otherText.name}"`,
      );
    collection.rebuildIndex(index);
    collection.indexes.set(spec.name, index);
    this.sink?.({ op: 'createIndex', db: collection.db, coll: collection.name, spec });
    return true;
  }

  /** Changes a collection's options (`collMod`), which the caller has checked. */
  setOptions(collection: Collection, options: Doc): void {
    collection.options = options;
    this.sink?.({ op: 'setOptions', db: collection.db, coll: collection.name, options });
  }

  /** Swaps an index's specification for one with other options (`collMod`'s hidden, expireAfterSeconds). */
  setIndexSpec(collection: Collection, spec: IndexSpec): void {
    const index = this.indexFor(spec);
    collection.rebuildIndex(index);
    collection.indexes.set(spec.name, index);
    this.sink?.({ op: 'setIndexSpec', db: collection.db, coll: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): void {
    if (name === ID_INDEX_NAME) throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    if (!collection.indexes.delete(name)) {
      throw new MongoCommandError('IndexNotFound', `index not found with name [${name}]`);
    }
    this.sink?.({ op: 'dropIndex', db: collection.db, coll: collection.name, name });
  }

  /** Inserts one document, generating an ObjectId when `_id` is missing; returns the stored document. */
  insert(collection: Collection, input: Doc): Doc {
    const doc = withIdFirst(
      '_id' in input && input._id !== undefined ? input : { _id: new ObjectId(), ...input },
    );
    if (Array.isArray(doc._id)) throw new MongoCommandError('BadValue', "can't use an array for _id");
    if (bsonTypeAlias(doc._id) === 'regex')
      throw new MongoCommandError('BadValue', "can't use a regex for _id");
    const dollarKey = dollarPrefixedKey(doc._id);
    if (dollarKey)
      throw new MongoCommandError(
        'BadValue',
        `_id fields may not contain '$'-prefixed fields: ${dollarKey} is not valid for storage.`,
      );
    checkStorable(doc, 'insert');
    checkFitsCap(collection.options, doc);
    const id = valueKey(doc._id);
    if (collection.docs.has(id)) {
      throw duplicateKeyError(collection.ns, idIndexSpec(), { _id: doc._id });
    }
    const conflict = collection.indexKeyError(doc, id);
    if (conflict) throw conflict;
    collection.docs.set(id, doc);
    const rid = collection.ridOf(id);
    for (const index of collection.indexes.values()) index.add(doc, id, rid);
    this.sink?.({ op: 'put', db: collection.db, coll: collection.name, doc });
    this.keepWithinCap(collection);
    return doc;
  }

  /** Removes a capped collection's oldest documents beyond its bounds, journaled as any delete. */
  private keepWithinCap(collection: Collection): void {
    for (const oldest of overflow(collection.options, collection.docs)) this.remove(collection, oldest);
  }

  /** Swaps a stored document for its new version (same _id), enforcing unique indexes. */
  replace(collection: Collection, previous: Doc, next: Doc): void {
    const id = valueKey(previous._id);
    if (valueKey(next._id) !== id) {
      throw new MongoCommandError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    checkStorable(next, 'update');
    checkFitsCap(collection.options, next);
    const conflict = collection.indexKeyError(next, id);
    if (conflict) throw conflict;
    const rid = collection.ridOf(id);
    for (const index of collection.indexes.values()) {
      if (index.unchangedBetween(previous, next)) continue;
      index.remove(previous, id, rid);
      index.add(next, id, rid);
    }
    collection.docs.set(id, next);
    this.sink?.({ op: 'put', db: collection.db, coll: collection.name, doc: next });
    this.keepWithinCap(collection);
  }

  remove(collection: Collection, doc: Doc): void {
    const id = valueKey(doc._id);
    if (!collection.docs.delete(id)) return;
    const rid = collection.ridOf(id);
    for (const index of collection.indexes.values()) index.remove(doc, id, rid);
    collection.forgetRid(id);
    this.sink?.({ op: 'delete', db: collection.db, coll: collection.name, id: doc._id });
  }

  /** Applies a journal record during replay: no validation, no journaling, indexes rebuilt afterwards. */
  applyRecord(record: JournalRecord): void {
    switch (record.op) {
      case 'put': {
        const collection =
          this.getCollection(record.db, record.coll) ?? this.attachCollection(record.db, record.coll, {});
        const id = valueKey(record.doc._id);
        collection.docs.set(id, record.doc);
        collection.ridOf(id);
        break;
      }
      case 'delete': {
        const collection = this.getCollection(record.db, record.coll);
        const id = valueKey(record.id);
        if (collection?.docs.delete(id)) collection.forgetRid(id);
        break;
      }
      case 'createCollection':
        if (!this.getCollection(record.db, record.coll))
          this.attachCollection(record.db, record.coll, record.options);
        break;
      case 'setOptions': {
        const collection = this.getCollection(record.db, record.coll);
        if (collection) collection.options = record.options;
        break;
      }
      case 'setIndexSpec': {
        const collection = this.getCollection(record.db, record.coll);
        if (collection?.indexes.has(record.spec.name))
          collection.indexes.set(record.spec.name, this.indexFor(record.spec));
        break;
      }
      case 'dropCollection':
        this.databases.get(record.db)?.delete(record.coll);
        break;
      case 'dropDatabase':
        this.databases.delete(record.db);
        break;
      case 'createIndex': {
        const collection =
          this.getCollection(record.db, record.coll) ?? this.attachCollection(record.db, record.coll, {});
        collection.indexes.set(record.spec.name, this.indexFor(record.spec));
        break;
      }
      case 'dropIndex':
        this.getCollection(record.db, record.coll)?.indexes.delete(record.name);
        break;
      case 'renameCollection': {
        const collection = this.getCollection(record.db, record.coll);
        if (collection) {
          this.databases.get(record.toDb)?.delete(record.toColl);
          this.detachAndMove(collection, record.toDb, record.toColl);
        }
        break;
      }
    }
  }

  /** Rebuilds unique-index key maps after replay. */
  rebuildIndexes(): void {
    for (const db of this.databases.values()) {
      for (const collection of db.values()) {
        for (const index of collection.indexes.values()) {
          try {
            collection.rebuildIndex(index);
          } catch (error) {
            this.logger.warn(
              `index ${collection.ns}.${index.name} could not be rebuilt: ${(error as Error).message}`,
            );
          }
        }
      }
    }
  }

  /** The minimal record sequence that recreates the current state (used for compaction). */
  *snapshot(): Generator<JournalRecord> {
    for (const [db, collections] of this.databases) {
      for (const collection of collections.values()) {
        yield { op: 'createCollection', db, coll: collection.name, options: collection.options };
        for (const index of collection.indexes.values()) {
          if (index.name !== ID_INDEX_NAME)
            yield { op: 'createIndex', db, coll: collection.name, spec: index.spec };
        }
        for (const doc of collection.docs.values()) yield { op: 'put', db, coll: collection.name, doc };
      }
    }
  }

  private attachCollection(db: string, name: string, options: Doc): Collection {
    let collections = this.databases.get(db);
    if (!collections) {
      collections = new Map();
      this.databases.set(db, collections);
    }
    const collection = new Collection(db, name, options);
    collections.set(name, collection);
    return collection;
  }

  private detachAndMove(from: Collection, toDb: string, toName: string): void {
    this.databases.get(from.db)?.delete(from.name);
    const moved = this.attachCollection(toDb, toName, from.options);
    for (const [id, doc] of from.docs) moved.docs.set(id, doc);
    for (const [name, index] of from.indexes) moved.indexes.set(name, this.indexFor(index.spec));
    for (const index of moved.indexes.values()) moved.rebuildIndex(index);
  }
}
