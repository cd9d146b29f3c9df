import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * One override token the API signed: its id (in the token), the session it was issued to and when it ends. The
 * routing document lists the ids still live (their session signed in, its account an admin with access), so signing
 * out or losing the role ends the override on every web server at its next read of the document.
 */
@Schema({
  collection: 'release_overrides',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class ReleaseOverride {
  @Prop({ type: String, required: true, unique: true })
  overrideId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  sessionId!: Types.ObjectId;

  @Prop({ required: true })
  expiresAt!: Date;
}

export const ReleaseOverrideSchema = SchemaFactory.createForClass(ReleaseOverride);

// Expired overrides are deleted by the database's TTL monitor; the routing document also skips them before then.
ReleaseOverrideSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
