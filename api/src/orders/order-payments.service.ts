import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SessionUser } from '../auth/session-user';
import { CrashPoints } from '../config/crash-points.service';
import type { QueuedMail } from '../mail/mail-queue';
import { ownedBy } from './order-access';
import { OrderMailOutbox } from './order-mail-outbox';
import { SalesDaysService } from './sales-days.service';
import { Order, type PaymentChange, type PaymentStatus } from './schemas/order.schema';

/** What payment providers may know about an order. */
export interface PayableOrder {
  id: string;
  packageName: string;
  amountCents: number;
  paymentStatus: PaymentStatus;
  /** Whom its payment's mail is addressed to. */
  customerEmail: string;
  txnId?: string;
  /** The transaction that refunded or reversed it. */
  refundTxnId?: string;
}

/**
 * The orders side of payment, for the payments module: reading an order to charge, and the only two
 * writes a payment may make. Each write is a single conditional update that also records which transaction and
 * notification made it and the mail it sends (docs/payments.md#one-write-per-payment), so repeated or concurrent
 * notifications change an order at most once, and a stopped process leaves the change whole or not at all.
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly salesDays: SalesDaysService,
    private readonly outbox: OrderMailOutbox,
    private readonly crashPoints: CrashPoints,
  ) {}

  /** Only the customer who placed the order pays for it. */
  async findOwnedBy(user: SessionUser, id: string): Promise<PayableOrder | undefined> {
    return toPayable(await this.orders.findOne({ _id: id, ...ownedBy(user) }).lean());
  }

  async findById(id: string): Promise<PayableOrder | undefined> {
    return toPayable(await this.orders.findById(id).lean());
  }

  async findByTxnId(txnId: string): Promise<PayableOrder | undefined> {
    return toPayable(await this.orders.findOne({ txnId }).lean());
  }

  /** The order a transaction changed, with the change as recorded, if it changed one (by `provider`, if given). */
  async findChange(
    transaction: Pick<PaymentChange, 'txnId' | 'paymentStatus'> & { provider?: string },
  ): Promise<{ orderId: string; change: PaymentChange } | undefined> {
    const order = await this.orders
      .findOne({ 'paymentChanges.txnId': transaction.txnId }, { paymentChanges: 1 })
      .lean();
    const change = order?.paymentChanges?.find(
      (made) =>
        made.txnId === transaction.txnId &&
        made.paymentStatus === transaction.paymentStatus &&
        (transaction.provider === undefined || made.provider === transaction.provider),
    );
    return order && change ? { orderId: order._id.toString(), change } : undefined;
  }

  /** UnPaid → Paid; false when the order was no longer UnPaid (already paid, cancelled, or a lost race). */
  async markPaid(id: string, change: PaymentChange, mails: QueuedMail[]): Promise<boolean> {
    const result = await this.orders.updateOne(
      { _id: id, paymentStatus: 'UnPaid' },
      {
        $set: { paymentStatus: 'Paid', txnId: change.txnId, paidAt: new Date() },
        $push: { paymentChanges: change, mailOutbox: { $each: mails } },
      },
    );
    if (result.modifiedCount !== 1) return false;
    await this.afterChange(id);
    return true;
  }

  /** Paid → Refunded for the order that transaction paid, so it stops counting in totals. */
  async markRefunded(
    id: string,
    paidTxnId: string,
    change: PaymentChange,
    mails: QueuedMail[],
  ): Promise<boolean> {
    const paid = await this.orders
      .findOneAndUpdate(
        { _id: id, txnId: paidTxnId, paymentStatus: 'Paid' },
        {
          $set: { paymentStatus: 'Refunded', refundTxnId: change.txnId, refundedAt: new Date() },
          $push: { paymentChanges: change, mailOutbox: { $each: mails } },
        },
        { projection: { paidAt: 1 } },
      )
      .lean();
    if (!paid) return false;
    // A stop before the reseal is made good at the next start, which reseals every day (SalesDaysService).
    if (paid.paidAt) await this.salesDays.reseal(paid.paidAt);
    await this.afterChange(id);
    return true;
  }

  private async afterChange(id: string): Promise<void> {
    this.crashPoints.reached('payment-written');
    await this.outbox.relay(id);
  }
}

function toPayable(order: (Order & { _id: { toString(): string } }) | null): PayableOrder | undefined {
  if (!order) return undefined;
  return {
    id: order._id.toString(),
    packageName: order.packageName,
    amountCents: order.amountCents,
    paymentStatus: order.paymentStatus,
    customerEmail: order.customerEmail,
    txnId: order.txnId,
    refundTxnId: order.refundTxnId,
  };
}
