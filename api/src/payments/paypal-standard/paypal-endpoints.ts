import { endpointPath } from '@agency/contracts/endpoints';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import type { AppConfig } from '../../config/app-config';

export const SIMULATOR_PATHS = {
  checkout: '/payments/simulator/checkout',
  pay: '/payments/simulator/pay',
  cancel: '/payments/simulator/cancel',
  validate: '/payments/simulator/validate',
  /** Orders v2: the page the approve link opens, and where it posts the buyer's decision. */
  approve: '/payments/simulator/approve',
  /** The simulated PayPal account's page of one payment, and its Refund button's target. */
  activity: '/payments/simulator/activity',
  refund: '/payments/simulator/refund',
} as const;

export interface PaypalEndpoints {
  /** Where the pay page posts the `_xclick` form. */
  checkoutUrl: string;
  /** Where IPN messages are posted back with cmd=_notify-validate. */
  validationUrl: string;
  /** Where PayPal sends IPN messages: this API. */
  notifyUrl: string;
}

/** PayPal's documented Payments Standard endpoints per mode; the simulator is served by this API. */
const PAYPAL_URLS = {
  sandbox: {
    checkoutUrl: 'https://www.sandbox.paypal.com/cgi-bin/webscr',
    validationUrl: 'https://ipnpb.sandbox.paypal.com/cgi-bin/webscr',
  },
  live: {
    checkoutUrl: 'https://www.paypal.com/cgi-bin/webscr',
    validationUrl: 'https://ipnpb.paypal.com/cgi-bin/webscr',
  },
} as const;

/** PayPal's page of one transaction in the shop's account, where it is refunded (the simulator has its own). */
export function transactionPageUrl(config: AppConfig, txnId: string): string {
  if (config.paypalMode === 'simulator')
    return `${config.apiPublicUrl}${SIMULATOR_PATHS.activity}/${encodeURIComponent(txnId)}`;
  const host = config.paypalMode === 'live' ? 'www.paypal.com' : 'www.sandbox.paypal.com';
  return `https://${host}/activity/payment/${encodeURIComponent(txnId)}`;
}

/** Read per use rather than once, so the URLs always follow the configuration in force. */
export function paypalEndpoints(config: AppConfig): PaypalEndpoints {
  const api = config.apiPublicUrl;
  const urls =
    config.paypalMode === 'simulator'
      ? {
          checkoutUrl: `${api}${SIMULATOR_PATHS.checkout}`,
          validationUrl: `${api}${SIMULATOR_PATHS.validate}`,
        }
      : PAYPAL_URLS[config.paypalMode];
  return {
    checkoutUrl: urls.checkoutUrl,
    validationUrl: config.paypalValidationUrl ?? urls.validationUrl,
    notifyUrl: `${api}${endpointPath(PAYMENT_ENDPOINTS.ipn)}`,
  };
}
