import { Controller, HttpCode, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuditLogService } from '../audit/audit-log.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { readSessionToken } from '../auth/session-cookie';
import type { SessionUser } from '../auth/session-user';
import { NoBody } from '../common/no-body.decorator';
import { accountLanguage } from '../i18n/request-language';
import { IdParam } from '../common/object-id.pipe';
import { SessionsService } from '../auth/sessions.service';
import { AccountSessionsService } from './account-sessions.service';
import { auditOwnWrite } from './audit-own-write';
import { ACCOUNT_ENDPOINTS as ACCOUNT } from '@agency/contracts/endpoints/account';
import { EndpointRoute } from '../common/endpoint-route';

/** Where the account is signed in, and signing out there (docs/accounts.md#sessions). */
@ApiTags('account')
@Controller()
export class AccountSessionsController {
  constructor(
    private readonly accountSessions: AccountSessionsService,
    private readonly sessions: SessionsService,
    private readonly auditLog: AuditLogService,
  ) {}

  @EndpointRoute(ACCOUNT.sessions)
  list(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    return this.accountSessions.list(user, readSessionToken(request), accountLanguage(user));
  }

  /** Ending the session that asks is signing out; the page's Signout does that. */
  @EndpointRoute(ACCOUNT.endSession)
  @HttpCode(204)
  async end(@CurrentUser() user: SessionUser, @IdParam() id: string, @Req() request: FastifyRequest) {
    await this.accountSessions.end(user, id);
    await auditOwnWrite(this.auditLog, user, 'Signed out one of own sessions', request);
  }

  @EndpointRoute(ACCOUNT.endOtherSessions)
  @HttpCode(200)
  @NoBody()
  async endOthers(@CurrentUser() user: SessionUser, @Req() request: FastifyRequest) {
    const ended = await this.sessions.endOthers(user.accountId, readSessionToken(request));
    await auditOwnWrite(this.auditLog, user, 'Signed out everywhere else', request);
    return { ended };
  }
}
