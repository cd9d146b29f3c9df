import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { SessionUser } from '../auth/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { OrderPaymentsService } from '../orders/order-payments.service';
import type { CheckoutForm } from '@agency/contracts';
import { PaymentProvider } from './payment-provider';

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
    return this.provider.createCheckout({
      id: order.id,
      itemName: order.packageName,
      amountCents: order.amountCents,
      returnUrl: `${shell}/received-payment/${order.id}`,
      cancelUrl: `${shell}/order-cancelled/${order.id}`,
    });
  }
}
