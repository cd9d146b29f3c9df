import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CONTENT_VERSION_MODEL, type ContentVersion } from './content-version.schema';

/**
 * How stale a list may be when another API process writes to the same database: with the shell's render cache
 * trusting what it read for up to 250 ms more (SSR_CONTENT_MAX_AGE_MS), an edit is on every page within a second.
 */
export const VERSION_CHECK_INTERVAL_MS = 750;

/**
 * The write counters of every content resource as this process last saw them. Reads within a second of
 * the last check trust them without asking the database; local writes update them at once.
 */
@Injectable()
export class ContentVersionsService {
  private readonly known = new Map<string, number>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(@InjectModel(CONTENT_VERSION_MODEL) private readonly versions: Model<ContentVersion>) {}

  isFresh(): boolean {
    return performance.now() - this.checkedAt < VERSION_CHECK_INTERVAL_MS;
  }

  current(key: string): number {
    return this.known.get(key) ?? 0;
  }

  /** Re-reads every counter in one query, unless that was done less than a second ago. */
  refresh(): Promise<void> {
    if (this.isFresh()) return Promise.resolve();
    this.checking ??= this.readAll().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /** Called after a successful write, so other processes notice it. */
  async bump(key: string): Promise<void> {
    const doc = await this.versions
      .findOneAndUpdate({ _id: key }, { $inc: { v: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    if (doc) this.known.set(key, doc.v);
  }

  private async readAll(): Promise<void> {
    // Counted from before the query, so a write that lands while it runs is caught by the next check.
    const started = performance.now();
    const docs = await this.versions.find({}, { v: 1 }).lean();
    for (const doc of docs) this.known.set(doc._id, doc.v);
    this.checkedAt = started;
  }
}
