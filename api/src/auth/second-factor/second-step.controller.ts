import { Controller, GoneException, HttpCode, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trusted, type Model, type Types } from 'mongoose';
import { type FieldError, SECOND_STEP_EXPIRED, SECOND_STEP_FAILED } from '@agency/contracts';
import { AuditLogService } from '../../audit/audit-log.service';
import { NoBody } from '../../common/no-body.decorator';
import { ValidationFailedException } from '../../common/validated-body';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { TooManyRequestsException } from '../../http/too-many-requests.exception';
import { RateLimitService, type RateLimit } from '../../rate-limit/rate-limit.service';
import { Account } from '../schemas/account.schema';
import { SessionsService } from '../sessions.service';
import type { SessionUser } from '../session-user';
import { Clock } from './clock';
import { Passkey } from './passkey.schema';
import {
  answeringCredentialId,
  authenticationOptions,
  relyingParty,
  verifiedAuthentication,
} from './passkeys';
import { PendingSignIns } from './pending-sign-ins';
import { RecoveryCodeStore } from './recovery-code-store';
import { looksLikeRecoveryCode } from './recovery-codes';
import { auditSecondFactor } from './second-factor-audit';
import { SecondFactor } from './second-factor.schema';
import { SignInCompletion } from './sign-in-completion';
import { acceptedTotpStep } from './totp';
import { SECOND_STEP_ENDPOINTS as STEP } from '@agency/contracts/endpoints/second-factor';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../../common/endpoint-route';

/** Tries at the second step from one address are counted over this window: six digits must not be guessable at speed. */
const SECOND_STEP_WINDOW_MS = 15 * 60_000;
const ADDRESS_CEILING_FACTOR = 3;
/** How long a pending sign-in whose tries are spent is told to wait: it is gone; the next sign-in starts afresh. */
const SPENT_PENDING_RETRY_SECONDS = 1;
const PASSKEY_NOT_ACCEPTED = 'This passkey was not accepted. Please try again or use a code.';

type PendingSignIn = Awaited<ReturnType<PendingSignIns['current']>>;

/**
 * The sign-in's second step (docs/second-sign-in-step.md): after the password, the pending sign-in's cookie
 * opens only these, and one of them, passed, turns it into a session.
 */
