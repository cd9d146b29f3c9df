import { Schema } from 'mongoose';

/**
 * One document per sequence (order numbers, ...): `value` is the last number handed out. Only `$inc` ever
 * changes it, so every API process sharing the database gets a number no other process got.
 */
export interface Counter {
  _id: string;
  value: number;
}

export const COUNTER_MODEL = 'Counter';

export const CounterSchema = new Schema<Counter>(
  { _id: { type: String, required: true }, value: { type: Number, required: true, default: 0 } },
  { collection: 'counters', versionKey: false },
);
