import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
import { RATE_LIMIT_COLLECTION } from './rate-limit-point.schema';

export interface RateLimit {
  /** Names the action, e.g. 'login'. */
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * Rate limits counted in MongoDB by rate-limiter-flexible, so they hold across API processes behind a load
 * balancer. A window starts with a key's first attempt and lasts `windowMs`; each attempt is one atomic
 * upsert, so two processes counting the same key at once both count.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterMongo>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Counts one attempt for every key (e.g. the IP and the e-mail); throws 429 when any is over its limit. */
  async consume(rule: RateLimit, keys: string[]): Promise<void> {
    const limiter = this.limiter(rule);
    const refusals = await Promise.all(
      keys.map((key) => limiter.consume(key).then(() => undefined, refusal)),
    );
    const waits = refusals.filter((wait) => wait !== undefined);
    if (waits.length > 0) throw new TooManyRequestsException(retryAfterSeconds(Math.max(...waits)));
  }

  private limiter(rule: RateLimit): RateLimiterMongo {
    const id = `${rule.scope}/${rule.limit}/${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterMongo({
        storeClient: this.connection,
        tableName: RATE_LIMIT_COLLECTION,
        keyPrefix: rule.scope,
        points: rule.limit,
        duration: rule.windowMs / 1000,
        // RateLimitPointSchema's indexes, built at start.
        disableIndexesCreation: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

/** A refused attempt's wait in ms; a store failure is thrown on, so the request fails rather than goes uncounted. */
function refusal(outcome: unknown): number {
  if (outcome instanceof RateLimiterRes) return outcome.msBeforeNext;
  throw outcome;
}

function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
