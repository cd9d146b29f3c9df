import type { Type } from '@nestjs/common';

/** What a migration is given while it runs. */
export interface MigrationRun {
  /** How far an earlier run that was interrupted got (what it last saved), or undefined. */
  readonly checkpoint: unknown;
  /**
   * Saves how far this run got, so a run after a crash continues from there; it also renews this instance's
   * lease. Throws when the lease was lost (another instance took the migration over): stop then.
   */
  saveCheckpoint(checkpoint: unknown): Promise<void>;
  /** A provider of the API (a service, a model token), from whichever module provides it. */
  get<T>(token: Type<T> | string): T;
}

/**
 * A change of stored data that runs once for the database, whichever API instance gets to it. A crash may cut a
 * run short, and the next run starts again: its steps must be safe to repeat (each write conditional on the
 * old shape still being there) or it must continue from its checkpoint.
 */
export interface Migration {
  /** Its recorded version: the `_id` of its document in `migrations`. Never reused, never renamed. */
  readonly id: string;
  readonly description: string;
  run(run: MigrationRun): Promise<void>;
}
