import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../auth/access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SessionUser } from '../auth/session-user';
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
}
