import { Long } from 'bson';
import type { CursorRegistry } from '../wire/cursors';
import type { TimeLimit } from './time-limit';
import { MongoCommandError } from '../errors';
import type { Collection, Storage } from '../storage/storage';
import type { Logger } from '../logger';
import { isPlainObject, type Doc } from '../bson/values';

export interface ServerDescription {
  readonly host: string;
  readonly port: number;
  readonly startedAt: Date;
  connectionCount(): number;
}

/** Everything a command handler may touch. Handlers are synchronous, which is what makes each command atomic. */
export interface CommandContext {
  readonly storage: Storage;
  readonly cursors: CursorRegistry;
  readonly db: string;
  readonly connectionId: number;
  readonly remoteAddress: string;
  readonly server: ServerDescription;
  /** Where what MongoDB logs rather than answers goes (a validator's warnings). */
  readonly logger: Logger;
  /** The command's maxTimeMS. */
  readonly timeLimit: TimeLimit;
}

export type CommandHandler = (command: Doc, context: CommandContext) => Doc;

export function collectionName(command: Doc, field: string): string {
  const name: unknown = command[field];
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoCommandError('InvalidNamespace', `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function optionalDoc(command: Doc, field: string): Doc | undefined {
  const value: unknown = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw new MongoCommandError('BadValue', `'${field}' must be an object`);
  return value;
}

export function intField(command: Doc, field: string): number {
  const value: unknown = command[field];
  if (value === undefined || value === null) return 0;
  const number = value instanceof Long ? value.toNumber() : Number(value);
  if (!Number.isFinite(number)) throw new MongoCommandError('BadValue', `'${field}' must be a number`);
  return Math.trunc(number);
}

/** Cursor ids arrive as Long, or as plain numbers once the BSON decoder has promoted small Longs. */
export function toCursorId(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value);
  if (typeof value === 'bigint') return Long.fromBigInt(value);
  throw new MongoCommandError('BadValue', 'cursor id must be a 64-bit integer');
}

export function requireCollection(context: CommandContext, name: string): Collection {
  const collection = context.storage.getCollection(context.db, name);
  if (!collection)
    throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${context.db}.${name}`);
  return collection;
}
