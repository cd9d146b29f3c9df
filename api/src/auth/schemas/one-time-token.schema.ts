import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A single-use, expiring token sent by e-mail; stored hashed. */
@Schema({ collection: 'one_time_tokens', timestamps: true })
export class OneTimeToken {
  @Prop({ required: true, unique: true })
  tokenHash!: string;

  @Prop({ required: true, type: Types.ObjectId, index: true })
  accountId!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: TOKEN_PURPOSES })
  purpose!: TokenPurpose;

  /** A change of e-mail: the account's address when it was asked for, and the address the link was mailed to. */
  @Prop({ type: String })
  fromEmail?: string;

  @Prop({ type: String })
  newEmail?: string;

  /**
   * Whether the account had proved `fromEmail` when the link was made: only then does what the old address holds
   * (its newsletter subscription) move with the account.
   */
  @Prop({ type: Boolean })
  fromEmailVerified?: boolean;

  @Prop({ required: true })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  usedAt!: Date | null;
}

export const OneTimeTokenSchema = SchemaFactory.createForClass(OneTimeToken);
