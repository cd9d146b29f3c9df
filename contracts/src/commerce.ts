import type { PACKAGE_NAMES, SHOP_CURRENCY } from './packages';

/**
 * The commerce records (docs/product.md#orders) as the API sends them, shared by the API's schemas and the
 * remotes that show them, so a status or field exists once.
 */
export type PackageName = (typeof PACKAGE_NAMES)[number];

/** Set by an admin, in either direction. */
export const ORDER_STATUSES = ['Pending', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The product description's UnPaid, Paid and Cancelled, plus Refunded: a payment PayPal later refunded or reversed. */
export const PAYMENT_STATUSES = ['UnPaid', 'Paid', 'Cancelled', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MESSAGE_STATUSES = ['UnRead', 'Read'] as const;

/** How the dashboard's sales chart groups paid orders (`GET /orders/sales?by=`). */
export const SALES_PERIODS = ['day', 'week', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** Paid revenue and orders per period, oldest first, every period present (zero when nothing was paid). */
export interface SalesReport {
  by: SalesPeriod;
  periods: Array<{ start: string; cents: number; orders: number }>;
}
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface Order {
  _id: string;
  /** The short sequential number people call the order by (beyond the product description). */
  orderNumber?: number;
  packageName: string;
  /** Numeric string, e.g. '19.99'. */
  packagePrice: string;
  customerEmail: string;
  customerName: string;
  customerAddress?: string;
  customerCountry?: string;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  /** MM/DD/YYYY */
  orderDate: string;
  /** A cancelled order paid again (beyond the product description): the order placed from it. */
  reorderedAs?: string;
}

export interface Message {
  _id: string;
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
  messageStatus: MessageStatus;
}

export interface Subscriber {
  _id: string;
  subemail: string;
}

export interface PaypalEmailSetting {
  _id: string;
  paypalEmail: string;
}

/** The only role the admin list knows. */
export const USER_ROLES = ['Admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface AdminUser {
  _id: string;
  userEmail: string;
  userRole: UserRole;
  /** In the list only: no verified account has this e-mail yet, so it cannot reach the back office. */
  pendingVerification?: boolean;
}

/**
 * How an admin refunds a Paid order: here, through the provider's refund call (PayPal Orders v2), or on the
 * payment's page (`url`) in the PayPal account that took it (Payments Standard has no refund call).
 */
export type RefundMethod = { method: 'here' } | { method: 'in-paypal'; explanation: string; url: string };

/** How the browser reaches a provider's hosted checkout: send `fields` with `method` to `action`. */
export interface CheckoutRedirect {
  action: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/**
 * The pay page's form as the API builds it, with what is being paid for: the page shows the package and the
 * amount from here, whichever provider's field names (or none, as Orders v2's approve link) the form carries.
 */
export interface CheckoutForm extends CheckoutRedirect {
  itemName: string;
  /** Two decimals, e.g. '19.00'. */
  amount: string;
  currency: typeof SHOP_CURRENCY;
}

/** The signed-in user's own account, as `GET /account` answers it. */
export interface AccountProfile {
  email: string;
  emailVerified: boolean;
  name: string;
  billingAddress: string;
  billingCountry: string;
  /** The language the account's pages, e-mails and API messages are in (INTERFACE_LANGUAGES). */
  language: string;
  createdAt: string;
}

/** One signed-in session of the account (`GET /account/sessions`), newest activity first. */
export interface AccountSession {
  _id: string;
  /** Read from the user agent, e.g. 'Chrome 131'; 'Unknown browser' when it says nothing usable. */
  browser: string;
  /** e.g. 'Linux', 'iOS 18.1'; 'Unknown system' when it says nothing usable. */
  system: string;
  /** The client's address as the API saw it when the session began. */
  address: string;
  /**
   * Where that address is, in the account's language: 'This network', 'Private network', a country ('Portugal'),
   * or '' when it cannot be told (an IPv6 address, or one no country is known for).
   */
  place: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session that asks. */
  current: boolean;
}
