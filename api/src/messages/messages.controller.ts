import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RECORD_PATHS } from '@agency/contracts';
import { AdminOnly, Public } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { routePath } from '../common/route-path';
import { ApiRecordResponse } from '../common/rules-openapi';
import { ValidBody } from '../common/validated-body';
import { RateLimitService, type RateLimit } from '../rate-limit/rate-limit.service';
import {
  MARK_READ_RULES,
  MESSAGE_RECORD_RULES,
  NEW_MESSAGE_RULES,
  type MarkReadBody,
  type NewMessageBody,
} from './dto/message-rules';
import { MessagesService } from './messages.service';

const PATHS = RECORD_PATHS.messages;

/** Per IP: enough for a person writing to the agency, too few for a spam run. */
const ADD_MESSAGE_LIMIT: RateLimit = { scope: 'add-message', limit: 10, windowMs: 60_000 };

/** Contact messages at the paths of spec 000 §7: anyone writes, admins read. */
@ApiTags('messages')
@Controller()
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post(routePath(PATHS.add))
  @Public()
  @HttpCode(201)
  @ApiRecordResponse(MESSAGE_RECORD_RULES, { status: 201 })
  async add(@ValidBody(NEW_MESSAGE_RULES) body: NewMessageBody, @Req() request: FastifyRequest) {
    await this.rateLimits.consume(ADD_MESSAGE_LIMIT, [`ip:${request.ip}`]);
    return this.messages.add(body);
  }

  @Get(routePath(PATHS.list))
  @AdminOnly()
  @ApiRecordResponse(MESSAGE_RECORD_RULES, { list: true })
  list() {
    return this.messages.list();
  }

  @Get(routePath(PATHS.one))
  @AdminOnly()
  @ApiRecordResponse(MESSAGE_RECORD_RULES)
  get(@IdParam() id: string) {
    return this.messages.get(id);
  }

  @Put(routePath(PATHS.markRead))
  @AdminOnly()
  @ApiRecordResponse(MESSAGE_RECORD_RULES)
  // The body can only say { messageStatus: 'Read' }; the pipe refuses anything else.
  markRead(@IdParam() id: string, @ValidBody(MARK_READ_RULES) _body: MarkReadBody) {
    return this.messages.markRead(id);
  }
}
