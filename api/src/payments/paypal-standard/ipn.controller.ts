import { Controller, HttpCode, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import { AllowCrossSitePost } from '../../auth/cross-site.decorator';
import { BodyLimit } from '../../http/body-limit';
import { RateLimitService, type RateLimit } from '../../rate-limit/rate-limit.service';
import { ApiFormBody } from '../../common/form-body.docs';
import { EndpointRoute } from '../../common/endpoint-route';
import { readForm } from './form-encoding';
import { IpnService } from './ipn.service';

/** PayPal's notifications are one or two KB; anything much larger is not one. */
export const IPN_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Notifications per sending address and minute, whatever they say: a ceiling against floods. PayPal posts a
 * shop's notifications from a few addresses, so this is far above what a busy shop's payments need.
 */
export const IPN_RATE_LIMIT: RateLimit = { scope: 'ipn', limit: 1_200, windowMs: 60_000 };

/**
 * Notifications per sending address and minute that could change no order (no such UnPaid order, another
 * amount, a status that settles nothing): stored as ignored, so their number is what one sender could fill the
 * store with. Past it such a notification answers 429 unstored (PayPal would retry it later), while one that
 * could settle an order from the same address still gets through: junk never holds up a customer's payment.
 */
export const IPN_UNSETTLING_RATE_LIMIT: RateLimit = { scope: 'ipn-unsettling', limit: 60, windowMs: 60_000 };

/** PayPal's notify_url. Authenticity comes from the validation post-back, not from who calls. */
@ApiTags('payments')
@Controller()
export class IpnController {
  constructor(
    private readonly ipn: IpnService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @EndpointRoute(PAYMENT_ENDPOINTS.ipn)
  @AllowCrossSitePost()
  @BodyLimit(IPN_BODY_LIMIT_BYTES)
  @HttpCode(200)
  @ApiFormBody('A PayPal IPN message, exactly as PayPal posts it; it is posted back unchanged for validation')
  async receive(@Req() request: RawBodyRequest<FastifyRequest>): Promise<void> {
    const sender = [`ip:${request.ip}`];
    await this.rateLimits.consume(IPN_RATE_LIMIT, sender);
    const { raw, fields } = readForm(request);
    await this.ipn.receive(raw, fields, () => this.rateLimits.consume(IPN_UNSETTLING_RATE_LIMIT, sender));
  }
}
