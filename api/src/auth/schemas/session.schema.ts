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
}

export const SessionSchema = SchemaFactory.createForClass(Session);

// Expired sessions are deleted by the database's TTL monitor, so the collection holds only live ones.
SessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
