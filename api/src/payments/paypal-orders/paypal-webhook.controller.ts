import {
  BadRequestException,
  ConflictException,
  Controller,
  HttpCode,
  Req,
  ServiceUnavailableException,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import { AllowCrossSitePost } from '../../auth/cross-site.decorator';
import { EndpointRoute } from '../../common/endpoint-route';
import { ApiRawJsonBody } from '../../common/form-body.docs';
import { BodyLimit } from '../../http/body-limit';
import { RateLimitService, type RateLimit } from '../../rate-limit/rate-limit.service';
import { ApiMetrics } from '../../metrics/api-metrics';
import { PAYPAL_UNREACHABLE } from '../payments.service';
import { PaypalUnavailableError } from './paypal-orders.client';
import { WEBHOOK_HEADERS, type WebhookTransmission } from './paypal-orders.types';
import { PaypalWebhookService } from './paypal-webhook.service';

/** PayPal's capture and refund events are a few KB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Deliveries per sending address and minute, whatever they say: a ceiling against floods, far above what a busy
 * shop's payments need (PayPal delivers a shop's events from a few addresses).
 */
export const WEBHOOK_RATE_LIMIT: RateLimit = { scope: 'paypal-webhook', limit: 1_200, windowMs: 60_000 };

/**
 * Deliveries per sending address and minute that can change nothing: malformed, of an event type that settles
 * nothing, or not verified by PayPal. Each may cost a verify call to PayPal, so a stranger's flood is bounded
 * here, while a verified capture or refund from the same address still gets through.
 */
export const WEBHOOK_UNSETTLING_RATE_LIMIT: RateLimit = {
  scope: 'paypal-webhook-unsettling',
  limit: 60,
  windowMs: 60_000,
};

/**
 * PayPal's webhook URL (PAYMENT_PROVIDER=paypal-orders). Authenticity comes from PayPal's verify call. A 2xx
 * tells PayPal the delivery is done; any other answer makes PayPal deliver it again later.
 */
@ApiTags('payments')
@Controller()
export class PaypalWebhookController {
  constructor(
    private readonly webhooks: PaypalWebhookService,
    private readonly rateLimits: RateLimitService,
    private readonly metrics: ApiMetrics,
  ) {}

  @EndpointRoute(PAYMENT_ENDPOINTS.paypalWebhook)
  @AllowCrossSitePost()
  @BodyLimit(WEBHOOK_BODY_LIMIT_BYTES)
  @HttpCode(200)
  @ApiRawJsonBody('A PayPal webhook event, exactly as PayPal sends it; its signature is verified with PayPal')
  async receive(@Req() request: RawBodyRequest<FastifyRequest>): Promise<{ status: string }> {
    const sender = [`ip:${request.ip}`];
    await this.rateLimits.consume(WEBHOOK_RATE_LIMIT, sender);
    const transmission = Object.fromEntries(
      Object.entries(WEBHOOK_HEADERS).map(([field, header]) => [field, headerValue(request, header)]),
    ) as Partial<WebhookTransmission>;
    let outcome;
    try {
      outcome = await this.webhooks.receive(transmission, request.rawBody?.toString('utf8') ?? '', () =>
        this.rateLimits.consume(WEBHOOK_UNSETTLING_RATE_LIMIT, sender),
      );
    } catch (error) {
      this.metrics.paymentNotifications.inc({ channel: 'webhook', outcome: 'failed' });
      if (error instanceof PaypalUnavailableError) throw new ServiceUnavailableException(PAYPAL_UNREACHABLE);
      throw error;
    }
    this.metrics.paymentNotifications.inc({ channel: 'webhook', outcome: outcome.status });
    if (outcome.status === 'unverified')
      throw new BadRequestException('The webhook signature could not be verified');
    if (outcome.status === 'retry') throw new ConflictException(outcome.reason);
    return { status: outcome.status };
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
