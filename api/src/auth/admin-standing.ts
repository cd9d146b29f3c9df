import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import { USER_ENDPOINTS } from '@agency/contracts/endpoints/users';
import { AuditLogService, type AuditOrigin } from '../audit/audit-log.service';
import { Clock } from './second-factor/clock';
import { SecondFactor } from './second-factor/second-factor.schema';
import { Account } from './schemas/account.schema';

/** What the audit log names as the origin of a change of who is an admin: the records, not one request. */
const STANDING_ORIGIN: AuditOrigin = {
  method: 'ROLE',
  url: USER_ENDPOINTS.list.path,
  ip: 'api',
  headers: {},
};

export const BECAME_ADMIN = 'Became an admin: a verified address the admin list names';
export const STOPPED_BEING_ADMIN = 'Stopped being an admin: the address left the admin list or the account';

interface AccountStanding {
  _id: Types.ObjectId;
  email: string;
  adminSince?: Date;
}

/**
 * Who is an admin, as it changes (docs/accounts.md#who-is-an-admin): an account is one while its verified address
 * is on the admin list. Whenever the records behind that are read for the sessions, a change is written down once
 * (of several readers at the same moment, one conditional update wins): the moment the account became an admin is
 * kept on the account, so the second step's grace counts from it whichever session is used, and each change is a
 * line in the audit log.
 */
@Injectable()
export class AdminStanding {
  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(SecondFactor.name) private readonly factors: Model<SecondFactor>,
    private readonly auditLog: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /**
   * Settles the account's standing with whether it is an admin now; answers since when it is one. `grantedBefore`
   * is a grace that began before the promotion time was kept on the account (an admin's first sign-in).
   */
  async settle(account: AccountStanding, isAdmin: boolean, grantedBefore?: Date): Promise<Date | undefined> {
    if (isAdmin === (account.adminSince !== undefined)) return account.adminSince;
    return isAdmin ? this.promote(account, grantedBefore) : this.demote(account);
  }

  private async promote(account: AccountStanding, grantedBefore?: Date): Promise<Date | undefined> {
    const since = grantedBefore ?? this.clock.now();
    const { modifiedCount } = await this.accounts.updateOne(
      { _id: account._id, adminSince: trusted({ $exists: false }) },
      { $set: { adminSince: since } },
      { timestamps: false },
    );
    if (modifiedCount === 0)
      return (await this.accounts.findById(account._id, { adminSince: 1 }).lean())?.adminSince;
    await this.audit(account, BECAME_ADMIN);
    return since;
  }

  private async demote(account: AccountStanding): Promise<undefined> {
    const { modifiedCount } = await this.accounts.updateOne(
      { _id: account._id, adminSince: trusted({ $exists: true }) },
      { $unset: { adminSince: '' } },
      { timestamps: false },
    );
    // A grace from before promotion times were kept must not carry over to a later promotion.
    await this.factors.updateOne({ accountId: account._id }, { $unset: { firstAdminSignInAt: '' } });
    if (modifiedCount > 0) await this.audit(account, STOPPED_BEING_ADMIN);
    return undefined;
  }

  private audit(account: AccountStanding, action: string): Promise<void> {
    const actor = {
      accountId: String(account._id),
      email: account.email,
      emailVerified: true,
      isAdmin: false,
    };
    return this.auditLog.record(
      {
        area: 'admin users',
        action,
        actor,
        recordId: String(account._id),
        changes: [{ field: 'email', value: account.email }],
      },
      STANDING_ORIGIN,
    );
  }
}
