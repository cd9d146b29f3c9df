import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import { ADMIN_ROLE, User } from '../users/user.schema';
import { AdminStanding } from './admin-standing';
import { Account } from './schemas/account.schema';
import { Session, type SessionHolderCopy } from './schemas/session.schema';
import { Passkey } from './second-factor/passkey.schema';
import { SecondFactor } from './second-factor/second-factor.schema';

/**
 * How long a session uses its copy before reading the records again. Every change made through the API reaches the
 * copy at once; this bounds how long a copy stays wrong when a process died between writing a record and its
 * `changed` (or the records were edited by hand).
 */
export const HOLDER_MAX_AGE_MS = 60_000;

/** Whether a session may use its copy as it is. */
export function isFresh(copy: SessionHolderCopy, now = Date.now()): boolean {
  return copy.copiedAt instanceof Date && now - copy.copiedAt.getTime() < HOLDER_MAX_AGE_MS;
}

/** Which account's sessions to bring up to date: by its id, or by its e-mail (the admin list names e-mails). */
export type HolderOf = { _id: Types.ObjectId | string } | { email: string };

/**
 * Keeps the copy of the account's facts each session carries (its e-mail, whether it is verified, whether the admin
 * list names it, its second step) equal to the records they come from, so that resolving a session is one read of
 * one document. Every write to one of those records calls `changed` after it, and a session is given the copy when
 * it starts. The account holds a version that each change increases: a change writes its record, takes the next
 * version, reads the records and then sets the copy on the account's sessions only where theirs is older, so
 * changes running at once end with the copy read after the last of them, whatever order their writes land in.
 */
@Injectable()
export class SessionHolders {
  constructor(
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(SecondFactor.name) private readonly factors: Model<SecondFactor>,
    @InjectModel(Passkey.name) private readonly passkeys: Model<Passkey>,
    private readonly standing: AdminStanding,
  ) {}

  /** After a write to the account, its admin-list entry or its second step: its sessions see it from their next request. */
  async changed(holder: HolderOf): Promise<void> {
    await this.copyTo(holder, true);
  }

  /**
   * Gives the account's sessions a copy read now (a new session, one stored before sessions carried the copy, or one
   * whose copy is no longer fresh), at the version it read, so a change running at the same time overwrites it;
   * deletes them when the account is gone. Answers the copy, or undefined for no account.
   */
  fill(accountId: Types.ObjectId | string): Promise<SessionHolderCopy | undefined> {
    return this.copyTo({ _id: accountId }, false);
  }

  private async copyTo(holder: HolderOf, newVersion: boolean): Promise<SessionHolderCopy | undefined> {
    const filter = '_id' in holder ? { _id: new Types.ObjectId(holder._id) } : { email: holder.email };
    const fields = { email: 1, emailVerified: 1, language: 1, sessionHolderVersion: 1, adminSince: 1 };
    const account = newVersion
      ? await this.accounts
          .findOneAndUpdate(
            filter,
            { $inc: { sessionHolderVersion: 1 } },
            { returnDocument: 'after', projection: fields, timestamps: false },
          )
          .lean()
      : await this.accounts.findOne(filter, fields).lean();
    if (!account) {
      // Deleted: a session started while the account was being deleted must not outlive it.
      if ('_id' in filter) await this.sessions.deleteMany({ accountId: filter._id });
      return undefined;
    }
    const accountId = account._id;
    const [listed, factor, passkey] = await Promise.all([
      this.users.exists({ userEmail: account.email, userRole: ADMIN_ROLE }),
      this.factors
        .findOne({ accountId }, { firstAdminSignInAt: 1, totpSecret: 1 })
        .select('+totpSecret')
        .lean(),
      this.passkeys.exists({ accountId }),
    ]);
    // Admin rights need both a verified e-mail and its entry in the admin list (docs/product.md#roles-and-access).
    const isAdmin = account.emailVerified && listed !== null;
    const adminSince = await this.standing.settle(account, isAdmin, factor?.firstAdminSignInAt);
    const copy: SessionHolderCopy = {
      version: account.sessionHolderVersion ?? 0,
      email: account.email,
      emailVerified: account.emailVerified,
      isAdmin,
      ...(account.language && { language: account.language }),
      secondStepEnrolled: typeof factor?.totpSecret === 'string' || passkey !== null,
      ...(adminSince && { adminSince }),
      copiedAt: new Date(),
    };
    // A copy of the same version is replaced too: it was read after the same change, so this one is as right and newer.
    await this.sessions.updateMany(
      { accountId, 'holder.version': trusted({ $not: { $gt: copy.version } }) },
      { $set: { holder: copy } },
      { timestamps: false },
    );
    return copy;
  }
}
