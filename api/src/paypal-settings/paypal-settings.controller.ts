import { Controller, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYPAL_EMAIL_RULES } from '@agency/contracts';
import { PAYPAL_EMAIL_ENDPOINTS as PAYPAL_EMAIL } from '@agency/contracts/endpoints/paypal-email';
import { Audited } from '../audit/audited.decorator';
import { EndpointBody, EndpointRoute, type EndpointBodyOf } from '../common/endpoint-route';
import { IdParam } from '../common/object-id.pipe';
import { ApiRecordResponse } from '../common/rules-openapi';
import { PaypalSettingsService } from './paypal-settings.service';

type PaypalEmailBody = EndpointBodyOf<typeof PAYPAL_EMAIL.add>;

/** The PayPal business e-mail at its documented paths; admins only. */
@ApiTags('paypal-email')
@Controller()
export class PaypalSettingsController {
  constructor(private readonly settings: PaypalSettingsService) {}

  @EndpointRoute(PAYPAL_EMAIL.list)
  @ApiRecordResponse(PAYPAL_EMAIL_RULES, { list: true })
  list() {
    return this.settings.list();
  }

  @EndpointRoute(PAYPAL_EMAIL.one)
  @ApiRecordResponse(PAYPAL_EMAIL_RULES)
  get(@IdParam() id: string) {
    return this.settings.get(id);
  }

  @EndpointRoute(PAYPAL_EMAIL.add)
  @HttpCode(201)
  @ApiRecordResponse(PAYPAL_EMAIL_RULES, { status: 201 })
  @Audited('payment settings', 'Added PayPal e-mail')
  add(@EndpointBody(PAYPAL_EMAIL.add) body: PaypalEmailBody) {
    return this.settings.add(body);
  }

  @EndpointRoute(PAYPAL_EMAIL.update)
  @ApiRecordResponse(PAYPAL_EMAIL_RULES)
  @Audited('payment settings', 'Updated PayPal e-mail')
  update(@IdParam() id: string, @EndpointBody(PAYPAL_EMAIL.update) body: PaypalEmailBody) {
    return this.settings.update(id, body);
  }
}
