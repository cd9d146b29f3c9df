import { Controller, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../auth/access.decorator';
import { AllowCrossSitePost } from '../../auth/cross-site.decorator';
import { ApiFormBody } from '../../common/form-body.docs';
import { readForm } from './form-encoding';
import { IpnService } from './ipn.service';

/** PayPal's notify_url. Authenticity comes from the validation post-back, not from who calls. */
@ApiTags('payments')
@Controller('payments')
export class IpnController {
  constructor(private readonly ipn: IpnService) {}

  @Post('ipn')
  @Public()
  @AllowCrossSitePost()
  @HttpCode(200)
  @ApiFormBody('A PayPal IPN message, exactly as PayPal posts it; it is posted back unchanged for validation')
  async receive(@Req() request: RawBodyRequest<FastifyRequest>): Promise<void> {
    const { raw, fields } = readForm(request);
    await this.ipn.receive(raw, fields);
  }
}
