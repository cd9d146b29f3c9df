import { MongoCommandError } from '../errors';
import { promote } from '../bson/exact-values';
import type { Doc } from '../bson/values';

/** The largest maxTimeMS MongoDB accepts (a signed 32-bit integer). */
const MAX_TIME_MS_LIMIT = 2 ** 31 - 1;

/** A command's `maxTimeMS`: whether it has run out. Commands without one never do. */
export interface TimeLimit {
  expired(): boolean;
}

const UNLIMITED: TimeLimit = { expired: () => false };

export const timeLimitExceeded = (): MongoCommandError =>
  new MongoCommandError('MaxTimeMSExpired', 'operation exceeded time limit');

/**
 * The time limit a command asks for, refused as MongoDB refuses it when it is not a whole number from 0 to
 * 2^31 − 1 (0 means none). The engine runs a command without yielding, so the limit is checked where it can
 * stop: after a read has been computed, and between the statements of a write batch.
 */
export function timeLimitOf(command: Doc): TimeLimit {
  if (command.maxTimeMS === undefined || command.maxTimeMS === null) return UNLIMITED;
  const ms: unknown = promote(command.maxTimeMS);
  if (typeof ms !== 'number' || !Number.isInteger(ms))
    throw new MongoCommandError(
      'BadValue',
      'maxTimeMS must be a non-negative integer number of milliseconds',
    );
  if (ms < 0 || ms > MAX_TIME_MS_LIMIT)
    throw new MongoCommandError(
      'BadValue',
      `maxTimeMS value ${ms} is out of range [0, ${MAX_TIME_MS_LIMIT}]`,
    );
  if (ms === 0) return UNLIMITED;
  const deadline = performance.now() + ms;
  return { expired: () => performance.now() > deadline };
}
