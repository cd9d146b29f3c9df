import { Types } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@agency/embedded-mongo';
import {
  IPN_BODY_LIMIT_BYTES,
  IPN_RATE_LIMIT,
  IPN_UNSETTLING_RATE_LIMIT,
} from '../src/payments/paypal-standard/ipn.controller';
import { IPN_RECORD_TTL_SECONDS } from '../src/payments/schemas/ipn-message.schema';
import { eventually } from './support/eventually';
import { TestApi } from './support/test-api';
import { createPricing, placeOrder } from './orders-support';
import {
  BUSINESS_EMAIL,
  completedIpn,
  FakePaypal,
  ipnProcessed,
  sendIpn,
  setBusinessEmail,
} from './payments-support';

const PRICE = '19.99';

async function startShop(config: Parameters<typeof TestApi.start>[0] = {}) {
  const paypal = await FakePaypal.start();
  const api = await TestApi.start({
    ...config,
    config: { paypalMode: 'sandbox', paypalValidationUrl: paypal.url, ...config.config },
  });
  const packageId = await createPricing(api, 'Standard', PRICE);
  await setBusinessEmail(api);
  const newOrder = async () => {
    const { cookie } = await api.customerCookie();
    return (await placeOrder(api, cookie, packageId))._id;
  };
  const paymentStatus = async (orderId: string) =>
    (await api.db.collection('orders').findOne({ _id: new Types.ObjectId(orderId) }))!.paymentStatus;
  const close = async () => {
    await api.close();
    await paypal.close();
  };
  return { api, paypal, newOrder, paymentStatus, close };
}

describe('IPN endpoint under abuse', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;

  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  async function deliver(fields: Record<string, string>) {
    const response = await sendIpn(shop.api, shop.paypal, fields);
    expect(response.status).toBe(200);
    await ipnProcessed(shop.api);
  }

  const records = () => shop.api.db.collection('paypal_ipn_messages').find().toArray();

  it('refuses a body larger than a few KB with 413, storing and posting back nothing', async () => {
    const orderId = await shop.newOrder();
    const before = (await records()).length;
    const postBacks = shop.paypal.postBacks.length;
    const response = await sendIpn(
      shop.api,
      shop.paypal,
      completedIpn(orderId, { memo: 'x'.repeat(60 * 1024) }),
    );
    expect(response.status).toBe(413);
    await ipnProcessed(shop.api);
    expect(await records()).toHaveLength(before);
    expect(shop.paypal.postBacks).toHaveLength(postBacks);
    expect(await shop.paymentStatus(orderId)).toBe('UnPaid');

    // Just under the limit is still a notification.
    const padded = completedIpn(orderId);
    padded.memo = 'x'.repeat(IPN_BODY_LIMIT_BYTES - new URLSearchParams(padded).toString().length - 10);
    await deliver(padded);
    expect(await shop.paymentStatus(orderId)).toBe('Paid');
  });

  it('posts back only messages that name a known unpaid order of the right amount and currency', async () => {
    const orderId = await shop.newOrder();
    const paidOrderId = await shop.newOrder();
    await deliver(completedIpn(paidOrderId));
    const postBacks = shop.paypal.postBacks.length;

    const strays = [
      completedIpn(new Types.ObjectId().toHexString()),
      completedIpn('not-an-order-id'),
      completedIpn(orderId, { mc_gross: '0.01' }),
      completedIpn(orderId, { mc_currency: 'EUR' }),
      completedIpn(orderId, { payment_status: 'Pending' }),
      completedIpn(paidOrderId),
      completedIpn(orderId, { payment_status: 'Refunded', parent_txn_id: 'NEVER-PAID', mc_gross: '-19.99' }),
    ];
    for (const fields of strays) await deliver(fields);
    expect(shop.paypal.postBacks).toHaveLength(postBacks);
    expect(await shop.paymentStatus(orderId)).toBe('UnPaid');

    const genuine = completedIpn(orderId);
    await deliver(genuine);
    expect(shop.paypal.postBacks).toHaveLength(postBacks + 1);
    expect(await shop.paymentStatus(orderId)).toBe('Paid');
  });

  it('keeps a bounded record, without the body, of a message that could settle nothing', async () => {
    const huge = 'A'.repeat(2000);
    const fields = completedIpn(huge, { txn_id: `T${huge}`, payment_status: `Completed${huge}` });
    await deliver(fields);
    const [record] = await shop.api.db
      .collection('paypal_ipn_messages')
      .find({ custom: new RegExp(`^${'A'.repeat(20)}`) })
      .toArray();
    expect(record).toMatchObject({ state: 'ignored' });
    expect(record!.raw).toBeUndefined();
    for (const field of ['txnId', 'paymentStatus', 'custom'])
      expect(record![field].length).toBeLessThanOrEqual(64);
    expect(record!.reason.length).toBeLessThanOrEqual(300);
    expect(JSON.stringify(record).length).toBeLessThan(1024);
  });

  it.each([
    ['receiver_email is another account, business the shop', { receiver_email: 'thief@example.com' }],
    ['business is another account, receiver_email the shop', { business: 'thief@example.com' }],
    ['receiver_email is empty', { receiver_email: '' }],
  ])('ignores a payment whose %s, without posting it back', async (_case, overrides) => {
    const orderId = await shop.newOrder();
    const postBacks = shop.paypal.postBacks.length;
    const fields = completedIpn(orderId, overrides);
    await deliver(fields);
    expect(shop.paypal.postBacks).toHaveLength(postBacks);
    expect(await shop.paymentStatus(orderId)).toBe('UnPaid');
    const record = await shop.api.db.collection('paypal_ipn_messages').findOne({ txnId: fields.txn_id });
    expect(record).toMatchObject({ state: 'ignored' });
    expect(record!.reason).toContain('receiver');
  });

  it('accepts a payment that names the shop in the one receiver field it has', async () => {
    const orderId = await shop.newOrder();
    const { business: _absent, ...fields } = completedIpn(orderId, { receiver_email: BUSINESS_EMAIL });
    await deliver(fields);
    expect(await shop.paymentStatus(orderId)).toBe('Paid');
  });
});