@ApiTags('auth')
@Controller()
export class SecondStepController {
  private readonly perPendingSignIn: number;
  private readonly perAddress: RateLimit;

  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    @InjectModel(SecondFactor.name) private readonly factors: Model<SecondFactor>,
    @InjectModel(Passkey.name) private readonly passkeys: Model<Passkey>,
    private readonly pending: PendingSignIns,
    private readonly recoveryCodes: RecoveryCodeStore,
    private readonly completion: SignInCompletion,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly auditLog: AuditLogService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const limit = config.authRateLimitPerMinute;
    this.perPendingSignIn = limit;
    this.perAddress = {
      scope: 'second-step',
      limit: limit * ADDRESS_CEILING_FACTOR,
      windowMs: SECOND_STEP_WINDOW_MS,
    };
  }

  /** A code from the authenticator app, or one of the recovery codes (used up by this). */
  @EndpointRoute(STEP.code)
  @HttpCode(200)
  async code(
    @EndpointBody(STEP.code) body: EndpointBodyOf<typeof STEP.code>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pending = await this.pending.current(request);
    await this.countAttempt(pending, request, reply);
    const { account, user } = await this.accountOf(pending);
    if (looksLikeRecoveryCode(body.code)) {
      if (!(await this.recoveryCodes.use(pending.accountId, body.code)))
        return this.refuse(user, request, 'Second sign-in step failed: wrong recovery code');
      await auditSecondFactor(this.auditLog, user, 'Used a recovery code', request);
    } else if (!(await this.acceptTotp(pending.accountId, body.code))) {
      return this.refuse(user, request, 'Second sign-in step failed: wrong authenticator code');
    }
    return this.finish(pending, account, request, reply);
  }

  /** The challenge for one of the account's passkeys to sign. */
  @EndpointRoute(STEP.passkeyOptions)
  @HttpCode(200)
  @NoBody()
  async passkeyOptions(@Req() request: FastifyRequest) {
    const pending = await this.pending.current(request);
    const passkeys = await this.passkeys.find({ accountId: pending.accountId }).lean();
    if (passkeys.length === 0) throw new NotFoundException('This account has no passkey');
    const options = await authenticationOptions(relyingParty(this.config, request.headers.origin), passkeys);
    await this.pending.keepChallenge(pending._id, options.challenge);
    return options;
  }

  @EndpointRoute(STEP.passkey)
  @HttpCode(200)
  async passkey(
    @EndpointBody(STEP.passkey) body: EndpointBodyOf<typeof STEP.passkey>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pending = await this.pending.current(request);
    await this.countAttempt(pending, request, reply);
    const { account, user } = await this.accountOf(pending);
    const { id, response } = answeringCredentialId(body.credential);
    const passkey = await this.passkeys.findOne({ accountId: pending.accountId, credentialId: id }).lean();
    const counter =
      passkey && pending.passkeyChallenge
        ? await verifiedAuthentication(
            relyingParty(this.config, request.headers.origin),
            response,
            passkey,
            pending.passkeyChallenge,
          )
        : undefined;
    if (!passkey || counter === undefined)
      return this.refuse(user, request, 'Second sign-in step failed: passkey not accepted', {
        field: 'credential',
        message: PASSKEY_NOT_ACCEPTED,
      });
    await this.passkeys.updateOne({ _id: passkey._id }, { $set: { counter, lastUsedAt: this.clock.now() } });
    return this.finish(pending, account, request, reply);
  }

  /**
   * Counted before the check, per pending sign-in and under a ceiling per address. Never per account: whoever knows
   * the password could then spend the owner's tries and keep the right code refused; each sign-in of the owner has
   * tries of its own, and a new one needs the password again (counted like every sign-in).
   */
  private async countAttempt(
    pending: PendingSignIn,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await this.rateLimits.consume(this.perAddress, [`ip:${request.ip}`]);
    if (!(await this.pending.countAttempt(pending._id, this.perPendingSignIn))) {
      await this.pending.finish(pending._id, reply);
      throw new TooManyRequestsException(SPENT_PENDING_RETRY_SECONDS);
    }
  }

  private async accountOf(pending: PendingSignIn) {
    const account = await this.accounts.findById(pending.accountId).lean();
    if (!account) throw new GoneException(SECOND_STEP_EXPIRED);
    return { account, user: await this.sessions.describe(account) };
  }

  /** A code is taken once, and never one older than the last taken (a code seen over a shoulder is spent). */
  private async acceptTotp(accountId: Types.ObjectId, code: string): Promise<boolean> {
    const factor = await this.factors.findOne({ accountId }).select('+totpSecret').lean();
    if (!factor?.totpSecret) return false;
    const step = acceptedTotpStep(factor.totpSecret, code, this.clock.now());
    if (step === undefined) return false;
    const { modifiedCount } = await this.factors.updateOne(
      { accountId, totpLastStep: trusted({ $lt: step }) },
      { $set: { totpLastStep: step } },
    );
    return modifiedCount === 1;
  }

  private async refuse(
    user: SessionUser,
    request: FastifyRequest,
    action: string,
    refusal: FieldError = { field: 'code', message: SECOND_STEP_FAILED },
  ): Promise<never> {
    await auditSecondFactor(this.auditLog, user, action, request);
    throw new ValidationFailedException([refusal]);
  }

  private async finish(
    pending: PendingSignIn,
    account: Parameters<SignInCompletion['complete']>[0],
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (!(await this.pending.finish(pending._id, reply))) throw new GoneException(SECOND_STEP_EXPIRED);
    return this.completion.complete(
      account,
      { userAgent: pending.userAgent, address: pending.address },
      request,
      reply,
      'Signed in to the back office with a second step',
    );
  }
}
