import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import type { PasskeySummary, RecoveryCodes, SecondFactorStatus, TotpEnrolment } from '@agency/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { ValidationFailedException } from '../../common/validated-body';
import type { SessionUser } from '../session-user';
import { AdminGrace } from './admin-grace';
import { Clock } from './clock';
import { Passkey } from './passkey.schema';
import { PASSKEY_TIMEOUT_MS, registrationOptions, relyingParty, verifiedRegistration } from './passkeys';
import { RecoveryCodeStore } from './recovery-code-store';
import { SecondFactor } from './second-factor.schema';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';

const WRONG_FIRST_CODE =
  'That code is not right. Check the app shows this account, then type its current code.';
const NO_PENDING_APP = 'Start adding the authenticator app again: its setup has gone.';
const NO_PASSKEY = 'No passkey of yours with this id';

/** The factors an account adds and removes on its account page (docs/second-sign-in-step.md). */
@Injectable()
export class SecondFactorService {
  constructor(
    @InjectModel(SecondFactor.name) private readonly factors: Model<SecondFactor>,
    @InjectModel(Passkey.name) private readonly passkeys: Model<Passkey>,
    private readonly recoveryCodes: RecoveryCodeStore,
    private readonly grace: AdminGrace,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the account must pass a second step at sign-in: it has an authenticator app or a passkey. */
  hasFactor(accountId: Types.ObjectId | string): Promise<boolean> {
    return this.grace.hasFactor(accountId);
  }

  async status(user: SessionUser): Promise<SecondFactorStatus> {
    const id = new Types.ObjectId(user.accountId);
    const [factor, passkeys, recoveryCodesLeft] = await Promise.all([
      this.factors.findOne({ accountId: id }).select('+totpSecret').lean(),
      this.passkeys.find({ accountId: id }).sort({ createdAt: 1 }).lean(),
      this.recoveryCodes.left(id),
    ]);
    const totp = typeof factor?.totpSecret === 'string';
    return {
      totp,
      passkeys: passkeys.map(toSummary),
      recoveryCodesLeft,
      setup: !totp && passkeys.length === 0 ? await this.grace.setup(user) : null,
    };
  }

  /** A new secret for the app to scan; it counts only once a code from the app confirms it. */
  async startTotp(user: SessionUser): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    await this.factors.updateOne(
      { accountId: new Types.ObjectId(user.accountId) },
      { $set: { pendingTotpSecret: secret } },
      { upsert: true },
    );
    return { secret, uri: totpUri(secret, user.email) };
  }

  /**
   * The app's first code makes it the account's second step. The first factor an account adds comes with its
   * recovery codes, answered here once.
   */
  async confirmTotp(user: SessionUser, code: string): Promise<Partial<RecoveryCodes>> {
    const accountId = new Types.ObjectId(user.accountId);
    const factor = await this.factors.findOne({ accountId }).select('+pendingTotpSecret').lean();
    const secret = factor?.pendingTotpSecret;
    if (!secret) throw new ValidationFailedException([{ field: 'code', message: NO_PENDING_APP }]);
    const step = acceptedTotpStep(secret, code, this.clock.now());
    if (step === undefined)
      throw new ValidationFailedException([{ field: 'code', message: WRONG_FIRST_CODE }]);
    const first = !(await this.hasFactor(accountId));
    await this.factors.updateOne(
      { accountId, pendingTotpSecret: secret },
      { $set: { totpSecret: secret, totpLastStep: step }, $unset: { pendingTotpSecret: '' } },
    );
    await this.grace.syncEnrolled(accountId);
    return first ? { recoveryCodes: await this.recoveryCodes.replace(accountId) } : {};
  }

  async removeTotp(user: SessionUser): Promise<void> {
    const { modifiedCount } = await this.factors.updateOne(
      { accountId: new Types.ObjectId(user.accountId), totpSecret: trusted({ $type: 'string' }) },
      { $unset: { totpSecret: '', pendingTotpSecret: '' }, $set: { totpLastStep: 0 } },
    );
    if (modifiedCount === 0) throw new NotFoundException('No authenticator app to remove');
    await this.afterRemoval(user.accountId);
  }