describe('IPN rate per address', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;

  beforeAll(async () => {
    // The test client plays a trusted proxy, so X-Forwarded-For names two different senders.
    shop = await startShop({ config: { trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(() => shop.close());

  it(`accepts ${IPN_UNSETTLING_RATE_LIMIT.limit} notifications a minute that change no order from one address, then answers 429 with Retry-After, while payments from it still pass`, async () => {
    const send = (from: string, orderId = new Types.ObjectId().toHexString()) =>
      sendIpn(shop.api, shop.paypal, completedIpn(orderId), { forwardedFor: from });
    const limit = IPN_UNSETTLING_RATE_LIMIT.limit;
    for (let i = 0; i < limit; i++) expect((await send('203.0.113.9')).status).toBe(200);
    const limited = await send('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('198.51.100.4')).status).toBe(200);
    // A notification that pays an order is not held up by the junk from its address.
    const orderId = await shop.newOrder();
    expect((await send('203.0.113.9', orderId)).status).toBe(200);
    await ipnProcessed(shop.api);
    expect(await shop.paymentStatus(orderId)).toBe('Paid');
    expect(await shop.api.db.collection('paypal_ipn_messages').countDocuments()).toBe(limit + 2);
    expect(IPN_RATE_LIMIT.limit).toBeGreaterThanOrEqual(limit * 10);
  });
});

describe('IPN record expiry', () => {
  let mongo: EmbeddedMongo;
  let api: TestApi;

  beforeAll(async () => {
    // The engine sweeps TTL indexes every minute, like mongod; this one sweeps often so the test needn't wait.
    mongo = await startEmbeddedMongo({ housekeepingIntervalMs: 100 });
    api = await TestApi.start({ database: mongo });
  });
  afterAll(async () => {
    await api.close();
    await mongo.stop();
  });

  it('drops notification records older than the retention period through a TTL index', async () => {
    const indexes = await api.db.collection('paypal_ipn_messages').indexes();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { receivedAt: 1 }, expireAfterSeconds: IPN_RECORD_TTL_SECONDS }),
    );
    const day = 24 * 60 * 60 * 1000;
    const collection = api.db.collection('paypal_ipn_messages');
    await collection.insertMany([
      {
        txnId: 'OLD',
        state: 'applied',
        attempts: 1,
        receivedAt: new Date(Date.now() - IPN_RECORD_TTL_SECONDS * 1000 - day),
      },
      { txnId: 'RECENT', state: 'applied', attempts: 1, receivedAt: new Date(Date.now() - day) },
    ]);
    const left = await eventually(
      async () => (await collection.find().toArray()).map((record) => record.txnId),
      (txnIds) => !txnIds.includes('OLD'),
    );
    expect(left).toEqual(['RECENT']);
  });
});
