import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { withSearchWords } from '../../common/search-words';
import { MESSAGE_STATUSES, type MessageStatus } from '@agency/contracts';

/** A contact-form message for the admins. */
@Schema({ collection: 'messages', timestamps: true, versionKey: false })
export class Message {
  @Prop({ required: true })
  name!: string;

  @Prop({ required: true, lowercase: true, trim: true })
  email!: string;

  @Prop({ type: String, default: '' })
  number!: string;

  @Prop({ type: String, default: '' })
  subject!: string;

  @Prop({ required: true })
  message!: string;

  @Prop({ type: String, required: true, enum: MESSAGE_STATUSES, default: 'UnRead' })
  messageStatus!: MessageStatus;

  createdAt!: Date;
}

export const MessageSchema = SchemaFactory.createForClass(Message);
withSearchWords(MessageSchema, 'messages');
// Newest first with _id breaking ties, as the lists read them: read in index order, no sort in memory.
MessageSchema.index({ createdAt: -1, _id: -1 });
// An admin's search of read or unread messages, newest first (LIST_SEARCHES.messages).
MessageSchema.index({ messageStatus: 1, createdAt: -1, _id: -1 });
