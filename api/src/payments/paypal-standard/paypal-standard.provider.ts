import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutRedirect } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { formatCents } from '../../orders/money';
import { PaypalSettingsService } from '../../paypal-settings/paypal-settings.service';
import {
  PaymentProvider,
  PaymentsNotConfiguredError,
  SHOP_CURRENCY,
  type CheckoutOrder,
} from '../payment-provider';
import { paypalEndpoints } from './paypal-endpoints';

export const PAYPAL_STANDARD = 'paypal-standard';

/** PayPal Payments Standard: the `_xclick` buy-now form, settled by IPN (docs/payments.md). */
@Injectable()
export class PaypalStandardProvider extends PaymentProvider {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: PaypalSettingsService,
  ) {
    super();
  }

  async createCheckout(order: CheckoutOrder): Promise<CheckoutRedirect> {
    const business = await this.settings.businessEmail();
    if (!business) throw new PaymentsNotConfiguredError('the PayPal business e-mail');
    const endpoints = paypalEndpoints(this.config);
    return {
      action: endpoints.checkoutUrl,
      method: 'POST',
      fields: {
        cmd: '_xclick',
        business,
        item_number: '1',
        item_name: order.itemName,
        amount: formatCents(order.amountCents),
        no_shipping: '1',
        currency_code: SHOP_CURRENCY,
        notify_url: endpoints.notifyUrl,
        cancel_return: order.cancelUrl,
        return: order.returnUrl,
        custom: order.id,
      },
    };
  }
}
