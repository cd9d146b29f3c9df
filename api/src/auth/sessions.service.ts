import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model, type mongo } from 'mongoose';
import { ACCOUNTS_COLLECTION } from './schemas/account.schema';
import { SECOND_FACTORS_COLLECTION } from './second-factor/second-factor.schema';
import { Session } from './schemas/session.schema';
import { hashToken, newSecretToken } from './secret-token';
import type { SessionUser } from './session-user';
import { ADMIN_ROLE, USERS_COLLECTION } from '../users/user.schema';
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
    return { token, expiresAt };
  }

  /**
   * The user behind a cookie token, or undefined for an unknown, deleted or expired session. One aggregation,
   * so one round trip on every signed-in request: the session by its unique token hash, its account by _id
   * and the account's admin-list entry by the unique userEmail, each an indexed lookup on MongoDB. Nothing is
   * copied into the session, so a revoked session, a removed admin or a changed role applies to the next request.
   */
  async resolve(token: string | undefined): Promise<SessionUser | undefined> {
    if (!token || token.length > 100) return undefined;
    // The aggregate command itself, not a cursor: the $limit leaves one document at most, all in the first batch
    // (the server closes the cursor), and the driver's cursor machinery cost more than the lookup it wraps.
    const database = this.sessions.db.db;
    if (!database) throw new Error('the database is not connected');
    const answer = await database.command({
      aggregate: this.sessions.collection.collectionName,
      pipeline: resolvePipeline(hashToken(token), new Date()),
      cursor: {},
    });
    const [found] = (answer as AggregateAnswer).cursor.firstBatch;
    return (
      found && {
        ...sessionUser(found, found.listedRoles.includes(ADMIN_ROLE)),
        secondStep: { enrolled: found.secondStepEnrolled.includes(true), adminSince: found.adminSince[0] },
      }
    );
  }

  async describe(account: AccountFacts): Promise<SessionUser> {
    return sessionUser(account, account.emailVerified && (await this.users.isAdminEmail(account.email)));
  }

  async end(token: string | undefined): Promise<void> {
    if (token) await this.sessions.deleteOne({ tokenHash: hashToken(token) });
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

interface AggregateAnswer {
  cursor: { firstBatch: ResolvedSession[] };
}

interface ResolvedSession extends AccountFacts {
  /** The roles of the account's e-mail in the admin list: none, or one (userEmail is unique). */
  listedRoles: string[];
  /** From the account's second-factor record, if it has one (accountId is unique there). */
  secondStepEnrolled: boolean[];
  adminSince: Date[];
}

/**
 * The plain localField/foreignField form of $lookup: MongoDB serves it from the _id and userEmail indexes, and
 * the embedded engine reads its matches through the same indexes.
 */
function resolvePipeline(tokenHash: string, now: Date): mongo.Document[] {
  return [
    { $match: { tokenHash, expiresAt: { $gt: now } } },
    { $limit: 1 },
    { $lookup: { from: ACCOUNTS_COLLECTION, localField: 'accountId', foreignField: '_id', as: 'account' } },
    { $unwind: '$account' },
    {
      $lookup: {
        from: USERS_COLLECTION,
        localField: 'account.email',
        foreignField: 'userEmail',
        as: 'listed',
      },
    },
    {
      $lookup: {
        from: SECOND_FACTORS_COLLECTION,
        localField: 'account._id',
        foreignField: 'accountId',
        as: 'secondFactor',
      },
    },
    {
      $project: {
        _id: '$account._id',
        email: '$account.email',
        emailVerified: '$account.emailVerified',
        language: '$account.language',
        listedRoles: '$listed.userRole',
        secondStepEnrolled: '$secondFactor.enrolled',
        adminSince: '$secondFactor.firstAdminSignInAt',
      },
    },
  ];
}
