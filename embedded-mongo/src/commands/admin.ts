import { Binary, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { ID_INDEX_NAME, idIndexSpec, normaliseIndexSpec, type IndexSpec } from '../storage/indexes';
import { storedCollation } from '../bson/collation';
import { filterDocs } from '../query/find';
import type { Collection } from '../storage/storage';
import { isPlainObject, valueKey, type Doc } from '../bson/values';
import {
  collectionName,
  optionalDoc,
  requireCollection,
  type CommandContext,
  type CommandHandler,
} from './context';
import { COMMAND_ENVELOPE_FIELDS, refuseOptions } from './options';
import { checkValidationOptions } from '../query/document-validation';
import { collMod } from './coll-mod';
import { collStats } from './coll-stats';
import { createView, isView } from './views';
import { cappedOptions } from '../storage/capped';

/** Collection options that change behaviour this engine does not implement. */
const UNSUPPORTED_COLLECTION_OPTIONS = [
  'encryptedFields',
  'changeStreamPreAndPostImages',
  'expireAfterSeconds',
  'indexOptionDefaults',
  'storageEngine',
];

function create(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'create');
  if (command.viewOn !== undefined) return createView(command, context);
  if (command.timeseries || command.clusteredIndex) {
    throw new MongoCommandError(
      'CommandNotSupported',
      'time-series and clustered collections are not supported by embedded-mongo',
    );
  }
  refuseOptions(command, 'create', UNSUPPORTED_COLLECTION_OPTIONS);
  const options: Doc = {};
  for (const [key, value] of Object.entries(command))
    if (key !== 'create' && !COMMAND_ENVELOPE_FIELDS.has(key)) options[key] = value;
  // The collection's default collation, stored as MongoDB spells it out (none for "simple").
  const collation = collationOption(command.collation);
  if (collation) options.collation = collation;
  else delete options.collation;
  delete options.capped;
  delete options.size;
  delete options.max;
  if (command.capped === true) Object.assign(options, cappedOptions(command));
  checkValidationOptions(options);
  context.storage.createCollection(context.db, name, options);
  return { ok: 1 };
}

function collationOption(value: unknown): Doc | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value))
    throw new MongoCommandError('TypeMismatch', "BSON field 'collation' is the wrong type, expected object");
  return storedCollation(value);
}

/**
 * An index's collation as MongoDB stores it: its own, none for "simple", or else the collection's default.
 */
function withIndexCollation(spec: IndexSpec, collection: Collection): IndexSpec {
  const { collation: own, ...rest } = spec;
  const collation = own === undefined ? optionalDoc(collection.options, 'collation') : collationOption(own);
  return collation ? { ...rest, collation } : rest;
}

function drop(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'drop');
  const dropped = context.storage.dropCollection(context.db, name);
  return dropped && !isView(dropped)
    ? { nIndexesWas: dropped.indexes.size, ns: dropped.ns, ok: 1 }
    : { ok: 1 };
}

function dropDatabase(_command: Doc, context: CommandContext): Doc {
  context.storage.dropDatabase(context.db);
  return { dropped: context.db, ok: 1 };
}

function createIndexes(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'createIndexes');
  const specs: unknown = command.indexes;
  if (!Array.isArray(specs) || specs.length === 0)
    throw new MongoCommandError('BadValue', 'Must specify at least one index to create');
  const normalised = specs.map(normaliseIndexSpec);
  const { collection, created } = context.storage.ensureCollection(context.db, name);
  const numIndexesBefore = collection.indexes.size;
  let createdAny = false;
  for (const spec of normalised)
    createdAny = context.storage.createIndex(collection, withIndexCollation(spec, collection)) || createdAny;
  return {
    numIndexesBefore,
    numIndexesAfter: collection.indexes.size,
    createdCollectionAutomatically: created,
    ...(createdAny ? {} : { note: 'all indexes already exist' }),
    ok: 1,
  };
}

function listIndexes(command: Doc, context: CommandContext): Doc {
  const collection = requireCollection(context, collectionName(command, 'listIndexes'));
  const specs = [...collection.indexes.values()].map((index) => index.spec);
  const cursorOptions = optionalDoc(command, 'cursor') ?? {};
  return context.cursors.start(collection.ns, specs, { batchSize: cursorOptions.batchSize });
}

