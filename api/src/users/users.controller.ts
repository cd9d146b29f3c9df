import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_USER_RULES, RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { adminRecordsController } from '../admin-records/admin-records.controller';
import { IdParam } from '../common/object-id.pipe';
import { DeletesRecord } from '../common/record-routes';
import { UsersService } from './users.service';
import { Audited } from '../audit/audited.decorator';

/** The admin list at its documented paths (the misspelt update path included). */
@ApiTags('users')
@Controller()
@AdminOnly()
export class UsersController extends adminRecordsController(RECORD_PATHS.users, ADMIN_USER_RULES, {
  area: 'admin users',
  noun: 'admin user',
}) {
  constructor(private readonly users: UsersService) {
    super(users);
  }

  @DeletesRecord(RECORD_PATHS.users.remove, ADMIN_USER_RULES)
  @Audited('admin users', 'Removed admin user')
  remove(@IdParam() id: string, @CurrentUser() user: SessionUser) {
    return this.users.remove(id, user);
  }
}
