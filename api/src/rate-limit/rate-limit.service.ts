import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RateLimitCounter } from './rate-limit.schema';

export interface RateLimit {
  /** Names the action, e.g. 'login'. */
  scope: string;
  limit: number;
  windowMs: number;
}

export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please wait a moment and try again.', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Fixed-window counters in MongoDB, so limits hold across API processes behind a load balancer. */
@Injectable()
export class RateLimitService {
  constructor(@InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>) {}

  /** Counts one attempt for every key (e.g. the IP and the e-mail); throws 429 when any is over its limit. */
  async consume(rule: RateLimit, keys: string[]): Promise<void> {
    const now = Date.now();
    const window = Math.floor(now / rule.windowMs);
    const windowEnds = (window + 1) * rule.windowMs;
    const counts = await Promise.all(
      keys.map((key) =>
        this.counters
          .findOneAndUpdate(
            { _id: `${rule.scope}:${key}:${window}` },
            { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowEnds) } },
            { upsert: true, returnDocument: 'after', lean: true },
          )
          .then((counter) => counter?.count ?? 1),
      ),
    );
    if (counts.some((count) => count > rule.limit)) {
      throw new TooManyRequestsException(Math.max(1, Math.ceil((windowEnds - now) / 1000)));
    }
  }
}
