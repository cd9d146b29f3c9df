import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Where every limiter keeps its points: one document per scope and key. */
export const RATE_LIMIT_COLLECTION = 'rate_limit_points';

/**
 * rate-limiter-flexible's document, declared here only for its indexes: built with every other model's before
 * the API takes requests, rather than by the library when a limiter is first used (and never, if the database
 * was away just then).
 */
@Schema({ collection: RATE_LIMIT_COLLECTION, versionKey: false })
export class RateLimitPoint {
  /** The limit's scope and its key (`login:ip:203.0.113.9`). */
  @Prop({ required: true })
  key!: string;

  @Prop({ required: true })
  points!: number;

  /** When the window ends; the TTL index drops the document then. */
  @Prop({ type: Date })
  expire!: Date | null;
}

export const RateLimitPointSchema = SchemaFactory.createForClass(RateLimitPoint);
// The same two indexes the library would build: one document per key, removed once its window has ended.
RateLimitPointSchema.index({ key: 1 }, { unique: true });
RateLimitPointSchema.index({ expire: -1 }, { expireAfterSeconds: 0 });
