import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { isObjectId } from '../common/object-id';
import { isDuplicateKeyError } from '../database/database-errors';
import { ShopNotifications } from '../notifications/shop-notifications.service';
import { formatCents } from '../orders/money';
import { OrderPaymentsService, type PayableOrder } from '../orders/order-payments.service';
import { PaypalSettingsService } from '../paypal-settings/paypal-settings.service';
import { SHOP_CURRENCY } from './payment-provider';
import { PaymentTransaction } from './schemas/payment-transaction.schema';

/** A payment as the provider reports it: checked before it is authenticated (IPN post-back, webhook signature, ...) and again after. */
export interface ReportedPayment {
  provider: string;
  txnId: string;
  /** The order the checkout named (`custom` for PayPal Standard). */
  orderId: string;
  grossCents: number;
  currency: string;
  /**
   * Every identity the provider reports for the receiving account; each must be the business e-mail. Absent
   * when the provider's own authentication names the account (Orders v2: the shop's credentials created and
   * captured the order, and the webhook was verified against the shop's webhook id).
   */
  receivers?: string[];
  /** The stored notification that reports it, if the provider's notifications are stored (IPN). */
  notificationId?: string;
}

/** A refund or reversal of an earlier payment, found by that payment's transaction id. */
export interface ReportedReversal {
  provider: string;
  txnId: string;
  paidTxnId: string;
  status: string;
  grossCents: number;
  currency: string;
  /** As for ReportedPayment. */
  receivers?: string[];
  notificationId?: string;
}

/**
 * `awaitingPayment`: a reversal names a transaction that paid no order (yet): a provider that redelivers
 * (PayPal's webhooks) is asked to deliver it again later, since its payment may still arrive.
 */
export type Settlement =
  | { applied: true; orderId: string }
  | { applied: false; reason: string; orderId?: string; awaitingPayment?: true };

/** The order a payment or reversal would change, or why it would change none. */
export type SettlementCheck =
  | { order: PayableOrder; problem?: undefined }
  | { order?: PayableOrder; problem: string; awaitingPayment?: true };

/**
 * The provider-neutral rules for letting a verified payment change an order: the order must be waiting
 * for exactly this money, paid to the shop's own account, by a transaction not seen before. Only then a
 * single conditional update changes it, so repeats and races never count twice.
 */
@Injectable()
export class PaymentSettlementService {
  constructor(
    @InjectModel(PaymentTransaction.name) private readonly transactions: Model<PaymentTransaction>,
    private readonly orders: OrderPaymentsService,
    private readonly settings: PaypalSettingsService,
    private readonly notifications: ShopNotifications,
  ) {}

  /**
   * Whether this payment could settle an order now: a known UnPaid order of exactly this amount and
   * currency, paid to the shop's account, by a transaction not seen before. Cheap enough to run before
   * asking the provider whether the message is authentic, so forged or stray messages cost nothing more.
   */
  async checkPayment(payment: ReportedPayment): Promise<SettlementCheck> {
    if (!isObjectId(payment.orderId)) return { problem: `"${payment.orderId}" does not name an order` };
    const order = await this.orders.findById(payment.orderId);
    if (!order) return { problem: `order ${payment.orderId} does not exist` };
    const problem =
      unpaidProblem(order) ??
      (payment.receivers && (await this.receiverProblem(payment.receivers))) ??
      currencyProblem(payment.currency) ??
      (payment.grossCents === order.amountCents
        ? undefined
        : `amount ${formatCents(payment.grossCents)} does not match the order's ${formatCents(order.amountCents)}`) ??
      (await this.seenProblem(payment, 'Completed'));
    return problem ? { order, problem } : { order };
  }

  /** Whether this refund or reversal could change the Paid order its parent transaction paid. */
  async checkReversal(reversal: ReportedReversal): Promise<SettlementCheck> {
    const order = await this.orders.findByTxnId(reversal.paidTxnId);
    if (!order)
      return { problem: `no order was paid by transaction ${reversal.paidTxnId}`, awaitingPayment: true };
    const problem =
      (order.paymentStatus === 'Paid' ? undefined : `order is ${order.paymentStatus}, not Paid`) ??
      (reversal.receivers && (await this.receiverProblem(reversal.receivers))) ??
      currencyProblem(reversal.currency) ??
      (Math.abs(reversal.grossCents) <= order.amountCents
        ? undefined
        : `reversed amount ${formatCents(Math.abs(reversal.grossCents))} exceeds the order's ${formatCents(order.amountCents)}`) ??
      (await this.seenProblem(reversal, reversal.status));
    return problem ? { order, problem } : { order };
  }

  async settlePayment(payment: ReportedPayment): Promise<Settlement> {
    const { order, problem } = await this.checkPayment(payment);
    if (problem !== undefined) return ignored(problem, order?.id);
    const mailed = await this.notifications.paymentReceived(order.id, payment.txnId);
    // Only the one notification that changes the order queues the receipt; repeats and races queue none.
    return this.applyOnce(
      payment,
      'Completed',
      order.id,
      () => mailed(() => this.orders.markPaid(order.id, payment.txnId)),
      'was no longer UnPaid',
    );
  }

