import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { EMAIL_TAKEN, EMAIL_UNCHANGED } from '@agency/contracts';
import { LINK_UNUSABLE, usableTokenFilter } from '../auth/accounts.service';
import { Account } from '../auth/schemas/account.schema';
import { OneTimeToken } from '../auth/schemas/one-time-token.schema';
import { hashToken, newSecretToken } from '../auth/secret-token';
import { SessionHolders } from '../auth/session-holders';
import { searchWordsFor } from '../common/search-words';
import { ValidationFailedException } from '../common/validated-body';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { isDuplicateKeyError } from '../database/database-errors';
import { MailQueue } from '../mail/mail-queue';
import type { MailMessage } from '../mail/mail.service';
import { Subscriber } from '../subscribers/schemas/subscriber.schema';
import { confirmNewEmailMail, emailChangedMail, emailTakenMail } from './email-change-emails';
import type { OwnAccount } from '../auth/own-password';
import { apiTexts } from '../i18n/api-texts';
import { accountLanguage } from '../i18n/request-language';

/** How long a confirmation link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The shell's page a confirmation link opens. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';

/**
 * Moving an account to another e-mail address (docs/accounts.md#e-mail-address): asked for with the password,
 * made only once a link mailed to the new address is opened, and told to the old address. The account and, when
 * it had proved the old address, its newsletter subscription move. An admin-list entry names an address, not an
 * account, so it stays (who is an admin follows, AdminStanding). Orders belong to the account and keep the e-mail
 * they were placed with; messages are history and keep theirs.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(OneTimeToken.name) private readonly tokens: Model<OneTimeToken>,
    @InjectModel(Subscriber.name) private readonly subscribers: Model<Subscriber>,
    private readonly holders: SessionHolders,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'shellPublicUrl'>,
  ) {
    mail.compose('email-change', ({ to, data }) => this.confirmationMail(to, data));
    mail.compose('email-changed', async ({ to, data }) => {
      const moved = await this.accounts
        .findOne({ _id: data.accountId, email: data.newEmail }, { language: 1 })
        .lean();
      const t = apiTexts(accountLanguage(moved));
      return moved ? emailChangedMail(t, to, data.newEmail!, this.config.shellPublicUrl) : null;
    });
  }

  /**
   * For the account whose password was typed again. Answers alike whether or not the new address has an account: which mail it gets,
   * the link or a word to its owner, is decided when the mail is written, after the answer.
   */
  async request(account: OwnAccount, newEmail: string): Promise<void> {
    if (newEmail === account.email)
      throw new ValidationFailedException([{ field: 'newEmail', message: EMAIL_UNCHANGED }]);
    await this.mail.queue([
      {
        key: `email-change:${randomUUID()}`,
        kind: 'email-change',
        to: newEmail,
        data: { accountId: account._id.toString(), fromEmail: account.email },
      },
    ]);
  }

  /**
   * Makes the change a link asked for, and ends the link with every other unused link of the account. Each step is
   * conditional on what it changes and safe to repeat, so a confirmation cut short finishes when the link is
   * opened again.
   */
  async confirm(token: string): Promise<{ email: string }> {
    const link = await this.tokens.findOne(usableTokenFilter(token, 'change-email')).lean();
    const account = link && (await this.accounts.findById(link.accountId, { email: 1 }).lean());
    if (!link || !account || !link.fromEmail || !link.newEmail) throw new BadRequestException(LINK_UNUSABLE);
    const { fromEmail, newEmail } = link;
    if (account.email === fromEmail) {
      const notice = {
        key: `email-changed:${link._id.toString()}`,
        kind: 'email-changed',
        to: fromEmail,
        data: { accountId: account._id.toString(), newEmail },
      };
      await this.mail.withMail([notice], () => this.moveAccount(account._id, fromEmail, newEmail));
    } else if (account.email !== newEmail) {
      // The account moved elsewhere since the link was mailed.
      await this.endLinks(account._id);
      throw new BadRequestException(LINK_UNUSABLE);
    }
    if (link.fromEmailVerified === true) await this.moveSubscription(fromEmail, newEmail);
    await this.endLinks(account._id);
    return { email: newEmail };
  }

  /** The link opened proves the new address, so it counts as verified. */
  private async moveAccount(accountId: Types.ObjectId, fromEmail: string, newEmail: string): Promise<void> {
    try {
      await this.accounts.updateOne(
        { _id: accountId, email: fromEmail },
        { $set: { email: newEmail, emailVerified: true } },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // Registered by someone else since the link was mailed: told to whoever opened it, who holds that mail.
      await this.endLinks(accountId);
      throw new ConflictException(EMAIL_TAKEN);
    }
    await this.holders.changed({ _id: accountId });
  }

  /** The newsletter follows the address; when the new one is subscribed already, one subscription stays. */
  private async moveSubscription(fromEmail: string, newEmail: string): Promise<void> {
    try {
      await this.subscribers.updateOne(
        { subemail: fromEmail },
        { $set: { subemail: newEmail, searchWords: searchWordsFor('subscribers', { subemail: newEmail }) } },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.subscribers.deleteOne({ subemail: fromEmail });
    }
  }

  /** Every unused link of the account stops working: those mailed to the old address reach it no longer. */
  private async endLinks(accountId: Types.ObjectId): Promise<void> {
    await this.tokens.updateMany({ accountId, usedAt: null }, { $set: { usedAt: new Date() } });
  }

  /** The link, or a word to the owner when the address has an account; nothing when the account moved or went. */
  private async confirmationMail(to: string, data: Record<string, string>): Promise<MailMessage | null> {
    const account = await this.accounts
      .findById(data.accountId, { email: 1, emailVerified: 1, language: 1 })
      .lean();
    if (!account || account.email !== data.fromEmail) return null;
    // The address's owner is told in their own language; the link goes in the language of who asked for it.
    const owner = await this.accounts.findOne({ email: to }, { language: 1 }).lean();
    if (owner) return emailTakenMail(apiTexts(accountLanguage(owner)), to, this.config.shellPublicUrl);
    // A newer request replaces every earlier link.
    await this.tokens.updateMany(
      { accountId: account._id, purpose: 'change-email', usedAt: null },
      { $set: { usedAt: new Date() } },
    );
    const token = newSecretToken();
    await this.tokens.create({
      tokenHash: hashToken(token),
      accountId: account._id,
      purpose: 'change-email',
      fromEmail: account.email,
      fromEmailVerified: account.emailVerified,
      newEmail: to,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      usedAt: null,
    });
    const link = `${this.config.shellPublicUrl}${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
    return confirmNewEmailMail(apiTexts(accountLanguage(account)), to, account.email, link);
  }
}
