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
import { OrderPaymentsService } from '../orders/order-payments.service';
import type { CheckoutForm } from '@agency/contracts';
import { PaymentProvider, PaymentsNotConfiguredError } from './payment-provider';

/** What an admin is told when checkout finds no payment settings: the fix is theirs to make. */
export const PAYMENTS_SETUP_HINT = 'Payments are not set up yet: an admin must add the PayPal e-mail first';
/** What a customer is told instead: the setup is none of their business and nothing they can change. */
export const PAYMENTS_UNAVAILABLE = 'Payments are temporarily unavailable';

@Injectable()
export class PaymentsService {
  constructor(
    private readonly orders: OrderPaymentsService,
    private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The pay page's form for one of the customer's own UnPaid orders; amount and payee come from the server. */
  async checkout(user: SessionUser, orderId: string): Promise<CheckoutForm> {
    const order = await this.orders.findOwnedBy(user, orderId);
    if (!order) throw new NotFoundException('No order with this id');
    if (order.paymentStatus !== 'UnPaid')
      throw new ConflictException(`This order is ${order.paymentStatus} and cannot be paid`);
    const shell = this.config.shellPublicUrl;
    try {
      return await this.provider.createCheckout({
        id: order.id,
        itemName: order.packageName,
        amountCents: order.amountCents,
        returnUrl: `${shell}/received-payment/${order.id}`,
        cancelUrl: `${shell}/order-cancelled/${order.id}`,
      });
    } catch (error) {
      if (error instanceof PaymentsNotConfiguredError) {
        throw new ServiceUnavailableException(user.isAdmin ? PAYMENTS_SETUP_HINT : PAYMENTS_UNAVAILABLE);
      }
      throw error;
    }
  }
}
