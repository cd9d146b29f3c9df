import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYPAL_EMAIL_RULES, RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { adminRecordsController } from '../admin-records/admin-records.controller';
import { PaypalSettingsService } from './paypal-settings.service';

/** The PayPal business e-mail at its documented paths; admins only. */
@ApiTags('paypal-email')
@Controller()
@AdminOnly()
export class PaypalSettingsController extends adminRecordsController(
  RECORD_PATHS.paypalEmail,
  PAYPAL_EMAIL_RULES,
  { area: 'payment settings', noun: 'PayPal e-mail' },
) {
  constructor(settings: PaypalSettingsService) {
    super(settings);
  }
}
