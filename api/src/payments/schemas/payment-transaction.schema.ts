import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One row per provider transaction and status that tried to change an order: the claim that reserves the
 * transaction for that one order (the unique index), written before the order's update. Whether it changed the
 * order, and through which notification, the order itself records (`Order.paymentChanges`).
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
}

export const PaymentTransactionSchema = SchemaFactory.createForClass(PaymentTransaction);
PaymentTransactionSchema.index({ provider: 1, txnId: 1, paymentStatus: 1 }, { unique: true });
