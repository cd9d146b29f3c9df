import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import type { CheckoutForm } from '@agency/contracts';
import { SimulatorService } from '../src/payments/simulator/simulator.service';
import { SHELL_ORIGIN, TestApi } from './support/test-api';
import { createPricing, placeOrder } from './orders-support';
import { BUSINESS_EMAIL, ipnProcessed, setBusinessEmail, submitForm } from './payments-support';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('checkout simulator, end to end', () => {
  let api: TestApi;
  let packageId: string;

  beforeAll(async () => {
    api = await TestApi.start({ config: { paypalMode: 'simulator' } });
    // The simulator posts the IPN to notify_url and the API posts it back to the simulator, both on
    // API_PUBLIC_URL; only now is the test server's address known, and the API reads it per request.
    api.config.apiPublicUrl = api.url;
    packageId = await createPricing(api, 'Premium', '49.90');
    await setBusinessEmail(api);
  });
  afterAll(() => api.close());

  async function checkoutForOrder() {
    const customer = await api.customerCookie();
    const order = await placeOrder(api, customer.cookie, packageId);
    const checkout = await api.request(`/payments/checkout/${order._id}`, { cookie: customer.cookie });
    expect(checkout.status).toBe(200);
    return {
      ...customer,
      orderId: order._id,
      checkout: checkout.body as CheckoutForm,
    };
  }

  const submit = (action: string, fields: Record<string, string>) => submitForm(api, action, fields);

  function hiddenFields(html: string, action: string): Record<string, string> {
    const form = html.split('<form').find((part) => part.includes(`action="${action}"`))!;
    const fields: Record<string, string> = {};
    for (const match of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
      fields[decodeEntities(match[1]!)] = decodeEntities(match[2]!);
    }
    return fields;
  }

  it('pays an order: checkout form → hosted page → Pay → IPN → validation post-back → Paid, then returns to the shell', async () => {
    const { cookie, orderId, checkout } = await checkoutForOrder();
    expect(checkout.action).toBe(`${api.url}/payments/simulator/checkout`);
    expect(checkout).toMatchObject({ itemName: 'Premium', amount: '49.90', currency: 'USD' });
    expect(checkout.fields).toMatchObject({
      business: BUSINESS_EMAIL,
      amount: '49.90',
      notify_url: `${api.url}/payments/ipn`,
      custom: orderId,
    });

    const page = await submit(checkout.action, checkout.fields);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Premium');
    expect(page.body).toContain('49.90 USD');
    expect(page.body).not.toContain('<script');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`form-action 'self' ${SHELL_ORIGIN}`);
    expect(csp).not.toContain('script-src');
    // A page keeps its own policy and gets the document headers besides.
    expect(page.headers.get('permissions-policy')).toContain('camera=()');

    // The page's forms post to the API's public URL, which may have a path of its own (an API under /api).
    const paid = await submit(
      '/payments/simulator/pay',
      hiddenFields(page.body, `${api.url}/payments/simulator/pay`),
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SHELL_ORIGIN}/received-payment/${orderId}`);
    await ipnProcessed(api);

    expect((await api.request(`/order/${orderId}`, { cookie })).body).toMatchObject({
      paymentStatus: 'Paid',
      txnId: expect.stringMatching(/^SIM/),
    });
    expect((await api.request('/orders/total-spent', { cookie })).body).toEqual({
      totalSpent: '49.90',
      cents: 4990,
    });
    const record = await api.db.collection('paypal_ipn_messages').findOne({ custom: orderId });
    expect(record).toMatchObject({ state: 'applied', paymentStatus: 'Completed' });
  });

  it('returns the browser to cancel_return on Cancel and changes nothing', async () => {
    const { cookie, orderId, checkout } = await checkoutForOrder();
    const page = await submit(checkout.action, checkout.fields);
    const cancelled = await submit(
      '/payments/simulator/cancel',
      hiddenFields(page.body, `${api.url}/payments/simulator/cancel`),
    );
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${SHELL_ORIGIN}/order-cancelled/${orderId}`);
    expect((await api.request(`/order/${orderId}`, { cookie })).body.paymentStatus).toBe('UnPaid');
  });

  it('refunds a payment from its page in the simulated PayPal account: the verified Refunded IPN turns the order Refunded', async () => {
    const { cookie, email, orderId, checkout } = await checkoutForOrder();
    await submit('/payments/simulator/pay', checkout.fields);
    await ipnProcessed(api);
    const { txnId } = (await api.request(`/order/${orderId}`, { cookie })).body as { txnId: string };
    const admin = await api.adminCookie();
    const how = await api.request(`/payments/refund/${orderId}`, { cookie: admin });
    expect(how.body.url).toBe(`${api.url}/payments/simulator/activity/${txnId}`);

    const activity = await api.request<string>(`/payments/simulator/activity/${txnId}`);
    expect(activity.status).toBe(200);
    expect(activity.body).toContain('49.90 USD');
    const refunded = await submit(
      '/payments/simulator/refund',
      hiddenFields(activity.body, `${api.url}/payments/simulator/refund`),
    );
    expect(refunded.status).toBe(200);
    await ipnProcessed(api);
    expect((await api.request(`/order/${orderId}`, { cookie })).body.paymentStatus).toBe('Refunded');
    const record = await api.db
      .collection('paypal_ipn_messages')
      .findOne({ paymentStatus: 'Refunded', custom: orderId });
    expect(record).toMatchObject({ state: 'applied' });
    await api.settled();
    expect(
      api.outbox().filter((mail) => mail.to === email && mail.subject.startsWith('Refund for order')),
    ).toHaveLength(1);

    // A payment the simulator never took has no page and no refund.
    expect((await api.request('/payments/simulator/activity/SIMUNKNOWN')).status).toBe(404);
    expect((await submit('/payments/simulator/refund', { txn_id: 'SIMUNKNOWN' })).status).toBe(404);
  });

  it('leaves the order UnPaid when the form was tampered with to pay less', async () => {
    const { cookie, orderId, checkout } = await checkoutForOrder();
    const paid = await submit('/payments/simulator/pay', { ...checkout.fields, amount: '0.01' });
    expect(paid.status).toBe(303);
    await ipnProcessed(api);
    expect((await api.request(`/order/${orderId}`, { cookie })).body.paymentStatus).toBe('UnPaid');
    const record = await api.db.collection('paypal_ipn_messages').findOne({ custom: orderId });
    expect(record).toMatchObject({ state: 'ignored', reason: expect.stringContaining('amount') });
  });

  /**
   * The API's public address as a forwarder that answers the shop's IPN endpoint 503 while `refusals` last (an
   * instance that crashed or a database outage, as PayPal meets them) and passes everything else on.
   */
  async function refusingNotifications(refusals: number) {
    const state = { refusals, ipnPosts: 0 };
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/payments/ipn') state.ipnPosts++;
        if (request.url === '/payments/ipn' && state.refusals > 0) {
          state.refusals--;
          response.writeHead(503).end();
          return;
        }
        const body = Buffer.concat(chunks);
        fetch(`${api.url}${request.url}`, {
          method: request.method,
          headers: { 'content-type': request.headers['content-type'] ?? 'text/plain' },
          body: body.length > 0 ? new Uint8Array(body) : undefined,
        })
          .then(async (answer) => {
            response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
            response.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => response.writeHead(502).end());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const own = api.config.apiPublicUrl;
    api.config.apiPublicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const close = async () => {
      api.config.apiPublicUrl = own;
      await new Promise((resolve) => server.close(resolve));
    };
    return { state, close };
  }

  it('resends a notification that got no 200 on its schedule, as PayPal does, until the shop answers it', async () => {
    const delays = [60_000, 120_000];
    api.config.simulatorIpnResendDelaysMs = delays;
    const forwarder = await refusingNotifications(2);
    try {
      const { cookie, orderId, checkout } = await checkoutForOrder();
      const simulator = api.app.get(SimulatorService);
      // The hosted page says the notification was not delivered; the simulator keeps it to send again.
      const paid = await submit('/payments/simulator/pay', checkout.fields);
      expect(paid.status).toBe(502);
      expect(forwarder.state.ipnPosts).toBe(1);
      const status = async () => (await api.request(`/order/${orderId}`, { cookie })).body.paymentStatus;
      expect(await status()).toBe('UnPaid');

      const start = Date.now();
      // Nothing is resent before its time.
      expect(await simulator.resendDue(new Date(start + delays[0]! - 1_000))).toBe(0);
      expect(forwarder.state.ipnPosts).toBe(1);
      // The first resend is refused too; the second, after the next wait, is answered and settles the order.
      expect(await simulator.resendDue(new Date(start + delays[0]! + 1_000))).toBe(1);
      expect(forwarder.state.ipnPosts).toBe(2);
      expect(await status()).toBe('UnPaid');
      const second = start + delays[0]! + 1_000 + delays[1]! + 1_000;
      expect(await simulator.resendDue(new Date(second))).toBe(1);
      expect(forwarder.state.ipnPosts).toBe(3);
      await ipnProcessed(api);
      expect(await status()).toBe('Paid');
      // An answered notification is never sent again.
      expect(await simulator.resendDue(new Date(second + 7 * 86_400_000))).toBe(0);
      expect(forwarder.state.ipnPosts).toBe(3);
    } finally {
      await forwarder.close();
    }
  });

  it('gives a notification up once its schedule of resends is spent', async () => {
    api.config.simulatorIpnResendDelaysMs = [60_000];
    const forwarder = await refusingNotifications(Number.POSITIVE_INFINITY);
    try {
      const { cookie, orderId, checkout } = await checkoutForOrder();
      const simulator = api.app.get(SimulatorService);
      await submit('/payments/simulator/pay', checkout.fields);
      const later = Date.now() + 61_000;
      expect(await simulator.resendDue(new Date(later))).toBe(1);
      expect(await simulator.resendDue(new Date(later + 7 * 86_400_000))).toBe(0);
      expect(forwarder.state.ipnPosts).toBe(2);
      expect((await api.request(`/order/${orderId}`, { cookie })).body.paymentStatus).toBe('UnPaid');
    } finally {
      await forwarder.close();
    }
  });

  it('answers the validation post-back VERIFIED only for a notification it sent, byte for byte', async () => {
    const { orderId, checkout } = await checkoutForOrder();
    await submit('/payments/simulator/pay', checkout.fields);
    await ipnProcessed(api);
    const record = await api.db.collection('paypal_ipn_messages').findOne({ custom: orderId });
    const sent = Buffer.from(record!.raw.buffer).toString();
    const validate = (body: string) =>
      api.request('/payments/simulator/validate', { method: 'POST', body, headers: FORM });

    expect((await validate(`cmd=_notify-validate&${sent}`)).body).toBe('VERIFIED');
    expect(
      (await validate(`cmd=_notify-validate&${sent.replace('mc_gross=49.90', 'mc_gross=49.91')}`)).body,
    ).toBe('INVALID');
    expect((await validate(sent)).body).toBe('INVALID');
  });

  it('refuses to post notifications anywhere but this API, or to send the browser anywhere but the shell', async () => {
    const { checkout } = await checkoutForOrder();
    const changes: Array<Record<string, string>> = [
      { notify_url: 'http://169.254.169.254/latest/meta-data' },
      { return: 'https://evil.example/phish' },
      { cancel_return: 'javascript:alert(1)' },
      { amount: '-5' },
    ];
    for (const change of changes) {
      const response = await submit('/payments/simulator/pay', { ...checkout.fields, ...change });
      expect(response.status).toBe(400);
    }
  });

  it('escapes what it shows', async () => {
    const { checkout } = await checkoutForOrder();
    const page = await submit(checkout.action, {
      ...checkout.fields,
      item_name: '<img src=x onerror=alert(1)>',
    });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('ignores a payment whose custom names no order', async () => {
    const { checkout } = await checkoutForOrder();
    const ghost = new Types.ObjectId().toHexString();
    const paid = await submit('/payments/simulator/pay', { ...checkout.fields, custom: ghost });
    expect(paid.status).toBe(303);
    await ipnProcessed(api);
    const record = await api.db.collection('paypal_ipn_messages').findOne({ custom: ghost });
    expect(record).toMatchObject({ state: 'ignored' });
  });
});

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
}
