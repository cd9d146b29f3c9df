import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One counter per key and window, shared by every API process through the database. */
@Schema({ collection: 'rate_limits', versionKey: false })
export class RateLimitCounter {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  count!: number;

  @Prop({ required: true })
  expiresAt!: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
