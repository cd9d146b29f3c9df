import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import type { SecondFactorSetup } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { SessionHolders } from '../session-holders';
import type { SessionUser } from '../session-user';
import { Clock } from './clock';
import { Passkey } from './passkey.schema';
import { SecondFactor } from './second-factor.schema';

/**
 * Admins must add a second step: asked at every sign-in until they do, and refused the back office once
 * `ADMIN_2FA_REQUIRED_AFTER` has passed since their first sign-in as an admin.
 */
@Injectable()
export class AdminGrace {
  constructor(
    @InjectModel(SecondFactor.name) private readonly factors: Model<SecondFactor>,
    @InjectModel(Passkey.name) private readonly passkeys: Model<Passkey>,
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

  /** The grace starts at an admin's first sign-in as an admin, and only then. */
  async noteAdminSignIn(accountId: string): Promise<void> {
    const id = new Types.ObjectId(accountId);
    const now = this.clock.now();
    const created = await this.factors.updateOne(
      { accountId: id },
      { $setOnInsert: { firstAdminSignInAt: now } },
      { upsert: true },
    );
    const set = await this.factors.updateOne(
      { accountId: id, firstAdminSignInAt: null },
      { $set: { firstAdminSignInAt: now } },
    );
    if (created.upsertedCount > 0 || set.modifiedCount > 0) await this.holders.changed({ _id: id });
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
    const factor = await this.factors
      .findOne({ accountId: new Types.ObjectId(accountId) }, { enrolled: 1, firstAdminSignInAt: 1 })
      .lean();
    return { enrolled: factor?.enrolled ?? false, adminSince: factor?.firstAdminSignInAt };
  }
}
