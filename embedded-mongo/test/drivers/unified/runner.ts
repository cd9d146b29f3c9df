import { EJSON } from 'bson';
import {
  Collection,
  Db,
  MongoClient,
  MongoServerError,
  type Document,
  type MongoClientOptions,
} from 'mongodb';
import { isDocument, mismatch } from './matcher';

/** One file of the unified test format, as far as the CRUD tests use it. */
export interface UnifiedFile {
  description: string;
  runOnRequirements?: Document[];
  createEntities?: Document[];
  initialData?: Array<{ collectionName: string; databaseName: string; documents: Document[] }>;
  tests: UnifiedTest[];
}

export interface UnifiedTest {
  description: string;
  runOnRequirements?: Document[];
  skipReason?: string;
  operations: Operation[];
  outcome?: Array<{ collectionName: string; databaseName: string; documents: Document[] }>;
}

interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: Document;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

/** What this runner's server is: the engine's buildInfo version, standalone, no auth. */
const SERVER = { version: [7, 0, 0], topology: 'single' };

function versionOf(text: string): number[] {
  return text.split('.').map(Number);
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Why a requirement set does not describe a MongoDB 7.0 standalone, or undefined when it does. */
function unmetRequirement(requirement: Document): string | undefined {
  if (
    requirement.minServerVersion &&
    compareVersions(SERVER.version, versionOf(requirement.minServerVersion)) < 0
  )
    return `needs MongoDB ${requirement.minServerVersion}`;
  if (
    requirement.maxServerVersion &&
    compareVersions(SERVER.version, versionOf(requirement.maxServerVersion)) > 0
  )
    return `for MongoDB up to ${requirement.maxServerVersion}`;
  if (Array.isArray(requirement.topologies) && !requirement.topologies.includes(SERVER.topology))
    return `needs a ${requirement.topologies.join('/')} topology`;
  if (requirement.serverless === 'require') return 'needs serverless';
  if (requirement.auth === true) return 'needs authentication';
  if (requirement.csfle === true) return 'needs client-side encryption';
  if (requirement.serverParameters) return 'needs server parameters';
  return undefined;
}

/** Undefined when any of the alternatives is met (the format's rule), else why none is. */
export function notApplicable(requirements: Document[] | undefined): string | undefined {
  if (!requirements || requirements.length === 0) return undefined;
  const reasons = requirements.map(unmetRequirement);
  return reasons.includes(undefined) ? undefined : reasons[0];
}

export class OperationFailed extends Error {}

/** The entities one test creates: clients, databases and collections by id. */
class Entities {
  private readonly clients: MongoClient[] = [];
  readonly map = new Map<string, unknown>();

  constructor(private readonly uri: string) {}

  async create(definitions: Document[]): Promise<void> {
    for (const definition of definitions) {
      const [kind, spec] = Object.entries(definition)[0] as [string, Document];
      if (kind === 'client') {
        const options: MongoClientOptions = {
          serverSelectionTimeoutMS: 2000,
          ...(spec.uriOptions as MongoClientOptions),
        };
        const client = await new MongoClient(this.uri, options).connect();
        this.clients.push(client);
        this.map.set(spec.id, client);
      } else if (kind === 'database') {
        const client = this.map.get(spec.client) as MongoClient;
        this.map.set(spec.id, client.db(spec.databaseName, spec.databaseOptions));
      } else if (kind === 'collection') {
        const db = this.map.get(spec.database) as Db;
        this.map.set(spec.id, db.collection(spec.collectionName, spec.collectionOptions));
      } else {
        throw new OperationFailed(`entity type ${kind} is not implemented by this runner`);
      }
    }
  }

  get<T>(id: string): T {
    if (!this.map.has(id)) throw new OperationFailed(`unknown entity ${id}`);
    return this.map.get(id) as T;
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

function options(args: Document, ...omit: string[]): Document {
  const rest: Document = {};
  for (const [key, value] of Object.entries(args)) if (!omit.includes(key)) rest[key] = value;
  if (typeof rest.returnDocument === 'string') rest.returnDocument = rest.returnDocument.toLowerCase();
  return rest;
}

async function runOperation(entities: Entities, operation: Operation): Promise<unknown> {
  const args = operation.arguments ?? {};
  if (operation.object === 'testRunner') {
    if (operation.name === 'failPoint') {
      const client = entities.get<MongoClient>(args.client);
      return client.db('admin').command(args.failPoint);
    }
    throw new OperationFailed(`testRunner operation ${operation.name} is not implemented by this runner`);
  }
  const target = entities.get<unknown>(operation.object);
  if (target instanceof MongoClient) {
    if (operation.name === 'clientBulkWrite') return target.bulkWrite(args.models, options(args, 'models'));
    throw new OperationFailed(`client operation ${operation.name} is not implemented by this runner`);
  }
  if (target instanceof Db) {
    switch (operation.name) {
      case 'aggregate':
        return target.aggregate(args.pipeline, options(args, 'pipeline')).toArray();
      case 'createCollection':
        return target.createCollection(args.collection, options(args, 'collection'));
      case 'dropCollection':
        return target.dropCollection(args.collection, options(args, 'collection'));
      case 'modifyCollection':
        return target.command({ collMod: args.collection, ...options(args, 'collection') });
      default:
        throw new OperationFailed(`database operation ${operation.name} is not implemented by this runner`);
    }
  }
  const collection = target as Collection;
  switch (operation.name) {
    case 'aggregate':
      return collection.aggregate(args.pipeline, options(args, 'pipeline')).toArray();
    case 'bulkWrite':
      return collection.bulkWrite(args.requests, options(args, 'requests'));
    case 'count':
      return collection.count(args.filter, options(args, 'filter'));
    case 'countDocuments':
      return collection.countDocuments(args.filter, options(args, 'filter'));
    case 'estimatedDocumentCount':
      return collection.estimatedDocumentCount(options(args));
    case 'distinct':
      return collection.distinct(args.fieldName, args.filter, options(args, 'fieldName', 'filter'));
    case 'find':
      return collection.find(args.filter, options(args, 'filter')).toArray();
    case 'findOne':
      return collection.findOne(args.filter, options(args, 'filter'));
    case 'findOneAndDelete':
      return collection.findOneAndDelete(args.filter, options(args, 'filter'));
    case 'findOneAndReplace':
      return collection.findOneAndReplace(
        args.filter,
        args.replacement,
        options(args, 'filter', 'replacement'),
      );
    case 'findOneAndUpdate':
      return collection.findOneAndUpdate(args.filter, args.update, options(args, 'filter', 'update'));
    case 'insertOne':
      return collection.insertOne(args.document, options(args, 'document'));
    case 'insertMany':
      return collection.insertMany(args.documents, options(args, 'documents'));
    case 'updateOne':
      return collection.updateOne(args.filter, args.update, options(args, 'filter', 'update'));
    case 'updateMany':
      return collection.updateMany(args.filter, args.update, options(args, 'filter', 'update'));
    case 'replaceOne':
      return collection.replaceOne(args.filter, args.replacement, options(args, 'filter', 'replacement'));
    case 'deleteOne':
      return collection.deleteOne(args.filter, options(args, 'filter'));
    case 'deleteMany':
      return collection.deleteMany(args.filter, options(args, 'filter'));
    case 'createIndex':
      return collection.createIndex(args.keys, options(args, 'keys'));
    default:
      throw new OperationFailed(`collection operation ${operation.name} is not implemented by this runner`);
  }
}

/** Server errors that mean "this engine does not support that", which a test may end with. */
const REFUSAL_CODES = new Map([
  [115, 'CommandNotSupported'],
  [59, 'CommandNotFound'],
  [20, 'IllegalOperation'],
]);

/** A refusal by the engine of a feature it does not implement, found in an error, if that is what it is. */
export function refusalIn(error: unknown): string | undefined {
  if (error instanceof MongoServerError && REFUSAL_CODES.has(Number(error.code)))
    return `${REFUSAL_CODES.get(Number(error.code))} (${error.code}): ${error.message}`;
  // The driver wraps a refused client-level bulkWrite command in its own error.
  const cause: unknown = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? refusalIn(cause) : undefined;
}

function errorMismatch(expected: Document, error: unknown): string | undefined {
  const server = error instanceof MongoServerError;
  const err = error as MongoServerError;
  if (expected.isClientError === true && server)
    return `expected a client error, got server error ${err.message}`;
  if (expected.isClientError === false && !server)
    return `expected a server error, got ${String(err.message)}`;
  if (
    expected.errorContains &&
    !String(err.message).toLowerCase().includes(String(expected.errorContains).toLowerCase())
  )
    return `expected an error containing "${expected.errorContains}", got "${err.message}"`;
  if (expected.errorCode !== undefined && err.code !== expected.errorCode)
    return `expected error code ${expected.errorCode}, got ${String(err.code)} (${err.message})`;
  if (expected.errorCodeName !== undefined && err.codeName !== expected.errorCodeName)
    return `expected error ${expected.errorCodeName}, got ${String(err.codeName)} (${err.message})`;
  if (expected.errorResponse) {
    const found = mismatch(expected.errorResponse, err.errorResponse ?? err, true, 'errorResponse');
    if (found) return found;
  }
  if (expected.expectResult !== undefined) {
    const partial = (err as unknown as { result?: unknown }).result;
    const found = mismatch(
      expected.expectResult,
      comparable(expected.expectResult, partial),
      true,
      'partial result',
    );
    if (found) return found;
  }
  return undefined;
}

/** A driver result object (getters included) as a plain document with the fields the test expects. */
function comparable(expected: unknown, result: unknown): unknown {
  if (result === undefined) return null;
  if (!isDocument(expected) || result === null || typeof result !== 'object' || isDocument(result))
    return result;
  const plain: Document = {};
  for (const key of Object.keys(expected)) {
    const value: unknown = (result as Document)[key];
    if (value !== undefined) plain[key] = value;
  }
  return plain;
}

async function loadInitialData(uri: string, file: UnifiedFile): Promise<void> {
  if (!file.initialData) return;
  const client = await new MongoClient(uri).connect();
  try {
    for (const { collectionName, databaseName, documents } of file.initialData) {
      const db = client.db(databaseName);
      await db.dropCollection(collectionName).catch(() => undefined);
      await db.createCollection(collectionName);
      if (documents.length > 0) await db.collection(collectionName).insertMany(documents);
    }
  } finally {
    await client.close();
  }
}

async function checkOutcome(uri: string, test: UnifiedTest): Promise<void> {
  if (!test.outcome) return;
  const client = await new MongoClient(uri).connect();
  try {
    for (const { collectionName, databaseName, documents } of test.outcome) {
      const actual = await client
        .db(databaseName)
        .collection(collectionName)
        .find()
        .sort({ _id: 1 })
        .toArray();
      const found = mismatch(documents, actual, false, `outcome ${databaseName}.${collectionName}`);
      if (found) throw new OperationFailed(found);
    }
  } finally {
    await client.close();
  }
}

/**
 * Runs one test: fresh initial data and entities, each operation checked against its expected result
 * or error, then the collections' final contents. Command-monitoring expectations (`expectEvents`)
 * describe what the driver sends rather than what the server answers, so they are not checked here.
 * Throws OperationFailed (or the operation's own error) when the test does not pass.
 */
export async function runUnifiedTest(uri: string, file: UnifiedFile, test: UnifiedTest): Promise<void> {
  await loadInitialData(uri, file);
  const entities = new Entities(uri);
  try {
    await entities.create(file.createEntities ?? []);
    for (const operation of test.operations) {
      let result: unknown;
      try {
        result = await runOperation(entities, operation);
      } catch (error) {
        if (error instanceof OperationFailed) throw error;
        if (operation.ignoreResultAndError) continue;
        if (!operation.expectError) throw error;
        const found = errorMismatch(operation.expectError, error);
        if (found) {
          const refusal = refusalIn(error);
          throw refusal ? error : new OperationFailed(`${operation.name}: ${found}`);
        }
        continue;
      }
      if (operation.expectError)
        throw new OperationFailed(
          `${operation.name}: expected an error, got ${EJSON.stringify(result as Document)}`,
        );
      if (operation.saveResultAsEntity) entities.map.set(operation.saveResultAsEntity, result);
      if (operation.expectResult !== undefined && !operation.ignoreResultAndError) {
        const found = mismatch(operation.expectResult, comparable(operation.expectResult, result));
        if (found) throw new OperationFailed(`${operation.name}: ${found}`);
      }
    }
    await checkOutcome(uri, test);
  } finally {
    await entities.close();
  }
}
