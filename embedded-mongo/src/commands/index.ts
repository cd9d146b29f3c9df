import { Long } from 'bson';
import { MongoCommandError } from '../errors';
import { promote } from '../bson/exact-values';
import { isPlainObject, type Doc } from '../bson/values';
import { adminCommands } from './admin';
import { timeLimitExceeded, timeLimitOf } from './time-limit';
import type { CommandContext, CommandHandler } from './context';
import { handshakeCommands } from './handshake';
import { readCommands } from './read';
import { writeCommands } from './write';
import { refuseOnView } from './views';

export type { CommandContext, CommandHandler, ServerDescription } from './context';

/** The one table of supported commands. Anything else is answered with 115 or CommandNotFound (59), below. */
export const commandTable: Readonly<Record<string, CommandHandler>> = Object.freeze({
  ...handshakeCommands,
  ...readCommands,
  ...writeCommands,
  ...adminCommands,
});

export function commandNameOf(command: Doc): string {
  return Object.keys(command)[0] ?? '';
}

/**
 * Commands a MongoDB 7.0 server has that this engine does not implement: answered with 115 naming the command, as
 * the engine's rule is, rather than with the 59 of a command no MongoDB knows.
 */
const UNSUPPORTED_COMMANDS = new Set([
  'dbStats',
  'dataSize',
  'validate',
  'compact',
  'reIndex',
  'convertToCapped',
  'cloneCollectionAsCapped',
  'mapReduce',
  'top',
  'currentOp',
  'killOp',
  'getLog',
  'profile',
  'setParameter',
  'fsync',
  'planCacheClear',
  'planCacheClearFilters',
  'planCacheListFilters',
  'planCacheSetFilter',
  'createUser',
  'updateUser',
  'dropUser',
  'usersInfo',
  'createRole',
  'rolesInfo',
  'shutdown',
  'listCommands',
  'getCmdLineOpts',
  'startSession',
  'killSessions',
  'killAllSessionsByPattern',
  'lockInfo',
  'fsyncUnlock',
  'getDefaultRWConcern',
  'setDefaultRWConcern',
  'logout',
  'saslStart',
  'saslContinue',
  'authenticate',
  'dropAllUsersFromDatabase',
  'grantRolesToUser',
  'revokeRolesFromUser',
  'updateRole',
  'dropRole',
  'dropAllRolesFromDatabase',
  'grantPrivilegesToRole',
  'revokePrivilegesFromRole',
  'grantRolesToRole',
  'revokeRolesFromRole',
  'invalidateUserCache',
  'filemd5',
  'dbHash',
  'logRotate',
  'setFeatureCompatibilityVersion',
  'getClusterParameter',
  'setClusterParameter',
  'createSearchIndexes',
  'dropSearchIndex',
  'updateSearchIndex',
  'analyze',
  'clearLog',
]);

/** Replica set commands, which a standalone mongod answers with 76 NoReplicationEnabled. */
const REPLICA_SET_COMMANDS = new Set([
  'replSetGetStatus',
  'replSetGetConfig',
  'replSetInitiate',
  'replSetReconfig',
  'replSetStepDown',
  'replSetStepUp',
  'replSetFreeze',
  'replSetMaintenance',
  'replSetSyncFrom',
  'replSetResizeOplog',
]);

/** The engine is a standalone server: a write concern waiting for other members is refused, as mongod does. */
function refuseReplicatedWriteConcern(writeConcern: unknown): void {
  if (!isPlainObject(writeConcern)) return;
  const w: unknown = promote(writeConcern.w);
  if (typeof w === 'number' && w > 1)
    throw new MongoCommandError('BadValue', "cannot use 'w' > 1 on a standalone");
}

/** Reads whose answer is thrown away for MongoDB's error when they took longer than their maxTimeMS. */
const READS_WITH_TIME_LIMIT = new Set([
  'find',
  'aggregate',
  'count',
  'distinct',
  'listCollections',
  'listIndexes',
]);

export function runCommand(command: Doc, context: Omit<CommandContext, 'timeLimit'>): Doc {
  const name = commandNameOf(command);
  const handler = Object.hasOwn(commandTable, name) ? commandTable[name] : undefined;
  if (!handler && REPLICA_SET_COMMANDS.has(name))
    throw new MongoCommandError('NoReplicationEnabled', 'not running with --replSet');
  if (!handler && UNSUPPORTED_COMMANDS.has(name))
    throw new MongoCommandError('CommandNotSupported', `${name} is not supported by embedded-mongo`);
  if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
  // A standalone mongod refuses transactions the same way.
  if (
    command.txnNumber !== undefined ||
    command.startTransaction !== undefined ||
    command.autocommit !== undefined
  ) {
    throw new MongoCommandError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
  }
  refuseReplicatedWriteConcern(command.writeConcern);
  refuseOnView(name, command, context);
  const timeLimit = timeLimitOf(command);
  const reply = handler(command, { ...context, timeLimit });
  if (READS_WITH_TIME_LIMIT.has(name) && timeLimit.expired()) {
    const cursorId: unknown = (reply.cursor as Doc | undefined)?.id;
    if (cursorId instanceof Long && !cursorId.isZero()) context.cursors.kill([cursorId]);
    throw timeLimitExceeded();
  }
  return reply;
}
