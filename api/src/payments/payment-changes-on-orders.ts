import { trusted, type Model } from 'mongoose';
import type { Order, PaymentChange } from '../orders/schemas/order.schema';
import type { PaymentTransaction } from './schemas/payment-transaction.schema';

/** A claim as versions before orders recorded their payment changes stored it: marked settled after the update. */
type EarlierClaim = PaymentTransaction & { settled?: boolean; notificationId?: string };

/**
 * Gives the orders changed before orders recorded their payment changes the record (a migration): each claim those
 * versions marked settled, whose order shows its transaction, becomes a change on that order. Each write is
 * conditional on the order not recording that transaction yet, so a repeated run changes nothing. The status
 * changes' ids those versions kept for their mail are dropped: a change's mail is on the order with the change now.
 */
export async function recordPaymentChangesOnOrders(
  orders: Model<Order>,
  transactions: Model<PaymentTransaction>,
): Promise<void> {
  const settled = transactions.collection.find<EarlierClaim>({ settled: { $ne: false } });
  for await (const claim of settled) {
    const change: PaymentChange = {
      provider: claim.provider,
      txnId: claim.txnId,
      paymentStatus: claim.paymentStatus,
      ...(claim.notificationId ? { notificationId: claim.notificationId } : {}),
    };
    const shows = claim.paymentStatus === 'Completed' ? { txnId: claim.txnId } : { refundTxnId: claim.txnId };
    await orders.updateOne(
      { _id: claim.orderId, ...shows, 'paymentChanges.txnId': trusted({ $ne: claim.txnId }) },
      { $push: { paymentChanges: change } },
      { timestamps: false },
    );
  }
  await orders.collection.updateMany({ statusChanges: { $exists: true } }, { $unset: { statusChanges: 1 } });
}
