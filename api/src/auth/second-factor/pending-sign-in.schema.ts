import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * A sign-in whose password was right and whose second step is still to come. It opens nothing but the second
 * step's endpoints; only its token's hash is stored, and it expires within minutes.
 */
@Schema({ collection: 'pending_sign_ins', timestamps: true })
export class PendingSignIn {
  @Prop({ required: true, unique: true })
  tokenHash!: string;

  @Prop({ required: true, type: Types.ObjectId })
  accountId!: Types.ObjectId;

  @Prop({ required: true })
  expiresAt!: Date;

  /** Where the password was sent from, for the session the second step opens. */
  @Prop({ type: String, default: '' })
  userAgent!: string;

  @Prop({ type: String, default: '' })
  address!: string;

  /** The challenge a passkey must sign for this sign-in. */
  @Prop({ type: String })
  passkeyChallenge?: string;
}

export const PendingSignInSchema = SchemaFactory.createForClass(PendingSignIn);

// The database removes them once expired; the second step checks the time itself as well.
PendingSignInSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
