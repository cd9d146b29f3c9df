import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SignInRecord } from './sign-in-record';

/** Server-side session: only the SHA-256 of the cookie's token is stored, so a database leak gives no sessions. */
@Schema({ collection: 'sessions', timestamps: true })
export class Session extends SignInRecord {
  /** When the site was last opened with this session (SessionActivity), a few minutes stale at most; unset until then. */
  @Prop({ type: Date })
  lastSeenAt?: Date;

  createdAt!: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);

// Expired sessions are deleted by the database's TTL monitor, so the collection holds only live ones.
SessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
