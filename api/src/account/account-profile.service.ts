import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AccountProfile } from '@agency/contracts';
import { hashPassword } from '../auth/password-hasher';
import { Account } from '../auth/schemas/account.schema';
import { OneTimeToken } from '../auth/schemas/one-time-token.schema';
import type { SessionUser } from '../auth/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { MailQueue } from '../mail/mail-queue';
import { passwordChangedMail } from './account-emails';
import { SessionsService } from '../auth/sessions.service';
import type { OwnAccount } from '../auth/own-password';
import { apiTexts } from '../i18n/api-texts';
import { MailLanguages } from '../mail/mail-languages';
import { SessionHolders } from '../auth/session-holders';
import { accountLanguage } from '../i18n/request-language';

export interface ProfileChanges {
  name?: string;
  billingAddress?: string;
  billingCountry?: string;
  language?: string;
}

const PROFILE_FIELDS = {
  email: 1,
  emailVerified: 1,
  name: 1,
  billingAddress: 1,
  billingCountry: 1,
  language: 1,
  createdAt: 1,
};

/** The signed-in user's own account: its details and its password (docs/accounts.md). */
@Injectable()
export class AccountProfileService {
  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(OneTimeToken.name) private readonly tokens: Model<OneTimeToken>,
    private readonly sessions: SessionsService,
    private readonly mail: MailQueue,
    private readonly mailLanguages: MailLanguages,
    private readonly holders: SessionHolders,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'shellPublicUrl'>,
  ) {
    mail.compose('password-changed', async ({ to }) =>
      passwordChangedMail(apiTexts(await this.mailLanguages.of(to)), to, this.config.shellPublicUrl),
    );
  }

  async profile(user: SessionUser): Promise<AccountProfile> {
    const account = await this.accounts.findById(user.accountId, PROFILE_FIELDS).lean();
    if (!account) throw new NotFoundException('This account no longer exists');
    return toProfile(account);
  }

  /** Only the fields sent change; an empty text clears one. */
  async update(user: SessionUser, changes: ProfileChanges): Promise<AccountProfile> {
    const account = await this.accounts
      .findByIdAndUpdate(
        user.accountId,
        { $set: changes },
        { returnDocument: 'after', projection: PROFILE_FIELDS },
      )
      .lean();
    if (!account) throw new NotFoundException('This account no longer exists');
    // The language is one of the facts each session carries: the account's pages follow it from the next request.
    if (changes.language !== undefined) await this.holders.changed({ _id: account._id });
    return toProfile(account);
  }

  /**
   * For the account whose password was typed again. Every other session of the account ends and every unused reset link stops
   * working; the session that asked stays, and the owner is told by e-mail.
   */
  async changePassword(
    user: SessionUser,
    account: OwnAccount,
    newPassword: string,
    currentToken: string | undefined,
  ): Promise<void> {
    await this.accounts.updateOne(
      { _id: account._id },
      { $set: { passwordHash: await hashPassword(newPassword) } },
    );
    await this.sessions.endOthers(user.accountId, currentToken);
    await this.tokens.updateMany(
      { accountId: account._id, purpose: 'reset-password', usedAt: null },
      { $set: { usedAt: new Date() } },
    );
    // Queued once the change is made: the notice must never claim a change that a failed write did not make.
    await this.mail.queue([
      { key: `password-changed:${randomUUID()}`, kind: 'password-changed', to: account.email },
    ]);
  }
}

/** Accounts made before these fields existed answer them empty. */
function toProfile(account: Partial<Account> & Pick<Account, 'email'>): AccountProfile {
  return {
    email: account.email,
    emailVerified: account.emailVerified ?? false,
    name: account.name ?? '',
    billingAddress: account.billingAddress ?? '',
    billingCountry: account.billingCountry ?? '',
    language: accountLanguage(account),
    createdAt: new Date(account.createdAt ?? 0).toISOString(),
  };
}
