import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RECORD_PATHS, SUBSCRIBER_RULES } from '@agency/contracts';
import { AdminOnly, Public } from '../auth/access.decorator';
import { routePath } from '../common/route-path';
import { ApiRecordResponse } from '../common/rules-openapi';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { RateLimitService, type RateLimit } from '../rate-limit/rate-limit.service';
import { SubscribersService } from './subscribers.service';

const PATHS = RECORD_PATHS.subscribers;

/** Per IP: a newsletter form is used once; many sign-ups from one address are a list-bombing run. */
const ADD_SUBSCRIBER_LIMIT: RateLimit = { scope: 'add-subscriber', limit: 10, windowMs: 60_000 };

/** Newsletter subscribers at the paths of spec 000 §7. */
@ApiTags('subscribers')
@Controller()
export class SubscribersController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post(routePath(PATHS.add))
  @Public()
  @HttpCode(201)
  @ApiRecordResponse(SUBSCRIBER_RULES, { status: 201 })
  async subscribe(
    @ValidBody(SUBSCRIBER_RULES) body: BodyOf<typeof SUBSCRIBER_RULES>,
    @Req() request: FastifyRequest,
  ) {
    await this.rateLimits.consume(ADD_SUBSCRIBER_LIMIT, [`ip:${request.ip}`]);
    return this.subscribers.subscribe(body.subemail);
  }

  /** Newest first, as the subscribers page shows them. */
  @Get(routePath(PATHS.list))
  @AdminOnly()
  @ApiRecordResponse(SUBSCRIBER_RULES, { list: true })
  list() {
    return this.subscribers.list();
  }
}
