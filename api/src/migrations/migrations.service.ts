import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../database/database-errors';
import { Readiness } from '../health/readiness';
import type { Migration, MigrationRun } from './migration';
import { MIGRATION_RECORD, type MigrationRecord } from './migration-record.schema';

export const MIGRATION_SETTINGS = Symbol('MIGRATION_SETTINGS');

export interface MigrationSettings {
  migrations: readonly Migration[];
  /** How long a lock holds without being renewed: how long a crashed holder keeps others waiting. */
  leaseMs: number;
  /** How often an instance waiting for another's run looks again. */
  pollMs: number;
}

/** The lease is renewed this many times per lease period, so one slow renewal does not lose it. */
const RENEWALS_PER_LEASE = 3;

class LeaseLost extends Error {
  constructor(id: string) {
    super(`Migration ${id}: another instance took it over`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Runs the migrations in their order, each once for the database, in the background after the API starts:
 * serving never waits for them, and `isDone()` is what readiness reports meanwhile. Instances starting at
 * once share the work through one lock per migration; the others wait for the holder's run to be done.
 */
@Injectable()
export class MigrationsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Migrations');
  /** This instance, as lock holder: unique per start. */
  readonly owner = `${os.hostname()}:${process.pid}:${randomUUID()}`;
  private finished = false;
  private stopping = false;
  private running?: Promise<void>;
  private renewal?: NodeJS.Timeout;

  constructor(
    @InjectModel(MIGRATION_RECORD) private readonly records: Model<MigrationRecord>,
    @Inject(MIGRATION_SETTINGS) private readonly settings: MigrationSettings,
    private readonly moduleRef: ModuleRef,
    readiness: Readiness,
  ) {
    readiness.require('migrations', () => this.finished);
  }

  onApplicationBootstrap(): void {
    this.running = this.runAll();
  }

  onApplicationShutdown(): void {
    // A run in progress is left as a crash would leave it: its lease runs out and another instance resumes it.
    this.stopping = true;
    clearInterval(this.renewal);
  }

  /** Whether every migration is recorded as done (readiness waits for this). */
  isDone(): boolean {
    return this.finished;
  }

  /** Resolves once every migration is done, or this instance is shutting down. */
  async done(): Promise<void> {
    await this.running;
  }

  private async runAll(): Promise<void> {
    for (const migration of this.settings.migrations) {
      for (let failures = 0; !this.stopping;) {
        try {
          if (await this.runOnce(migration)) break;
        } catch (error) {
          failures += 1;
          this.logger.error(`${migration.id} failed (attempt ${failures}), trying again: ${String(error)}`);
        }
        await sleep(this.settings.pollMs * Math.min(failures + 1, 10));
      }
      if (this.stopping) return;
    }
    this.finished = true;
  }

  /** Runs the migration if it is not done and nobody holds it; answers whether it is done now. */
  private async runOnce(migration: Migration): Promise<boolean> {
    const record = await this.records.findById(migration.id).lean();
    if (record?.state === 'done') return true;
    const taken = await this.take(migration.id);
    if (!taken) return false;
    this.renewal = setInterval(
      () => void this.renew(migration.id).catch(() => undefined),
      this.settings.leaseMs / RENEWALS_PER_LEASE,
    ).unref();
    try {
      this.logger.log(
        `${migration.id}: ${migration.description}${taken.attempts > 1 ? ` (resumed, attempt ${taken.attempts})` : ''}`,
      );
      await migration.run(this.runContext(migration.id, taken.checkpoint));
      const result = await this.records.updateOne(
        { _id: migration.id, owner: this.owner },
        { $set: { state: 'done', doneAt: new Date() }, $unset: { owner: 1, leaseUntil: 1 } },
      );
      if (result.matchedCount === 0) throw new LeaseLost(migration.id);
      this.logger.log(`${migration.id}: done`);
      return true;
    } finally {
      clearInterval(this.renewal);
    }
  }

  /** Takes the lock when it is free or its lease ran out: one conditional update, so one instance wins. */
  private async take(id: string): Promise<MigrationRecord | null> {
    const now = new Date();
    try {
      return await this.records
        .findOneAndUpdate(
          {
            _id: id,
            state: trusted({ $ne: 'done' }),
            $or: [{ owner: trusted({ $exists: false }) }, { leaseUntil: trusted({ $lte: now }) }],
          },
          {
            $set: { state: 'running', owner: this.owner, leaseUntil: this.leaseEnd() },
            $inc: { attempts: 1 },
            $setOnInsert: { startedAt: now },
          },
          { upsert: true, returnDocument: 'after' },
        )
        .lean();
    } catch (error) {
      // The record exists and another instance holds it: the upsert tried to make a second one.
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  private async renew(id: string, checkpoint?: { value: unknown }): Promise<void> {
    const result = await this.records.updateOne(
      { _id: id, owner: this.owner },
      { $set: { leaseUntil: this.leaseEnd(), ...(checkpoint ? { checkpoint: checkpoint.value } : {}) } },
    );
    if (result.matchedCount === 0) throw new LeaseLost(id);
  }

  private runContext(id: string, checkpoint: unknown): MigrationRun {
    return {
      checkpoint,
      saveCheckpoint: async (value) => {
        if (this.stopping) throw new Error(`Migration ${id}: stopped, the API is shutting down`);
        await this.renew(id, { value });
      },
      get: <T>(token: Type<T> | string) => this.moduleRef.get<T>(token, { strict: false }),
    };
  }

  private leaseEnd(): Date {
    return new Date(Date.now() + this.settings.leaseMs);
  }
}
