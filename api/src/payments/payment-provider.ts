import type { CheckoutRedirect } from '@agency/contracts';

/**
 * The one seam between the shop and a payment provider, chosen by PAYMENT_PROVIDER: PayPal Payments Standard
 * (a posted `_xclick` form and IPN, the default) or PayPal Orders v2 (the approve link, a capture on return and
 * verified webhooks). Orders, settlement and the pay page's `{ action, method, fields }` contract are shared.
 */

/** An UnPaid order as the provider needs it, with the shell pages the buyer returns to. */
export interface CheckoutOrder {
  id: string;
  itemName: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
}

/**
 * The shop's payment account is not configured yet. Providers throw it rather than an HTTP error, because
 * what to say depends on who asks: the admin who can fix it, or a customer who can only wait.
 */
export class PaymentsNotConfiguredError extends Error {
  constructor(readonly missing: string) {
    super(`Payments are not configured: ${missing} is missing`);
  }
}

export abstract class PaymentProvider {
  /**
   * What the pay page submits: a form of `fields` sent with `method` to `action` (Orders v2: the approve link,
   * GET, no fields). Throws PaymentsNotConfiguredError while the shop's account is not set up.
   */
  abstract createCheckout(order: CheckoutOrder): Promise<CheckoutRedirect>;
}

/** The shell pages a buyer comes back to from the provider's checkout. */
export function returnPages(shellUrl: string, orderId: string): { returnUrl: string; cancelUrl: string } {
  return {
    returnUrl: `${shellUrl}/received-payment/${orderId}`,
    cancelUrl: `${shellUrl}/order-cancelled/${orderId}`,
  };
}

// The only currency the shop sells in: written once in contracts, where the public pages' structured data reads it.
export { SHOP_CURRENCY } from '@agency/contracts';
