import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The one key pair that signs admins' overrides, so every API instance signs with the same key. */
export const OVERRIDE_KEY_SLOT = 'override';

/** An Ed25519 key pair (PEM); the private half is never read unless asked for by name. */
@Schema({ collection: 'release_keys', timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class ReleaseKey {
  @Prop({ type: String, required: true, unique: true })
  slot!: string;

  @Prop({ required: true })
  publicKey!: string;

  @Prop({ required: true, select: false })
  privateKey!: string;
}

export const ReleaseKeySchema = SchemaFactory.createForClass(ReleaseKey);
