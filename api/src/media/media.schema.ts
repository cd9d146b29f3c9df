import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { MEDIA_TYPES, type MediaType } from '@agency/contracts';
import { withSearchWords } from '../common/search-words';

/** One generated file of an image, stored in the `media` GridFS bucket. */
export class MediaFile {
  @Prop({ required: true })
  width!: number;

  @Prop({ required: true })
  format!: string;

  @Prop({ required: true })
  fileId!: string;

  @Prop({ required: true })
  bytes!: number;
}

/** An uploaded image: what it is, who uploaded it, and its generated files. */
@Schema({ collection: 'media', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class MediaRecord {
  @Prop({ required: true })
  name!: string;

  @Prop({ type: String, required: true, enum: MEDIA_TYPES })
  type!: MediaType;

  @Prop({ required: true })
  width!: number;

  @Prop({ required: true })
  height!: number;

  /** The upload's size. */
  @Prop({ required: true })
  bytes!: number;

  @Prop({ type: [Number], required: true })
  widths!: number[];

  @Prop({ type: String, required: true })
  fallback!: 'jpg' | 'png';

  @Prop({
    type: [{ _id: false, width: Number, format: String, fileId: String, bytes: Number }],
    required: true,
    select: false,
  })
  files!: MediaFile[];

  @Prop({ required: true })
  uploadedById!: string;

  @Prop({ required: true })
  uploadedByEmail!: string;

  createdAt!: Date;
}

export const MediaSchema = SchemaFactory.createForClass(MediaRecord);
withSearchWords(MediaSchema, 'media');
MediaSchema.index({ createdAt: -1, _id: -1 });
