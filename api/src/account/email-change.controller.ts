import { Controller, HttpCode, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuditLogService } from '../audit/audit-log.service';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { ClientAddress } from '../http/client-address.decorator';
import { RateLimitService, type RateLimit } from '../rate-limit/rate-limit.service';
import { auditOwnWrite } from './audit-own-write';
import { EmailChangeService } from './email-change.service';
import { PasswordTypedAgain, type PasswordAgain } from '../auth/password-typed-again';
import { AnswerTexts, type AnswerText } from '../i18n/answer-texts';
import { ACCOUNT_ENDPOINTS as ACCOUNT } from '@agency/contracts/endpoints/account';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../common/endpoint-route';

/** Moving the account to another e-mail address (docs/accounts.md#e-mail-address). */
@ApiTags('account')
@Controller()
export class EmailChangeController {
  private readonly confirmLimit: RateLimit;

  constructor(
    private readonly emailChange: EmailChangeService,
    private readonly rateLimits: RateLimitService,
    private readonly auditLog: AuditLogService,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'authRateLimitPerMinute'>,
  ) {
    this.confirmLimit = { scope: 'email-change', limit: config.authRateLimitPerMinute, windowMs: 60_000 };
  }

  /** The same answer whether or not the new address has an account (its owner is mailed instead of a link). */
  @EndpointRoute(ACCOUNT.changeEmail)
  @HttpCode(202)
  async request(
    @CurrentUser() user: SessionUser,
    @EndpointBody(ACCOUNT.changeEmail) body: EndpointBodyOf<typeof ACCOUNT.changeEmail>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
    @AnswerTexts() say: AnswerText,
  ) {
    await this.emailChange.request(await passwordAgain.confirm(body.currentPassword), body.newEmail);
    await auditOwnWrite(this.auditLog, user, 'Asked to change own e-mail', request);
    return {
      message: say({ id: 'answer.emailChangeSent', params: { newEmail: body.newEmail, email: user.email } }),
    };
  }

  /** The link may be opened anywhere, signed in or not: the token alone is the proof. */
  @EndpointRoute(ACCOUNT.confirmEmail)
  @HttpCode(200)
  async confirm(
    @EndpointBody(ACCOUNT.confirmEmail) body: EndpointBodyOf<typeof ACCOUNT.confirmEmail>,
    @ClientAddress() address: string,
    @AnswerTexts() say: AnswerText,
  ) {
    await this.rateLimits.consume(this.confirmLimit, [`ip:${address}`]);
    const { email } = await this.emailChange.confirm(body.token);
    return { email, message: say({ id: 'answer.emailChanged', params: { email } }) };
  }
}
