import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** Named here because the session lookup joins it by name. */
export const SECOND_FACTORS_COLLECTION = 'second_factors';

/** One account's second sign-in step: its authenticator app, and whether it has any factor. */
@Schema({ collection: SECOND_FACTORS_COLLECTION, timestamps: true })
export class SecondFactor {
  @Prop({ required: true, type: Types.ObjectId, unique: true })
  accountId!: Types.ObjectId;

  /** Whether the account has an authenticator app or a passkey, kept beside them to be read in one command. */
  @Prop({ type: Boolean, default: false })
  enrolled!: boolean;

  /** The authenticator app's shared secret (base32), once its first code confirmed it; never sent again. */
  @Prop({ type: String, select: false })
  totpSecret?: string;

  /** A secret shown at enrolment and waiting for its first code. */
  @Prop({ type: String, select: false })
  pendingTotpSecret?: string;

  /** The last 30-second step whose code was accepted, so a code seen over a shoulder cannot be used again. */
  @Prop({ type: Number, default: 0 })
  totpLastStep!: number;

  /** The challenge of a passkey being added, and until when it may be answered. */
  @Prop({ type: String, select: false })
  registrationChallenge?: string;

  @Prop({ type: Date })
  registrationChallengeExpiresAt?: Date;

  /**
   * An admin's first sign-in as an admin, where the grace began before the account kept since when it is an admin
   * (`Account.adminSince`); read once, at the account's next promotion, and removed when it stops being one.
   */
  @Prop({ type: Date })
  firstAdminSignInAt?: Date;
}

export const SecondFactorSchema = SchemaFactory.createForClass(SecondFactor);
