import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYPAL_EMAIL_RULES, RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { IdParam } from '../common/object-id.pipe';
import { routePath } from '../common/route-path';
import { ApiRecordResponse } from '../common/rules-openapi';
import { ValidBody, type BodyOf } from '../common/validated-body';
import { PaypalSettingsService } from './paypal-settings.service';

const PATHS = RECORD_PATHS.paypalEmail;

type PaypalEmailBody = BodyOf<typeof PAYPAL_EMAIL_RULES>;

/** The PayPal business e-mail of spec 000 §7, at its documented paths; admins only. */
@ApiTags(routePath(PATHS.list))
@Controller()
@AdminOnly()
export class PaypalSettingsController {
  constructor(private readonly settings: PaypalSettingsService) {}

  @Get(routePath(PATHS.list))
  @ApiRecordResponse(PAYPAL_EMAIL_RULES, { list: true })
  list() {
    return this.settings.list();
  }

  @Get(routePath(PATHS.one))
  @ApiRecordResponse(PAYPAL_EMAIL_RULES)
  get(@IdParam() id: string) {
    return this.settings.get(id);
  }

  @Post(routePath(PATHS.add))
  @HttpCode(201)
  @ApiRecordResponse(PAYPAL_EMAIL_RULES, { status: 201 })
  add(@ValidBody(PAYPAL_EMAIL_RULES) body: PaypalEmailBody) {
    return this.settings.add(body.paypalEmail);
  }

  @Put(routePath(PATHS.update))
  @ApiRecordResponse(PAYPAL_EMAIL_RULES)
  update(@IdParam() id: string, @ValidBody(PAYPAL_EMAIL_RULES) body: PaypalEmailBody) {
    return this.settings.update(id, body.paypalEmail);
  }
}
