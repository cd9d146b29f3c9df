import { Schema } from 'mongoose';

/**
 * One document per migration ever started, in `migrations`. While one runs, `owner` and `leaseUntil` are its
 * lock: taken by a conditional update, renewed while it runs, free for another instance once the lease has
 * run out (its holder crashed or stalled). `checkpoint` is how far it got.
 */
export interface MigrationRecord {
  _id: string;
  state: 'running' | 'done';
  owner?: string;
  leaseUntil?: Date;
  checkpoint?: unknown;
  /** How many times an instance took it: more than one means a run was interrupted and resumed. */
  attempts: number;
  startedAt: Date;
  doneAt?: Date;
}

export const MIGRATION_RECORD = 'MigrationRecord';

export const MigrationRecordSchema = new Schema<MigrationRecord>(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true, enum: ['running', 'done'] },
    owner: String,
    leaseUntil: Date,
    checkpoint: Schema.Types.Mixed,
    attempts: { type: Number, required: true, default: 0 },
    startedAt: { type: Date, required: true },
    doneAt: Date,
  },
  { collection: 'migrations', versionKey: false },
);
