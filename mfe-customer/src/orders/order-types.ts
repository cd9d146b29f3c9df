export type PaymentStatus = 'UnPaid' | 'Paid' | 'Cancelled' | 'Refunded';

export interface Order {
  _id: string;
  packageName: string;
  packagePrice: string;
  customerEmail: string;
  customerName: string;
  customerAddress?: string;
  customerCountry?: string;
  paymentStatus: PaymentStatus;
  orderStatus: 'Pending' | 'Delivered';
  orderDate: string;
}

/** What the order form sends; name, price and e-mail are decided by the server from the package and session. */
export interface NewOrder {
  packageId: string;
  customerName: string;
  customerAddress: string;
  customerCountry: string;
}

/** The pay page's form as the API builds it: post `fields` with `method` to `action`. */
export interface CheckoutForm {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/** A pricing package as GET /pricing/{id} answers it (only what the order form shows). */
export interface PricingPackage {
  _id: string;
  packageName: string;
  packagePrice: string;
}
