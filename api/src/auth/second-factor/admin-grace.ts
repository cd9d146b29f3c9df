import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import type { SecondFactorSetup } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { Account } from '../schemas/account.schema';
import { SessionHolders } from '../session-holders';
import type { SessionUser } from '../session-user';
import { Clock } from './clock';
import { Passkey } from './passkey.schema';
import { SecondFactor } from './second-factor.schema';

/**
 * Admins must add a second step: asked at every sign-in until they do, and refused the back office once
 * `ADMIN_2FA_REQUIRED_AFTER` has passed since they became an admin (AdminStanding keeps when), whichever session
 * they use.
 */
@Injectable()
export class AdminGrace {
  constructor(
    @InjectModel(SecondFactor.name) private readonly factors: Model<SecondFactor>,
    @InjectModel(Passkey.name) private readonly passkeys: Model<Passkey>,
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    private readonly clock: Clock,
    private readonly holders: SessionHolders,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'adminSecondFactorGraceMs'>,
  ) {}

  /** Which of the factors the account has. */
  async factorsOf(accountId: Types.ObjectId | string): Promise<{ totp: boolean; passkey: boolean }> {
    const id = new Types.ObjectId(accountId);
    const [app, passkey] = await Promise.all([
      this.factors.exists({ accountId: id, totpSecret: trusted({ $type: 'string' }) }),
      this.passkeys.exists({ accountId: id }),
    ]);
    return { totp: app !== null, passkey: passkey !== null };
  }

  /** Whether the account has an authenticator app or a passkey. */
  async hasFactor(accountId: Types.ObjectId | string): Promise<boolean> {
    const { totp, passkey } = await this.factorsOf(accountId);
    return totp || passkey;
  }

  /** Writes down whether the account has a factor now; called after every change to its factors. */
  async syncEnrolled(accountId: Types.ObjectId | string): Promise<void> {
    const enrolled = await this.hasFactor(accountId);
    await this.factors.updateOne(
      { accountId: new Types.ObjectId(accountId) },
      { $set: { enrolled } },
      { upsert: true },
    );
    await this.holders.changed({ _id: accountId });
  }

  /**
   * For an admin without a second step: from when the back office is closed to them. Null for everyone else. A user
   * from the session lookup carries what this needs; otherwise it is read.
   */
  async setup(user: SessionUser): Promise<SecondFactorSetup | null> {
    const admin = user.isAdmin || user.backOfficeLocked === true;
    if (!admin) return null;
    const state = user.secondStep ?? (await this.stateOf(user.accountId));
    if (state.enrolled) return null;
    const now = this.clock.now();
    const requiredFrom = new Date((state.adminSince ?? now).getTime() + this.config.adminSecondFactorGraceMs);
    return { requiredFrom: requiredFrom.toISOString(), overdue: now >= requiredFrom };
  }

  async overdue(user: SessionUser): Promise<boolean> {
    return (await this.setup(user))?.overdue === true;
  }

  private async stateOf(accountId: string): Promise<{ enrolled: boolean; adminSince?: Date }> {
    const id = new Types.ObjectId(accountId);
    const [factor, account] = await Promise.all([
      this.factors.findOne({ accountId: id }, { enrolled: 1 }).lean(),
      this.accounts.findById(id, { adminSince: 1 }).lean(),
    ]);
    return { enrolled: factor?.enrolled ?? false, adminSince: account?.adminSince };
  }
}
