import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withSearchWords } from '../../common/search-words';

/** A newsletter subscriber: one address, kept once. */
@Schema({ collection: 'subscribers', timestamps: true, versionKey: false })
export class Subscriber {
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  subemail!: string;

  createdAt!: Date;
}

export const SubscriberSchema = SchemaFactory.createForClass(Subscriber);
withSearchWords(SubscriberSchema, 'subscribers');
// Newest first with _id breaking ties, as the lists read them: read in index order, no sort in memory.
SubscriberSchema.index({ createdAt: -1, _id: -1 });
