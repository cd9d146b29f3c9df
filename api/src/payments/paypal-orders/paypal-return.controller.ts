import { Controller, Inject, Logger, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { EndpointRoute } from '../../common/endpoint-route';
import { IdParam } from '../../common/object-id.pipe';
import { problemPage, sendPaymentPage } from '../payment-page';
import { returnPages } from '../payment-provider';
import { PAYPAL_UNREACHABLE } from '../payments.service';
import { PaypalUnavailableError } from './paypal-orders.client';
import { PaypalOrdersProvider, paypalReturnUrl } from './paypal-orders.provider';

/** Seconds a buyer is asked to wait before trying again while PayPal cannot be reached. */
const RETRY_AFTER_S = 30;

/**
 * Where PayPal sends the buyer after approving (Orders v2): the API captures, then sends them on to the shell's
 * Payment Received page. If PayPal cannot be reached, the buyer is told so and can simply reload: the capture
 * is idempotent, and nothing was marked.
 */
@ApiTags('payments')
@Controller()
export class PaypalReturnController {
  private readonly logger = new Logger('PaypalReturn');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly provider: PaypalOrdersProvider,
  ) {}

  @EndpointRoute(PAYMENT_ENDPOINTS.paypalReturn)
  async return(
    @IdParam() orderId: string,
    @Query('token') token: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pages = returnPages(this.config.shellPublicUrl, orderId);
    if (typeof token !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(token)) {
      await this.page(
        reply,
        400,
        problemPage(
          'Payment not found',
          'PayPal did not say which payment this is.',
          pages.returnUrl,
          'See your order',
        ),
      );
      return;
    }
    try {
      const outcome = await this.provider.captureReturn(orderId, token);
      if (outcome.result === 'paid' || outcome.result === 'pending')
        return void (await reply.redirect(pages.returnUrl, 303));
      if (outcome.result === 'not-approved') {
        await this.page(
          reply,
          409,
          problemPage(
            'Payment not approved',
            'PayPal has not approved this payment, so nothing was charged.',
            `${this.config.shellPublicUrl}/pay-now/${orderId}`,
            'Pay again',
          ),
        );
        return;
      }
      this.logger.warn(
        `Return for order ${orderId} with PayPal order ${token} settled nothing: ${outcome.reason}`,
      );
      await this.page(
        reply,
        409,
        problemPage(
          'Payment not matched',
          'This PayPal payment could not be matched to your order. Please contact us; nothing will be charged twice.',
          pages.returnUrl,
          'See your order',
        ),
      );
    } catch (error) {
      if (!(error instanceof PaypalUnavailableError)) throw error;
      this.logger.warn(`Capture for order ${orderId} postponed: ${error.message}`);
      reply.header('retry-after', String(RETRY_AFTER_S));
      await this.page(
        reply,
        503,
        problemPage(
          'PayPal is not answering',
          PAYPAL_UNREACHABLE,
          `${paypalReturnUrl(this.config.apiPublicUrl, orderId)}?token=${token}`,
          'Try again',
        ),
      );
    }
  }

  private page(reply: FastifyReply, status: number, html: string): Promise<void> {
    return sendPaymentPage(reply, status, html, this.config.shellPublicUrl);
  }
}
