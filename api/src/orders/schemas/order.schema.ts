import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { withSearchWords } from '../../common/search-words';
import type { QueuedMail } from '../../mail/mail-queue';
import {
  ORDER_STATUSES,
  PACKAGE_NAMES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PackageName,
  type PaymentStatus,
} from '@agency/contracts';

export { PACKAGE_NAMES };
export type { OrderStatus, PackageName, PaymentStatus };

/**
 * An order with its documented field names and string types; amountCents is what totals add up
 * (docs/product.md#orders).
 */
@Schema({ collection: 'orders', timestamps: true, versionKey: false })
export class Order {
  /** The short number people use for the order: sequential per shop, from the `orderNumber` counter. */
  @Prop({ type: Number })
  orderNumber?: number;

  @Prop({ type: String })
  packageId?: string;

  @Prop({ type: String, required: true, enum: PACKAGE_NAMES })
  packageName!: PackageName;

  /** Two-decimal text, as the product description stores it ('19.99'). */
  @Prop({ required: true })
  packagePrice!: string;

  @Prop({ required: true })
  amountCents!: number;

  /** The e-mail the order was placed with; it stays when the account's e-mail changes later. */
  @Prop({ required: true, lowercase: true, trim: true })
  customerEmail!: string;

  /**
   * The account that placed it, which the order belongs to whatever its e-mail becomes; unset on orders kept as
   * accounting records of a deleted account. Not one of the order's documented fields, so left out of answers.
   */
  @Prop({ type: Types.ObjectId, select: false })
  accountId?: Types.ObjectId;

  @Prop({ required: true })
  customerName!: string;

  @Prop({ required: true })
  customerAddress!: string;

  @Prop({ required: true })
  customerCountry!: string;

  @Prop({ type: String, required: true, enum: PAYMENT_STATUSES, default: 'UnPaid' })
  paymentStatus!: PaymentStatus;

  @Prop({ type: String, required: true, enum: ORDER_STATUSES, default: 'Pending' })
  orderStatus!: OrderStatus;

  /** MM/DD/YYYY (UTC) for display only; ordering uses createdAt. */
  @Prop({ required: true })
  orderDate!: string;

  /** The payment provider's transaction that paid the order. */
  @Prop({ type: String })
  txnId?: string;

  @Prop({ type: Date })
  paidAt?: Date;

  @Prop({ type: String })
  refundTxnId?: string;

  @Prop({ type: Date })
  refundedAt?: Date;

  /**
   * Each provider transaction that changed the payment (its payment, its refund or reversal), written in the
   * same update as the change: the order itself says which transaction, and which stored notification, changed
   * it (docs/payments.md#one-write-per-payment). Left out of every answer.
   */
  @Prop({ type: [Object], default: undefined, select: false })
  paymentChanges?: PaymentChange[];

  /**
   * The mail a change of this order decided to send, written in the same update as the change and moved into the
   * mail queue right after (OrderMailOutbox); what a process that stopped between the two left is moved by the
   * next sweep. Left out of every answer.
   */
  @Prop({ type: [Object], default: undefined, select: false })
  mailOutbox?: QueuedMail[];

  /** A cancelled order paid again: the new order placed from it. */
  @Prop({ type: Types.ObjectId })
  reorderedAs?: Types.ObjectId;

  createdAt!: Date;
  updatedAt!: Date;
}

/** A transaction that changed an order's payment, and the stored notification (an IPN's id) that reported it. */
export interface PaymentChange {
  provider: string;
  txnId: string;
  /** The provider's status the change made: `Completed` for a payment, else the refund's or reversal's. */
  paymentStatus: string;
  notificationId?: string;
}

/** What a read through the driver leaves out, as Mongoose's queries leave out the fields not selected by default. */
export const FIELDS_LEFT_OUT_OF_ANSWERS = {
  searchWords: 0,
  accountId: 0,
  paymentChanges: 0,
  mailOutbox: 0,
} as const;

export const OrderSchema = SchemaFactory.createForClass(Order);
withSearchWords(OrderSchema, 'orders');
OrderSchema.index({ customerEmail: 1, createdAt: -1 });
// A customer's own orders, newest first.
OrderSchema.index({ accountId: 1, createdAt: -1 });
// Newest first with _id breaking ties, as every list reads them: read in index order, no sort in memory.
OrderSchema.index({ createdAt: -1, _id: -1 });
// An admin's search filtered by status, newest first (LIST_SEARCHES.orders).
OrderSchema.index({ orderStatus: 1, createdAt: -1, _id: -1 });
OrderSchema.index({ paymentStatus: 1, createdAt: -1, _id: -1 });
// The sales chart: paid orders by payment date.
OrderSchema.index({ paymentStatus: 1, paidAt: 1 });
OrderSchema.index({ paymentStatus: 1 });
OrderSchema.index({ txnId: 1 }, { sparse: true });
// Which order a transaction changed, and which notification changed it (a retried notification finds its work done).
OrderSchema.index({ 'paymentChanges.txnId': 1 }, { sparse: true });
// The orders whose decided mail is not in the mail queue yet (their writer stopped before moving it).
OrderSchema.index({ 'mailOutbox.key': 1 }, { sparse: true });
OrderSchema.index({ orderNumber: 1 }, { unique: true, sparse: true });
