import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** One single-use recovery code, stored as its hash. */
@Schema({ collection: 'recovery_codes', timestamps: true })
export class RecoveryCode {
  @Prop({ required: true, type: Types.ObjectId, index: true })
  accountId!: Types.ObjectId;

  @Prop({ required: true, unique: true })
  codeHash!: string;

  @Prop({ type: Date, default: null })
  usedAt!: Date | null;
}

export const RecoveryCodeSchema = SchemaFactory.createForClass(RecoveryCode);
