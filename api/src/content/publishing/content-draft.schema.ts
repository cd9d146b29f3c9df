import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';

/** The unpublished change of one content record: at most one per record, replaced as the editor saves again. */
@Schema({ collection: 'content_drafts', timestamps: true, versionKey: false, minimize: false })
export class ContentDraftRecord {
  @Prop({ required: true })
  resource!: string;

  /** The record it changes, or the id a new record gets when it is published. */
  @Prop({ required: true })
  recordId!: string;

  @Prop({ required: true })
  createsRecord!: boolean;

  /** The language whose translations it changes; absent for the default language's values. */
  @Prop()
  locale?: string;

  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  fields!: Record<string, string>;

  @Prop({ required: true })
  savedById!: string;

  @Prop({ required: true })
  savedByEmail!: string;

  /** When the draft publishes by itself, and who asked for it (the publisher it is recorded under). */
  @Prop()
  publishAt?: Date;

  @Prop()
  scheduledById?: string;

  @Prop()
  scheduledByEmail?: string;

  /**
   * Counts the draft's saves: a save that merged what it read, and a publish that let it go, write only if no
   * other save came in between (so concurrent saves of different fields all stay, and none is lost to a publish).
   */
  @Prop()
  revision?: number;

  /**
   * While a process publishes the draft at its scheduled time: when that process's claim runs out, so that the
   * draft of a process that died is published by another; and how many times it was claimed.
   */
  @Prop()
  publishingUntil?: Date;

  @Prop()
  publishClaims?: number;

  /** The version a restore brought back; its publish says so in history. */
  @Prop()
  restoredFrom?: number;

  updatedAt!: Date;
}

export const ContentDraftSchema = SchemaFactory.createForClass(ContentDraftRecord);
/** One draft per record and language (the default language's has no `locale`, which the index reads as null). */
export const DRAFT_IDENTITY_INDEX = 'resource_1_recordId_1_locale_1';
/** The index of when a record had one draft in all, which a migration drops. */
export const RECORD_DRAFT_INDEX = 'resource_1_recordId_1';
ContentDraftSchema.index(
  { resource: 1, recordId: 1, locale: 1 },
  { unique: true, name: DRAFT_IDENTITY_INDEX },
);
ContentDraftSchema.index({ updatedAt: -1 });
ContentDraftSchema.index({ publishAt: 1 }, { sparse: true });
