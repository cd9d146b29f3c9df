import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const IPN_STATES = ['received', 'applied', 'ignored', 'failed'] as const;
export type IpnState = (typeof IPN_STATES)[number];

/** How long notification records are kept: the retries end after three days, the audit trail after this. */
export const IPN_RECORD_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Every IPN received, stored before PayPal gets its 200, with what became of it: the audit trail for
 * payments and the reason any notification changed nothing. Only a message that could settle an order
 * keeps its body (it is posted back for validation, and again on retry); the rest keep a few clipped fields.
 */
@Schema({ collection: 'paypal_ipn_messages', versionKey: false })
export class IpnMessage {
  /** The bytes as received: validation posts them back unchanged. */
  @Prop({ type: Buffer })
  raw?: Buffer;

  @Prop({ required: true })
  receivedAt!: Date;

  @Prop({ type: String })
  txnId?: string;

  @Prop({ type: String })
  paymentStatus?: string;

  @Prop({ type: String })
  custom?: string;

  @Prop({ type: String, required: true, enum: IPN_STATES, default: 'received' })
  state!: IpnState;

  @Prop({ type: String })
  reason?: string;

  /** Processing runs so far; a message that could not be verified (PayPal unreachable, database down) is retried. */
  @Prop({ required: true, default: 0 })
  attempts!: number;

  @Prop({ type: Date })
  processedAt?: Date;
}

export const IpnMessageSchema = SchemaFactory.createForClass(IpnMessage);
IpnMessageSchema.index({ txnId: 1 });
IpnMessageSchema.index({ state: 1, receivedAt: 1 });
IpnMessageSchema.index({ receivedAt: 1 }, { expireAfterSeconds: IPN_RECORD_TTL_SECONDS });
