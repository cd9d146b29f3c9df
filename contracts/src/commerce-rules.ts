import { EMAIL_MAX, TEXT_MAX, type BodyRules } from './field-rules';
import { MESSAGE_STATUSES, ORDER_STATUSES, USER_ROLES } from './commerce';
import { PACKAGE_NAMES } from './packages';

/** What a customer types when ordering; the package, price and e-mail come from the server. */
export const ORDER_CUSTOMER_RULES = {
  customerName: { kind: 'text', required: true, maxLength: 100, label: 'Name' },
  customerAddress: { kind: 'text', required: true, maxLength: 300, label: 'Address' },
  customerCountry: { kind: 'text', required: true, maxLength: 100, label: 'Country' },
} as const satisfies BodyRules;

/**
 * What a customer may say when ordering (`POST /new-order`). The product description's form also sends packagePrice,
 * customerEmail, the statuses and orderDate; they are accepted so existing clients keep working, and then ignored:
 * the price comes from the stored package, the e-mail from the session, the rest from the server.
 */
export const NEW_ORDER_RULES = {
  packageId: { kind: 'text', required: false, maxLength: 24, label: 'packageId' },
  packageName: { kind: 'enum', required: false, maxLength: 20, values: PACKAGE_NAMES, label: 'packageName' },
  ...ORDER_CUSTOMER_RULES,
  packagePrice: { kind: 'text', required: false, maxLength: 20 },
  customerEmail: { kind: 'text', required: false, maxLength: EMAIL_MAX },
  paymentStatus: { kind: 'text', required: false, maxLength: 20 },
  orderStatus: { kind: 'text', required: false, maxLength: 20 },
  orderDate: { kind: 'text', required: false, maxLength: 20 },
} as const satisfies BodyRules;

/** The product description's cancel page sends `{ paymentStatus: 'Cancelled' }`; nothing else can be set there. */
export const CANCEL_ORDER_RULES = {
  paymentStatus: {
    kind: 'enum',
    required: false,
    maxLength: 20,
    values: ['Cancelled'],
    label: 'paymentStatus',
  },
} as const satisfies BodyRules;

export const ORDER_STATUS_RULES = {
  orderStatus: { kind: 'enum', required: true, maxLength: 20, values: ORDER_STATUSES, label: 'Order Status' },
} as const satisfies BodyRules;

/** The contact form (`POST /add-message`). */
export const MESSAGE_RULES = {
  name: { kind: 'text', required: true, maxLength: 100, label: 'Name' },
  email: { kind: 'email', required: true, maxLength: EMAIL_MAX, label: 'Email' },
  number: { kind: 'phone', required: false, maxLength: 40, label: 'Phone number' },
  subject: { kind: 'text', required: false, maxLength: 200, label: 'Subject' },
  message: { kind: 'text', required: true, maxLength: TEXT_MAX, label: 'Message' },
} as const satisfies BodyRules;

/**
 * What `POST /add-message` takes: the contact form, and the messageStatus the product description's client also
 * sends, accepted and ignored, since a new message is always UnRead.
 */
export const NEW_MESSAGE_RULES = {
  ...MESSAGE_RULES,
  messageStatus: { kind: 'text', required: false, maxLength: 20 },
} as const satisfies BodyRules;

/** Mark Read turns an UnRead message Read; an admin may also mark it UnRead again, to come back to it. */
export const MESSAGE_STATUS_RULES = {
  messageStatus: {
    kind: 'enum',
    required: true,
    maxLength: 20,
    values: MESSAGE_STATUSES,
    label: 'messageStatus',
    messages: { invalid: 'messageStatus can only be Read or UnRead' },
  },
} as const satisfies BodyRules;

export const SUBSCRIBER_RULES = {
  subemail: { kind: 'email', required: true, maxLength: EMAIL_MAX, label: 'Email' },
} as const satisfies BodyRules;

export const PAYPAL_EMAIL_RULES = {
  paypalEmail: { kind: 'email', required: true, maxLength: EMAIL_MAX, label: 'paypalEmail' },
} as const satisfies BodyRules;

export const ADMIN_USER_RULES = {
  userEmail: { kind: 'email', required: true, maxLength: EMAIL_MAX, label: 'userEmail' },
  userRole: { kind: 'enum', required: false, maxLength: 20, values: USER_ROLES },
} as const satisfies BodyRules;
