import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Every record takes this one slot, so a unique index keeps the setting to one record even under races. */
export const PAYPAL_EMAIL_SLOT = 'business';

/** The payment e-mail setting: the PayPal business account that receives payments. */
@Schema({ collection: 'paypalemails', timestamps: true, versionKey: false })
export class PaypalEmail {
  @Prop({ required: true, lowercase: true, trim: true })
  paypalEmail!: string;

  @Prop({ type: String, required: true, default: PAYPAL_EMAIL_SLOT, unique: true, select: false })
  slot!: string;
}

export const PaypalEmailSchema = SchemaFactory.createForClass(PaypalEmail);
