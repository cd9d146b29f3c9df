import { Controller, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditLogService } from '../audit/audit-log.service';
import { CurrentUser } from '../auth/current-user.decorator';
import { clearSessionCookie, readSessionToken } from '../auth/session-cookie';
import type { SessionUser } from '../auth/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { AccountDataService } from './account-data.service';
import { auditOwnWrite } from './audit-own-write';
import { PasswordTypedAgain, type PasswordAgain } from '../auth/password-typed-again';
import { WRONG_PASSWORD } from '@agency/contracts';
import { ACCOUNT_ENDPOINTS as ACCOUNT } from '@agency/contracts/endpoints/account';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../common/endpoint-route';

export const EXPORT_FILE_NAME = 'my-data.json';

/** The person's data: handed over as a file, or deleted with the account (docs/accounts.md#your-data). */
@ApiTags('account')
@Controller()
export class AccountDataController {
  constructor(
    private readonly data: AccountDataService,
    private readonly auditLog: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @EndpointRoute(ACCOUNT.export)
  async export(
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply
      .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
      .header('cache-control', 'no-store');
    return this.data.export(user, readSessionToken(request));
  }

  @EndpointRoute(ACCOUNT.remove)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @EndpointBody(ACCOUNT.remove) body: EndpointBodyOf<typeof ACCOUNT.remove>,
    @PasswordTypedAgain() passwordAgain: PasswordAgain,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const account = await passwordAgain.confirm(body.password, {
      field: 'password',
      message: WRONG_PASSWORD,
    });
    const leftAdminList = await this.data.remove(user, account);
    await auditOwnWrite(this.auditLog, user, 'Deleted own account', request);
    // A change of who may be an admin, made without the admin list's pages: recorded whoever made it.
    if (leftAdminList)
      await this.auditLog.record(
        {
          area: 'admin users',
          action: 'Removed admin user: the account was deleted',
          actor: user,
          recordId: String(leftAdminList._id),
          changes: [{ field: 'userEmail', value: leftAdminList.userEmail }],
        },
        request,
      );
    clearSessionCookie(reply, this.config);
  }
}
