import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  GoneException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { LOGIN_FAILED_MESSAGE } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { isDuplicateKeyError } from '../database/database-errors';
import { MailQueue } from '../mail/mail-queue';
import type { MailMessage } from '../mail/mail.service';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';
import { Account } from './schemas/account.schema';
import { OneTimeToken, type TokenPurpose } from './schemas/one-time-token.schema';
import { hashToken, newSecretToken } from './secret-token';
import { SessionHolders } from './session-holders';
import { SessionsService } from './sessions.service';
import { apiTexts } from '../i18n/api-texts';
import { MailLanguages } from '../mail/mail-languages';
import { accountLanguage } from '../i18n/request-language';

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The site's page a verification link opens (docs/product.md). */
export const VERIFY_EMAIL_PAGE = '/verify-email';
/** What a used, replaced, expired or mistyped link says, on its page and when submitted. */
export const LINK_UNUSABLE = 'This link has expired or was already used. Please request a new one.';

export type Credentials = { email: string; password: string };

@Injectable()
export class AccountsService {
  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(OneTimeToken.name) private readonly tokens: Model<OneTimeToken>,
    private readonly sessions: SessionsService,
    private readonly holders: SessionHolders,
    private readonly queue: MailQueue,
    private readonly mailLanguages: MailLanguages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    queue.compose('registration', ({ to, data }) => this.registrationMail(to, data.accountId!));
    queue.compose('password-reset', ({ to }) => this.resetMail(to));
  }

  /**
   * Creates the account and mails its verification link; for an e-mail that already has an account,
   * changes nothing and mails its owner instead. Both do the same work before the caller answers (a hash, the
   * mail queued, an insert attempt); the mail queued names the account this request would create, and which
   * mail it is, the link or the notice, is decided when it is written, after the answer, so registration tells
   * no one, by its answer or its timing, which e-mails have accounts.
   */
  async register({ email, password, language }: Credentials & { language: string }): Promise<void> {
    const passwordHash = await hashPassword(password);
    const _id = new Types.ObjectId();
    const mail = {
      key: `registration:${_id.toString()}`,
      kind: 'registration',
      to: email,
      data: { accountId: _id.toString() },
    };
    await this.queue.withMail([mail], async () => {
      try {
        await this.accounts.create({ _id, email, passwordHash, emailVerified: false, language });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    });
  }

  /** The same answer and roughly the same time for an unknown e-mail and a wrong password. */
  async authenticate({ email, password }: Credentials) {
    const account = await this.accounts.findOne({ email }).select('+passwordHash').lean();
    const valid = account
      ? await verifyPassword(account.passwordHash, password)
      : await verifyAgainstDecoy(password);
    if (!account || !valid) throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    return account;
  }

  async verifyEmail(token: string): Promise<void> {
    const used = await this.consumeToken(token, 'verify-email');
    await this.accounts.updateOne({ _id: used.accountId }, { $set: { emailVerified: true } });
    await this.holders.changed({ _id: used.accountId });
  }

  /**
   * Queues a reset link for this e-mail; the link is made, and mailed, only if the account exists, when the mail
   * is written after the caller answered, so the answer and its timing say nothing about whether it does. A new
   * link replaces every earlier one.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.queue.queue([{ key: `password-reset:${randomUUID()}`, kind: 'password-reset', to: email }]);
  }

  /** Whether a reset link can still be used, so the page it opens can say so before asking for a password. */
  async checkPasswordResetLink(token: string): Promise<void> {
    const usable = await this.tokens.exists(usableTokenFilter(token, 'reset-password'));
    if (!usable) throw new GoneException(LINK_UNUSABLE);
  }

  /** Sets the new password, proves the e-mail (the link reached its inbox) and ends every session and every other reset link. */
  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const used = await this.consumeToken(token, 'reset-password');
    await this.accounts.updateOne(
      { _id: used.accountId },
      { $set: { passwordHash: await hashPassword(password), emailVerified: true } },
    );
    await this.revokeTokens(used.accountId, 'reset-password');
    await this.sessions.endAllFor(used.accountId);
  }

  /** Creates a verified account for a configured admin, or resets nothing if it already exists. */
  /** Whether the account with this e-mail signs in with this password. */
  async signsInWith(email: string, password: string): Promise<boolean> {
    const account = await this.accounts.findOne({ email }).select('+passwordHash').lean();
    return account ? verifyPassword(account.passwordHash, password) : false;
  }

  async ensureVerifiedAccount(email: string, password: string): Promise<void> {
    const exists = await this.accounts.exists({ email });
    if (exists) {
      await this.accounts.updateOne({ email }, { $set: { emailVerified: true } });
      await this.holders.changed({ email });
      return;
    }
    try {
      await this.accounts.create({ email, passwordHash: await hashPassword(password), emailVerified: true });
    } catch (error) {
      // Another API process created it at the same moment.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  /** The link to confirm a new account, or, when the e-mail had an account already, a word to its owner. */
  private async registrationMail(to: string, accountId: string): Promise<MailMessage | null> {
    const t = apiTexts(await this.mailLanguages.of(to));
    if (await this.accounts.exists({ _id: accountId })) {
      const token = await this.issueToken(new Types.ObjectId(accountId), 'verify-email', VERIFY_TTL_MS);
      // The site's page, which asks the API to verify: every mailed link opens the site, wherever the API is.
      const link = `${this.config.shellPublicUrl}${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
      return { to, subject: t('mail.verify.subject'), text: t('mail.verify.text', { link }) };
    }
    if (!(await this.accounts.exists({ email: to }))) return null;
    const site = this.config.shellPublicUrl;
    return {
      to,
      subject: t('mail.alreadyRegistered.subject'),
      text: t('mail.alreadyRegistered.text', { site }),
    };
  }

  private async resetMail(to: string): Promise<MailMessage | null> {
    const account = await this.accounts.findOne({ email: to }, { _id: 1, language: 1 }).lean();
    if (!account) return null;
    await this.revokeTokens(account._id, 'reset-password');
    const token = await this.issueToken(account._id, 'reset-password', RESET_TTL_MS);
    const link = `${this.config.shellPublicUrl}/reset?token=${encodeURIComponent(token)}`;
    const t = apiTexts(accountLanguage(account));
    return { to, subject: t('mail.reset.subject'), text: t('mail.reset.text', { link }) };
  }

  /** Every unused link of this purpose stops working. */
  private async revokeTokens(accountId: Types.ObjectId, purpose: TokenPurpose): Promise<void> {
    await this.tokens.updateMany({ accountId, purpose, usedAt: null }, { $set: { usedAt: new Date() } });
  }

  private async issueToken(accountId: Types.ObjectId, purpose: TokenPurpose, ttlMs: number): Promise<string> {
    const token = newSecretToken();
    await this.tokens.create({
      tokenHash: hashToken(token),
      accountId,
      purpose,
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /** Marks the token used in one conditional update, so two clicks can't both succeed. */
  private async consumeToken(token: string, purpose: TokenPurpose) {
    const used = await this.tokens
      .findOneAndUpdate(
        usableTokenFilter(token, purpose),
        { $set: { usedAt: new Date() } },
        { returnDocument: 'after', lean: true },
      )
      .exec();
    if (!used) throw new BadRequestException(LINK_UNUSABLE);
    return used;
  }
}

/** An unused, unexpired token of this purpose; a malformed token matches nothing. */
export function usableTokenFilter(token: string, purpose: TokenPurpose) {
  const wellFormed = typeof token === 'string' && token.length >= 20 && token.length <= 100;
  return {
    tokenHash: wellFormed ? hashToken(token) : '',
    purpose,
    usedAt: null,
    // Operators in filters must be marked trusted because the connection sanitizes filters.
    expiresAt: trusted({ $gt: new Date() }),
  };
}
