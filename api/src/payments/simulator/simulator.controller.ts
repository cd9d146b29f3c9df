import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../auth/access.decorator';
import { AllowCrossSitePost } from '../../auth/cross-site.decorator';
import { ApiFormBody } from '../../common/form-body.docs';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { toCents } from '../../orders/money';
import { SHOP_CURRENCY } from '../payment-provider';
import type { FormFields } from '../../http/body-parsers';
import { isLoopback } from '../../http/loopback';
import { readForm } from '../paypal-standard/form-encoding';
import { problemPage, sendPaymentPage } from '../payment-page';
import { escapeHtml, page } from '../payment-page';
import { activityPage, checkoutPage } from './simulator-page';
import { SimulatorService, type SimulatedCheckout } from './simulator.service';

const CHECKOUT_FORM =
  'The checkout form the pay page posts (GET /payments/checkout/{orderId} gives its fields)';

type Parsed = { ok: true; checkout: SimulatedCheckout } | { ok: false; problem: string };

/**
 * The checkout simulator (only with PAYPAL_MODE=simulator): PayPal's hosted page and validation
 * endpoint, served by the API so offline development and tests run the real IPN code end to end. The
 * browser arrives here by a cross-site form post from the pay page, like it would at PayPal.
 */
@ApiTags('payments')
@Controller('payments/simulator')
@Public()
@AllowCrossSitePost()
export class SimulatorController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly simulator: SimulatorService,
  ) {}

  @Post('checkout')
  @ApiFormBody(CHECKOUT_FORM)
  async checkout(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply): Promise<void> {
    const form = await this.readCheckout(request, reply);
    if (form)
      await this.sendPage(reply, 200, checkoutPage(form.checkout, form.fields, this.config.apiPublicUrl));
  }

  @Post('pay')
  @ApiFormBody(CHECKOUT_FORM)
  async pay(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply): Promise<void> {
    const form = await this.readCheckout(request, reply);
    if (!form) return;
    const delivery = await this.simulator.pay(form.checkout);
    if (!delivery.delivered) {
      const problem = `The payment notification could not be delivered (${delivery.problem}).`;
      return this.sendPage(
        reply,
        502,
        problemPage('Payment not completed', problem, form.checkout.cancelUrl),
      );
    }
    await reply.redirect(form.checkout.returnUrl, 303);
  }

  @Post('cancel')
  @ApiFormBody(CHECKOUT_FORM)
  async cancel(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply): Promise<void> {
    const form = await this.readCheckout(request, reply);
    if (form) await reply.redirect(form.checkout.cancelUrl, 303);
  }

  /** The simulated PayPal account's page of one payment, where the admin refunds a Payments Standard order. */
  @Get('activity/:txnId')
  async activity(
    @Req() request: FastifyRequest,
    @Param('txnId') txnId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.requireSimulator(request);
    const payment = await this.simulator.payment(txnId);
    if (!payment) return this.sendPage(reply, 404, problemPage('No such payment', `No payment ${txnId}.`));
    const amount = `${payment.mc_gross ?? ''} ${payment.mc_currency ?? ''}`;
    await this.sendPage(
      reply,
      200,
      activityPage(txnId, amount, payment.item_name ?? '', this.config.apiPublicUrl),
    );
  }

  /** Refunds a simulated payment in full: PayPal's Refunded notification goes to the shop, as after a real refund. */
  @Post('refund')
  @ApiFormBody('txn_id: the payment to refund in full')
  async refund(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply): Promise<void> {
    const { fields } = this.readSimulatorForm(request);
    const txnId = fields.txn_id ?? '';
    const delivery = await this.simulator.refund(txnId);
    if (!delivery) return this.sendPage(reply, 404, problemPage('No such payment', `No payment ${txnId}.`));
    if (!delivery.delivered) {
      const problem = `The refund notification could not be delivered (${delivery.problem}).`;
      return this.sendPage(reply, 502, problemPage('Refund not notified', problem));
    }
    await this.sendPage(
      reply,
      200,
      page('Refund sent', `<p role="status">Refunded ${escapeHtml(txnId)}; the shop was notified.</p>`),
    );
  }

  /** PayPal's validation endpoint: VERIFIED only for a notification this simulator sent. */
  @Post('validate')
  @HttpCode(200)
  @ApiFormBody('cmd=_notify-validate followed by the notification exactly as it was received')
  async validate(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply): Promise<void> {
    const { raw } = this.readSimulatorForm(request);
    await reply.type('text/plain').send(await this.simulator.validate(raw));
  }

  /**
   * Outside simulator mode these routes do not exist; in it they answer only this machine (the developer's
   * browser, the browser tests, and the API's own post-back), never a client elsewhere on the network.
   */
  private readSimulatorForm(request: RawBodyRequest<FastifyRequest>) {
    this.requireSimulator(request);
    return readForm(request);
  }

  private requireSimulator(request: FastifyRequest): void {
    if (this.config.paypalMode !== 'simulator') throw new NotFoundException();
    if (!isLoopback(request.ip))
      throw new ForbiddenException('The checkout simulator answers only requests from this machine');
  }

  /** The checkout a simulator page posted; when it is not valid, answers 400 with the problem page and gives undefined. */
  private async readCheckout(
    request: RawBodyRequest<FastifyRequest>,
    reply: FastifyReply,
  ): Promise<{ checkout: SimulatedCheckout; fields: FormFields } | undefined> {
    const { fields } = this.readSimulatorForm(request);
    const parsed = this.parseCheckout(fields);
    if (parsed.ok) return { checkout: parsed.checkout, fields };
    await this.sendPage(reply, 400, problemPage('This checkout request is not valid', parsed.problem));
    return undefined;
  }

  private sendPage(reply: FastifyReply, status: number, html: string): Promise<void> {
    return sendPaymentPage(reply, status, html, this.config.shellPublicUrl);
  }

  /**
   * Accepts what PayPal would, except that notifications go only to this API and the browser returns
   * only to the shell: the simulator must not become a request forwarder or an open redirect.
   */
  private parseCheckout(fields: FormFields): Parsed {
    const fail = (problem: string): Parsed => ({ ok: false, problem });
    if (fields.cmd !== '_xclick') return fail('cmd must be _xclick');
    if (!fields.business) return fail('business is missing');
    const amountCents = toCents(fields.amount ?? '');
    if (amountCents === undefined || amountCents <= 0)
      return fail('amount must be a positive amount like 19.99');
    const apiOrigin = new URL(this.config.apiPublicUrl).origin;
    const shellOrigin = new URL(this.config.shellPublicUrl).origin;
    if (!hasOrigin(fields.notify_url, apiOrigin)) return fail(`notify_url must be on ${apiOrigin}`);
    if (!hasOrigin(fields.return, shellOrigin)) return fail(`return must be on ${shellOrigin}`);
    if (!hasOrigin(fields.cancel_return, shellOrigin)) return fail(`cancel_return must be on ${shellOrigin}`);
    return {
      ok: true,
      checkout: {
        business: fields.business,
        itemName: fields.item_name ?? '',
        itemNumber: fields.item_number ?? '',
        amountCents,
        currency: fields.currency_code || SHOP_CURRENCY,
        custom: fields.custom ?? '',
        notifyUrl: fields.notify_url!,
        returnUrl: fields.return!,
        cancelUrl: fields.cancel_return!,
      },
    };
  }
}

function hasOrigin(url: string | undefined, origin: string): boolean {
  if (!url) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
