import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isPlausibleEmail, type InterfaceLanguage } from '@agency/contracts';
import { Account } from '../auth/schemas/account.schema';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ENGLISH } from '../i18n/api-texts';
import { MailLanguages } from '../i18n/mail-languages';
import { accountLanguage } from '../i18n/request-language';
import { MailQueue, type QueuedMail } from '../mail/mail-queue';
import type { MailMessage } from '../mail/mail.service';
import type { RenderedEmail } from '../mail/templates/render-email';
import {
  newContactMessageAdminEmail,
  newOrderAdminEmail,
  orderPlacedEmail,
  orderRefundedEmail,
  orderStatusChangedEmail,
  paidOrderAdminEmail,
  paymentReceivedEmail,
  type EmailLinks,
  type OrderForEmail,
} from '../mail/templates/shop-emails';
import { Message } from '../messages/schemas/message.schema';
import { Order, type OrderStatus } from '../orders/schemas/order.schema';
import { AdminRecipients } from './admin-recipients';

/** Queues the mail prepared for it, then makes the write that causes it; answers whether the write applied. */
export type MailedWrite = (write: () => Promise<boolean>) => Promise<boolean>;

type StoredOrder = Omit<OrderForEmail, 'id'> & {
  _id: { toString(): string };
  statusChanges?: string[];
  accountId?: Types.ObjectId;
};

/**
 * The e-mails orders, payments and contact messages cause, to the customer and to the admins. Each method
 * queues its mail, makes the write that causes it (`write`) and answers what the write answered; the mail is
 * written from the stored order or message when it is sent, in the background, so a slow or failing mail
 * server never slows or fails the request. Each mail's key names its cause, so a cause reported twice (a
 * payment notification delivered again) queues it once.
 */
