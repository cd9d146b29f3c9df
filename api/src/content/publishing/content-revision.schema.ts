import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** One published version of a content record, numbered per record; kept until pruned by count or age. */
@Schema({ collection: 'content_history', versionKey: false, minimize: false })
export class ContentRevisionRecord {
  @Prop({ required: true })
  resource!: string;

  @Prop({ required: true })
  recordId!: string;

  @Prop({ required: true })
  version!: number;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  fields!: Record<string, string>;

  /** The other languages' values then, when the record had any. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  translations?: Record<string, Record<string, string>>;

  @Prop({ required: true })
  publishedAt!: Date;

  /** Null for the state a record was in when history began. */
  @Prop({ type: String, default: null })
  publishedById!: string | null;

  @Prop({ type: String, default: null })
  publishedByEmail!: string | null;

  @Prop()
  restoredFrom?: number;
}

export const ContentRevisionSchema = SchemaFactory.createForClass(ContentRevisionRecord);
ContentRevisionSchema.index({ resource: 1, recordId: 1, version: -1 }, { unique: true });
