import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One counter per key and window, shared by every API process through the database. */
@Schema({ collection: 'rate_limits', versionKey: false })
export class RateLimitCounter {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  count!: number;

  /** When the window ends; the TTL index below removes the counter after that. */
  @Prop({ required: true })
  expiresAt!: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
// Counters are keyed by window, so an ended window's counter is never read again: the database drops it.
RateLimitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
