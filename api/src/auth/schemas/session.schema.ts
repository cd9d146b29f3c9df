import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** Server-side session: only the SHA-256 of the cookie's token is stored, so a database leak gives no sessions. */
@Schema({ collection: 'sessions', timestamps: true })
export class Session {
  @Prop({ required: true, unique: true })
  tokenHash!: string;

  @Prop({ required: true, type: Types.ObjectId, index: true })
  accountId!: Types.ObjectId;

  @Prop({ required: true })
  expiresAt!: Date;

  /** The browser that signed in, as it named itself (shortened), so the account page can say which one it is. */
  @Prop({ type: String, default: '' })
  userAgent!: string;

  /** The client's address at sign-in, as the rate limits see it. */
  @Prop({ type: String, default: '' })
  address!: string;

  /** When the site was last opened with this session (SessionActivity), a few minutes stale at most; unset until then. */
  @Prop({ type: Date })
  lastSeenAt?: Date;

  createdAt!: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);

// Expired sessions are deleted by the database's TTL monitor, so the collection holds only live ones.
SessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
