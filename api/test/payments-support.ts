import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiMetrics } from '../src/metrics/api-metrics';
import { IpnService } from '../src/payments/paypal-standard/ipn.service';
import { SHELL_ORIGIN, type ApiResponse, type TestApi } from './support/test-api';

export const BUSINESS_EMAIL = 'sales@agency.test';
const VALIDATE_PREFIX = 'cmd=_notify-validate&';

/**
 * PayPal's IPN validation endpoint, speaking its protocol: VERIFIED only for `cmd=_notify-validate&`
 * followed by exactly a body that "PayPal" (the test) sent, INVALID for anything else.
 */
export class FakePaypal {
  readonly sent = new Set<string>();
  readonly postBacks: string[] = [];
  /** Answer the next post-back with an HTTP error, as PayPal does during an outage. */
  failNext = false;
  url = '';
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => this.answer(request, response, Buffer.concat(chunks).toString('latin1')));
  });

  static async start(): Promise<FakePaypal> {
    const fake = new FakePaypal();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/cgi-bin/webscr`;
    return fake;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse, body: string): void {
    this.postBacks.push(body);
    if (this.failNext) {
      this.failNext = false;
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const original = body.startsWith(VALIDATE_PREFIX) ? body.slice(VALIDATE_PREFIX.length) : undefined;
    const verified = request.method === 'POST' && original !== undefined && this.sent.has(original);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(verified ? 'VERIFIED' : 'INVALID');
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A Completed web_accept IPN as PayPal sends it for the `_xclick` form; override any field. */
export function completedIpn(
  orderId: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    mc_gross: '19.99',
    protection_eligibility: 'Eligible',
    payer_id: 'LPLWNMTBWMFAY',
    payment_date: '20:12:59 Jan 13, 2026 PST',
    payment_status: 'Completed',
    charset: 'windows-1252',
    first_name: 'Ada',
    notify_version: '3.9',
    custom: orderId,
    payer_status: 'verified',
    business: BUSINESS_EMAIL,
    quantity: '1',
    payer_email: 'buyer@example.com',
    txn_id: `TXN${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
    payment_type: 'instant',
    receiver_email: BUSINESS_EMAIL,
    item_name: 'Standard',
    item_number: '1',
    mc_currency: 'USD',
    txn_type: 'web_accept',
    test_ipn: '1',
    ...overrides,
  };
}

export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/**
 * Delivers an IPN to the API as PayPal would; `sentByPaypal: false` makes it one PayPal never sent (INVALID);
 * `forwardedFor` names its sender, for an API that trusts the test as its proxy.
 */
export async function sendIpn(
  api: TestApi,
  fake: FakePaypal,
  fields: Record<string, string>,
  { sentByPaypal = true, forwardedFor }: { sentByPaypal?: boolean; forwardedFor?: string } = {},
): Promise<ApiResponse> {
  const body = formBody(fields);
  if (sentByPaypal) fake.sent.add(body);
  return api.request('/payments/ipn', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
}

/** Waits until every IPN the API has acknowledged is verified and settled. */
export function ipnProcessed(api: TestApi): Promise<void> {
  return api.app.get(IpnService).idle();
}

export async function setBusinessEmail(api: TestApi, paypalEmail = BUSINESS_EMAIL): Promise<void> {
  const response = await api.request('/add-email', {
    method: 'POST',
    cookie: await api.adminCookie(),
    body: { paypalEmail },
  });
  if (response.status !== 201)
    throw new Error(`add-email failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/** What the browser does with a form: post its fields, form-encoded, to its action on the API. */
export function submitForm(
  api: TestApi,
  action: string,
  fields: Record<string, string>,
): Promise<ApiResponse> {
  const url = new URL(action, api.url);
  return api.request(url.pathname, {
    method: 'POST',
    body: formBody(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SHELL_ORIGIN },
  });
}

/** How many of PayPal's notifications the API has counted so far on `channel` (ipn, webhook) with `outcome`. */
export async function notificationsCounted(api: TestApi, channel: string, outcome: string): Promise<number> {
  const { values } = await api.app.get(ApiMetrics).paymentNotifications.get();
  return values.find(({ labels }) => labels.channel === channel && labels.outcome === outcome)?.value ?? 0;
}