@Injectable()
export class ShopNotifications {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    private readonly admins: AdminRecipients,
    private readonly queue: MailQueue,
    private readonly mailLanguages: MailLanguages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.composeFromOrder('order-placed', 'customer', () => true, orderPlacedEmail);
    this.composeFromOrder('new-order', 'admins', () => true, newOrderAdminEmail);
    const paidBy = (order: StoredOrder, data: Record<string, string>) => order.txnId === data.txnId;
    this.composeFromOrder('payment-received', 'customer', paidBy, paymentReceivedEmail);
    this.composeFromOrder('paid-order', 'admins', paidBy, paidOrderAdminEmail);
    this.composeFromOrder(
      'order-refunded',
      'customer',
      (order, data) => (order as { refundTxnId?: string }).refundTxnId === data.refundTxnId,
      orderRefundedEmail,
    );
    // The write records its change's id on the order with the status: a change queued and never written (its
    // process died between the two, or it changed nothing) is not on the order, and one written is, even after a
    // later change. A job queued without an id (by an earlier version) goes by the status.
    this.composeFromOrder(
      'order-status',
      'customer',
      (order, data) =>
        data.changeId
          ? (order.statusChanges ?? []).includes(data.changeId)
          : order.orderStatus === data.orderStatus,
      (order, links, language, data) =>
        orderStatusChangedEmail({ ...order, orderStatus: data.orderStatus! }, links, language),
    );
    queue.compose('new-message', async ({ to: admin, data }) => {
      const message = await this.messages.findById(data.messageId).lean();
      if (!message) return null;
      const { _id, name, email, number, subject } = message;
      const fields = { id: _id.toString(), name, email, number, subject, message: message.message };
      const language = await this.mailLanguages.of(admin);
      return to(admin, newContactMessageAdminEmail(fields, this.links(), language));
    });
  }

  /** `create` stores the order with this id. */
  async orderPlaced<T>(orderId: string, customerEmail: string, create: () => Promise<T>): Promise<T> {
    const data = { orderId };
    const mails = [
      { key: `order-placed:${orderId}`, kind: 'order-placed', to: customerEmail, data },
      ...(await this.toAdmins(`new-order:${orderId}`, 'new-order', data)),
    ];
    return this.queue.withMail(mails, create);
  }

  /**
   * The receipt and the admins' notice of a payment, looked up now; the answer queues them and makes `markPaid`
   * (which sets the order's `txnId` to this one, or answers false). Settling calls it between claiming the
   * transaction and marking the order, so that moment holds nothing but the queueing.
   */
  async paymentReceived(orderId: string, txnId: string): Promise<MailedWrite> {
    const order = await this.orders.findById(orderId, { customerEmail: 1 }).lean();
    if (!order) return (markPaid) => markPaid();
    const data = { orderId, txnId };
    const cause = `${orderId}:${txnId}`;
    const mails = [
      { key: `payment-received:${cause}`, kind: 'payment-received', to: order.customerEmail, data },
      ...(await this.toAdmins(`paid-order:${cause}`, 'paid-order', data)),
    ];
    // Sent whether or not this call's update won: a concurrent delivery of the same payment may have made it,
    // and the composer sends only when the order shows this transaction paid it.
    return (markPaid) => this.queue.withMail(mails, markPaid);
  }

  /** The customer learns that the money went back, whoever started the refund (an admin here, or PayPal); as above. */
  async orderRefunded(orderId: string, refundTxnId: string): Promise<MailedWrite> {
    const order = await this.orders.findById(orderId, { customerEmail: 1 }).lean();
    if (!order) return (markRefunded) => markRefunded();
    const mail = {
      key: `order-refunded:${orderId}:${refundTxnId}`,
      kind: 'order-refunded',
      to: order.customerEmail,
      data: { orderId, refundTxnId },
    };
    return (markRefunded) => this.queue.withMail([mail], markRefunded);
  }

  /**
   * `change` sets the status and adds `changeId` to the order's `statusChanges` in the same update; it answers
   * the changed order, or null when it changed nothing (then nothing is mailed).
   */
  async orderStatusChanged<T>(
    order: { _id: { toString(): string }; customerEmail: string },
    orderStatus: OrderStatus,
    change: (changeId: string) => Promise<T | null>,
  ): Promise<T | null> {
    const orderId = order._id.toString();
    // Each change is its own cause: a status set, changed and set again is mailed each time.
    const changeId = randomUUID();
    const mail = {
      key: `order-status:${orderId}:${changeId}`,
      kind: 'order-status',
      to: order.customerEmail,
      data: { orderId, orderStatus, changeId },
    };
    return this.queue.withMail(
      [mail],
      () => change(changeId),
      (changed) => changed !== null,
    );
  }

  /** `store` stores the message with this id. */
  async newContactMessage<T>(messageId: string, store: () => Promise<T>): Promise<T> {
    return this.queue.withMail(
      await this.toAdmins(`new-message:${messageId}`, 'new-message', { messageId }),
      store,
    );
  }

  private composeFromOrder(
    kind: string,
    audience: 'customer' | 'admins',
    happened: (order: StoredOrder, data: Record<string, string>) => boolean,
    email: (
      order: OrderForEmail,
      links: EmailLinks,
      language: InterfaceLanguage,
      data: Record<string, string>,
    ) => RenderedEmail,
  ): void {
    this.queue.compose(kind, async ({ to: recipient, data }) => {
      const order = await this.orders.findById(data.orderId).select('+statusChanges +accountId').lean();
      if (!order || !happened(order, data)) return null;
      // Each mail is in its reader's language: the customer's account's, or the admin's (one mail per admin).
      const reader =
        audience === 'customer'
          ? await this.customer(order)
          : { address: recipient, language: await this.mailLanguages.of(recipient) };
      return reader
        ? to(reader.address, email(orderForEmail(order), this.links(), reader.language, data))
        : null;
    });
  }

  /**
   * Where a customer's mail about an order goes, and in which language, read when the mail is written: the address
   * and language of the account the order
   * belongs to, which may have changed since the order was placed or the mail was queued. A deleted account's kept
   * orders no longer name their customer (docs/accounts.md#your-data): they are not mailed, even about what was
   * queued before the deletion.
   */
  private async customer(
    order: StoredOrder,
  ): Promise<{ address: string; language: InterfaceLanguage } | null> {
    if (!order.accountId)
      return isPlausibleEmail(order.customerEmail)
        ? { address: order.customerEmail, language: ENGLISH }
        : null;
    const account = await this.accounts.findById(order.accountId, { email: 1, language: 1 }).lean();
    return account ? { address: account.email, language: accountLanguage(account) } : null;
  }

  private async toAdmins(cause: string, kind: string, data: Record<string, string>): Promise<QueuedMail[]> {
    return (await this.admins.emails()).map((admin) => ({ key: `${cause}:${admin}`, kind, to: admin, data }));
  }

  private links(): EmailLinks {
    return { shellPublicUrl: this.config.shellPublicUrl };
  }
}

function to(recipient: string, email: RenderedEmail): MailMessage {
  return { to: recipient, ...email };
}

function orderForEmail(order: StoredOrder): OrderForEmail {
  return {
    id: order._id.toString(),
    orderNumber: order.orderNumber,
    packageName: order.packageName,
    amountCents: order.amountCents,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    customerAddress: order.customerAddress,
    customerCountry: order.customerCountry,
    orderDate: order.orderDate,
    paymentStatus: order.paymentStatus,
    orderStatus: order.orderStatus,
    txnId: order.txnId,
  };
}
