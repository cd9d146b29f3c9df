import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** A single-use, expiring token sent by e-mail; stored hashed. */
@Schema({ collection: 'one_time_tokens', timestamps: true })
export class OneTimeToken {
  @Prop({ required: true, unique: true })
  tokenHash!: string;

  @Prop({ required: true, type: Types.ObjectId, index: true })
  accountId!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ['verify-email', 'reset-password'] })
  purpose!: TokenPurpose;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  usedAt!: Date | null;
}

export const OneTimeTokenSchema = SchemaFactory.createForClass(OneTimeToken);
