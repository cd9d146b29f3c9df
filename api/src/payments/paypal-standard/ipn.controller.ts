import { Controller, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../auth/access.decorator';
import { AllowCrossSitePost } from '../../auth/cross-site.decorator';
import { BodyLimit } from '../../http/body-limit';
import { RateLimitService, type RateLimit } from '../../rate-limit/rate-limit.service';
import { ApiFormBody } from '../../common/form-body.docs';
import { readForm } from './form-encoding';
import { IpnService } from './ipn.service';

/** PayPal's notifications are one or two KB; anything much larger is not one. */
export const IPN_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Notifications per sending address and minute. PayPal spreads its notifications over many addresses and
 * retries a refused one later, so a real shop stays far below this while one sender cannot flood the store.
 */
export const IPN_RATE_LIMIT: RateLimit = { scope: 'ipn', limit: 60, windowMs: 60_000 };

/** PayPal's notify_url. Authenticity comes from the validation post-back, not from who calls. */
@ApiTags('payments')
@Controller('payments')
export class IpnController {
  constructor(
    private readonly ipn: IpnService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post('ipn')
  @Public()
  @AllowCrossSitePost()
  @BodyLimit(IPN_BODY_LIMIT_BYTES)
  @HttpCode(200)
  @ApiFormBody('A PayPal IPN message, exactly as PayPal posts it; it is posted back unchanged for validation')
  async receive(@Req() request: RawBodyRequest<FastifyRequest>): Promise<void> {
    await this.rateLimits.consume(IPN_RATE_LIMIT, [`ip:${request.ip}`]);
    const { raw, fields } = readForm(request);
    await this.ipn.receive(raw, fields);
  }
}
