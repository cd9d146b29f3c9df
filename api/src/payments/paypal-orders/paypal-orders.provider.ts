import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutRedirect } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { toCents } from '../../orders/money';
import { PaymentProvider, SHOP_CURRENCY, type CheckoutOrder } from '../payment-provider';
import { PaymentSettlementService, type Settlement } from '../payment-settlement.service';
import { PaypalOrdersClient, PaypalRejectedError, PaypalUnavailableError } from './paypal-orders.client';
import type { PaypalCapture, PaypalOrder, PaypalRefund } from './paypal-orders.types';

export const PAYPAL_ORDERS = 'paypal-orders';

/** Where PayPal sends the buyer back after approving (PaypalReturnController captures there). */
export function paypalReturnUrl(apiPublicUrl: string, orderId: string): string {
  return `${apiPublicUrl}${endpointPath(PAYMENT_ENDPOINTS.paypalReturn, { id: orderId })}`;
}

/** One PayPal order serves an order's checkouts for this long; the next pay page after it makes a fresh one. */
const CHECKOUT_WINDOW_MS = 3 * 60 * 60 * 1000;

export type CaptureOutcome =
  | { result: 'paid' }
  | { result: 'pending' }
  | { result: 'not-approved' }
  | { result: 'refused'; reason: string };

/**
 * PayPal Orders v2: the pay page sends the buyer to PayPal's approve link; PayPal sends them back to the API,
 * which captures; the order is Paid only when a capture is COMPLETED for its amount in the shop's currency,
 * reported by the capture's answer or by a verified `PAYMENT.CAPTURE.COMPLETED` webhook, whichever comes
 * first (the other is then a harmless repeat: both settle the same capture id).
 */
@Injectable()
export class PaypalOrdersProvider extends PaymentProvider {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly client: PaypalOrdersClient,
    private readonly settlement: PaymentSettlementService,
  ) {
    super();
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutRedirect> {
    const window = Math.floor(Date.now() / CHECKOUT_WINDOW_MS);
    const created = await this.client.createOrder(
      {
        orderId: order.id,
        itemName: order.itemName,
        amountCents: order.amountCents,
        currency: SHOP_CURRENCY,
        returnUrl: paypalReturnUrl(this.config.apiPublicUrl, order.id),
        cancelUrl: order.cancelUrl,
      },
      `checkout-${order.id}-${window}`,
    );
    const approve = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    if (!approve) throw new PaypalUnavailableError('PayPal answered the new order without an approve link');
    // A GET form replaces the action's query with its fields, so the link's query travels as the fields.
    const action = new URL(approve.href);
    const fields = Object.fromEntries(action.searchParams);
    action.search = '';
    return { action: action.toString(), method: 'GET', fields };
  }

  /**
   * The buyer is back from PayPal with the PayPal order id: capture it (once, whatever the retries: the
   * request id is the PayPal order's) and settle. A capture that succeeded while its answer was lost is found
   * again: PayPal answers the same request id with the same capture, and an order already COMPLETED is read.
   */
  async captureReturn(orderId: string, paypalOrderId: string): Promise<CaptureOutcome> {
    let paypalOrder: PaypalOrder;
    try {
      paypalOrder = await this.client.getOrder(paypalOrderId);
    } catch (error) {
      if (error instanceof PaypalRejectedError && error.status === 404)
        return refused(`PayPal knows no order ${paypalOrderId}`);
      throw error;
    }
    if (paypalOrder.purchase_units?.[0]?.custom_id !== orderId)
      return refused(`PayPal order ${paypalOrderId} is not for order ${orderId}`);
    if (paypalOrder.status === 'APPROVED') {
      try {
        paypalOrder = await this.client.captureOrder(paypalOrderId, `capture-${paypalOrderId}`);
      } catch (error) {
        if (!(error instanceof PaypalRejectedError && error.issue === 'ORDER_ALREADY_CAPTURED')) throw error;
        paypalOrder = await this.client.getOrder(paypalOrderId);
      }
    }
    if (paypalOrder.status !== 'COMPLETED') return { result: 'not-approved' };
    const capture = paypalOrder.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return refused(`PayPal order ${paypalOrderId} is COMPLETED without a capture`);
    return this.settleCapture(capture);
  }

  /** A capture PayPal reported (in a capture's answer or a webhook): Paid only when COMPLETED for the order's amount. */
  async settleCapture(capture: PaypalCapture): Promise<CaptureOutcome> {
    if (capture.status === 'PENDING') return { result: 'pending' };
    if (capture.status !== 'COMPLETED') return refused(`capture ${capture.id} is ${capture.status}`);
    const settlement = await this.settlement.settlePayment({
      provider: PAYPAL_ORDERS,
      txnId: capture.id,
      orderId: capture.custom_id ?? '',
      grossCents: toCents(capture.amount.value) ?? -1,
      currency: capture.amount.currency_code,
    });
    if (settlement.applied || (await this.settlement.paidBy(capture.id)) === PAYPAL_ORDERS)
      return { result: 'paid' };
    return refused(settlement.reason);
  }

  /** A full refund of the capture that paid the order; 'pending' while PayPal has not completed it. */
  async refund(orderId: string, captureId: string): Promise<'refunded' | 'pending'> {
    const refund = await this.client.refundCapture(captureId, `refund-${orderId}`);
    if (refund.status === 'PENDING') return 'pending';
    if (refund.status !== 'COMPLETED')
      throw new PaypalRejectedError(422, {
        name: 'REFUND_FAILED',
        message: `PayPal's refund is ${refund.status}`,
      });
    await this.settleRefund(refund, captureId);
    return 'refunded';
  }

  /** A refund PayPal reported: the order its capture paid turns Refunded (once, however often it is reported). */
  settleRefund(refund: PaypalRefund, captureId = capturedBy(refund)): Promise<Settlement> {
    if (refund.status !== 'COMPLETED' || !captureId)
      return Promise.resolve({ applied: false, reason: `refund ${refund.id} is ${refund.status}` });
    return this.settlement.settleReversal({
      provider: PAYPAL_ORDERS,
      txnId: refund.id,
      paidTxnId: captureId,
      status: 'Refunded',
      grossCents: toCents(refund.amount.value) ?? Number.MAX_SAFE_INTEGER,
      currency: refund.amount.currency_code,
    });
  }
}

/** A refund's `up` link names its capture: …/v2/payments/captures/{id}. */
function capturedBy(refund: PaypalRefund): string | undefined {
  const up = refund.links?.find((link) => link.rel === 'up')?.href;
  return up ? /\/captures\/([^/?]+)/.exec(up)?.[1] : undefined;
}

function refused(reason: string): CaptureOutcome {
  return { result: 'refused', reason };
}
