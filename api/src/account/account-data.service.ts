import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { LAST_ADMIN_ACCOUNT, type PaymentStatus } from '@agency/contracts';
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
import type { OwnAccount } from '../auth/own-password';
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
   * The account, its sessions, its orders (whatever e-mail each was placed with) and, once it has proved its
   * address, the messages sent from that address and its newsletter subscription: anyone may register an address,
   * and what others sent under it is not theirs until they show they hold it.
   */
  async export(user: SessionUser, currentToken: string | undefined) {
    const email = user.email.toLowerCase();
    const accountId = new Types.ObjectId(user.accountId);
    const [account, sessions, orders, messages, subscription] = await Promise.all([
      this.profiles.profile(user),
      this.accountSessions.list(user, currentToken, accountLanguage(user)),
      this.orders.find({ accountId }).sort({ createdAt: 1 }).lean(),
      user.emailVerified ? this.messages.find({ email }).sort({ createdAt: 1 }).lean() : [],
      user.emailVerified ? this.subscribers.findOne({ subemail: email }).lean() : null,
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
   * For the account whose password was typed again. The last admin is refused (409) before anything changes. Paid and refunded orders stay as
   * anonymised accounting records; everything else about the person goes and the address is told. What the address
   * holds besides the account (its messages, its subscription, its admin-list entry) goes only with an account that
   * proved it. Answers the admin-list entry removed, if any, for the audit log.
   */
  async remove(user: SessionUser, account: OwnAccount): Promise<{ _id: unknown; userEmail: string } | null> {
    const email = account.email;
    const farewell = {
      key: `account-deleted:${account._id.toString()}`,
      kind: 'account-deleted',
      to: email,
      data: { language: accountLanguage(user) },
    };
    let leftAdminList: { _id: unknown; userEmail: string } | null = null;
    await this.mail.withMail([farewell], async () => {
      const proved = account.emailVerified;
      if (proved) leftAdminList = await this.users.removeLeavingAccount(email, LAST_ADMIN_ACCOUNT);
      await this.anonymiseAccountingOrders(account._id);
      await this.orders.deleteMany({ accountId: account._id });
      if (proved) await this.messages.deleteMany({ email });
      if (proved) await this.subscribers.deleteMany({ subemail: email });
      await this.tokens.deleteMany({ accountId: account._id });
      // The account before its sessions: a session started meanwhile finds no account to copy and is deleted.
      const { deletedCount } = await this.accounts.deleteOne({ _id: account._id });
      await this.sessions.deleteMany({ accountId: account._id });
      if (deletedCount === 0) throw new NotFoundException('This account no longer exists');
    });
    return leftAdminList;
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