  /** A new set of recovery codes, the old set no longer usable; only for an account with a second step. */
  async regenerateRecoveryCodes(user: SessionUser): Promise<RecoveryCodes> {
    if (!(await this.hasFactor(user.accountId)))
      throw new NotFoundException(
        'Add an authenticator app or a passkey first: recovery codes stand in for one',
      );
    return { recoveryCodes: await this.recoveryCodes.replace(new Types.ObjectId(user.accountId)) };
  }

  /** The browser's options for creating a passkey; its challenge is kept until it is answered or expires. */
  async passkeyOptions(user: SessionUser, origin: string | undefined) {
    const accountId = new Types.ObjectId(user.accountId);
    const existing = await this.passkeys.find({ accountId }).lean();
    const options = await registrationOptions(
      relyingParty(this.config, origin),
      { id: user.accountId, email: user.email },
      existing,
    );
    await this.factors.updateOne(
      { accountId },
      {
        $set: {
          registrationChallenge: options.challenge,
          registrationChallengeExpiresAt: new Date(this.clock.now().getTime() + PASSKEY_TIMEOUT_MS),
        },
      },
      { upsert: true },
    );
    return options;
  }

  /** Stores the passkey the browser created for the kept challenge (used once). */
  async addPasskey(
    user: SessionUser,
    credential: string,
    name: string | undefined,
    origin: string | undefined,
  ): Promise<PasskeySummary & Partial<RecoveryCodes>> {
    const accountId = new Types.ObjectId(user.accountId);
    const factor = await this.factors
      .findOneAndUpdate(
        { accountId, registrationChallengeExpiresAt: trusted({ $gt: this.clock.now() }) },
        { $unset: { registrationChallenge: '', registrationChallengeExpiresAt: '' } },
        { projection: { registrationChallenge: 1 } },
      )
      .lean();
    const challenge = factor?.registrationChallenge;
    if (!challenge)
      throw new ValidationFailedException([
        { field: 'credential', message: 'Adding the passkey took too long. Please try again.' },
      ]);
    const verified = await verifiedRegistration(relyingParty(this.config, origin), credential, challenge);
    const first = !(await this.hasFactor(accountId));
    const count = await this.passkeys.countDocuments({ accountId });
    const created = await this.passkeys.create({
      ...verified,
      accountId,
      name: name || `Passkey ${count + 1}`,
    });
    await this.grace.syncEnrolled(accountId);
    const summary = toSummary(created.toObject());
    return first ? { ...summary, recoveryCodes: await this.recoveryCodes.replace(accountId) } : summary;
  }

  async removePasskey(user: SessionUser, id: string): Promise<void> {
    const { deletedCount } = await this.passkeys.deleteOne({
      _id: id,
      accountId: new Types.ObjectId(user.accountId),
    });
    if (deletedCount === 0) throw new NotFoundException(NO_PASSKEY);
    await this.afterRemoval(user.accountId);
  }

  /** Every factor of the account goes (another admin's reset): the next sign-in asks for the password alone. */
  async removeAll(accountId: Types.ObjectId): Promise<void> {
    await this.factors.updateOne(
      { accountId },
      { $unset: { totpSecret: '', pendingTotpSecret: '' }, $set: { totpLastStep: 0 } },
    );
    await this.passkeys.deleteMany({ accountId });
    await this.recoveryCodes.removeAll(accountId);
    await this.grace.syncEnrolled(accountId);
  }

  /** Recovery codes stand in for a factor; with none left they would be a password of their own. */
  private async afterRemoval(accountId: string): Promise<void> {
    await this.grace.syncEnrolled(accountId);
    if (!(await this.hasFactor(accountId))) await this.recoveryCodes.removeAll(new Types.ObjectId(accountId));
  }
}

function toSummary(
  passkey: Pick<Passkey, 'name' | 'createdAt' | 'lastUsedAt'> & { _id: unknown },
): PasskeySummary {
  return {
    _id: String(passkey._id),
    name: passkey.name,
    createdAt: new Date(passkey.createdAt).toISOString(),
    lastUsedAt: passkey.lastUsedAt ? new Date(passkey.lastUsedAt).toISOString() : null,
  };
}
