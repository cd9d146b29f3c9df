import http from 'node:http';
import { Types } from 'mongoose';
import type { AddressInfo } from 'node:net';
import type { CheckoutForm } from '@agency/contracts';
import { PAYPAL_UNREACHABLE, STANDARD_REFUND_HINT } from '../src/payments/payments.service';
import { SIMULATOR_REST_APP } from '../src/payments/paypal-orders/paypal-orders-endpoints';
import type { PaypalCapture } from '../src/payments/paypal-orders/paypal-orders.types';
import { SimulatorRestService } from '../src/payments/simulator/simulator-rest.service';
import {
  WEBHOOK_RATE_LIMIT,
  WEBHOOK_UNSETTLING_RATE_LIMIT,
} from '../src/payments/paypal-orders/paypal-webhook.controller';
import { createPricing, placeOrder } from './orders-support';
import {
  completedIpn,
  FakePaypal,
  ipnProcessed,
  notificationsCounted,
  sendIpn,
  setBusinessEmail,
} from './payments-support';
import { eventually } from './support/eventually';
import { SHELL_ORIGIN, TestApi } from './support/test-api';

/**
 * PAYMENT_PROVIDER=paypal-orders against the built-in simulator of PayPal's REST API, reached through a small
 * proxy that counts PayPal calls and can play an outage or a lost answer.
 */
