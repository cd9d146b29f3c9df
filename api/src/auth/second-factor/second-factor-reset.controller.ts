import { Controller, ForbiddenException, HttpCode, NotFoundException, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import { AuditedByHandler } from '../../audit/audited.decorator';
import { AuditLogService } from '../../audit/audit-log.service';
import { IdParam } from '../../common/object-id.pipe';
import { UsersService } from '../../users/users.service';
import { CurrentUser } from '../current-user.decorator';
import { Account } from '../schemas/account.schema';
import type { SessionUser } from '../session-user';
import { SecondFactorService } from './second-factor.service';
import { SECOND_FACTOR_ENDPOINTS as FACTORS } from '@agency/contracts/endpoints/second-factor';
import { EndpointRoute } from '../../common/endpoint-route';

const RESET_ACTION = "Reset another admin's second sign-in step";

/**
 * A lost phone and lost recovery codes: another admin removes the account's second step, so its next sign-in asks
 * for the password alone (and, for an admin, for a new second step). Nobody resets their own.
 */
@ApiTags('users')
@Controller()
export class SecondFactorResetController {
  constructor(
    @InjectModel(Account.name) private readonly accounts: Model<Account>,
    private readonly users: UsersService,
    private readonly factors: SecondFactorService,
    private readonly auditLog: AuditLogService,
  ) {}

  @EndpointRoute(FACTORS.reset)
  @HttpCode(204)
  @AuditedByHandler('admin users', RESET_ACTION)
  async reset(@CurrentUser() admin: SessionUser, @IdParam() id: string, @Req() request: FastifyRequest) {
    const listed = await this.users.get(id);
    if (listed.userEmail === admin.email.toLowerCase())
      throw new ForbiddenException(
        'You cannot reset your own second sign-in step: use a recovery code, or ask another admin.',
      );
    // Only an account that proved the listed address is that admin; one that merely registered it is not.
    const account = await this.accounts
      .findOne({ email: listed.userEmail, emailVerified: true }, { _id: 1 })
      .lean();
    if (!account) throw new NotFoundException('This admin has no account yet');
    await this.factors.removeAll(account._id);
    await this.auditLog.record(
      {
        area: 'admin users',
        action: RESET_ACTION,
        actor: admin,
        recordId: id,
        changes: [{ field: 'userEmail', value: listed.userEmail }],
      },
      request,
    );
  }
}
