/** Driver errors that mean "the database cannot be reached right now", as opposed to a bad query. */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongooseServerSelectionError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (UNAVAILABLE_ERROR_NAMES.has(error.name)) return true;
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
