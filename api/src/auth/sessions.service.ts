import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { Session, type SessionHolderCopy } from './schemas/session.schema';
import { hashToken, newSecretToken } from './secret-token';
import { isFresh, SessionHolders } from './session-holders';
import type { SessionUser } from './session-user';
import { UsersService } from '../users/users.service';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_USER_AGENT_LENGTH = 300;

/** Where a session was started from, kept so the account page can list the account's sessions. */
export interface SessionClient {
  userAgent?: string;
  address?: string;
}

@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    private readonly users: UsersService,
    private readonly holders: SessionHolders,
  ) {}

  /** Returns the cookie token; only its hash is stored. */
  async start(
    accountId: Types.ObjectId | string,
    client: SessionClient = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.sessions.create({
      tokenHash: hashToken(token),
      accountId: new Types.ObjectId(accountId),
      expiresAt,
      userAgent: (client.userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH),
      address: client.address ?? '',
    });
    // After the insert, so a change to the account made meanwhile either reaches this session or is read here.
    await this.holders.fill(accountId);
    return { token, expiresAt };
  }

  /**
   * The user behind a cookie token, or undefined for an unknown, deleted or expired session: one `find` of the
   * session by its unique token hash, which carries the copy of its account's facts that every write to them keeps
   * right (SessionHolders), so a revoked session, a removed admin or a changed role applies to the next request on
   * every instance. A session without the copy (stored before sessions carried one), or whose copy is older than
   * HOLDER_MAX_AGE_MS, is given a new one first.
   */
  async resolve(token: string | undefined): Promise<SessionUser | undefined> {
    if (!token || token.length > 100) return undefined;
    const found = await this.findLive(hashToken(token));
    if (!found) return undefined;
    const holder =
      found.holder && isFresh(found.holder) ? found.holder : await this.holders.fill(found.accountId);
    return holder && holderUser(found.accountId, holder);
  }

  /**
   * The find command itself, not a cursor: one document at most, all in the first batch, and the driver's cursor
   * machinery cost more than the read it wraps.
   */
  private async findLive(tokenHash: string): Promise<FoundSession | undefined> {
    const database = this.sessions.db.db;
    if (!database) throw new Error('the database is not connected');
    const answer = await database.command({
      find: this.sessions.collection.collectionName,
      filter: { tokenHash, expiresAt: { $gt: new Date() } },
      projection: SESSION_FIELDS,
      limit: 1,
      singleBatch: true,
    });
    return (answer as FindAnswer).cursor.firstBatch[0];
  }

  async describe(account: AccountFacts): Promise<SessionUser> {
    return sessionUser(account, account.emailVerified && (await this.users.isAdminEmail(account.email)));
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteOne({ tokenHash: hashToken(token) });
  }

  /** Every session of the account but the one asking; answers how many ended. */
  async endOthers(accountId: Types.ObjectId | string, currentToken: string | undefined): Promise<number> {
    const { deletedCount } = await this.sessions.deleteMany({
      accountId: new Types.ObjectId(accountId),
      tokenHash: trusted({ $ne: currentToken ? hashToken(currentToken) : '' }),
    });
    return deletedCount;
  }

  async endAllFor(accountId: Types.ObjectId | string): Promise<void> {
    await this.sessions.deleteMany({ accountId: new Types.ObjectId(accountId) });
  }
}

interface AccountFacts {
  _id: Types.ObjectId;
  email: string;
  emailVerified: boolean;
  language?: string;
}

/** Admin rights need both a verified e-mail and its entry in the admin list (docs/product.md#roles-and-access). */
function sessionUser(account: AccountFacts, listedAsAdmin: boolean): SessionUser {
  return {
    accountId: String(account._id),
    email: account.email,
    emailVerified: account.emailVerified,
    isAdmin: account.emailVerified && listedAsAdmin,
    ...(account.language ? { language: account.language } : {}),
  };
}

const SESSION_FIELDS = { _id: 0, accountId: 1, holder: 1 };

interface FoundSession {
  accountId: Types.ObjectId;
  holder?: SessionHolderCopy;
}

interface FindAnswer {
  cursor: { firstBatch: FoundSession[] };
}

function holderUser(accountId: Types.ObjectId, holder: SessionHolderCopy): SessionUser {
  return {
    accountId: String(accountId),
    email: holder.email,
    emailVerified: holder.emailVerified,
    isAdmin: holder.isAdmin,
    secondStep: { enrolled: holder.secondStepEnrolled, adminSince: holder.adminSince },
    ...(holder.language && { language: holder.language }),
  };
}
