import {
  BadRequestException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { LOGIN_FAILED_MESSAGE } from '@agency/contracts';
import { BackgroundTasks } from '../background/background-tasks';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { isDuplicateKeyError } from '../database/database-errors';
import { MailService, type MailMessage } from '../mail/mail.service';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';
import { Account } from './schemas/account.schema';
import { OneTimeToken, type TokenPurpose } from './schemas/one-time-token.schema';
import { hashToken, newSecretToken } from './secret-token';
import { SessionsService } from './sessions.service';

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** What a used, replaced, expired or mistyped link says, on its page and when submitted. */
export const LINK_UNUSABLE = 'This link has expired or was already used. Please request a new one.';

export type Credentials = { email: string; password: string };

@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(OneTimeToken.name) private readonly tokens: Model<OneTimeToken>,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account and mails its verification link; for an e-mail that already has an account,
   * changes nothing and mails its owner instead. Before the caller answers, both do the same work (a hash and
   * an insert attempt); the link and the mail come after the answer, so registration tells no one, by its
   * answer or its timing, which e-mails have accounts.
   */
  async register({ email, password }: Credentials): Promise<void> {
    const passwordHash = await hashPassword(password);
    try {
      const account = await this.accounts.create({ email, passwordHash, emailVerified: false });
      this.background.run('Verification e-mail', () => this.sendVerificationLink(account._id, email));
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      this.background.run('Already-registered e-mail', () =>
        this.sendQuietly({
          to: email,
          subject: 'You already have an account',
          text: `Someone, perhaps you, tried to sign up again with this e-mail address. Your account is unchanged.\n\nTo sign in, use your password at ${this.config.shellPublicUrl}/login\nIf you forgot it, choose a new one at ${this.config.shellPublicUrl}/reset\n\nIf it wasn't you, you can ignore this e-mail.`,
        }),
      );
    }
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
  }

  /**
   * Mails a reset link if the account exists. The caller answers before this runs, so the answer and its
   * timing say nothing about whether it does. A new link replaces every earlier one.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const account = await this.accounts.findOne({ email }, { _id: 1 }).lean();
    if (!account) return;
    await this.revokeTokens(account._id, 'reset-password');
    const token = await this.issueToken(account._id, 'reset-password', RESET_TTL_MS);
    const link = `${this.config.shellPublicUrl}/reset?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: email,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of this account. To choose a new one, open this link within an hour:\n\n${link}\n\nIf it wasn't you, ignore this e-mail; your password stays as it is.`,
    });
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
  async ensureVerifiedAccount(email: string, password: string): Promise<void> {
    const exists = await this.accounts.exists({ email });
    if (exists) {
      await this.accounts.updateOne({ email }, { $set: { emailVerified: true } });
      return;
    }
    try {
      await this.accounts.create({ email, passwordHash: await hashPassword(password), emailVerified: true });
    } catch (error) {
      // Another API process created it at the same moment.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  private async sendVerificationLink(accountId: Types.ObjectId, email: string): Promise<void> {
    const token = await this.issueToken(accountId, 'verify-email', VERIFY_TTL_MS);
    const link = `${this.config.apiPublicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
    await this.sendQuietly({
      to: email,
      subject: 'Confirm your e-mail address',
      text: `Welcome! Please confirm your e-mail address by opening this link:\n\n${link}\n`,
    });
  }

  /** A mail whose failure must not fail (or, by failing, set apart) the request that caused it. */
  private async sendQuietly(message: MailMessage): Promise<void> {
    await this.mail
      .send(message)
      .catch((error: unknown) =>
        this.logger.error(`E-mail "${message.subject}" failed: ${(error as Error).message}`),
      );
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
function usableTokenFilter(token: string, purpose: TokenPurpose) {
  const wellFormed = typeof token === 'string' && token.length >= 20 && token.length <= 100;
  return {
    tokenHash: wellFormed ? hashToken(token) : '',
    purpose,
    usedAt: null,
    // Operators in filters must be marked trusted because the connection sanitizes filters.
    expiresAt: trusted({ $gt: new Date() }),
  };
}
