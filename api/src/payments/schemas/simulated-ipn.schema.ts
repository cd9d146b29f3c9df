import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The checkout simulator's memory of the notifications it sent, so it can validate them like PayPal. */
@Schema({ collection: 'payment_simulator_ipns', versionKey: false })
export class SimulatedIpn {
  /** SHA-256 of the notification body. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, expires: 3 * 24 * 60 * 60 })
  sentAt!: Date;

  /** For a payment: its transaction id and the notification's fields, so the simulator can refund it later. */
  @Prop({ type: String, index: { sparse: true } })
  txnId?: string;

  @Prop({ type: Object })
  fields?: Record<string, string>;

  /** A notification that got no 200 yet: where it goes, its bytes, the resends made, and when the next is due. */
  @Prop({ type: Object })
  resend?: SimulatedResend;
}

export interface SimulatedResend {
  notifyUrl: string;
  /** The form-encoded body (ASCII), sent again byte for byte. */
  body: string;
  attempts: number;
  dueAt: Date;
}

export const SimulatedIpnSchema = SchemaFactory.createForClass(SimulatedIpn);
SimulatedIpnSchema.index({ 'resend.dueAt': 1 }, { sparse: true });
