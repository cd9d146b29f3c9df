import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { endpointPath } from '@agency/contracts/endpoints';
import { PAYMENT_ENDPOINTS } from '@agency/contracts/endpoints/payments';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { SIMULATOR_REST_APP, SIMULATOR_REST_PREFIX } from '../paypal-orders/paypal-orders-endpoints';
import {
  WEBHOOK_HEADERS,
  type PaypalCapture,
  type PaypalMoney,
  type PaypalOrder,
  type PaypalRefund,
  type WebhookTransmission,
} from '../paypal-orders/paypal-orders.types';
import { SIMULATOR_PATHS } from '../paypal-standard/paypal-endpoints';

/** What the simulator answers with PayPal's status and error body. */
export class SimulatedPaypalError extends Error {
  constructor(
    readonly status: number,
    readonly body: { name: string; message: string; details?: Array<{ issue: string }> },
  ) {
    super(body.message);
  }
}

interface SimulatedOrder {
  order: PaypalOrder;
  returnUrl: string;
  cancelUrl: string;
  description: string;
}

/**
 * Where the simulator delivers its webhooks when it runs as a service of its own, as PayPal is one service for
 * every instance of the shop (the shop's webhook URL, its load balancer's); unset, the API it runs in.
 */
export const SIMULATOR_WEBHOOK_URL = Symbol('SIMULATOR_WEBHOOK_URL');

export const SIMULATOR_CERT_PATH = '/payments/simulator/certs/webhook-signing.pem';
const TOKEN_LIFETIME_S = 32_400;
/** The simulator keeps only the newest orders, captures, replies and tokens: it is a development tool, not a ledger. */
const MAX_KEPT = 10_000;
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * PayPal's Orders v2 REST API, played offline: OAuth tokens for the simulator's own REST app, orders created,
 * approved on its page, captured and refunded (each idempotent by `PayPal-Request-Id`, as PayPal is), and
 * webhooks signed like PayPal's (RSA-SHA256 over `transmission id|time|webhook id|CRC32 of the body`) with the
 * simulator's own key, whose certificate it serves and whose signatures its verify call checks. The shop's
 * client and webhook code run against it unchanged.
 */
