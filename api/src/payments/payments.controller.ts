import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, SignedIn } from '../auth/access.decorator';
import { Audited } from '../audit/audited.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { NoBody } from '../common/no-body.decorator';
import { IdParam } from '../common/object-id.pipe';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** What the pay page (/pay-now/{id}) posts to the provider's hosted checkout. */
  @Get('checkout/:orderId')
  @SignedIn()
  checkout(@CurrentUser() user: SessionUser, @IdParam('orderId') orderId: string) {
    return this.payments.checkout(user, orderId);
  }

  /** Whether the refund of a Paid order is made here or in PayPal, for the order page's Refund button. */
  @Get('refund/:orderId')
  @AdminOnly()
  refundMethod(@IdParam('orderId') orderId: string) {
    return this.payments.refundMethod(orderId);
  }

  /** A full refund of a Paid order through the provider that took it (Orders v2; Standard answers how to refund). */
  @Post('refund/:orderId')
  @AdminOnly()
  @Audited('orders', 'Refunded an order')
  @NoBody()
  @HttpCode(200)
  refund(@IdParam('orderId') orderId: string) {
    return this.payments.refund(orderId);
  }
}
