import { orderNumberText, type InterfaceLanguage, type PaymentStatus } from '@agency/contracts';
import { apiTexts, ENGLISH, type ApiMessageId, type ApiTexts } from '../i18n/api-texts';
import { formatCents } from '../orders/money';
import { SHOP_CURRENCY } from '../payments/payment-provider';
import { renderEmail, type EmailContent, type RenderedEmail } from '../mail/templates/render-email';

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

/** `49.00 USD` in English, as always; other languages write the number their way (`49,00 USD`). */
export function amountText(cents: number, language: InterfaceLanguage = ENGLISH): string {
  const amount =
    language === ENGLISH
      ? formatCents(cents)
      : new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(cents / 100);
  return `${amount} ${SHOP_CURRENCY}`;
}

/** What an e-mail is written with: the catalogue's texts in its recipient's language. */
interface Writing {
  language: InterfaceLanguage;
  t: ApiTexts;
}

function writing(language: InterfaceLanguage): Writing {
  return { language, t: apiTexts(language) };
}

/** The order's status and the words the mail uses for it, in the mail's language. */
function statusWord({ t }: Writing, status: string): string {
  return status === 'Pending' || status === 'Delivered' ? t(`mail.orderStatus.${status}`) : status;
}

/** The short number people know the order by; an order stored before numbers existed keeps its id until it gets one. */
function orderName(order: OrderForEmail): string {
  return orderNumberText(order.orderNumber) || order.id;
}

function orderDetails(order: OrderForEmail, w: Writing = writing(ENGLISH)): Array<[string, string]> {
  const { t } = w;
  const details: Array<[string, string]> = [
    [t('mail.order.label'), orderName(order)],
    [t('mail.date.label'), order.orderDate],
    [t('mail.package.label'), order.packageName],
    [t('mail.amount.label'), amountText(order.amountCents, w.language)],
    [t('mail.payment.label'), t(`mail.payment.${order.paymentStatus}` as ApiMessageId)],
    [t('mail.status.label'), statusWord(w, order.orderStatus)],
  ];
  if (order.txnId) details.push([t('mail.transaction.label'), order.txnId]);
  return details;
}

function customerDetails(order: OrderForEmail, { t }: Writing): Array<[string, string]> {
  return [
    [t('mail.customer.label'), order.customerName],
    [t('mail.email.label'), order.customerEmail],
    [t('mail.address.label'), order.customerAddress],
    [t('mail.country.label'), order.customerCountry],
  ];
}

function toCustomer(
  order: OrderForEmail,
  links: EmailLinks,
  w: Writing,
  content: Omit<EmailContent, 'action'>,
) {
  return renderEmail(
    {
      ...content,
      details: content.details ?? orderDetails(order, w),
      action: { label: w.t('mail.seeOrders'), url: `${links.shellPublicUrl}/my-order` },
    },
    w.language,
  );
}

function toAdmins(
  order: OrderForEmail,
  links: EmailLinks,
  w: Writing,
  content: Omit<EmailContent, 'action' | 'details'>,
) {
  return renderEmail(
    {
      ...content,
      details: [...orderDetails(order, w), ...customerDetails(order, w)],
      action: {
        label: w.t('mail.openOrder'),
        url: `${links.shellPublicUrl}/admin/payment-status/${order.id}`,
      },
    },
    w.language,
  );
}

/** A mail about an order, in its recipient's language (English unless told). */
export type OrderEmail = (
  order: OrderForEmail,
  links: EmailLinks,
  language?: InterfaceLanguage,
) => RenderedEmail;

/** A mail to the order's customer: what `write` says, the order's details and a link to their orders. */
function customerEmail(
  write: (order: OrderForEmail, w: Writing) => Omit<EmailContent, 'action'>,
): OrderEmail {
  return (order, links, language = ENGLISH) => {
    const w = writing(language);
    return toCustomer(order, links, w, write(order, w));
  };
}

export const orderPlacedEmail = customerEmail((order, { t, language }) => {
  const names = { order: orderName(order), package: order.packageName, name: order.customerName };
  return {
    subject: t('mail.orderPlaced.subject', names),
    heading: t('mail.orderPlaced.heading', names),
    paragraphs: [
      t('mail.orderPlaced.body', { ...names, amount: amountText(order.amountCents, language) }),
      t('mail.orderPlaced.waiting'),
    ],
  };
});

export const paymentReceivedEmail = customerEmail((order, { t, language }) => {
  const names = {
    package: order.packageName,
    name: order.customerName,
    amount: amountText(order.amountCents, language),
  };
  return {
    subject: t('mail.paymentReceived.subject', names),
    heading: t('mail.paymentReceived.heading'),
    paragraphs: [t('mail.paymentReceived.body', names)],
  };
});

export const orderStatusChangedEmail = customerEmail((order, w) => {
  const { t } = w;
  const delivered = order.orderStatus === 'Delivered';
  const names = {
    package: order.packageName,
    order: orderName(order),
    status: statusWord(w, order.orderStatus),
  };
  return {
    subject: t('mail.orderStatus.subject', names),
    heading: delivered ? t('mail.orderStatus.deliveredHeading') : t('mail.orderStatus.heading', names),
    paragraphs: [delivered ? t('mail.orderStatus.deliveredBody', names) : t('mail.orderStatus.body', names)],
  };
});

export const orderRefundedEmail = customerEmail((order, { t, language }) => {
  const names = {
    package: order.packageName,
    order: orderName(order),
    amount: amountText(order.amountCents, language),
  };
  return {
    subject: t('mail.refund.subject', names),
    heading: t('mail.refund.heading'),
    paragraphs: [t('mail.refund.body', names)],
  };
});

/**
 * An admins' notice about an order (`mail.<notice>.subject`, `.heading` and `.body`), written in its admin's
 * language as the customers' mails are.
 */
function orderNotice(notice: 'newOrder' | 'paidOrder'): OrderEmail {
  return (order, links, language = ENGLISH) => {
    const w = writing(language);
    const names = {
      order: orderName(order),
      package: order.packageName,
      name: order.customerName,
      amount: amountText(order.amountCents, language),
    };
    return toAdmins(order, links, w, {
      subject: w.t(`mail.${notice}.subject`, names),
      heading: w.t(`mail.${notice}.heading`),
      paragraphs: [w.t(`mail.${notice}.body`, names)],
    });
  };
}

export const newOrderAdminEmail = orderNotice('newOrder');
export const paidOrderAdminEmail = orderNotice('paidOrder');

export function newContactMessageAdminEmail(
  message: MessageForEmail,
  links: EmailLinks,
  language: InterfaceLanguage = ENGLISH,
): RenderedEmail {
  const { t } = writing(language);
  return renderEmail(
    {
      subject: t('mail.newMessage.subject', { name: message.name }),
      heading: t('mail.newMessage.heading'),
      paragraphs: [t('mail.newMessage.body', { name: message.name })],
      details: [
        [t('mail.name.label'), message.name],
        [t('mail.email.label'), message.email],
        [t('mail.phone.label'), message.number || t('mail.none')],
        [t('mail.subject.label'), message.subject || t('mail.none')],
      ],
      quote: message.message,
      action: { label: t('mail.openMessage'), url: `${links.shellPublicUrl}/view/${message.id}` },
    },
    language,
  );
}
