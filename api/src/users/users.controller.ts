import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_USER_RULES, RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { routePath } from '../common/route-path';
import { ApiRecordResponse } from '../common/rules-openapi';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { ADMIN_ROLE } from './user.schema';
import { UsersService, type UserInput } from './users.service';

const PATHS = RECORD_PATHS.users;

type UserBody = BodyOf<typeof ADMIN_USER_RULES>;

function toUser(body: UserBody): UserInput {
  return { userEmail: body.userEmail, userRole: body.userRole ?? ADMIN_ROLE };
}

/** The admin list of spec 000 §7, at its documented paths (the misspelt update path included). */
@ApiTags(routePath(PATHS.list))
@Controller()
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(routePath(PATHS.list))
  @ApiRecordResponse(ADMIN_USER_RULES, { list: true })
  list() {
    return this.users.list();
  }

  @Get(routePath(PATHS.one))
  @ApiRecordResponse(ADMIN_USER_RULES)
  get(@IdParam() id: string) {
    return this.users.get(id);
  }

  @Post(routePath(PATHS.add))
  @HttpCode(201)
  @ApiRecordResponse(ADMIN_USER_RULES, { status: 201 })
  add(@ValidBody(ADMIN_USER_RULES) body: UserBody) {
    return this.users.add(toUser(body));
  }

  @Put(routePath(PATHS.update))
  @ApiRecordResponse(ADMIN_USER_RULES)
  update(@IdParam() id: string, @ValidBody(ADMIN_USER_RULES) body: UserBody) {
    return this.users.update(id, toUser(body));
  }
}
