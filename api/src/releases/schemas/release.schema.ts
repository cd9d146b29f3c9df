import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import {
  SLICES,
  type ReleaseTypes,
  type RemoteSlice,
  type SharedSingleton,
  type Slice,
} from '@agency/contracts/releases';

/** A published release as registered: its release.json and who registered it. Never changed once written. */
@Schema({
  collection: 'releases',
  timestamps: { createdAt: 'registeredAt', updatedAt: false },
  versionKey: false,
})
export class Release {
  @Prop({ type: String, required: true, enum: SLICES })
  slice!: Slice;

  @Prop({ required: true })
  version!: string;

  @Prop({ required: true })
  packageVersion!: string;

  @Prop({ required: true })
  contentHash!: string;

  @Prop({ required: true })
  builtAt!: string;

  @Prop()
  commit?: string;

  @Prop()
  federationRuntime?: string;

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  shared!: Record<string, SharedSingleton>;

  @Prop({ type: [String], default: [] })
  exposes!: string[];

  @Prop({ type: MongooseSchema.Types.Mixed, default: {} })
  needs!: Partial<Record<RemoteSlice, string[]>>;

  @Prop({ type: MongooseSchema.Types.Mixed })
  types?: ReleaseTypes;

  @Prop({ required: true })
  registeredBy!: string;

  registeredAt!: Date;
}

export const ReleaseSchema = SchemaFactory.createForClass(Release);
// One record per version of a slice (registering twice is answered with the first); listed newest first.
ReleaseSchema.index({ slice: 1, version: 1 }, { unique: true });
ReleaseSchema.index({ slice: 1, registeredAt: -1 });
