import { Controller, Get, HttpCode, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_UPDATE_RULES, PASSWORD_CHANGE_RULES, ACCOUNT_PATHS } from '@agency/contracts';
import { AuditLogService } from '../audit/audit-log.service';
import { SignedIn } from '../auth/access.decorator';
import { refuseCommonPassword } from '../auth/common-passwords';
import { CurrentUser } from '../auth/current-user.decorator';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionUser } from '../auth/session-user';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { ClientAddress } from '../http/client-address.decorator';
import { AccountProfileService } from './account-profile.service';
import { auditOwnWrite } from './audit-own-write';
import { PasswordAttempts } from '../auth/password-attempts';
import { AnswerTexts, type AnswerText } from '../i18n/answer-texts';

const PATHS = ACCOUNT_PATHS;
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other place where you were signed in is signed out.';

/** The signed-in user's own details and password, whoever they are (docs/accounts.md). */
@ApiTags('account')
@Controller()
@SignedIn()
export class AccountController {
  constructor(
    private readonly profiles: AccountProfileService,
    private readonly attempts: PasswordAttempts,
    private readonly auditLog: AuditLogService,
  ) {}

  @Get(PATHS.profile)
  profile(@CurrentUser() user: SessionUser) {
    return this.profiles.profile(user);
  }

  @Put(PATHS.update)
  async update(
    @CurrentUser() user: SessionUser,
    @ValidBody(ACCOUNT_UPDATE_RULES, { partial: true }) body: BodyOf<typeof ACCOUNT_UPDATE_RULES>,
    @Req() request: FastifyRequest,
  ) {
    const profile = await this.profiles.update(user, body);
    await auditOwnWrite(this.auditLog, user, 'Changed own account details', request);
    return profile;
  }

  @Put(PATHS.password)
  @HttpCode(200)
  async changePassword(
    @CurrentUser() user: SessionUser,
    @ValidBody(PASSWORD_CHANGE_RULES) body: BodyOf<typeof PASSWORD_CHANGE_RULES>,
    @ClientAddress() address: string,
    @Req() request: FastifyRequest,
    @AnswerTexts() say: AnswerText,
  ) {
    await this.attempts.count(user, address);
    refuseCommonPassword(body.newPassword, 'newPassword');
    await this.profiles.changePassword(
      user,
      body.currentPassword,
      body.newPassword,
      readSessionToken(request),
    );
    await auditOwnWrite(this.auditLog, user, 'Changed own password', request);
    return { message: say(PASSWORD_CHANGED_MESSAGE) };
  }
}
