import { Controller, HttpCode, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuditLogService } from '../audit/audit-log.service';
import { refuseCommonPassword } from '../common/common-passwords';
import { CurrentUser } from '../auth/current-user.decorator';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionUser } from '../auth/session-user';
import { AccountProfileService } from './account-profile.service';
import { auditOwnWrite } from './audit-own-write';
import { PasswordTypedAgain, type PasswordAgain } from '../auth/password-typed-again';
import { AnswerTexts, type AnswerText } from '../i18n/answer-texts';
import { ACCOUNT_ENDPOINTS as ACCOUNT } from '@agency/contracts/endpoints/account';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../common/endpoint-route';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other place where you were signed in is signed out.';

/** The signed-in user's own details and password, whoever they are (docs/accounts.md). */
@ApiTags('account')
@Controller()
export class AccountController {
  constructor(
    private readonly profiles: AccountProfileService,
    private readonly auditLog: AuditLogService,
  ) {}

  @EndpointRoute(ACCOUNT.profile)
  profile(@CurrentUser() user: SessionUser) {
    return this.profiles.profile(user);
  }

  @EndpointRoute(ACCOUNT.update)
  async update(
    @CurrentUser() user: SessionUser,
    @EndpointBody(ACCOUNT.update, { partial: true }) body: EndpointBodyOf<typeof ACCOUNT.update>,
    @Req() request: FastifyRequest,
  ) {
    const profile = await this.profiles.update(user, body);
    await auditOwnWrite(this.auditLog, user, 'Changed own account details', request);
    return profile;
  }

  @EndpointRoute(ACCOUNT.password)
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: SessionUser,
    @EndpointBody(ACCOUNT.password) body: EndpointBodyOf<typeof ACCOUNT.password>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
    @AnswerTexts() say: AnswerText,
  ) {
    const account = await passwordAgain.confirm(body.currentPassword);
    refuseCommonPassword(body.newPassword, 'newPassword');
    await this.profiles.changePassword(user, account, body.newPassword, readSessionToken(request));
    await auditOwnWrite(this.auditLog, user, 'Changed own password', request);
    return { message: say(PASSWORD_CHANGED_MESSAGE) };
  }
}
