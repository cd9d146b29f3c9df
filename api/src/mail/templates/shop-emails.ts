import { orderNumberText, PAYMENT_STATUS_WORDS, type PaymentStatus } from '@agency/contracts';
import { formatCents } from '../../orders/money';
import { SHOP_CURRENCY } from '../../payments/payment-provider';
import { renderEmail, type EmailContent, type RenderedEmail } from './render-email';

/** Every e-mail the shop sends about orders, payments and contact messages; the wording lives only here. */

/** An order as the e-mails tell it. */
export interface OrderForEmail {
  id: string;
  orderNumber?: number;
  packageName: string;
  amountCents: number;
  customerEmail: string;
  customerName: string;
  customerAddress: string;
  customerCountry: string;
  orderDate: string;
  paymentStatus: PaymentStatus;
  orderStatus: string;
  txnId?: string;
}

export interface MessageForEmail {
  id: string;
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
}

/** Where the links in the e-mails lead: the site's public URL. */
export interface EmailLinks {
  shellPublicUrl: string;
}

export function amountText(cents: number): string {
  return `${formatCents(cents)} ${SHOP_CURRENCY}`;
}

/** The short number people know the order by; an order stored before numbers existed keeps its id until it gets one. */
function orderName(order: OrderForEmail): string {
  return orderNumberText(order.orderNumber) || order.id;
}

function orderDetails(order: OrderForEmail): Array<[string, string]> {
  const details: Array<[string, string]> = [
    ['Order', orderName(order)],
    ['Date', order.orderDate],
    ['Package', order.packageName],
    ['Amount', amountText(order.amountCents)],
    ['Payment', PAYMENT_STATUS_WORDS[order.paymentStatus]],
    ['Status', order.orderStatus],
  ];
  if (order.txnId) details.push(['Transaction id', order.txnId]);
  return details;
}

function customerDetails(order: OrderForEmail): Array<[string, string]> {
  return [
    ['Customer', order.customerName],
    ['E-mail', order.customerEmail],
    ['Address', order.customerAddress],
    ['Country', order.customerCountry],
  ];
}

function toCustomer(order: OrderForEmail, links: EmailLinks, content: Omit<EmailContent, 'action'>) {
  return renderEmail({
    ...content,
    details: content.details ?? orderDetails(order),
    action: { label: 'See your orders', url: `${links.shellPublicUrl}/my-order` },
  });
}

function toAdmins(
  order: OrderForEmail,
  links: EmailLinks,
  content: Omit<EmailContent, 'action' | 'details'>,
) {
  return renderEmail({
    ...content,
    details: [...orderDetails(order), ...customerDetails(order)],
    action: { label: 'Open the order', url: `${links.shellPublicUrl}/admin/payment-status/${order.id}` },
  });
}

export function orderPlacedEmail(order: OrderForEmail, links: EmailLinks): RenderedEmail {
  return toCustomer(order, links, {
    subject: `Your order ${orderName(order)} for the ${order.packageName} package`,
    heading: `Thank you for your order, ${order.customerName}`,
    paragraphs: [
      `We have your order for the ${order.packageName} package (${amountText(order.amountCents)}).`,
      'It is waiting for payment: pay it from your orders whenever you are ready.',
    ],
  });
}

export function paymentReceivedEmail(order: OrderForEmail, links: EmailLinks): RenderedEmail {
  return toCustomer(order, links, {
    subject: `Payment received: ${order.packageName} package, ${amountText(order.amountCents)}`,
    heading: 'Payment received',
    paragraphs: [
      `Thank you, ${order.customerName}. We received your payment of ${amountText(order.amountCents)} for the ${order.packageName} package. Keep this e-mail as your receipt.`,
    ],
  });
}

export function orderStatusChangedEmail(order: OrderForEmail, links: EmailLinks): RenderedEmail {
  const delivered = order.orderStatus === 'Delivered';
  return toCustomer(order, links, {
    subject: `Your ${order.packageName} order ${orderName(order)} is ${order.orderStatus}`,
    heading: delivered ? 'Your order has been delivered' : `Your order is ${order.orderStatus}`,
    paragraphs: [
      delivered
        ? `Your ${order.packageName} package has been delivered. Thank you for working with us.`
        : `The status of your ${order.packageName} order is now ${order.orderStatus}.`,
    ],
  });
}

export function orderRefundedEmail(order: OrderForEmail, links: EmailLinks): RenderedEmail {
  return toCustomer(order, links, {
    subject: `Refund for order ${orderName(order)}: ${amountText(order.amountCents)}`,
    heading: 'Your payment was refunded',
    paragraphs: [
      `We refunded ${amountText(order.amountCents)} for your ${order.packageName} package (order ${orderName(order)}) to the PayPal account you paid with. PayPal may take a few days to show it.`,
    ],
  });
}

export function newOrderAdminEmail(order: OrderForEmail, links: EmailLinks): RenderedEmail {
  return toAdmins(order, links, {
    subject: `New order ${orderName(order)}: ${order.packageName} package, ${amountText(order.amountCents)}`,
    heading: 'A new order was placed',
    paragraphs: [`${order.customerName} ordered the ${order.packageName} package. It is not paid yet.`],
  });
}

export function paidOrderAdminEmail(order: OrderForEmail, links: EmailLinks): RenderedEmail {
  return toAdmins(order, links, {
    subject: `Order ${orderName(order)} paid: ${order.packageName} package, ${amountText(order.amountCents)}`,
    heading: 'An order was paid',
    paragraphs: [
      `${order.customerName} paid ${amountText(order.amountCents)} for the ${order.packageName} package.`,
    ],
  });
}

export function newContactMessageAdminEmail(message: MessageForEmail, links: EmailLinks): RenderedEmail {
  return renderEmail({
    subject: `New contact message from ${message.name}`,
    heading: 'A new contact message arrived',
    paragraphs: [`${message.name} wrote through the contact form.`],
    details: [
      ['Name', message.name],
      ['E-mail', message.email],
      ['Phone', message.number || '(none)'],
      ['Subject', message.subject || '(none)'],
    ],
    quote: message.message,
    action: { label: 'Open the message', url: `${links.shellPublicUrl}/view/${message.id}` },
  });
}
