import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAYPAL_EMAIL_RULES } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import { parseObjectId } from '../common/object-id';
import { parseBody } from '../common/validated-body';
import { PaypalSettingsService } from './paypal-settings.service';

function parsePaypalEmail(body: unknown): string {
  return parseBody<{ paypalEmail: string }>(body, PAYPAL_EMAIL_RULES).paypalEmail;
}

/** The PayPal business e-mail of spec 000 §7, at its documented paths; admins only. */
@ApiTags('paypal-email')
@Controller()
@AdminOnly()
export class PaypalSettingsController {
  constructor(private readonly settings: PaypalSettingsService) {}

  @Get('paypal-email')
  list() {
    return this.settings.list();
  }

  @Get('paypal-email/:id')
  get(@Param('id') id: string) {
    return this.settings.get(parseObjectId(id));
  }

  @Post('add-email')
  @HttpCode(201)
  add(@Body() body: unknown) {
    return this.settings.add(parsePaypalEmail(body));
  }

  @Put('paypal-email/:id')
  update(@Param('id') id: string, @Body() body: unknown) {
    const recordId = parseObjectId(id);
    return this.settings.update(recordId, parsePaypalEmail(body));
  }
}
