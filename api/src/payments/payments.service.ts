import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { SessionUser } from '../auth/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { OrderPaymentsService, type PayableOrder } from '../orders/order-payments.service';
import type { CheckoutForm, PaymentStatus, RefundMethod } from '@agency/contracts';
import { formatCents } from '../orders/money';
import { PaymentProvider, PaymentsNotConfiguredError, returnPages, SHOP_CURRENCY } from './payment-provider';
import { PaymentSettlementService } from './payment-settlement.service';
import { PaypalRejectedError, PaypalUnavailableError } from './paypal-orders/paypal-orders.client';
import { PAYPAL_ORDERS, PaypalOrdersProvider } from './paypal-orders/paypal-orders.provider';
import { transactionPageUrl } from './paypal-standard/paypal-endpoints';
import { apiMessage } from '../i18n/api-message';

/** What an admin is told when checkout finds no payment settings: the fix is theirs to make. */
export const PAYMENTS_SETUP_HINT = 'Payments are not set up yet: an admin must add the PayPal e-mail first';
/** What a customer is told instead: the setup is none of their business and nothing they can change. */
export const PAYMENTS_UNAVAILABLE = 'Payments are temporarily unavailable';
/** PayPal itself could not be reached: nothing was charged or changed, and the same step can simply be repeated. */
export const PAYPAL_UNREACHABLE =
  'PayPal could not be reached. Nothing was charged; please try again shortly.';
export const STANDARD_REFUND_HINT =
  "This order was paid through PayPal Payments Standard, which has no refund call: refund it in your PayPal account, and the order turns Refunded when PayPal's notification arrives.";

@Injectable()
export class PaymentsService {
  constructor(
    private readonly orders: OrderPaymentsService,
    private readonly provider: PaymentProvider,
    private readonly paypalOrders: PaypalOrdersProvider,
    private readonly settlement: PaymentSettlementService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The pay page's form for one of the customer's own UnPaid orders; amount and payee come from the server. */
  async checkout(user: SessionUser, orderId: string): Promise<CheckoutForm> {
    const order = await this.orders.findOwnedBy(user, orderId);
    if (!order) throw new NotFoundException('No order with this id');
    if (order.paymentStatus !== 'UnPaid')
      throw new ConflictException(apiMessage('error.order.notPayable', { status: order.paymentStatus }));
    try {
      const redirect = await this.provider.createCheckout({
        id: order.id,
        itemName: order.packageName,
        amountCents: order.amountCents,
        ...returnPages(this.config.shellPublicUrl, order.id),
      });
      return {
        ...redirect,
        itemName: order.packageName,
        amount: formatCents(order.amountCents),
        currency: SHOP_CURRENCY,
      };
    } catch (error) {
      if (error instanceof PaymentsNotConfiguredError) {
        throw new ServiceUnavailableException(user.isAdmin ? PAYMENTS_SETUP_HINT : PAYMENTS_UNAVAILABLE);
      }
      if (error instanceof PaypalUnavailableError) throw new ServiceUnavailableException(PAYPAL_UNREACHABLE);
      throw error;
    }
  }

  /** Whether a Paid order is refunded from here, or (Payments Standard) in PayPal, and where. */
  async refundMethod(orderId: string): Promise<RefundMethod> {
    const order = await this.refundable(orderId);
    if ((await this.settlement.paidBy(order.txnId)) === PAYPAL_ORDERS) return { method: 'here' };
    const url = transactionPageUrl(this.config, order.txnId);
    return { method: 'in-paypal', explanation: STANDARD_REFUND_HINT, url };
  }

  /**
   * A full refund of a Paid order, through the provider that took the payment. Payments Standard has no refund
   * call: the admin refunds in PayPal, and its notification turns the order Refunded.
   */
  async refund(orderId: string): Promise<{ paymentStatus: PaymentStatus }> {
    const order = await this.refundable(orderId);
    if ((await this.settlement.paidBy(order.txnId)) !== PAYPAL_ORDERS)
      throw new ConflictException(STANDARD_REFUND_HINT);
    try {
      const result = await this.paypalOrders.refund(order.id, order.txnId);
      return { paymentStatus: result === 'refunded' ? 'Refunded' : 'Paid' };
    } catch (error) {
      if (error instanceof PaypalUnavailableError) throw new ServiceUnavailableException(PAYPAL_UNREACHABLE);
      if (error instanceof PaypalRejectedError)
        throw new ConflictException(
          apiMessage('error.payment.refundRefused', {
            reason: error.body.message ?? error.body.name ?? 'no reason given',
          }),
        );
      throw error;
    }
  }

  private async refundable(orderId: string): Promise<PayableOrder & { txnId: string }> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new NotFoundException('No order with this id');
    if (order.paymentStatus !== 'Paid' || !order.txnId)
      throw new ConflictException(apiMessage('error.order.notRefundable', { status: order.paymentStatus }));
    return { ...order, txnId: order.txnId };
  }
}
