import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_USER_RULES } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { ApiRecordResponse } from '../common/rules-openapi';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { ADMIN_ROLE } from './user.schema';
import { UsersService, type UserInput } from './users.service';

type UserBody = BodyOf<typeof ADMIN_USER_RULES>;

function toUser(body: UserBody): UserInput {
  return { userEmail: body.userEmail, userRole: body.userRole ?? ADMIN_ROLE };
}

/** The admin list of spec 000 §7, at its documented paths (the misspelt update path included). */
@ApiTags('users')
@Controller()
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  @ApiRecordResponse(ADMIN_USER_RULES, { list: true })
  list() {
    return this.users.list();
  }

  @Get('users/:id')
  @ApiRecordResponse(ADMIN_USER_RULES)
  get(@IdParam() id: string) {
    return this.users.get(id);
  }

  @Post('add-user')
  @HttpCode(201)
  @ApiRecordResponse(ADMIN_USER_RULES, { status: 201 })
  add(@ValidBody(ADMIN_USER_RULES) body: UserBody) {
    return this.users.add(toUser(body));
  }

  @Put('upadete-users/:id')
  @ApiRecordResponse(ADMIN_USER_RULES)
  update(@IdParam() id: string, @ValidBody(ADMIN_USER_RULES) body: UserBody) {
    return this.users.update(id, toUser(body));
  }
}
