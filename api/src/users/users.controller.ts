import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_USER_RULES } from '@agency/contracts';
import { USER_ENDPOINTS } from '@agency/contracts/endpoints/users';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { adminRecordsController } from '../admin-records/admin-records.controller';
import { IdParam } from '../common/object-id.pipe';
import { DeletesRecord } from '../common/record-routes';
import { UsersService } from './users.service';
import { Audited } from '../audit/audited.decorator';

/** The admin list as the catalogue defines it (the misspelt update path included). */
@ApiTags('users')
@Controller()
export class UsersController extends adminRecordsController(USER_ENDPOINTS, ADMIN_USER_RULES, {
  area: 'admin users',
  noun: 'admin user',
}) {
  constructor(private readonly users: UsersService) {
    super(users);
  }

  @DeletesRecord(USER_ENDPOINTS.remove, ADMIN_USER_RULES)
  @Audited('admin users', 'Removed admin user')
  remove(@IdParam() id: string, @CurrentUser() user: SessionUser) {
    return this.users.remove(id, user);
  }
}
