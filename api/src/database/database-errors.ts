import { mongo } from 'mongoose';

/**
 * Driver errors that mean "the database cannot be reached right now", as opposed to a bad query. Matched by
 * class where the driver exports one (MongoNetworkError covers timeouts and a pool cleared under a request,
 * PoolClearedOnNetworkError among them), by name for the rest.
 */
const UNAVAILABLE_ERROR_CLASSES = [
  mongo.MongoNetworkError,
  mongo.MongoServerSelectionError,
  mongo.MongoNotConnectedError,
  mongo.MongoTopologyClosedError,
  mongo.MongoServerClosedError,
  mongo.MongoClientClosedError,
  mongo.MongoOperationTimeoutError,
  mongo.MongoStalePrimaryError,
];
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongooseServerSelectionError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
]);
/**
 * Server answers that mean "not now" during a failover or shutdown: HostUnreachable, HostNotFound,
 * NetworkTimeout, ShutdownInProgress, PrimarySteppedDown, SocketException, NotWritablePrimary,
 * InterruptedAtShutdown, InterruptedDueToReplStateChange, NotPrimaryNoSecondaryOk, NotPrimaryOrSecondary.
 */
const UNAVAILABLE_SERVER_CODES = new Set([6, 7, 89, 91, 189, 9001, 10107, 11600, 11602, 13435, 13436]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (isUnavailableError(cause)) return true;
    cause = cause.cause;
  }
  return false;
}

function isUnavailableError(error: Error): boolean {
  if (UNAVAILABLE_ERROR_CLASSES.some((type) => error instanceof type)) return true;
  if (UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
  if (error instanceof mongo.MongoServerError && UNAVAILABLE_SERVER_CODES.has(Number(error.code)))
    return true;
  // With bufferCommands off, mongoose refuses queries while (re)connecting instead of queueing them.
  return (
    error.name === 'MongooseError' &&
    /initial connection|not connected|connection.*closed/i.test(error.message)
  );
}

/** MongoDB's E11000: a write a unique index refused. */
const DUPLICATE_KEY = 11000;

export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}

/** Seconds a client should wait before retrying while the database is down. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