@Injectable()
export class SimulatorRestService {
  private readonly logger = new Logger('PaypalSimulator');
  private readonly orders = new Map<string, SimulatedOrder>();
  private readonly captures = new Map<string, PaypalCapture>();
  /** Replies already given per request id, so a retried request gets the first answer again. */
  private readonly replies = new Map<string, unknown>();
  private readonly tokens = new Map<string, true>();
  private signingKey: { privateKey: string; publicKey: string } | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(SIMULATOR_WEBHOOK_URL) private readonly webhookUrl?: string,
  ) {}

  issueToken(
    authorization: string | undefined,
    body: string,
  ): { access_token: string; token_type: string; expires_in: number } {
    const expected = `Basic ${Buffer.from(`${SIMULATOR_REST_APP.clientId}:${SIMULATOR_REST_APP.clientSecret}`).toString('base64')}`;
    if (authorization !== expected)
      throw new SimulatedPaypalError(401, {
        name: 'invalid_client',
        message: 'Client Authentication failed',
      });
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
      throw new SimulatedPaypalError(400, {
        name: 'unsupported_grant_type',
        message: 'Grant Type is not supported',
      });
    const token = `SIM-${randomBytes(24).toString('base64url')}`;
    keepNewest(this.tokens, token, true);
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S };
  }

  authorize(authorization: string | undefined): void {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!token || !this.tokens.has(token))
      throw new SimulatedPaypalError(401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials',
      });
  }

  createOrder(body: unknown, requestId: string | undefined): PaypalOrder {
    return this.once(requestId, 'create', () => {
      const request = body as {
        intent?: string;
        purchase_units?: Array<{
          reference_id?: string;
          custom_id?: string;
          description?: string;
          amount?: PaypalMoney;
        }>;
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      };
      const unit = request.purchase_units?.[0];
      const context = request.payment_source?.paypal?.experience_context;
      if (
        request.intent !== 'CAPTURE' ||
        !unit?.amount ||
        !/^\d+\.\d{2}$/.test(unit.amount.value) ||
        !context?.return_url ||
        !context.cancel_url
      )
        throw invalidRequest(
          'intent CAPTURE, one purchase unit with an amount, and return and cancel URLs are required',
        );
      const id = randomBytes(8).toString('hex').toUpperCase();
      const order: PaypalOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: [{ reference_id: unit.reference_id, custom_id: unit.custom_id, amount: unit.amount }],
        links: [
          { href: `${this.restUrl()}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          {
            href: `${this.config.apiPublicUrl}${SIMULATOR_PATHS.approve}?token=${id}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ],
      };
      keepNewest(this.orders, id, {
        order,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        description: unit.description ?? '',
      });
      return order;
    });
  }

  getOrder(id: string): PaypalOrder {
    return this.find(id).order;
  }

  /** What the approve page shows. */
  describe(id: string): { description: string; amount: string } | undefined {
    const found = this.orders.get(id);
    const amount = found?.order.purchase_units?.[0]?.amount;
    return found && amount
      ? { description: found.description, amount: `${amount.value} ${amount.currency_code}` }
      : undefined;
  }

  /** The buyer's decision on the approve page; where the browser goes next (with PayPal's query parameters). */
  decide(id: string, approve: boolean): string {
    const found = this.find(id);
    if (!approve) return withQuery(found.cancelUrl, { token: id });
    if (found.order.status === 'PAYER_ACTION_REQUIRED') found.order.status = 'APPROVED';
    return withQuery(found.returnUrl, { token: id, PayerID: 'SIMULATEDBUYER' });
  }

  captureOrder(id: string, requestId: string | undefined): PaypalOrder {
    return this.once(requestId, `capture ${id}`, () => {
      const found = this.find(id);
      if (found.order.status === 'COMPLETED')
        throw unprocessable(
          'ORDER_ALREADY_CAPTURED',
          'Order already captured. If intent is CAPTURE only one capture per order is allowed.',
        );
      if (found.order.status !== 'APPROVED')
        throw unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      const unit = found.order.purchase_units![0]!;
      const capture: PaypalCapture = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'COMPLETED',
        amount: unit.amount,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        links: [{ href: `${this.restUrl()}/v2/checkout/orders/${id}`, rel: 'up', method: 'GET' }],
      };
      found.order.status = 'COMPLETED';
      unit.payments = { captures: [capture] };
      keepNewest(this.captures, capture.id, capture);
      this.deliverLater('PAYMENT.CAPTURE.COMPLETED', 'capture', capture);
      return found.order;
    });
  }

  refundCapture(captureId: string, requestId: string | undefined): PaypalRefund {
    return this.once(requestId, `refund ${captureId}`, () => {
      const capture = this.captures.get(captureId);
      if (!capture) throw notFound('RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      if (capture.status === 'REFUNDED')
        throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
      capture.status = 'REFUNDED';
      const refund: PaypalRefund = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'COMPLETED',
        amount: capture.amount,
        links: [{ href: `${this.restUrl()}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      };
      this.deliverLater('PAYMENT.CAPTURE.REFUNDED', 'refund', refund);
      return refund;
    });
  }

  /** PayPal's verify-webhook-signature: SUCCESS only for a delivery this simulator signed, unchanged. */
  verify(body: string): { verification_status: 'SUCCESS' | 'FAILURE' } {
    // The signature covers the event's bytes as delivered, so the event is cut from the body as text rather
    // than parsed and written again; the shop's client sends it as the last field.
    const match = /,"webhook_event":(.*)\}$/s.exec(body);
    let fields: Partial<Record<string, string>>;
    try {
      fields = JSON.parse(match ? `${body.slice(0, match.index)}}` : body) as Partial<Record<string, string>>;
    } catch {
      throw invalidRequest('the body must be JSON');
    }
    const rawEvent = match?.[1];
    const valid =
      rawEvent !== undefined &&
      fields.auth_algo === 'SHA256withRSA' &&
      fields.cert_url === this.certUrl() &&
      fields.webhook_id === SIMULATOR_REST_APP.webhookId &&
      typeof fields.transmission_id === 'string' &&
      typeof fields.transmission_time === 'string' &&
      typeof fields.transmission_sig === 'string' &&
      createVerify('sha256')
        .update(signedText(fields.transmission_id, fields.transmission_time, fields.webhook_id, rawEvent))
        .verify(this.keys().publicKey, fields.transmission_sig, 'base64');
    return { verification_status: valid ? 'SUCCESS' : 'FAILURE' };
  }

  certificate(): string {
    return this.keys().publicKey;
  }

  /** A webhook delivery as PayPal makes it: the event's bytes and the signed transmission headers. */
  signedDelivery(
    eventType: string,
    resourceType: string,
    resource: unknown,
  ): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({
      id: `WH-${randomUUID()}`,
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      event_type: eventType,
      summary: eventType,
      resource,
    });
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const transmission: WebhookTransmission = {
      transmissionId,
      transmissionTime,
      certUrl: this.certUrl(),
      authAlgo: 'SHA256withRSA',
      transmissionSig: createSign('sha256')
        .update(signedText(transmissionId, transmissionTime, SIMULATOR_REST_APP.webhookId, body))
        .sign(this.keys().privateKey, 'base64'),
    };
    return { body, headers: transmissionHeaders(transmission) };
  }

  private deliverLater(eventType: string, resourceType: string, resource: unknown): void {
    const delivery = this.signedDelivery(eventType, resourceType, structuredClone(resource));
    // After the answer, as PayPal's deliveries come: the shop must cope with either arriving first.
    setImmediate(() => {
      void fetch(
        this.webhookUrl ?? `${this.config.apiPublicUrl}${endpointPath(PAYMENT_ENDPOINTS.paypalWebhook)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...delivery.headers },
          body: delivery.body,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        },
      )
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) this.logger.warn(`${eventType} webhook answered HTTP ${response.status}`);
        })
        .catch((error: unknown) => this.logger.warn(`${eventType} webhook not delivered: ${String(error)}`));
    });
  }

  private once<T>(requestId: string | undefined, operation: string, act: () => T): T {
    if (!requestId) return act();
    const key = `${operation}:${requestId}`;
    if (this.replies.has(key)) return structuredClone(this.replies.get(key)) as T;
    const reply = act();
    keepNewest(this.replies, key, structuredClone(reply));
    return reply;
  }

  private find(id: string): SimulatedOrder {
    const found = this.orders.get(id);
    if (!found) throw notFound('RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
    return found;
  }

  private keys(): { privateKey: string; publicKey: string } {
    this.signingKey ??= generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return this.signingKey;
  }

  private restUrl(): string {
    return `${this.config.apiPublicUrl}${SIMULATOR_REST_PREFIX}`;
  }

  private certUrl(): string {
    return `${this.config.apiPublicUrl}${SIMULATOR_CERT_PATH}`;
  }
}

function keepNewest<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
}

/** What PayPal signs: transmission id, time, webhook id and the CRC32 of the body, joined by `|`. */
function signedText(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  body: string,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}

export function transmissionHeaders(transmission: WebhookTransmission): Record<string, string> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_HEADERS).map(([key, header]) => [
      header,
      transmission[key as keyof WebhookTransmission],
    ]),
  );
}

function withQuery(url: string, query: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

function invalidRequest(message: string): SimulatedPaypalError {
  return new SimulatedPaypalError(400, {
    name: 'INVALID_REQUEST',
    message,
    details: [{ issue: 'INVALID_PARAMETER_VALUE' }],
  });
}

function unprocessable(issue: string, message: string): SimulatedPaypalError {
  return new SimulatedPaypalError(422, { name: 'UNPROCESSABLE_ENTITY', message, details: [{ issue }] });
}

function notFound(issue: string, message: string): SimulatedPaypalError {
  return new SimulatedPaypalError(404, { name: 'RESOURCE_NOT_FOUND', message, details: [{ issue }] });
}
