import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { isPlausibleEmail, type InterfaceLanguage } from '@agency/contracts';
import { Account } from '../auth/schemas/account.schema';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ENGLISH } from '../i18n/api-texts';
import { MailLanguages } from '../mail/mail-languages';
import { accountLanguage } from '../i18n/request-language';
import { MailQueue, type QueuedMail } from '../mail/mail-queue';
import type { MailMessage } from '../mail/mail.service';
import type { RenderedEmail } from '../mail/templates/render-email';
import { newContactMessageAdminEmail, type EmailLinks, type OrderForEmail } from './shop-emails';
import { Message } from '../messages/schemas/message.schema';
import { Order } from '../orders/schemas/order.schema';
import { AdminRecipients } from './admin-recipients';
import { ORDER_MAILS, type OrderChange, type OrderMail } from './order-mails';

type StoredOrder = Omit<OrderForEmail, 'id'> & {
  _id: { toString(): string };
  accountId?: Types.ObjectId;
};

/**
 * The e-mails orders, payments and contact messages cause, to the customer and to the admins. Which mail a change
 * of an order sends is declared in ORDER_MAILS; `mailsFor` addresses it for the write that makes the change, which
 * carries it on the order (MailOutbox), so it is queued if and only if the change was made. A mail is written from
 * the stored order or message when it is sent, in the background, so a slow or failing mail server never slows or
 * fails the request. Each mail's key names its cause, so a cause reported twice (a payment notification delivered
 * again) queues it once.
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
    for (const mail of Object.values(ORDER_MAILS).flat()) this.composeFromOrder(mail);
    queue.compose('new-message', async ({ to: admin, data }) => {
      const message = await this.messages.findById(data.messageId).lean();
      if (!message) return null;
      const { _id, name, email, number, subject } = message;
      const fields = { id: _id.toString(), name, email, number, subject, message: message.message };
      const language = await this.mailLanguages.of(admin);
      return to(admin, newContactMessageAdminEmail(fields, this.links(), language));
    });
  }

  /**
   * The mail `change` of this order sends (ORDER_MAILS), addressed now (the admins are looked up), for the write
   * that makes the change to carry. `cause` names the change (a transaction's id, a status change's id) so that
   * a change reported twice is mailed once; `data` is what the mail's composer reads besides the order.
   */
  async mailsFor(
    change: OrderChange,
    order: { id: string; customerEmail: string },
    cause?: string,
    data: Record<string, string> = {},
  ): Promise<QueuedMail[]> {
    const mails = ORDER_MAILS[change];
    const admins = mails.some((mail) => mail.audience === 'admins') ? await this.admins.emails() : [];
    return mails.flatMap(({ kind, audience }) => {
      const key = [kind, order.id, ...(cause ? [cause] : [])].join(':');
      const queued = { kind, data: { orderId: order.id, ...data } };
      return audience === 'customer'
        ? [{ key, to: order.customerEmail, ...queued }]
        : admins.map((admin) => ({ key: `${key}:${admin}`, to: admin, ...queued }));
    });
  }

  /** `store` stores the message with this id. */
  async newContactMessage<T>(messageId: string, store: () => Promise<T>): Promise<T> {
    return this.queue.withMail(
      await this.toAdmins(`new-message:${messageId}`, 'new-message', { messageId }),
      store,
    );
  }

  /** How a kind of order mail is written: from the order as stored when it is sent, in its reader's language. */
  private composeFromOrder({ kind, audience, email }: OrderMail): void {
    this.queue.compose(kind, async ({ to: recipient, data }) => {
      const order = await this.orders.findById(data.orderId).select('+accountId').lean();
      if (!order) return null;
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
