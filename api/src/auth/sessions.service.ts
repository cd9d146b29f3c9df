import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { Account } from './schemas/account.schema';
import { Session } from './schemas/session.schema';
import { hashToken, newSecretToken } from './secret-token';
import type { SessionUser } from './session-user';
import { UsersService } from '../users/users.service';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    private readonly users: UsersService,
  ) {}

  /** Returns the cookie token; only its hash is stored. */
  async start(accountId: Types.ObjectId | string): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.sessions.create({
      tokenHash: hashToken(token),
      accountId: new Types.ObjectId(accountId),
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** The user behind a cookie token, or undefined for an unknown, deleted or expired session. */
  async resolve(token: string | undefined): Promise<SessionUser | undefined> {
    if (!token || token.length > 100) return undefined;
    const session = await this.sessions
      .findOne({ tokenHash: hashToken(token), expiresAt: trusted({ $gt: new Date() }) }, { accountId: 1 })
      .lean();
    if (!session) return undefined;
    const account = await this.accounts.findById(session.accountId, { email: 1, emailVerified: 1 }).lean();
    if (!account) return undefined;
    return this.describe(account);
  }

  async describe(account: {
    _id: Types.ObjectId;
    email: string;
    emailVerified: boolean;
  }): Promise<SessionUser> {
    const isAdmin = account.emailVerified && (await this.users.isAdminEmail(account.email));
    return {
      accountId: String(account._id),
      email: account.email,
      emailVerified: account.emailVerified,
      isAdmin,
    };
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteOne({ tokenHash: hashToken(token) });
  }

  async endAllFor(accountId: Types.ObjectId | string): Promise<void> {
    await this.sessions.deleteMany({ accountId: new Types.ObjectId(accountId) });
  }
}
