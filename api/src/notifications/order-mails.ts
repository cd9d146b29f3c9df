import type { InterfaceLanguage } from '@agency/contracts';
import type { RenderedEmail } from '../mail/templates/render-email';
import {
  newOrderAdminEmail,
  orderPlacedEmail,
  orderRefundedEmail,
  orderStatusChangedEmail,
  paidOrderAdminEmail,
  paymentReceivedEmail,
  type EmailLinks,
  type OrderForEmail,
} from './shop-emails';

/** The changes of an order that mail someone. */
export type OrderChange = 'placed' | 'paid' | 'refunded' | 'statusChanged';

export interface OrderMail {
  /** The mail queue's kind, which names the composer that writes it. */
  kind: string;
  /** The order's customer, or each admin (one mail per admin). */
  audience: 'customer' | 'admins';
  email: (
    order: OrderForEmail,
    links: EmailLinks,
    language: InterfaceLanguage,
    data: Record<string, string>,
  ) => RenderedEmail;
}

/**
 * Which mail each change of an order sends, and to whom: the one place that decides it. The code that decides a
 * change asks for its mail here and writes it with the change (docs/payments.md#one-write-per-payment), so a mail is
 * queued if and only if its change was made; when it is sent it is written from the order as stored then.
 */
export const ORDER_MAILS: Readonly<Record<OrderChange, readonly OrderMail[]>> = {
  placed: [
    { kind: 'order-placed', audience: 'customer', email: orderPlacedEmail },
    { kind: 'new-order', audience: 'admins', email: newOrderAdminEmail },
  ],
  paid: [
    { kind: 'payment-received', audience: 'customer', email: paymentReceivedEmail },
    { kind: 'paid-order', audience: 'admins', email: paidOrderAdminEmail },
  ],
  refunded: [{ kind: 'order-refunded', audience: 'customer', email: orderRefundedEmail }],
  statusChanged: [
    {
      kind: 'order-status',
      audience: 'customer',
      email: (order, links, language, data) =>
        orderStatusChangedEmail(
          { ...order, orderStatus: data.orderStatus as OrderForEmail['orderStatus'] },
          links,
          language,
        ),
    },
  ],
};
