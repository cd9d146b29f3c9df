import type { CheckoutForm } from '@agency/contracts';
import { DEMO_ADMIN } from '@agency/contracts/demo-admin';
import { AccountsService } from '../src/auth/accounts.service';
import { AdminBootstrapService } from '../src/auth/admin-bootstrap.service';
import { loadConfig } from '../src/config/app-config';
import { UsersService } from '../src/users/users.service';
import { PAYMENTS_SETUP_HINT, PAYMENTS_UNAVAILABLE } from '../src/payments/payments.service';
import { DEMO_PAYPAL_EMAIL } from '../src/seed/demo-seed.service';
import { createPricing, placeOrder } from './orders-support';
import { ipnProcessed, submitForm } from './payments-support';
import { TestApi } from './support/test-api';

/** SEED_DEMO as `npm start` hands it to the API, read through the API's own configuration loader. */
function seedDemoFrom(env: Record<string, string>): boolean {
  return loadConfig({ NODE_ENV: 'development', ...env }).seedDemo;
}

async function basicPackageId(api: TestApi): Promise<string> {
  const packages = (await api.request('/pricings')).body as Array<{ _id: string; packageName: string }>;
  return packages.find((pack) => pack.packageName === 'Basic')!._id;
}

describe('SEED_DEMO unset (on by default): a demo shop that takes payments from a fresh start', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start({
      config: { seedDemo: seedDemoFrom({}), adminEmail: undefined, adminPassword: undefined },
    });
    // The simulator posts the IPN to notify_url on API_PUBLIC_URL, known only once the server listens.
    api.config.apiPublicUrl = api.url;
  });
  afterAll(() => api.close());

  it('has the demo admin, the demo packages and the demo PayPal business e-mail', async () => {
    const admin = await api.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const packages = (await api.request('/pricings')).body as Array<{ packageName: string }>;
    expect(packages.map((pack) => pack.packageName)).toEqual(['Basic', 'Standard', 'Premium']);
    const settings = await api.request('/paypal-email', { cookie: admin });
    expect(settings.body.map((record: { paypalEmail: string }) => record.paypalEmail)).toEqual([
      DEMO_PAYPAL_EMAIL,
    ]);
  });

  it('lets a new customer order and pay end to end through the checkout simulator', async () => {
    const { cookie } = await api.customerCookie();
    const order = await placeOrder(api, cookie, await basicPackageId(api));
    const checkout = await api.request<CheckoutForm>(`/payments/checkout/${order._id}`, { cookie });
    expect(checkout.status).toBe(200);
    expect(checkout.body.fields.business).toBe(DEMO_PAYPAL_EMAIL);

    const paid = await submitForm(api, '/payments/simulator/pay', checkout.body.fields);
    expect(paid.status).toBe(303);
    await ipnProcessed(api);
    expect((await api.request(`/order/${order._id}`, { cookie })).body).toMatchObject({
      paymentStatus: 'Paid',
    });
  });

  it("refuses to start in production while an admin still signs in with the demo admin's password", async () => {
    const bootstrapIn = (nodeEnv: 'production' | 'development') =>
      new AdminBootstrapService(
        { ...api.config, nodeEnv, seedDemo: false, adminEmail: undefined, adminPassword: undefined },
        api.app.get(AccountsService),
        api.app.get(UsersService),
      ).onApplicationBootstrap();
    await expect(bootstrapIn('production')).rejects.toThrow(
      `Refusing to start in production: admin ${DEMO_ADMIN.email} still signs in with the demo admin's password.`,
    );
    await expect(bootstrapIn('development')).resolves.toBeUndefined();
  });

  it('keeps an admin-set e-mail and does not seed again on restart', async () => {
    const admin = await api.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const [record] = (await api.request('/paypal-email', { cookie: admin })).body;
    const changed = await api.request(`/paypal-email/${record._id}`, {
      method: 'PUT',
      cookie: admin,
      body: { paypalEmail: 'owner@agency.test' },
    });
    expect(changed.status).toBe(200);
    const restarted = await TestApi.start({
      database: api.database,
      config: { seedDemo: true, adminEmail: undefined, adminPassword: undefined },
    });
    try {
      const again = await restarted.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const settings = await restarted.request('/paypal-email', { cookie: again });
      expect(settings.body.map((r: { paypalEmail: string }) => r.paypalEmail)).toEqual(['owner@agency.test']);
      expect((await restarted.request('/pricings')).body).toHaveLength(3);
    } finally {
      await restarted.close();
    }
  });
});

const OWNER = { email: 'owner@example.com', password: 'owner-password' };
const OWNER_CONFIG = { adminEmail: OWNER.email, adminPassword: OWNER.password };

describe('SEED_DEMO=false: an empty site with only the configured admin', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start({
      config: { seedDemo: seedDemoFrom({ SEED_DEMO: 'false' }), ...OWNER_CONFIG },
    });
  });
  afterAll(() => api.close());

  it('has no content, no payment settings, no demo admin, and the configured admin', async () => {
    expect((await api.request('/pricings')).body).toEqual([]);
    const admin = await api.login(OWNER.email, OWNER.password);
    expect((await api.request('/paypal-email', { cookie: admin })).body).toEqual([]);
    const users = (await api.request('/users', { cookie: admin })).body as Array<{ userEmail: string }>;
    expect(users.map((user) => user.userEmail)).toEqual([OWNER.email]);
    const demoLogin = await api.request('/auth/login', { method: 'POST', body: DEMO_ADMIN });
    expect(demoLogin.status).toBe(401);
  });

  describe('checkout before an admin sets the PayPal e-mail', () => {
    let packageId: string;
    beforeAll(async () => {
      packageId = await createPricing(api, 'Basic', '19.99');
    });

    it('tells a customer that payments are temporarily unavailable, never the admin setup hint', async () => {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, packageId);
      const checkout = await api.request(`/payments/checkout/${order._id}`, { cookie });
      expect(checkout.status).toBe(503);
      expect(checkout.body.message).toBe(PAYMENTS_UNAVAILABLE);
      expect(JSON.stringify(checkout.body)).not.toMatch(/admin|PayPal e-mail/i);
    });

    it('tells an admin what to set up', async () => {
      const cookie = await api.login(OWNER.email, OWNER.password);
      const order = await placeOrder(api, cookie, packageId);
      const checkout = await api.request(`/payments/checkout/${order._id}`, { cookie });
      expect(checkout.status).toBe(503);
      expect(checkout.body.message).toBe(PAYMENTS_SETUP_HINT);
    });
  });
});
