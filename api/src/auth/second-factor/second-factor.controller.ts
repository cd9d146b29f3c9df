import { Controller, HttpCode, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuditLogService } from '../../audit/audit-log.service';
import { NoBody } from '../../common/no-body.decorator';
import { IdParam } from '../../common/object-id.pipe';
import { CurrentUser } from '../current-user.decorator';
import { PasswordTypedAgain, type PasswordAgain } from '../password-typed-again';
import { readSessionToken } from '../session-cookie';
import type { SessionUser } from '../session-user';
import { SessionsService } from '../sessions.service';
import { auditSecondFactor } from './second-factor-audit';
import { SecondFactorService } from './second-factor.service';
import { SECOND_FACTOR_ENDPOINTS as FACTORS } from '@agency/contracts/endpoints/second-factor';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../../common/endpoint-route';

/** The signed-in user's own second sign-in step: an authenticator app, passkeys and recovery codes. */
@ApiTags('account')
@Controller()
export class SecondFactorController {
  constructor(
    private readonly factors: SecondFactorService,
    private readonly auditLog: AuditLogService,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * What could turn the second step off, or hand out codes that pass it, needs the password again (counted like the
   * other checks of it), so a stolen session alone cannot; what it did goes in the audit log.
   */
  private async withPasswordTypedAgain<T>(
    user: SessionUser,
    typed: { currentPassword: string; passwordAgain: PasswordAgain; request: FastifyRequest },
    act: () => Promise<T>,
    audited: { action: string; recordId?: string },
  ): Promise<T> {
    await typed.passwordAgain.confirm(typed.currentPassword);
    const answer = await act();
    await auditSecondFactor(this.auditLog, user, audited.action, typed.request, audited.recordId);
    return answer;
  }

  /**
   * An admin whose grace ran out adds a factor with the password typed again (a session left open or stolen alone
   * must not choose the factor that passes the second step), and every other session of the account then ends.
   */
  private async withSetupAfterDeadline<T>(
    user: SessionUser,
    typed: { currentPassword?: string; passwordAgain: PasswordAgain; request: FastifyRequest },
    add: () => Promise<T>,
  ): Promise<T> {
    if (!user.backOfficeLocked) return add();
    await typed.passwordAgain.confirm(typed.currentPassword ?? '');
    const answer = await add();
    await this.sessions.endOthers(user.accountId, readSessionToken(typed.request));
    return answer;
  }

  @EndpointRoute(FACTORS.status)
  status(@CurrentUser() user: SessionUser) {
    return this.factors.status(user);
  }

  /** The secret and its otpauth:// URI, shown once; the app counts only after its first code. */
  @EndpointRoute(FACTORS.totpStart)
  @HttpCode(200)
  @NoBody()
  startTotp(@CurrentUser() user: SessionUser) {
    return this.factors.startTotp(user);
  }

  @EndpointRoute(FACTORS.totpConfirm)
  @HttpCode(200)
  async confirmTotp(
    @CurrentUser() user: SessionUser,
    @EndpointBody(FACTORS.totpConfirm) body: EndpointBodyOf<typeof FACTORS.totpConfirm>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
  ) {
    const typed = { currentPassword: body.currentPassword, passwordAgain, request };
    const answer = await this.withSetupAfterDeadline(user, typed, () =>
      this.factors.confirmTotp(user, body.code),
    );
    await auditSecondFactor(this.auditLog, user, 'Added an authenticator app', request);
    return answer;
  }

  @EndpointRoute(FACTORS.totpRemove)
  @HttpCode(204)
  async removeTotp(
    @CurrentUser() user: SessionUser,
    @EndpointBody(FACTORS.totpRemove) body: EndpointBodyOf<typeof FACTORS.totpRemove>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
  ) {
    const typed = { currentPassword: body.currentPassword, passwordAgain, request };
    await this.withPasswordTypedAgain(user, typed, () => this.factors.removeTotp(user), {
      action: 'Removed the authenticator app',
    });
  }

  @EndpointRoute(FACTORS.recoveryCodes)
  @HttpCode(200)
  async regenerateRecoveryCodes(
    @CurrentUser() user: SessionUser,
    @EndpointBody(FACTORS.recoveryCodes) body: EndpointBodyOf<typeof FACTORS.recoveryCodes>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
  ) {
    const typed = { currentPassword: body.currentPassword, passwordAgain, request };
    return this.withPasswordTypedAgain(user, typed, () => this.factors.regenerateRecoveryCodes(user), {
      action: 'Made new recovery codes',
    });
  }

  /** The browser's options for creating a passkey (WebAuthn), with a challenge kept for two minutes. */
  @EndpointRoute(FACTORS.passkeyOptions)
  @HttpCode(200)
  @NoBody()
  passkeyOptions(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    return this.factors.passkeyOptions(user, request.headers.origin);
  }

  @EndpointRoute(FACTORS.passkeyAdd)
  @HttpCode(201)
  async addPasskey(
    @CurrentUser() user: SessionUser,
    @EndpointBody(FACTORS.passkeyAdd) body: EndpointBodyOf<typeof FACTORS.passkeyAdd>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
  ) {
    const typed = { currentPassword: body.currentPassword, passwordAgain, request };
    const passkey = await this.withSetupAfterDeadline(user, typed, () =>
      this.factors.addPasskey(user, body.credential, body.name, request.headers.origin),
    );
    await auditSecondFactor(this.auditLog, user, 'Added a passkey', request, passkey._id);
    return passkey;
  }

  @EndpointRoute(FACTORS.passkeyRemove)
  @HttpCode(204)
  async removePasskey(
    @CurrentUser() user: SessionUser,
    @IdParam() id: string,
    @EndpointBody(FACTORS.passkeyRemove) body: EndpointBodyOf<typeof FACTORS.passkeyRemove>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
  ) {
    const typed = { currentPassword: body.currentPassword, passwordAgain, request };
    await this.withPasswordTypedAgain(user, typed, () => this.factors.removePasskey(user, id), {
      action: 'Removed a passkey',
      recordId: id,
    });
  }
}
