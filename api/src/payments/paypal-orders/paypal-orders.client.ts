import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { formatCents } from '../../orders/money';
import { paypalRestApp, type PaypalRestApp } from './paypal-orders-endpoints';
import type {
  PaypalCapture,
  PaypalErrorBody,
  PaypalOrder,
  PaypalRefund,
  WebhookTransmission,
} from './paypal-orders.types';

/** PayPal could not be reached, timed out or answered 5xx: nothing was decided, so the caller may try again. */
export class PaypalUnavailableError extends Error {}

/** PayPal answered with a 4xx: the request itself was refused (`name` is PayPal's error name). */
export class PaypalRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly body: PaypalErrorBody,
  ) {
    super(`PayPal refused the request (${status} ${body.name ?? ''}): ${body.message ?? ''}`);
  }

  /** The first `details[].issue`, e.g. ORDER_NOT_APPROVED or ORDER_ALREADY_CAPTURED. */
  get issue(): string | undefined {
    return this.body.details?.[0]?.issue;
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
/** A token is dropped this long before PayPal says it expires, so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

export interface NewPaypalOrder {
  orderId: string;
  itemName: string;
  amountCents: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
}

/**
 * PayPal's Orders v2 REST API as the shop uses it: an OAuth token from the client credentials, cached until
 * shortly before it expires; orders created and captured, captures refunded, each with an idempotency key
 * (`PayPal-Request-Id`) so a retry after a lost response finds the first result instead of acting twice;
 * webhook deliveries checked with PayPal's verify-webhook-signature call. The credentials never leave this
 * class: errors carry PayPal's error name and message only.
 */
@Injectable()
export class PaypalOrdersClient {
  private token: CachedToken | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  createOrder(order: NewPaypalOrder, requestId: string): Promise<PaypalOrder> {
    const amount = { currency_code: order.currency, value: formatCents(order.amountCents) };
    return this.call<PaypalOrder>('POST', '/v2/checkout/orders', requestId, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.orderId,
          custom_id: order.orderId,
          description: `${order.itemName} package`.slice(0, 127),
          amount,
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: order.returnUrl,
            cancel_url: order.cancelUrl,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
  }

  getOrder(paypalOrderId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
  }

  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      requestId,
      {},
    );
  }

  /** A full refund when no amount is given, as PayPal's refund call does. */
  refundCapture(captureId: string, requestId: string): Promise<PaypalRefund> {
    return this.call<PaypalRefund>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      requestId,
      {},
    );
  }

  getCapture(captureId: string): Promise<PaypalCapture> {
    return this.call<PaypalCapture>('GET', `/v2/payments/captures/${encodeURIComponent(captureId)}`);
  }

  /**
   * PayPal's own check of a delivery's signature against our webhook id. The event goes back exactly as it
   * arrived (its raw text), since the signature covers those bytes.
   */
  async verifyWebhook(transmission: WebhookTransmission, rawEvent: string): Promise<boolean> {
    const app = this.app();
    const fields = JSON.stringify({
      auth_algo: transmission.authAlgo,
      cert_url: transmission.certUrl,
      transmission_id: transmission.transmissionId,
      transmission_sig: transmission.transmissionSig,
      transmission_time: transmission.transmissionTime,
      webhook_id: app.webhookId,
    });
    const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
    const answer = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      undefined,
      body,
    );
    return answer.verification_status === 'SUCCESS';
  }

  private app(): PaypalRestApp {
    return paypalRestApp(this.config);
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    requestId?: string,
    body?: unknown,
    retried = false,
  ): Promise<T> {
    const token = await this.accessToken();
    const response = await send(`${this.app().apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    if (response.status === 401 && !retried) {
      // Revoked or expired early: one fresh token, then PayPal's answer stands.
      this.token = undefined;
      return this.call<T>(method, path, requestId, body, true);
    }
    return readAnswer<T>(response);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    // Concurrent requests share one token request.
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = undefined));
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const app = this.app();
    if (!app.clientId || !app.clientSecret)
      throw new PaypalUnavailableError('PayPal credentials are not set');
    const response = await send(`${app.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const answer = await readAnswer<{ access_token?: string; expires_in?: number }>(response);
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number')
      throw new PaypalUnavailableError('PayPal answered the token request without a token');
    this.token = {
      value: answer.access_token,
      expiresAt: Date.now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return answer.access_token;
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new PaypalUnavailableError(
      `PayPal could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new PaypalUnavailableError(`PayPal answered HTTP ${response.status}`);
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    throw new PaypalUnavailableError(`PayPal answered HTTP ${response.status} with a body that is not JSON`);
  }
  if (!response.ok) throw new PaypalRejectedError(response.status, parsed as PaypalErrorBody);
  return parsed as T;
}
