export type { CheckoutForm, Order, PaymentStatus } from '@agency/contracts';

/** What the order form sends; name, price and e-mail are decided by the server from the package and session. */
export interface NewOrder {
  packageId: string;
  customerName: string;
  customerAddress: string;
  customerCountry: string;
}

/** A pricing package as GET /pricing/{id} answers it (only what the order form shows). */
export interface PricingPackage {
  _id: string;
  packageName: string;
  packagePrice: string;
}
