import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SignInRecord } from '../schemas/sign-in-record';

/**
 * A sign-in whose password was right and whose second step is still to come. It opens nothing but the second
 * step's endpoints; only its token's hash is stored, and it expires within minutes. Its browser and address become
 * the session's when the second step passes.
 */
@Schema({ collection: 'pending_sign_ins', timestamps: true })
export class PendingSignIn extends SignInRecord {
  /** The challenge a passkey must sign for this sign-in. */
  @Prop({ type: String })
  passkeyChallenge?: string;

  /** The second step's tries made with it: each pending sign-in has its own allowance (SecondStepController). */
  @Prop({ type: Number, default: 0 })
  attempts!: number;
}

export const PendingSignInSchema = SchemaFactory.createForClass(PendingSignIn);

// The database removes them once expired; the second step checks the time itself as well.
PendingSignInSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
