import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isPlausibleEmail } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { MailQueue } from '../mail/mail-queue';
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
  type MessageForEmail,
  type OrderForEmail,
} from '../mail/templates/shop-emails';
import { Order } from '../orders/schemas/order.schema';
import { AdminRecipients } from './admin-recipients';

type StoredOrder = Omit<OrderForEmail, 'id'> & { _id: { toString(): string } };
type StoredMessage = Omit<MessageForEmail, 'id'> & { _id: { toString(): string } };

/**
 * The e-mails orders, payments and contact messages cause, to the customer and to the admins. Every method
 * returns at once: recipients are looked up and mail is sent (and retried) in the background, so a slow or
 * failing mail server never slows or fails the request.
 */
@Injectable()
export class ShopNotifications {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly admins: AdminRecipients,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  orderPlaced(order: StoredOrder): void {
    const details = orderForEmail(order);
    this.queue.enqueue(to(details.customerEmail, orderPlacedEmail(details, this.links())));
    this.toAdmins('New-order mail', newOrderAdminEmail(details, this.links()));
  }

  /** Loads the order as the payment left it (with its transaction id) before writing the receipt. */
  paymentReceived(orderId: string): void {
    this.aboutStoredOrder(`Payment mail for order ${orderId}`, orderId, async (details) => {
      const receipt = to(details.customerEmail, paymentReceivedEmail(details, this.links()));
      const notice = paidOrderAdminEmail(details, this.links());
      return [receipt, ...(await this.admins.emails()).map((admin) => to(admin, notice))];
    });
  }

  /** The customer learns that the money went back, whoever started the refund (an admin here, or PayPal). */
  orderRefunded(orderId: string): void {
    this.aboutStoredOrder(`Refund mail for order ${orderId}`, orderId, async (details) =>
      toCustomer(details, orderRefundedEmail(details, this.links())),
    );
  }

  orderStatusChanged(order: StoredOrder): void {
    const details = orderForEmail(order);
    for (const mail of toCustomer(details, orderStatusChangedEmail(details, this.links())))
      this.queue.enqueue(mail);
  }

  newContactMessage(message: StoredMessage): void {
    const { _id, ...fields } = message;
    this.toAdmins(
      'New-message mail',
      newContactMessageAdminEmail({ ...fields, id: _id.toString() }, this.links()),
    );
  }

  private aboutStoredOrder(
    name: string,
    orderId: string,
    write: (order: OrderForEmail) => Promise<MailMessage[]>,
  ): void {
    this.queue.enqueueLater(name, async () => {
      const order = await this.orders.findById(orderId).lean();
      return order ? write(orderForEmail(order)) : [];
    });
  }

  private toAdmins(name: string, email: RenderedEmail): void {
    this.queue.enqueueLater(name, async () => (await this.admins.emails()).map((admin) => to(admin, email)));
  }

  private links(): EmailLinks {
    return { shellPublicUrl: this.config.shellPublicUrl };
  }
}

function to(recipient: string, email: RenderedEmail): MailMessage {
  return { to: recipient, ...email };
}

/** The order's customer, unless their account was deleted and the order kept without them (docs/accounts.md#your-data). */
function toCustomer(details: OrderForEmail, email: RenderedEmail): MailMessage[] {
  return isPlausibleEmail(details.customerEmail) ? [to(details.customerEmail, email)] : [];
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
