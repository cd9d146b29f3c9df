import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { LOGIN_FAILED_MESSAGE } from '@agency/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { isDuplicateKeyError } from '../database/database-errors';
import { MailService } from '../mail/mail.service';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher';
import { Account } from './schemas/account.schema';
import { OneTimeToken, type TokenPurpose } from './schemas/one-time-token.schema';
import { hashToken, newSecretToken } from './secret-token';
import { SessionsService } from './sessions.service';

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const LINK_INVALID = 'This link is invalid or has expired. Please request a new one.';

export type Credentials = { email: string; password: string };

@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(OneTimeToken.name) private readonly tokens: Model<OneTimeToken>,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register({ email, password }: Credentials) {
    const passwordHash = await hashPassword(password);
    let account;
    try {
      account = await this.accounts.create({ email, passwordHash, emailVerified: false });
    } catch (error) {
      if (isDuplicateKeyError(error)) {
        throw new ConflictException(
          'An account with this e-mail already exists. Log in or reset your password.',
        );
      }
      throw error;
    }
    await this.sendVerificationLink(account._id, email);
    return account;
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

  /** Answers nothing about whether the account exists; the e-mail goes out only if it does. */
  async requestPasswordReset(email: string): Promise<void> {
    const account = await this.accounts.findOne({ email }, { _id: 1 }).lean();
    if (!account) return;
    const token = await this.issueToken(account._id, 'reset-password', RESET_TTL_MS);
    const link = `${this.config.shellPublicUrl}/reset?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to: email,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of this account. To choose a new one, open this link within an hour:\n\n${link}\n\nIf it wasn't you, ignore this e-mail; your password stays as it is.`,
    });
  }

  /** Sets the new password, proves the e-mail (the link reached its inbox) and ends every session. */
  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const used = await this.consumeToken(token, 'reset-password');
    await this.accounts.updateOne(
      { _id: used.accountId },
      { $set: { passwordHash: await hashPassword(password), emailVerified: true } },
    );
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
    await this.mail
      .send({
        to: email,
        subject: 'Confirm your e-mail address',
        text: `Welcome! Please confirm your e-mail address by opening this link:\n\n${link}\n`,
      })
      .catch((error: unknown) =>
        this.logger.error(`Verification e-mail failed: ${(error as Error).message}`),
      );
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
    if (typeof token !== 'string' || token.length < 20 || token.length > 100)
      throw new BadRequestException(LINK_INVALID);
    const used = await this.tokens
      .findOneAndUpdate(
        // Operators in filters must be marked trusted because the connection sanitizes filters.
        { tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: trusted({ $gt: new Date() }) },
        { $set: { usedAt: new Date() } },
        { returnDocument: 'after', lean: true },
      )
      .exec();
    if (!used) throw new BadRequestException(LINK_INVALID);
    return used;
  }
}
