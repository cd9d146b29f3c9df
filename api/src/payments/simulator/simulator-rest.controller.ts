import {
  Controller,
  ForbiddenException,
  Get,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiFormBody, ApiRawJsonBody } from '../../common/form-body.docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../auth/access.decorator';
import { AllowCrossSitePost } from '../../auth/cross-site.decorator';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { parseForm } from '../../http/body-parsers';
import { isLoopback } from '../../http/loopback';
import { problemPage, sendPaymentPage } from '../payment-page';
import { approvePage } from './simulator-page';
import { SimulatedPaypalError, SimulatorRestService } from './simulator-rest.service';

/**
 * The simulator's PayPal REST endpoints (Orders v2, refunds, OAuth, webhook verification) and its approve page,
 * under the same rules as the Standard simulator: only with PAYPAL_MODE=simulator, only from this machine.
 * Answers carry PayPal's status codes and error bodies, so the shop's client meets what PayPal would send.
 */
@ApiTags('payments')
@Controller('payments/simulator')
@Public()
@AllowCrossSitePost()
export class SimulatorRestController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly simulator: SimulatorRestService,
  ) {}

  @Post('v1/oauth2/token')
  @ApiFormBody(
    "grant_type=client_credentials, with the simulator app's client id and secret as Basic credentials",
  )
  token(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply) {
    return this.answer(request, reply, 200, () =>
      this.simulator.issueToken(request.headers.authorization, rawText(request)),
    );
  }

  @Post('v2/checkout/orders')
  @ApiRawJsonBody('An Orders v2 create-order request (intent CAPTURE)')
  createOrder(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply) {
    return this.answerWithToken(request, reply, 201, () =>
      this.simulator.createOrder(request.body, requestId(request)),
    );
  }

  @Get('v2/checkout/orders/:id')
  getOrder(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.answerWithToken(request, reply, 200, () => this.simulator.getOrder(id));
  }

  @Post('v2/checkout/orders/:id/capture')
  @ApiRawJsonBody("An empty object, as PayPal's capture takes")
  capture(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.answerWithToken(request, reply, 201, () =>
      this.simulator.captureOrder(id, requestId(request)),
    );
  }

  @Post('v2/payments/captures/:id/refund')
  @ApiRawJsonBody('An empty object: a full refund')
  refund(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.answerWithToken(request, reply, 201, () =>
      this.simulator.refundCapture(id, requestId(request)),
    );
  }

  @Post('v1/notifications/verify-webhook-signature')
  @ApiRawJsonBody('The transmission headers, the webhook id and the event as it was delivered')
  verify(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply) {
    return this.answerWithToken(request, reply, 200, () => this.simulator.verify(rawText(request)));
  }

  @Get('certs/webhook-signing.pem')
  async certificate(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.allow(request);
    await reply.type('application/x-pem-file').send(this.simulator.certificate());
  }

  @Get('approve')
  async approvePage(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('token') token: unknown,
  ): Promise<void> {
    this.allow(request);
    const order = typeof token === 'string' ? this.simulator.describe(token) : undefined;
    if (!order || typeof token !== 'string') {
      await this.sendPage(reply, 404, problemPage('Unknown payment', 'This PayPal order does not exist.'));
      return;
    }
    await this.sendPage(
      reply,
      200,
      approvePage(token, order.description, order.amount, this.config.apiPublicUrl),
    );
  }

  @Post('approve')
  @ApiFormBody("The PayPal order (token) and the buyer's decision (approve or cancel)")
  async approve(@Req() request: RawBodyRequest<FastifyRequest>, @Res() reply: FastifyReply): Promise<void> {
    this.allow(request);
    const fields = parseForm(request.rawBody ?? Buffer.alloc(0));
    try {
      await reply.redirect(this.simulator.decide(fields.token ?? '', fields.decision === 'approve'), 303);
    } catch (error) {
      if (!(error instanceof SimulatedPaypalError)) throw error;
      await this.sendPage(reply, 404, problemPage('Unknown payment', 'This PayPal order does not exist.'));
    }
  }

  private allow(request: FastifyRequest): void {
    if (this.config.paypalMode !== 'simulator') throw new NotFoundException();
    if (!isLoopback(request.ip))
      throw new ForbiddenException('The checkout simulator answers only requests from this machine');
  }

  private async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    act: () => unknown,
  ): Promise<void> {
    this.allow(request);
    try {
      await reply.status(status).send(act());
    } catch (error) {
      if (!(error instanceof SimulatedPaypalError)) throw error;
      await reply.status(error.status).send(error.body);
    }
  }

  /** A REST call, which PayPal answers only with a bearer token from its OAuth call. */
  private answerWithToken(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    act: () => unknown,
  ): Promise<void> {
    return this.answer(request, reply, status, () => {
      this.simulator.authorize(request.headers.authorization);
      return act();
    });
  }

  private sendPage(reply: FastifyReply, status: number, html: string): Promise<void> {
    return sendPaymentPage(reply, status, html, this.config.shellPublicUrl);
  }
}

function rawText(request: RawBodyRequest<FastifyRequest>): string {
  return request.rawBody?.toString('utf8') ?? '';
}

function requestId(request: FastifyRequest): string | undefined {
  const value = request.headers['paypal-request-id'];
  return typeof value === 'string' && value ? value : undefined;
}
