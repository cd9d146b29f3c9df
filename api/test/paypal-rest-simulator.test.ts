import type { CheckoutForm } from '@agency/contracts';
import { SIMULATOR_REST_APP } from '../src/payments/paypal-orders/paypal-orders-endpoints';
import { SimulatorRestService } from '../src/payments/simulator/simulator-rest.service';
import { createPricing, placeOrder } from './orders-support';
import { eventually } from './support/eventually';
import { PaypalRestSimulator } from './support/paypal-rest-simulator';
import { SHELL_ORIGIN, TestApi } from './support/test-api';

/**
 * The REST simulator as a service of its own (as the multi-instance test runs it for all its API processes):
 * the API creates, captures and verifies there (PAYPAL_API_URL), and the simulator delivers its webhooks to the
 * URL it was given, not to the API it would otherwise run in.
 */
describe('PayPal Orders v2 against a simulator running on its own', () => {
  let api: TestApi;
  let paypal: PaypalRestSimulator;
  let packageId: string;

  beforeAll(async () => {
    api = await TestApi.start({ config: { paypalMode: 'simulator', paymentProvider: 'paypal-orders' } });
    api.config.apiPublicUrl = api.url;
    paypal = await PaypalRestSimulator.start({
      webhookUrl: `${api.url}/payments/paypal-webhook`,
      shellPublicUrl: SHELL_ORIGIN,
    });
    api.config.paypalApiUrl = paypal.apiUrl;
    packageId = await createPricing(api, 'Premium', '49.90');
  });
  afterAll(async () => {
    await paypal.close();
    await api.close();
  });

  const paymentStatus = async (id: string) =>
    (
      (await api.request(`/order/${id}`, { cookie: await api.adminCookie() })).body as {
        paymentStatus: string;
      }
    ).paymentStatus;

  /** A customer's order and the buyer's approval on the simulator's page; gives where PayPal sends them back. */
  async function approvedOrder() {
    const customer = await api.customerCookie();
    const order = await placeOrder(api, customer.cookie, packageId);
    const checkout = await api.request<CheckoutForm>(`/payments/checkout/${order._id}`, {
      cookie: customer.cookie,
    });
    expect(checkout.body.action).toBe(`${paypal.url}/payments/simulator/approve`);
    const token = checkout.body.fields.token!;
    const approved = await fetch(checkout.body.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    return { orderId: order._id, token, returnPath: `${back.pathname}${back.search}` };
  }

  it('creates the order there and captures it on return; the webhook it delivers verifies there and repeats nothing', async () => {
    const { orderId, token, returnPath } = await approvedOrder();
    // The API's own simulator never saw this order: the one PayPal is the other service.
    expect(api.app.get(SimulatorRestService).describe(token)).toBeUndefined();
    const back = await api.request(returnPath);
    expect(back.headers.get('location')).toBe(`${SHELL_ORIGIN}/received-payment/${orderId}`);
    expect(await paymentStatus(orderId)).toBe('Paid');

    const [delivery] = await eventually(
      async () => paypal.deliveries.filter((sent) => sent.body.includes(orderId)),
      (sent) => sent.length > 0,
    );
    expect(delivery!.eventType).toBe('PAYMENT.CAPTURE.COMPLETED');
    const again = await fetch(`${api.url}/payments/paypal-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...delivery!.headers },
      body: delivery!.body,
    });
    // Verified there and settled already: a repeat is acknowledged, and the order keeps its one payment.
    expect(again.status).toBe(200);
    const forged = await fetch(`${api.url}/payments/paypal-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...delivery!.headers },
      body: delivery!.body.replace('49.90', '0.01'),
    });
    expect(forged.status).toBe(400);
    expect(await paymentStatus(orderId)).toBe('Paid');
  });

  it('delivers its webhooks to the URL it was given: a capture the shop did not make still pays the order', async () => {
    const { orderId, token } = await approvedOrder();
    // Captured at PayPal without the shop's return (another tab): only the webhook tells the shop.
    const credentials = `${SIMULATOR_REST_APP.clientId}:${SIMULATOR_REST_APP.clientSecret}`;
    const issued = await fetch(`${paypal.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token: accessToken } = (await issued.json()) as { access_token: string };
    const captured = await fetch(`${paypal.apiUrl}/v2/checkout/orders/${token}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(captured.status).toBe(201);
    expect(
      await eventually(
        () => paymentStatus(orderId),
        (status) => status === 'Paid',
      ),
    ).toBe('Paid');
  });
});
