import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RateLimitService, type RateLimit } from './rate-limit.service';

const LIMIT_METADATA = 'agency:limit-per-address';

/** Counts each request per client address before anything else reads it (the body included); 429 past the limit. */
@Injectable()
export class PerAddressLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimit>(LIMIT_METADATA, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limits.consume(rule, [`ip:${request.ip}`]);
    return true;
  }
}

/**
 * A write made at most `rule.limit` times per window from one address: a public form's, which no session holds back.
 */
export function LimitedPerAddress(rule: RateLimit): MethodDecorator {
  return applyDecorators(SetMetadata(LIMIT_METADATA, rule), UseGuards(PerAddressLimitGuard));
}
