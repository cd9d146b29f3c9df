import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_USER_RULES, RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { adminRecordsController } from '../common/admin-records.controller';
import { UsersService } from './users.service';

/** The admin list of spec 000 §7, at its documented paths (the misspelt update path included). */
@ApiTags('users')
@Controller()
@AdminOnly()
export class UsersController extends adminRecordsController(RECORD_PATHS.users, ADMIN_USER_RULES) {
  constructor(users: UsersService) {
    super(users);
  }
}
