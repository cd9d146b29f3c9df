import { Schema } from 'mongoose';

/**
 * One document per sequence (order numbers, a content record's history versions): `value` is the last number
 * handed out. Only `$inc` (and `$max`, for numbers given before the sequence existed) ever changes it, so every
 * API process sharing the database gets a number no other process got. The collection is `sequences`, since
 * `counters` holds the site's Counter block.
 */
export interface Counter {
  _id: string;
  value: number;
}

export const COUNTER_MODEL = 'Counter';

export const CounterSchema = new Schema<Counter>(
  { _id: { type: String, required: true }, value: { type: Number, required: true, default: 0 } },
  { collection: 'sequences', versionKey: false },
);
