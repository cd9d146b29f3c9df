import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYPAL_EMAIL_RULES } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { ApiRecordResponse } from '../common/rules-openapi';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { PaypalSettingsService } from './paypal-settings.service';

type PaypalEmailBody = BodyOf<typeof PAYPAL_EMAIL_RULES>;

/** The PayPal business e-mail of spec 000 §7, at its documented paths; admins only. */
@ApiTags('paypal-email')
@Controller()
@AdminOnly()
export class PaypalSettingsController {
  constructor(private readonly settings: PaypalSettingsService) {}

  @Get('paypal-email')
  @ApiRecordResponse(PAYPAL_EMAIL_RULES, { list: true })
  list() {
    return this.settings.list();
  }

  @Get('paypal-email/:id')
  @ApiRecordResponse(PAYPAL_EMAIL_RULES)
  get(@IdParam() id: string) {
    return this.settings.get(id);
  }

  @Post('add-email')
  @HttpCode(201)
  @ApiRecordResponse(PAYPAL_EMAIL_RULES, { status: 201 })
  add(@ValidBody(PAYPAL_EMAIL_RULES) body: PaypalEmailBody) {
    return this.settings.add(body.paypalEmail);
  }

  @Put('paypal-email/:id')
  @ApiRecordResponse(PAYPAL_EMAIL_RULES)
  update(@IdParam() id: string, @ValidBody(PAYPAL_EMAIL_RULES) body: PaypalEmailBody) {
    return this.settings.update(id, body.paypalEmail);
  }
}
