import { Controller, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYMENT_ENDPOINTS as PAYMENTS } from '@agency/contracts/endpoints/payments';
import { Audited } from '../audit/audited.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { EndpointRoute } from '../common/endpoint-route';
import { NoBody } from '../common/no-body.decorator';
import { IdParam } from '../common/object-id.pipe';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** What the pay page (/pay-now/{id}) posts to the provider's hosted checkout. */
  @EndpointRoute(PAYMENTS.checkout)
  checkout(@CurrentUser() user: SessionUser, @IdParam() orderId: string) {
    return this.payments.checkout(user, orderId);
  }

  /** Whether the refund of a Paid order is made here or in PayPal, for the order page's Refund button. */
  @EndpointRoute(PAYMENTS.refundMethod)
  refundMethod(@IdParam() orderId: string) {
    return this.payments.refundMethod(orderId);
  }

  /** A full refund of a Paid order through the provider that took it (Orders v2; Standard answers how to refund). */
  @EndpointRoute(PAYMENTS.refund)
  @Audited('orders', 'Refunded an order')
  @NoBody()
  @HttpCode(200)
  refund(@IdParam() orderId: string) {
    return this.payments.refund(orderId);
  }
}