class PaypalProxy {
  readonly calls: string[] = [];
  down = false;
  /** Forward the next capture to PayPal but drop its answer, as a network failure after PayPal acted would. */
  loseNextCaptureAnswer = false;
  url = '';
  target = '';
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void this.forward(request, response, Buffer.concat(chunks)));
  });

  static async start(): Promise<PaypalProxy> {
    const proxy = new PaypalProxy();
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxy.url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    return proxy;
  }

  private async forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer) {
    this.calls.push(`${request.method} ${request.url}`);
    if (this.down) {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"name":"SERVICE_UNAVAILABLE"}');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await fetch(`${this.target}${request.url}`, {
      method: request.method,
      headers,
      ...(request.method === 'GET' ? {} : { body: new Uint8Array(body) }),
    });
    const text = await answer.text();
    if (this.loseNextCaptureAnswer && request.url!.endsWith('/capture')) {
      this.loseNextCaptureAnswer = false;
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('PayPal Orders v2 with verified webhooks', () => {
  let api: TestApi;
  let proxy: PaypalProxy;
  let packageId: string;

  beforeAll(async () => {
    api = await TestApi.start({ config: { paypalMode: 'simulator', paymentProvider: 'paypal-orders' } });
    api.config.apiPublicUrl = api.url;
    proxy = await PaypalProxy.start();
    proxy.target = `${api.url}/payments/simulator`;
    api.config.paypalApiUrl = proxy.url;
    packageId = await createPricing(api, 'Premium', '49.90');
  });
  afterAll(async () => {
    await proxy.close();
    await api.close();
  });

  const simulator = () => api.app.get(SimulatorRestService);
  const orderOf = async (id: string) =>
    (await api.request(`/order/${id}`, { cookie: await api.adminCookie() })).body as {
      paymentStatus: string;
      txnId?: string;
    };
  const paidEventually = (id: string, status = 'Paid') =>
    eventually(
      () => orderOf(id),
      (order) => order.paymentStatus === status,
    );

  /** A customer's order, its checkout (the approve link) and the buyer's approval on PayPal's page. */
  async function approvedOrder() {
    const customer = await api.customerCookie();
    const order = await placeOrder(api, customer.cookie, packageId);
    const checkout = await api.request<CheckoutForm>(`/payments/checkout/${order._id}`, {
      cookie: customer.cookie,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.method).toBe('GET');
    // The approve link carries only PayPal's token: the pay page shows what is paid for from the summary.
    expect(checkout.body).toMatchObject({ itemName: order.packageName, amount: '49.90', currency: 'USD' });
    expect(checkout.body.action).toBe(`${api.url}/payments/simulator/approve`);
    const token = checkout.body.fields.token!;
    const page = await fetch(`${checkout.body.action}?${new URLSearchParams(checkout.body.fields)}`);
    expect(await page.text()).toContain('49.90 USD');
    const approved = await fetch(`${api.url}/payments/simulator/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const returnUrl = new URL(approved.headers.get('location')!);
    expect(returnUrl.pathname).toBe(`/payments/paypal-orders/return/${order._id}`);
    expect(returnUrl.searchParams.get('token')).toBe(token);
    return { orderId: order._id, token, returnPath: `${returnUrl.pathname}${returnUrl.search}`, customer };
  }

  it('approve, then the API captures on return: Paid, sent on to Payment Received, the webhook a harmless repeat', async () => {
    const { orderId, returnPath } = await approvedOrder();
    const back = await api.request(returnPath);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SHELL_ORIGIN}/received-payment/${orderId}`);
    expect((await orderOf(orderId)).paymentStatus).toBe('Paid');
    // The simulator's signed PAYMENT.CAPTURE.COMPLETED arrives after the answer and changes nothing more.
    await eventually(
      async () => proxy.calls.filter((call) => call.includes('verify-webhook-signature')).length,
      (count) => count > 0,
    );
    expect((await orderOf(orderId)).paymentStatus).toBe('Paid');
    // Returning again (a reload) captures nothing twice.
    expect((await api.request(returnPath)).headers.get('location')).toBe(
      `${SHELL_ORIGIN}/received-payment/${orderId}`,
    );
  });

  it('the webhook first, then the return: one capture, Paid once', async () => {
    const { orderId, token, returnPath } = await approvedOrder();
    // PayPal captured (another tab, or our answer was slow) and its webhook reached the shop first.
    await callSimulator(`/v2/checkout/orders/${token}/capture`, `capture-${token}`);
    const paid = await paidEventually(orderId);
    expect(paid.paymentStatus).toBe('Paid');
    const back = await api.request(returnPath);
    expect(back.headers.get('location')).toBe(`${SHELL_ORIGIN}/received-payment/${orderId}`);
    expect((await orderOf(orderId)).txnId).toBe(paid.txnId);
  });

  it('a capture whose answer was lost: the buyer is asked to retry, and the retry finds the capture by its request id', async () => {
    const { orderId, returnPath } = await approvedOrder();
    proxy.loseNextCaptureAnswer = true;
    const lost = await api.request(returnPath);
    expect(lost.status).toBe(503);
    expect(lost.headers.get('retry-after')).toBe('30');
    expect(lost.body).toContain('try again shortly');
    const retried = await api.request(returnPath);
    expect(retried.status).toBe(303);
    expect((await orderOf(orderId)).paymentStatus).toBe('Paid');
  });

  it('PayPal down: checkout and return say "try again shortly" and nothing is marked', async () => {
    const { orderId, returnPath, customer } = await approvedOrder();
    proxy.down = true;
    try {
      const back = await api.request(returnPath);
      expect(back.status).toBe(503);
      expect((await orderOf(orderId)).paymentStatus).toBe('UnPaid');
      const other = await placeOrder(api, customer.cookie, packageId);
      const checkout = await api.request(`/payments/checkout/${other._id}`, { cookie: customer.cookie });
      expect(checkout.status).toBe(503);
      expect(checkout.body.message).toBe(PAYPAL_UNREACHABLE);
      expect(JSON.stringify(checkout.body)).not.toContain(SIMULATOR_REST_APP.clientSecret);
    } finally {
      proxy.down = false;
    }
    expect((await api.request(returnPath)).status).toBe(303);
    expect((await orderOf(orderId)).paymentStatus).toBe('Paid');
  });

  it('fetches one OAuth token with the client credentials and reuses it', async () => {
    await approvedOrder();
    await approvedOrder();
    expect(proxy.calls.filter((call) => call === 'POST /v1/oauth2/token')).toHaveLength(1);
  });

  describe('webhooks', () => {
    async function capturedAtPaypal(amount = '49.90', currency = 'USD') {
      const { orderId } = await approvedOrder();
      const capture: PaypalCapture = {
        id: `CAP${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
        status: 'COMPLETED',
        amount: { currency_code: currency, value: amount },
        custom_id: orderId,
      };
      return { orderId, capture };
    }

    const deliver = (body: string, headers: Record<string, string>) =>
      api.request('/payments/paypal-webhook', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });

    it('a verified PAYMENT.CAPTURE.COMPLETED marks the order Paid; its replay and duplicates change nothing', async () => {
      const { orderId, capture } = await capturedAtPaypal();
      const delivery = simulator().signedDelivery('PAYMENT.CAPTURE.COMPLETED', 'capture', capture);
      expect((await deliver(delivery.body, delivery.headers)).status).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'Paid', txnId: capture.id });
      const replay = await deliver(delivery.body, delivery.headers);
      expect(replay.status).toBe(200);
      const duplicate = simulator().signedDelivery('PAYMENT.CAPTURE.COMPLETED', 'capture', capture);
      expect((await deliver(duplicate.body, duplicate.headers)).status).toBe(200);
      expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'Paid', txnId: capture.id });
    });

    it('refuses forged deliveries: a changed body, another certificate, missing headers', async () => {
      const { orderId, capture } = await capturedAtPaypal();
      const genuine = simulator().signedDelivery('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        ...capture,
        custom_id: 'someone-else',
      });
      const tampered = genuine.body.replace('someone-else', orderId);
      expect((await deliver(tampered, genuine.headers)).status).toBe(400);
      const elsewhere = { ...genuine.headers, 'paypal-cert-url': 'https://attacker.example/cert.pem' };
      expect((await deliver(genuine.body, elsewhere)).status).toBe(400);
      const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
      expect((await deliver(genuine.body, unsigned)).status).toBe(400);
      expect((await deliver('not json', genuine.headers)).status).toBe(400);
      expect((await orderOf(orderId)).paymentStatus).toBe('UnPaid');
    });

    it.each([
      ['a wrong amount', '1.00', 'USD'],
      ['a wrong currency', '49.90', 'EUR'],
    ])('a verified capture for %s leaves the order UnPaid', async (_case, amount, currency) => {
      const { orderId, capture } = await capturedAtPaypal(amount, currency);
      const delivery = simulator().signedDelivery('PAYMENT.CAPTURE.COMPLETED', 'capture', capture);
      const answer = await deliver(delivery.body, delivery.headers);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('ignored');
      expect((await orderOf(orderId)).paymentStatus).toBe('UnPaid');
    });

    it.each(['CHECKOUT.ORDER.APPROVED', 'constructor', '__proto__'])(
      'a %s event is answered as changing nothing, without asking PayPal to verify it',
      async (eventType) => {
        const { orderId, capture } = await capturedAtPaypal();
        const verifications = () =>
          proxy.calls.filter((call) => call.includes('verify-webhook-signature')).length;
        const before = verifications();
        const delivery = simulator().signedDelivery(eventType, 'capture', capture);
        const answer = await deliver(delivery.body, delivery.headers);
        expect(answer.status).toBe(200);
        expect(answer.body.status).toBe('ignored');
        expect(verifications()).toBe(before);
        expect((await orderOf(orderId)).paymentStatus).toBe('UnPaid');
      },
    );

    it('a refund that arrives before its payment is asked for again', async () => {
      const delivery = simulator().signedDelivery('PAYMENT.CAPTURE.REFUNDED', 'refund', {
        id: 'REFUNDFIRST',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '49.90' },
        links: [{ rel: 'up', href: `${proxy.url}/v2/payments/captures/UNKNOWNCAPTURE` }],
      });
      const retriesBefore = await notificationsCounted(api, 'webhook', 'retry');
      expect((await deliver(delivery.body, delivery.headers)).status).toBe(409);
      expect(await notificationsCounted(api, 'webhook', 'retry')).toBe(retriesBefore + 1);
    });
  });

  describe('refunds', () => {
    it('an admin refunds a paid order in full; the REFUNDED webhook then changes nothing; totals drop it', async () => {
      const { orderId, returnPath, customer } = await approvedOrder();
      await api.request(returnPath);
      const admin = await api.adminCookie();
      const before = (await api.request('/orders/total-sales', { cookie: admin })).body;
      const how = await api.request(`/payments/refund/${orderId}`, { cookie: admin });
      expect(how.body).toEqual({ method: 'here' });
      const refund = await api.request(`/payments/refund/${orderId}`, {
        method: 'POST',
        cookie: admin,
        headers: { origin: SHELL_ORIGIN },
      });
      expect(refund.status).toBe(200);
      expect(refund.body).toEqual({ paymentStatus: 'Refunded' });
      await api.settled();
      const mailed = api
        .outbox()
        .filter((mail) => mail.to === customer.email && mail.subject.startsWith('Refund for order'));
      expect(mailed).toHaveLength(1);
      expect((await orderOf(orderId)).paymentStatus).toBe('Refunded');
      await eventually(
        async () => proxy.calls.filter((call) => call.includes('verify-webhook-signature')).length,
        (count) => count > 0,
      );
      expect((await orderOf(orderId)).paymentStatus).toBe('Refunded');
      const after = (await api.request('/orders/total-sales', { cookie: admin })).body;
      expect(after).not.toEqual(before);
      const again = await api.request(`/payments/refund/${orderId}`, {
        method: 'POST',
        cookie: admin,
        headers: { origin: SHELL_ORIGIN },
      });
      expect(again.status).toBe(409);
    });

    it('only admins refund, only Paid orders, and Standard orders are refunded in PayPal', async () => {
      const { orderId, customer } = await approvedOrder();
      const asCustomer = await api.request(`/payments/refund/${orderId}`, {
        method: 'POST',
        cookie: customer.cookie,
        headers: { origin: SHELL_ORIGIN },
      });
      expect(asCustomer.status).toBe(403);
      const admin = await api.adminCookie();
      const unpaid = await api.request(`/payments/refund/${orderId}`, {
        method: 'POST',
        cookie: admin,
        headers: { origin: SHELL_ORIGIN },
      });
      expect(unpaid.status).toBe(409);

      // Paid through Payments Standard (its IPN), refunded there: the IPN refund lands as the same state.
      await setBusinessEmail(api);
      const fake = await FakePaypal.start();
      api.config.paypalValidationUrl = fake.url;
      try {
        await sendIpn(api, fake, completedIpn(orderId, { mc_gross: '49.90', txn_id: 'STANDARDPAID1' }));
        await ipnProcessed(api);
      } finally {
        api.config.paypalValidationUrl = undefined;
        await fake.close();
      }
      expect((await orderOf(orderId)).paymentStatus).toBe('Paid');
      const standard = await api.request(`/payments/refund/${orderId}`, {
        method: 'POST',
        cookie: admin,
        headers: { origin: SHELL_ORIGIN },
      });
      expect(standard.status).toBe(409);
      expect(standard.body.message).toBe(STANDARD_REFUND_HINT);
      // The order page asks first, so it explains instead of offering a refund it cannot make.
      const how = await api.request(`/payments/refund/${orderId}`, { cookie: admin });
      expect(how.body).toEqual({
        method: 'in-paypal',
        explanation: STANDARD_REFUND_HINT,
        url: `${api.url}/payments/simulator/activity/STANDARDPAID1`,
      });
      api.config.paypalMode = 'sandbox';
      try {
        const sandbox = await api.request(`/payments/refund/${orderId}`, { cookie: admin });
        expect(sandbox.body.url).toBe('https://www.sandbox.paypal.com/activity/payment/STANDARDPAID1');
      } finally {
        api.config.paypalMode = 'simulator';
      }
      expect((await api.request(`/payments/refund/${orderId}`, { cookie: customer.cookie })).status).toBe(
        403,
      );
    });
  });

  /** PayPal's REST API called directly, as PayPal itself acting (another tab's capture). */
  async function callSimulator(pathname: string, requestId: string) {
    const token = await fetch(`${api.url}/payments/simulator/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${SIMULATOR_REST_APP.clientId}:${SIMULATOR_REST_APP.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const answer = await fetch(`${api.url}/payments/simulator${pathname}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access_token}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
      },
      body: '{}',
    });
    expect(answer.status).toBe(201);
  }
});

describe('Orders v2 webhook deliveries under abuse', () => {
  let api: TestApi;

  beforeAll(async () => {
    // The test client plays a trusted proxy, so X-Forwarded-For names each sender.
    api = await TestApi.start({
      config: { paypalMode: 'simulator', paymentProvider: 'paypal-orders', trustedProxies: ['127.0.0.1'] },
    });
    api.config.apiPublicUrl = api.url;
    api.config.paypalApiUrl = `${api.url}/payments/simulator`;
  });
  afterAll(() => api.close());

  const deliver = (from: string, body: string, headers: Record<string, string> = {}) =>
    api.request('/payments/paypal-webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    });

  it(`accepts ${WEBHOOK_UNSETTLING_RATE_LIMIT.limit} deliveries a minute that can change nothing from one address, then answers 429, while verified captures from it still pass`, async () => {
    const limit = WEBHOOK_UNSETTLING_RATE_LIMIT.limit;
    for (let i = 0; i < limit; i++) expect((await deliver('203.0.113.9', '{}')).status).toBe(400);
    const limited = await deliver('203.0.113.9', '{}');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await deliver('198.51.100.4', '{}')).status).toBe(400);
    const capture: PaypalCapture = {
      id: 'CAPLIMITED01',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '49.90' },
      custom_id: new Types.ObjectId().toHexString(),
    };
    const genuine = api.app
      .get(SimulatorRestService)
      .signedDelivery('PAYMENT.CAPTURE.COMPLETED', 'capture', capture);
    expect((await deliver('203.0.113.9', genuine.body, genuine.headers)).status).toBe(200);
    expect(WEBHOOK_RATE_LIMIT.limit).toBeGreaterThanOrEqual(limit * 10);
  });
});
