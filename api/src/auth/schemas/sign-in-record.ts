import { Prop } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * What a session and a sign-in still waiting for its second step both keep: the hash of the token their cookie
 * carries (never the token), the account, when they end, and where the password was sent from, so the account page
 * can name the browser and place of the session.
 */
export abstract class SignInRecord {
  @Prop({ required: true, unique: true })
  tokenHash!: string;

  @Prop({ required: true, type: Types.ObjectId, index: true })
  accountId!: Types.ObjectId;

  @Prop({ required: true })
  expiresAt!: Date;

  /** The browser that signed in, as it named itself (shortened). */
  @Prop({ type: String, default: '' })
  userAgent!: string;

  /** The client's address at sign-in, as the rate limits see it. */
  @Prop({ type: String, default: '' })
  address!: string;
}
