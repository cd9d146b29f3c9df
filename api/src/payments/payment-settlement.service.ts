import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isObjectId } from '../common/object-id';
import { CrashPoints } from '../config/crash-points.service';
import { isDuplicateKeyError } from '../database/database-errors';
import { ShopNotifications } from '../notifications/shop-notifications.service';
import { formatCents } from '../orders/money';
import { OrderPaymentsService, type PayableOrder } from '../orders/order-payments.service';
import type { PaymentChange } from '../orders/schemas/order.schema';
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
    private readonly crashPoints: CrashPoints,
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
    // Decided here, with the outcome, and written by the same update: a payment mails if and only if it is made.
    const mails = await this.notifications.mailsFor('paid', order, payment.txnId, { txnId: payment.txnId });
    return this.applyOnce(
      payment,
      'Completed',
      order.id,
      (change) => this.orders.markPaid(order.id, change, mails),
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
    const mails = await this.notifications.mailsFor('refunded', order, reversal.txnId, {
      refundTxnId: reversal.txnId,
    });
    return this.applyOnce(
      reversal,
      reversal.status,
      order.id,
      (change) => this.orders.markRefunded(order.id, reversal.paidTxnId, change, mails),
      'was no longer Paid',
    );
  }

  /**
   * Claims (provider, txn, status) for this order through the unique index (built before the app starts), so a
   * transaction never changes two orders, then makes the one conditional update of the order, which records the
   * change with the notification that made it and the mail it sends: whether the transaction applied is read from
   * the order, never from the claim.
   */
  private async applyOnce(
    event: { provider: string; txnId: string; grossCents: number; notificationId?: string },
    paymentStatus: string,
    orderId: string,
    update: (change: PaymentChange) => Promise<boolean>,
    lostReason: string,
  ): Promise<Settlement> {
    const transaction = { provider: event.provider, txnId: event.txnId, paymentStatus };
    const alreadyProcessed = ignored(
      `transaction ${event.txnId} (${paymentStatus}) was already processed`,
      orderId,
    );
    try {
      await this.transactions.create({ ...transaction, orderId, grossCents: event.grossCents });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // A claim for this order that its order does not show is one whose process stopped before the update (or
      // whose update lost to another change): the order's conditional update still decides, so going on is safe.
      const claim = await this.transactions.findOne(transaction, { orderId: 1 }).lean();
      if (claim?.orderId !== orderId || (await this.orders.findChange(transaction))) return alreadyProcessed;
    }
    this.crashPoints.reached('payment-claimed');
    const change = {
      ...transaction,
      ...(event.notificationId ? { notificationId: event.notificationId } : {}),
    };
    return (await update(change))
      ? { applied: true, orderId }
      : ignored(`order ${lostReason} when the update ran`, orderId);
  }

  /** The order this stored notification's own processing changed, as the order records it. */
  async appliedBy(
    notificationId: string,
    event: { provider: string; txnId: string; paymentStatus: string },
  ): Promise<string | undefined> {
    const found = await this.orders.findChange(event);
    return found?.change.notificationId === notificationId ? found.orderId : undefined;
  }

  /** The provider whose payment made this transaction (the order's `txnId`), as the order records it. */
  async paidBy(txnId: string): Promise<string | undefined> {
    return (await this.orders.findChange({ txnId, paymentStatus: 'Completed' }))?.change.provider;
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

  /** The order's conditional update in applyOnce decides; this only spares a post-back for a transaction applied. */
  private async seenProblem(
    event: { provider: string; txnId: string },
    paymentStatus: string,
  ): Promise<string | undefined> {
    const seen = await this.orders.findChange({
      provider: event.provider,
      txnId: event.txnId,
      paymentStatus,
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
