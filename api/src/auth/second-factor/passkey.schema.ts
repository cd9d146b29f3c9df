import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** A passkey (WebAuthn credential) an account registered: its public key only; the private key never leaves the device. */
@Schema({ collection: 'passkeys', timestamps: true })
export class Passkey {
  @Prop({ required: true, type: Types.ObjectId, index: true })
  accountId!: Types.ObjectId;

  /** The credential's id as the browser names it (base64url). */
  @Prop({ required: true, unique: true })
  credentialId!: string;

  /** The COSE public key, base64url. */
  @Prop({ required: true })
  publicKey!: string;

  /** The authenticator's signature counter, so a cloned authenticator shows. */
  @Prop({ type: Number, default: 0 })
  counter!: number;

  @Prop({ type: [String], default: [] })
  transports!: string[];

  @Prop({ type: String, default: '' })
  name!: string;

  @Prop({ type: Date, default: null })
  lastUsedAt!: Date | null;

  createdAt!: Date;
}

export const PasskeySchema = SchemaFactory.createForClass(Passkey);
