import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_USER_RULES, type UserRole } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { parseObjectId } from '../common/object-id';
import { parseBody } from '../common/validated-body';
import { ADMIN_ROLE } from './user.schema';
import { UsersService, type UserInput } from './users.service';

function parseUser(body: unknown): UserInput {
  const input = parseBody<{ userEmail: string; userRole?: UserRole }>(body, ADMIN_USER_RULES);
  return { userEmail: input.userEmail, userRole: input.userRole ?? ADMIN_ROLE };
}

/** The admin list of spec 000 §7, at its documented paths (the misspelt update path included). */
@ApiTags('users')
@Controller()
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  list() {
    return this.users.list();
  }

  @Get('users/:id')
  get(@Param('id') id: string) {
    return this.users.get(parseObjectId(id));
  }

  @Post('add-user')
  @HttpCode(201)
  add(@Body() body: unknown) {
    return this.users.add(parseUser(body));
  }

  @Put('upadete-users/:id')
  update(@Param('id') id: string, @Body() body: unknown) {
    return this.users.update(parseObjectId(id), parseUser(body));
  }
}