function indexNamesToDrop(collection: Collection, selector: unknown): string[] {
  if (selector === '*') return [...collection.indexes.keys()].filter((name) => name !== ID_INDEX_NAME);
  if (typeof selector === 'string') return [selector];
  if (Array.isArray(selector) && selector.every((name) => typeof name === 'string'))
    return selector as string[];
  if (isPlainObject(selector)) {
    const match = [...collection.indexes.values()].find(
      (index) => valueKey(index.spec.key) === valueKey(selector),
    );
    if (!match)
      throw new MongoCommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(selector)}`);
    return [match.name];
  }
  throw new MongoCommandError('BadValue', "'index' must be a name, an array of names, a key pattern or '*'");
}

function dropIndexes(command: Doc, context: CommandContext): Doc {
  const collection = requireCollection(
    context,
    collectionName(command, 'dropIndexes' in command ? 'dropIndexes' : 'deleteIndexes'),
  );
  const nIndexesWas = collection.indexes.size;
  const names = indexNamesToDrop(collection, command.index);
  for (const name of names) {
    if (!collection.indexes.has(name))
      throw new MongoCommandError('IndexNotFound', `index not found with name [${name}]`);
  }
  for (const name of names) context.storage.dropIndex(collection, name);
  return { nIndexesWas, ok: 1 };
}

/** A stable pseudo-UUID per namespace, so listCollections reports the same `info.uuid` each time. */
function namespaceUuid(ns: string): Binary {
  const bytes = Buffer.alloc(16);
  Buffer.from(ns).forEach((byte, i) => (bytes[i % 16] = (bytes[i % 16] * 31 + byte) & 0xff));
  return new Binary(bytes, Binary.SUBTYPE_UUID);
}

function listCollections(command: Doc, context: CommandContext): Doc {
  const nameOnly = command.nameOnly === true;
  const entries = context.storage.collections(context.db).map((collection) =>
    nameOnly
      ? { name: collection.name, type: isView(collection) ? 'view' : 'collection' }
      : isView(collection)
        ? { name: collection.name, type: 'view', options: collection.options, info: { readOnly: true } }
        : {
            name: collection.name,
            type: 'collection',
            options: collection.options,
            info: { readOnly: false, uuid: namespaceUuid(collection.ns) },
            idIndex: idIndexSpec(),
          },
  );
  const filter = optionalDoc(command, 'filter');
  const results = filter ? filterDocs(entries, filter) : entries;
  const cursorOptions = optionalDoc(command, 'cursor') ?? {};
  return context.cursors.start(`${context.db}.$cmd.listCollections`, results, {
    batchSize: cursorOptions.batchSize,
  });
}

function listDatabases(command: Doc, context: CommandContext): Doc {
  const databases = context.storage.databaseNames().map((name) => {
    const documents = context.storage
      .collections(name)
      .reduce((sum, collection) => sum + collection.docs.size, 0);
    return command.nameOnly === true
      ? { name }
      : { name, sizeOnDisk: documents * 100, empty: documents === 0 };
  });
  const filter = optionalDoc(command, 'filter');
  const results = filter ? filterDocs(databases, filter) : databases;
  const totalSize = results.reduce(
    (sum, entry) => sum + (typeof entry.sizeOnDisk === 'number' ? entry.sizeOnDisk : 0),
    0,
  );
  return {
    databases: results,
    totalSize,
    totalSizeMb: Long.fromNumber(Math.round(totalSize / 1048576)),
    ok: 1,
  };
}

function renameCollection(command: Doc, context: CommandContext): Doc {
  const from: unknown = command.renameCollection;
  const to: unknown = command.to;
  if (typeof from !== 'string' || typeof to !== 'string' || !from.includes('.') || !to.includes('.')) {
    throw new MongoCommandError(
      'InvalidNamespace',
      "'renameCollection' and 'to' must be full namespaces (db.collection)",
    );
  }
  const split = (ns: string): [string, string] => [
    ns.slice(0, ns.indexOf('.')),
    ns.slice(ns.indexOf('.') + 1),
  ];
  const [fromDb, fromName] = split(from);
  const [toDb, toName] = split(to);
  const source = context.storage.getCollection(fromDb, fromName);
  if (!source) throw new MongoCommandError('NamespaceNotFound', `Source collection ${from} does not exist`);
  context.storage.renameCollection(source, toDb, toName, command.dropTarget === true);
  return { ok: 1 };
}

export const adminCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  listCollections,
  listDatabases,
  renameCollection,
  collMod,
  collStats,
};
