import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isObjectId } from '../common/object-id';
import { isDuplicateKeyError } from '../database/database-errors';
import { formatCents } from '../orders/money';
import { OrderPaymentsService, type PayableOrder } from '../orders/order-payments.service';
import { PaypalSettingsService } from '../paypal-settings/paypal-settings.service';
import { SHOP_CURRENCY } from './payment-provider';
import { PaymentTransaction } from './schemas/payment-transaction.schema';

/** A payment the provider has already authenticated (IPN post-back, webhook signature, ...). */
export interface VerifiedPayment {
  provider: string;
  txnId: string;
  /** The order the checkout named (`custom` for PayPal Standard). */
  orderId: string;
  grossCents: number;
  currency: string;
  /** Every identity the provider reports for the receiving account; one must be the business e-mail. */
  receivers: string[];
}

/** A refund or reversal of an earlier payment, found by that payment's transaction id. */
export interface VerifiedReversal {
  provider: string;
  txnId: string;
  paidTxnId: string;
  status: string;
  grossCents: number;
  currency: string;
  receivers: string[];
}

export type Settlement =
  { applied: true; orderId: string } | { applied: false; reason: string; orderId?: string };

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
  ) {}

  async settlePayment(payment: VerifiedPayment): Promise<Settlement> {
    if (!isObjectId(payment.orderId)) return ignored(`"${payment.orderId}" does not name an order`);
    const order = await this.orders.findById(payment.orderId);
    if (!order) return ignored(`order ${payment.orderId} does not exist`);
    const problem =
      unpaidProblem(order) ??
      (await this.receiverProblem(payment.receivers)) ??
      currencyProblem(payment.currency) ??
      (payment.grossCents === order.amountCents
        ? undefined
        : `amount ${formatCents(payment.grossCents)} does not match the order's ${formatCents(order.amountCents)}`);
    if (problem) return ignored(problem, order.id);

    return this.applyOnce(
      payment,
      'Completed',
      order.id,
      () => this.orders.markPaid(order.id, payment.txnId),
      'was no longer UnPaid',
    );
  }

  async settleReversal(reversal: VerifiedReversal): Promise<Settlement> {
    const order = await this.orders.findByTxnId(reversal.paidTxnId);
    if (!order) return ignored(`no order was paid by transaction ${reversal.paidTxnId}`);
    const problem =
      (order.paymentStatus === 'Paid' ? undefined : `order is ${order.paymentStatus}, not Paid`) ??
      (await this.receiverProblem(reversal.receivers)) ??
      currencyProblem(reversal.currency) ??
      (Math.abs(reversal.grossCents) <= order.amountCents
        ? undefined
        : `reversed amount ${formatCents(Math.abs(reversal.grossCents))} exceeds the order's ${formatCents(order.amountCents)}`);
    if (problem) return ignored(problem, order.id);

    return this.applyOnce(
      reversal,
      reversal.status,
      order.id,
      () => this.orders.markRefunded(order.id, reversal.paidTxnId, reversal.txnId),
      'was no longer Paid',
    );
  }

  /** Claims (provider, txn, status) through the unique index (built before the app starts), then makes the one conditional update. */
  private async applyOnce(
    event: { provider: string; txnId: string; grossCents: number },
    paymentStatus: string,
    orderId: string,
    update: () => Promise<boolean>,
    lostReason: string,
  ): Promise<Settlement> {
    const claim = { provider: event.provider, txnId: event.txnId, paymentStatus };
    try {
      await this.transactions.create({ ...claim, orderId, grossCents: event.grossCents });
    } catch (error) {
      if (isDuplicateKeyError(error)) {
        return ignored(`transaction ${event.txnId} (${paymentStatus}) was already processed`, orderId);
      }
      throw error;
    }
    let changed: boolean;
    try {
      changed = await update();
    } catch (error) {
      // Let a retry of the same notification get through once the database answers again.
      await this.transactions.deleteOne(claim).catch(() => undefined);
      throw error;
    }
    return changed ? { applied: true, orderId } : ignored(`order ${lostReason} when the update ran`, orderId);
  }

  private async receiverProblem(receivers: string[]): Promise<string | undefined> {
    const business = await this.settings.businessEmail();
    if (!business) return 'no PayPal e-mail is configured';
    if (receivers.some((receiver) => receiver.trim().toLowerCase() === business)) return undefined;
    return `receiver ${receivers.join(' / ') || '(none)'} is not the shop's PayPal e-mail`;
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