  async settleReversal(reversal: ReportedReversal): Promise<Settlement> {
    const check = await this.checkReversal(reversal);
    if (check.problem !== undefined)
      return {
        ...ignored(check.problem, check.order?.id),
        ...(check.awaitingPayment ? { awaitingPayment: true } : {}),
      };
    const { order } = check;
    const mailed = await this.notifications.orderRefunded(order.id, reversal.txnId);
    return this.applyOnce(
      reversal,
      reversal.status,
      order.id,
      () => mailed(() => this.orders.markRefunded(order.id, reversal.paidTxnId, reversal.txnId)),
      'was no longer Paid',
    );
  }

  /** Claims (provider, txn, status) through the unique index (built before the app starts), then makes the one conditional update. */
  private async applyOnce(
    event: { provider: string; txnId: string; grossCents: number; notificationId?: string },
    paymentStatus: string,
    orderId: string,
    update: () => Promise<boolean>,
    lostReason: string,
  ): Promise<Settlement> {
    const claim = { provider: event.provider, txnId: event.txnId, paymentStatus };
    const by = event.notificationId ? { notificationId: event.notificationId } : {};
    try {
      await this.transactions.create({
        ...claim,
        ...by,
        orderId,
        grossCents: event.grossCents,
        settled: false,
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // A pending claim is one whose process stopped before its update: the order's conditional update
      // still decides, so finishing it here cannot apply the payment twice.
      const pending = await this.transactions.exists({ ...claim, settled: false });
      if (!pending)
        return ignored(`transaction ${event.txnId} (${paymentStatus}) was already processed`, orderId);
    }
    let changed: boolean;
    try {
      changed = await update();
    } catch (error) {
      // Let a retry of the same notification get through once the database answers again.
      await this.transactions.deleteOne({ ...claim, settled: false }).catch(() => undefined);
      throw error;
    }
    // The notification that ran the update is the one that applied it, also when it finished another's claim.
    await this.transactions.updateOne(claim, { $set: { settled: true, ...by } });
    return changed ? { applied: true, orderId } : ignored(`order ${lostReason} when the update ran`, orderId);
  }

  /**
   * The order this notification's own processing changed, if it did: its claim is settled, names it, and the
   * order shows the transaction (a claim that lost the order's race names it too, but changed nothing).
   */
  async appliedBy(
    notificationId: string,
    event: { provider: string; txnId: string; paymentStatus: string },
  ): Promise<string | undefined> {
    const claim = await this.transactions
      .findOne({ ...event, notificationId, settled: true }, { orderId: 1 })
      .lean();
    if (!claim) return undefined;
    const order = await this.orders.findById(claim.orderId);
    const shows = event.paymentStatus === 'Completed' ? order?.txnId : order?.refundTxnId;
    return shows === event.txnId ? claim.orderId : undefined;
  }

  /** The provider whose payment made this transaction (the order's `txnId`), if it was recorded. */
  async paidBy(txnId: string): Promise<string | undefined> {
    const paid = await this.transactions.findOne({ txnId, paymentStatus: 'Completed' }).lean();
    return paid?.provider;
  }

  /** Every receiver the message names must be the shop: one matching field does not vouch for another. */
  private async receiverProblem(receivers: string[]): Promise<string | undefined> {
    const business = await this.settings.businessEmail();
    if (!business) return 'no PayPal e-mail is configured';
    if (receivers.length === 0) return 'the message names no receiver';
    const others = receivers.filter((receiver) => receiver.trim().toLowerCase() !== business);
    if (others.length === 0) return undefined;
    return `receiver ${others.join(' / ')} is not the shop's PayPal e-mail`;
  }

  /** The unique claim in applyOnce decides; this only spares a post-back for a transaction already applied. */
  private async seenProblem(
    event: { provider: string; txnId: string },
    paymentStatus: string,
  ): Promise<string | undefined> {
    const seen = await this.transactions.exists({
      provider: event.provider,
      txnId: event.txnId,
      paymentStatus,
      settled: trusted({ $ne: false }),
    });
    return seen ? `transaction ${event.txnId} (${paymentStatus}) was already processed` : undefined;
  }
}

function unpaidProblem(order: PayableOrder): string | undefined {
  return order.paymentStatus === 'UnPaid' ? undefined : `order is ${order.paymentStatus}, not UnPaid`;
}

function currencyProblem(currency: string): string | undefined {
  return currency === SHOP_CURRENCY ? undefined : `currency ${currency || '(none)'} is not ${SHOP_CURRENCY}`;
}

function ignored(reason: string, orderId?: string): Settlement {
  return { applied: false, reason, ...(orderId ? { orderId } : {}) };
}
