import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { SignInRecord } from './sign-in-record';

/**
 * What a session keeps of its account so that resolving it reads one document: copied from the account, its
 * admin-list entry and its second step, and kept equal to them by every write to those (SessionHolders).
 */
export interface SessionHolderCopy {
  /** The account's `sessionHolderVersion` the copy was read at: a copy is replaced only by a newer one. */
  version: number;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The account's chosen language, when it has one. */
  language?: string;
  /** Whether the account has an authenticator app or a passkey. */
  secondStepEnrolled: boolean;
  /** Since when the account is an admin (`Account.adminSince`): the grace to add a second step counts from here. */
  adminSince?: Date;
  /** When the copy was read from the records; an older copy than HOLDER_MAX_AGE_MS is read again before it is used. */
  copiedAt: Date;
}

/** Server-side session: only the SHA-256 of the cookie's token is stored, so a database leak gives no sessions. */
@Schema({ collection: 'sessions', timestamps: true })
export class Session extends SignInRecord {
  /** When the site was last opened with this session (SessionActivity), a few minutes stale at most; unset until then. */
  @Prop({ type: Date })
  lastSeenAt?: Date;

  /** Unset until the session's start has filled it; a session without it is filled when it is next resolved. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  holder?: SessionHolderCopy;

  createdAt!: Date;
}

export const SessionSchema = SchemaFactory.createForClass(Session);

// Expired sessions are deleted by the database's TTL monitor, so the collection holds only live ones.
SessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
