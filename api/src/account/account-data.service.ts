import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { LAST_ADMIN_ACCOUNT, WRONG_PASSWORD, type PaymentStatus } from '@agency/contracts';
import { Account } from '../auth/schemas/account.schema';
import { OneTimeToken } from '../auth/schemas/one-time-token.schema';
import { Session } from '../auth/schemas/session.schema';
import type { SessionUser } from '../auth/session-user';
import { searchWordsFor } from '../common/search-words';
import { MailQueue } from '../mail/mail-queue';
import { Message } from '../messages/schemas/message.schema';
import { Order } from '../orders/schemas/order.schema';
import { Subscriber } from '../subscribers/schemas/subscriber.schema';
import { UsersService } from '../users/users.service';
import { accountDeletedMail } from './account-emails';
import { AccountProfileService } from './account-profile.service';
import { AccountSessionsService } from './account-sessions.service';
import { OwnPassword } from '../auth/own-password';
import { apiTexts } from '../i18n/api-texts';
import { accountLanguage } from '../i18n/request-language';

/** The orders that are accounting records: money was taken (and perhaps given back). They outlive the account. */
const ACCOUNTING_STATUSES: readonly PaymentStatus[] = ['Paid', 'Refunded'];

/**
 * What a kept order says instead of the person. Not an e-mail address (no '@'), so no account can ever be
 * registered with it and come to own these orders.
 */
export const ANONYMISED_ORDER = {
  customerEmail: 'deleted account',
  customerName: 'Deleted account',
  customerAddress: '(removed)',
} as const;

/** Everything the site keeps about one person, to hand over or to delete (docs/accounts.md#your-data). */
@Injectable()
export class AccountDataService {
  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @InjectModel(OneTimeToken.name) private readonly tokens: Model<OneTimeToken>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(Message.name) private readonly messages: Model<Message>,
    @InjectModel(Subscriber.name) private readonly subscribers: Model<Subscriber>,
    private readonly profiles: AccountProfileService,
    private readonly accountSessions: AccountSessionsService,
    private readonly users: UsersService,
    private readonly ownPassword: OwnPassword,
    private readonly mail: MailQueue,
  ) {
    // Sent only once the account is gone, so a deletion that failed half-way never says it happened.
    // In the language the account had: it is gone when the mail is written.
    mail.compose('account-deleted', async ({ to, data }) =>
      (await this.accounts.exists({ email: to }))
        ? null
        : accountDeletedMail(apiTexts(accountLanguage(data)), to),
    );
  }

  /**
   * The account, its sessions, its orders (whatever e-mail each was placed with), the messages sent from its
   * address and its newsletter subscription.
   */
  async export(user: SessionUser, currentToken: string | undefined) {
    const email = user.email.toLowerCase();
    const accountId = new Types.ObjectId(user.accountId);
    const [account, sessions, orders, messages, subscription] = await Promise.all([
      this.profiles.profile(user),
      this.accountSessions.list(user, currentToken, accountLanguage(user)),
      this.orders.find({ accountId }).sort({ createdAt: 1 }).lean(),
      this.messages.find({ email }).sort({ createdAt: 1 }).lean(),
      this.subscribers.findOne({ subemail: email }).lean(),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      account: { ...account, isAdmin: user.isAdmin },
      sessions,
      orders,
      messages,
      subscription: subscription
        ? { subemail: subscription.subemail, createdAt: subscription.createdAt }
        : null,
    };
  }

  /**
   * Needs the password. The last admin is refused (409) before anything changes. Paid and refunded orders stay as
   * anonymised accounting records; everything else about the person goes, their address leaves the newsletter,
   * and the address is told.
   */
  async remove(user: SessionUser, password: string): Promise<void> {
    const account = await this.ownPassword.confirm(user, password, {
      field: 'password',
      message: WRONG_PASSWORD,
    });
    const email = account.email;
    const farewell = {
      key: `account-deleted:${account._id.toString()}`,
      kind: 'account-deleted',
      to: email,
      data: { language: accountLanguage(user) },
    };
    await this.mail.withMail([farewell], async () => {
      await this.users.removeLeavingAccount(email, LAST_ADMIN_ACCOUNT);
      await this.anonymiseAccountingOrders(account._id);
      await this.orders.deleteMany({ accountId: account._id });
      await this.messages.deleteMany({ email });
      await this.subscribers.deleteMany({ subemail: email });
      await this.tokens.deleteMany({ accountId: account._id });
      // The account before its sessions: a session started meanwhile finds no account to copy and is deleted.
      const { deletedCount } = await this.accounts.deleteOne({ _id: account._id });
      await this.sessions.deleteMany({ accountId: account._id });
      if (deletedCount === 0) throw new NotFoundException('This account no longer exists');
    });
  }

  /**
   * Each kept order loses the person and its account, and is found by its new words only (an admin's search no
   * longer finds the name).
   */
  private async anonymiseAccountingOrders(accountId: Types.ObjectId): Promise<void> {
    const kept = await this.orders
      .find({ accountId, paymentStatus: trusted({ $in: ACCOUNTING_STATUSES }) })
      .lean();
    if (kept.length === 0) return;
    await this.orders.bulkWrite(
      kept.map((order) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(String(order._id)), accountId },
          update: {
            $set: {
              ...ANONYMISED_ORDER,
              searchWords: searchWordsFor('orders', { ...order, ...ANONYMISED_ORDER }),
            },
            $unset: { accountId: 1 },
          },
        },
      })),
    );
  }
}
