import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../auth/access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
import { parseObjectId } from '../common/object-id';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** What the pay page (/pay-now/{id}) posts to the provider's hosted checkout. */
  @Get('checkout/:orderId')
  @SignedIn()
  checkout(@CurrentUser() user: SessionUser, @Param('orderId') orderId: string) {
    return this.payments.checkout(user, parseObjectId(orderId, 'orderId'));
  }
}
