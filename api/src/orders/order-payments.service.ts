import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SessionUser } from '../auth/session-user';
import { ownedBy } from './order-access';
import { SalesDaysService } from './sales-days.service';
import { Order, type PaymentStatus } from './schemas/order.schema';

/** What payment providers may know about an order. */
export interface PayableOrder {
  id: string;
  packageName: string;
  amountCents: number;
  paymentStatus: PaymentStatus;
  txnId?: string;
  /** The transaction that refunded or reversed it. */
  refundTxnId?: string;
}

/**
 * The orders side of payment, for the payments module: reading an order to charge, and the only two
 * writes a payment may make. Each write is a single conditional update, so repeated or concurrent
 * notifications can change an order at most once.
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly salesDays: SalesDaysService,
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

  /** UnPaid → Paid; false when the order was no longer UnPaid (already paid, cancelled, or a lost race). */
  async markPaid(id: string, txnId: string): Promise<boolean> {
    const result = await this.orders.updateOne(
      { _id: id, paymentStatus: 'UnPaid' },
      { $set: { paymentStatus: 'Paid', txnId, paidAt: new Date() } },
    );
    return result.modifiedCount === 1;
  }

  /** Paid → Refunded for the order that transaction paid, so it stops counting in totals. */
  async markRefunded(id: string, paidTxnId: string, refundTxnId: string): Promise<boolean> {
    const paid = await this.orders
      .findOneAndUpdate(
        { _id: id, txnId: paidTxnId, paymentStatus: 'Paid' },
        { $set: { paymentStatus: 'Refunded', refundTxnId, refundedAt: new Date() } },
        { projection: { paidAt: 1 } },
      )
      .lean();
    if (!paid) return false;
    if (paid.paidAt) await this.salesDays.reseal(paid.paidAt);
    return true;
  }
}

function toPayable(order: (Order & { _id: { toString(): string } }) | null): PayableOrder | undefined {
  if (!order) return undefined;
  return {
    id: order._id.toString(),
    packageName: order.packageName,
    amountCents: order.amountCents,
    paymentStatus: order.paymentStatus,
    txnId: order.txnId,
    refundTxnId: order.refundTxnId,
  };
}
