import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One row per provider transaction and status that changed (or tried to change) an order. The unique
 * index is what makes a replayed or concurrent notification a no-op.
 */
@Schema({
  collection: 'payment_transactions',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class PaymentTransaction {
  @Prop({ required: true })
  provider!: string;

  @Prop({ required: true })
  txnId!: string;

  @Prop({ required: true })
  paymentStatus!: string;

  @Prop({ required: true })
  orderId!: string;

  @Prop({ type: Number })
  grossCents?: number;

  /**
   * False from the claim until its order update has run: a claim left pending by a crash between the two
   * writes lets the provider's retry finish the update instead of being turned away as a repeat.
   */
  @Prop({ type: Boolean })
  settled?: boolean;

  /**
   * The stored notification (an IPN's id) whose processing made the order's update: a retry of that notification
   * finds its own work done and records it applied, where any other delivery of the transaction is a repeat.
   */
  @Prop({ type: String })
  notificationId?: string;
}

export const PaymentTransactionSchema = SchemaFactory.createForClass(PaymentTransaction);
PaymentTransactionSchema.index({ provider: 1, txnId: 1, paymentStatus: 1 }, { unique: true });
