import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { COUNTER_MODEL, type Counter } from './counter.schema';
import { isDuplicateKeyError } from './database-errors';

/** Sequences shared by every API process: each number is handed out once, by one atomic `$inc`. */
@Injectable()
export class CountersService {
  constructor(@InjectModel(COUNTER_MODEL) private readonly counters: Model<Counter>) {}

  /** The next number of the sequence, starting at 1. */
  async next(sequence: string): Promise<number> {
    try {
      return await this.increment(sequence);
    } catch (error) {
      // Two first uses at once may both try to create the counter; the one that lost finds it there now.
      if (isDuplicateKeyError(error)) return this.increment(sequence);
      throw error;
    }
  }

  /**
   * Moves the sequence up to at least `value` (never down), creating it if needed: how numbers handed out
   * before the counter existed are taken into account. Safe to run from several processes at once.
   */
  async raise(sequence: string, value: number): Promise<void> {
    try {
      await this.counters.updateOne({ _id: sequence }, { $max: { value } }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.counters.updateOne({ _id: sequence }, { $max: { value } });
    }
  }

  /**
   * The next number above both the sequence and `floor` (the highest number already in use, read by the caller):
   * how a sequence follows numbers that are also set elsewhere (list positions that a reorder rewrites). Two
   * callers at once still get two numbers.
   */
  async nextAbove(sequence: string, floor: number): Promise<number> {
    await this.raise(sequence, floor);
    return this.next(sequence);
  }

  private async increment(sequence: string): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: sequence }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    if (!counter) throw new Error(`The counter ${sequence} was not returned`);
    return counter.value;
  }
}
