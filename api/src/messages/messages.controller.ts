import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, Public } from '../auth/access.decorator';
import { parseObjectId } from '../common/object-id';
import { parseBody } from '../common/validated-body';
import { RateLimitService, type RateLimit } from '../rate-limit/rate-limit.service';
import { MARK_READ_RULES, NEW_MESSAGE_RULES, type NewMessageBody } from './dto/message-rules';
import { MessagesService } from './messages.service';

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

  @Post('add-message')
  @Public()
  @HttpCode(201)
  async add(@Body() body: unknown, @Req() request: FastifyRequest) {
    await this.rateLimits.consume(ADD_MESSAGE_LIMIT, [`ip:${request.ip}`]);
    return this.messages.add(parseBody<NewMessageBody & Record<string, string>>(body, NEW_MESSAGE_RULES));
  }

  @Get('messages')
  @AdminOnly()
  list() {
    return this.messages.list();
  }

  @Get('message/:id')
  @AdminOnly()
  get(@Param('id') id: string) {
    return this.messages.get(parseObjectId(id));
  }

  @Put('message/:id')
  @AdminOnly()
  markRead(@Param('id') id: string, @Body() body: unknown) {
    const messageId = parseObjectId(id);
    parseBody(body, MARK_READ_RULES);
    return this.messages.markRead(messageId);
  }
}
