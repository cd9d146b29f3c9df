import { Types } from 'mongoose';
import { startEmbeddedMongo } from '@agency/embedded-mongo';
import { IpnService } from '../src/payments/paypal-standard/ipn.service';
import { SHELL_ORIGIN, TestApi } from './support/test-api';
import { createPricing, placeOrder } from './orders-support';
import {
  BUSINESS_EMAIL,
  completedIpn,
  FakePaypal,
  formBody,
  ipnProcessed,
  notificationsCounted,
  sendIpn,
  setBusinessEmail,
} from './payments-support';

describe('payments with PayPal (sandbox mode, fake validation server)', () => {
  let api: TestApi;
  let paypal: FakePaypal;
  let packageId: string;

  beforeAll(async () => {
    paypal = await FakePaypal.start();
    api = await TestApi.start({ config: { paypalMode: 'sandbox', paypalValidationUrl: paypal.url } });
    packageId = await createPricing(api, 'Standard', '19.99');
    await setBusinessEmail(api);
  });
  afterAll(async () => {
    await api.close();
    await paypal.close();
  });

  async function newOrder() {
    const customer = await api.customerCookie();
    const order = await placeOrder(api, customer.cookie, packageId);
    return { ...customer, orderId: order._id };
  }

  async function paymentStatus(orderId: string): Promise<string> {
    const order = await api.db.collection('orders').findOne({ _id: new Types.ObjectId(orderId) });
    return order!.paymentStatus as string;
  }

  async function totalSales(): Promise<number> {
    return (await api.request('/orders/total-sales', { cookie: await api.adminCookie() })).body.cents;
  }

  async function ipnRecord(txnId: string) {
    return api.db.collection('paypal_ipn_messages').find({ txnId }).toArray();
  }

  /** Sends the IPN, checks PayPal got its 200 at once, and waits for verification and settlement. */
  async function deliver(fields: Record<string, string>, options?: { sentByPaypal?: boolean }) {
    const response = await sendIpn(api, paypal, fields, options);
    expect(response.status).toBe(200);
    await ipnProcessed(api);
  }

  describe('GET /payments/checkout/{orderId}', () => {
    it("gives the owner the _xclick form with the order's amount, the stored business e-mail and the return pages", async () => {
      const { cookie, orderId } = await newOrder();
      const response = await api.request(`/payments/checkout/${orderId}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        action: 'https://www.sandbox.paypal.com/cgi-bin/webscr',
        method: 'POST',
        fields: {
          cmd: '_xclick',
          business: BUSINESS_EMAIL,
          item_number: '1',
          item_name: 'Standard',
          amount: '19.99',
          no_shipping: '1',
          currency_code: 'USD',
          notify_url: 'http://api.test/payments/ipn',
          cancel_return: `${SHELL_ORIGIN}/order-cancelled/${orderId}`,
          return: `${SHELL_ORIGIN}/received-payment/${orderId}`,
          custom: orderId,
        },
        // What is paid for, for the pay page whatever the provider's field names.
        itemName: 'Standard',
        amount: '19.99',
        currency: 'USD',
      });
    });

    it("refuses another customer's order, even to an admin, with 404; anonymous with 401", async () => {
      const { orderId } = await newOrder();
      const other = await api.customerCookie();
      expect((await api.request(`/payments/checkout/${orderId}`, { cookie: other.cookie })).status).toBe(404);
      expect(
        (await api.request(`/payments/checkout/${orderId}`, { cookie: await api.adminCookie() })).status,
      ).toBe(404);
      expect((await api.request(`/payments/checkout/${orderId}`)).status).toBe(401);
      expect((await api.request('/payments/checkout/nope', { cookie: other.cookie })).status).toBe(400);
    });

    it('refuses an order that is not UnPaid with 409', async () => {
      const { cookie, orderId } = await newOrder();
      await api.request(`/order-cancelled/${orderId}`, {
        method: 'PUT',
        cookie,
        body: { paymentStatus: 'Cancelled' },
      });
      expect((await api.request(`/payments/checkout/${orderId}`, { cookie })).status).toBe(409);
    });
  });

  describe('POST /payments/ipn', () => {
    it('marks the order Paid for a VERIFIED, matching notification, after posting back exactly what it received', async () => {
      const { orderId, cookie } = await newOrder();
      const fields = completedIpn(orderId);
      const before = await totalSales();
      await deliver(fields);

      expect(paypal.postBacks).toContain(`cmd=_notify-validate&${formBody(fields)}`);
      expect(await paymentStatus(orderId)).toBe('Paid');
      expect((await api.request(`/order/${orderId}`, { cookie })).body).toMatchObject({
        paymentStatus: 'Paid',
        txnId: fields.txn_id,
      });
      expect(await totalSales()).toBe(before + 1999);
      expect((await api.request('/orders/total-spent', { cookie })).body).toEqual({
        totalSpent: '19.99',
        cents: 1999,
      });
      const [record] = await ipnRecord(fields.txn_id!);
      expect(record).toMatchObject({ state: 'applied', custom: orderId, paymentStatus: 'Completed' });
      expect(Buffer.from(record!.raw.buffer).toString()).toBe(formBody(fields));
    });

    it.each([
      [
        'PayPal answers INVALID',
        (orderId: string) => completedIpn(orderId),
        { sentByPaypal: false },
        'not VERIFIED',
      ],
      [
        'the receiver is another account',
        (orderId: string) =>
          completedIpn(orderId, { receiver_email: 'thief@example.com', business: 'thief@example.com' }),
        {},
        'receiver',
      ],
      ['the amount differs', (orderId: string) => completedIpn(orderId, { mc_gross: '0.01' }), {}, 'amount'],
      [
        'the amount differs by a cent',
        (orderId: string) => completedIpn(orderId, { mc_gross: '19.98' }),
        {},
        'amount',
      ],
      [
        'the currency differs',
        (orderId: string) => completedIpn(orderId, { mc_currency: 'EUR' }),
        {},
        'currency',
      ],
      [
        'the payment is Pending',
        (orderId: string) => completedIpn(orderId, { payment_status: 'Pending', pending_reason: 'echeck' }),
        {},
        'Pending',
      ],
      ['custom names no order', () => completedIpn(new Types.ObjectId().toHexString()), {}, 'does not exist'],
    ])('leaves the order unchanged when %s', async (_case, build, options, reason) => {
      const { orderId } = await newOrder();
      const fields = build(orderId);
      const before = await totalSales();
      await deliver(fields, options);
      expect(await paymentStatus(orderId)).toBe('UnPaid');
      expect(await totalSales()).toBe(before);
      const [record] = await ipnRecord(fields.txn_id!);
      expect(record).toMatchObject({ state: 'ignored' });
      expect(record!.reason).toContain(reason);
    });

    it('accepts the receiver e-mail case-insensitively', async () => {
      const { orderId } = await newOrder();
      await deliver(
        completedIpn(orderId, { receiver_email: 'SALES@Agency.Test', business: 'Sales@agency.test' }),
      );
      expect(await paymentStatus(orderId)).toBe('Paid');
    });

    it('ignores a replayed txn_id, even for another order', async () => {
      const first = await newOrder();
      const second = await newOrder();
      const paid = completedIpn(first.orderId);
      await deliver(paid);
      expect(await paymentStatus(first.orderId)).toBe('Paid');

      const before = await totalSales();
      await deliver(paid);
      await deliver(completedIpn(second.orderId, { txn_id: paid.txn_id! }));
      expect(await paymentStatus(second.orderId)).toBe('UnPaid');
      expect(await totalSales()).toBe(before);
      const records = await ipnRecord(paid.txn_id!);
      expect(records.map((record) => record.state).sort()).toEqual(['applied', 'ignored', 'ignored']);
    });

    it('marks the order Paid once when two identical notifications arrive at the same time', async () => {
      const { orderId } = await newOrder();
      const fields = completedIpn(orderId);
      const before = await totalSales();
      const responses = await Promise.all([
        sendIpn(api, paypal, fields),
        sendIpn(api, paypal, fields),
        sendIpn(api, paypal, fields),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      await ipnProcessed(api);

      expect(await paymentStatus(orderId)).toBe('Paid');
      expect(await totalSales()).toBe(before + 1999);
      expect(await api.db.collection('payment_transactions').countDocuments({ txnId: fields.txn_id })).toBe(
        1,
      );
      const states = (await ipnRecord(fields.txn_id!)).map((record) => record.state).sort();
      expect(states).toEqual(['applied', 'ignored', 'ignored']);
    });

    it("lets PayPal's retry finish a payment whose claim was recorded by a process that stopped before marking the order", async () => {
      const { orderId } = await newOrder();
      const fields = completedIpn(orderId);
      const before = await totalSales();
      // What a crash between the claim and the order's update leaves behind.
      await api.db.collection('payment_transactions').insertOne({
        provider: 'paypal-standard',
        txnId: fields.txn_id,
        paymentStatus: 'Completed',
        orderId,
        grossCents: 1999,
      });

      await deliver(fields);

      expect(await paymentStatus(orderId)).toBe('Paid');
      expect(await totalSales()).toBe(before + 1999);
      // The order records the change and the notification that made it, in the update that paid it.
      const [applied] = await ipnRecord(fields.txn_id!);
      const order = await api.db.collection('orders').findOne({ _id: new Types.ObjectId(orderId) });
      expect(order?.paymentChanges).toEqual([
        {
          provider: 'paypal-standard',
          txnId: fields.txn_id,
          paymentStatus: 'Completed',
          notificationId: String(applied!._id),
        },
      ]);
      await deliver(fields);
      expect((await ipnRecord(fields.txn_id!)).map((record) => record.state).sort()).toEqual([
        'applied',
        'ignored',
      ]);
    });

    it('takes the order out of total sales when PayPal later reports the payment Refunded, and tells the customer once', async () => {
      const { orderId, cookie, email } = await newOrder();
      const refundMails = async () => {
        await api.settled();
        return api
          .outbox()
          .filter((mail) => mail.to === email && mail.subject.startsWith('Refund for order'));
      };
      const paid = completedIpn(orderId);
      await deliver(paid);
      const withOrder = await totalSales();

      const refund = completedIpn(orderId, {
        payment_status: 'Refunded',
        reason_code: 'refund',
        mc_gross: '-19.99',
        parent_txn_id: paid.txn_id!,
      });
      await deliver(refund);
      expect(await paymentStatus(orderId)).toBe('Refunded');
      expect(await totalSales()).toBe(withOrder - 1999);
      expect((await api.request('/orders/total-spent', { cookie })).body.cents).toBe(0);
      const [mail, ...others] = await refundMails();
      expect(others).toEqual([]);
      expect(mail!.text).toContain('19.99 USD');
      expect(mail!.text).toMatch(/Payment:\s+Refunded/);

      // The same refund again, or a completion replayed after it, changes nothing and mails nothing.
      await deliver(refund);
      await deliver(paid);
      expect(await paymentStatus(orderId)).toBe('Refunded');
      expect(await totalSales()).toBe(withOrder - 1999);
      expect(await refundMails()).toHaveLength(1);
    });

    it('takes the order out of Paid on a Reversed (chargeback) notification', async () => {
      const { orderId } = await newOrder();
      const paid = completedIpn(orderId);
      await deliver(paid);
      await deliver(
        completedIpn(orderId, {
          payment_status: 'Reversed',
          reason_code: 'chargeback',
          mc_gross: '-19.99',
          parent_txn_id: paid.txn_id!,
        }),
      );
      expect(await paymentStatus(orderId)).toBe('Refunded');
    });

    it('does not mark a cancelled order Paid', async () => {
      const { orderId, cookie } = await newOrder();
      await api.request(`/order-cancelled/${orderId}`, {
        method: 'PUT',
        cookie,
        body: { paymentStatus: 'Cancelled' },
      });
      await deliver(completedIpn(orderId));
      expect(await paymentStatus(orderId)).toBe('Cancelled');
    });

    it('retries a notification it could not verify, and settles it once PayPal answers again', async () => {
      const { orderId } = await newOrder();
      const fields = completedIpn(orderId);
      const failedBefore = await notificationsCounted(api, 'ipn', 'failed');
      paypal.failNext = true;
      await deliver(fields);
      expect(await paymentStatus(orderId)).toBe('UnPaid');
      expect((await ipnRecord(fields.txn_id!))[0]).toMatchObject({ state: 'failed', attempts: 1 });
      expect(await notificationsCounted(api, 'ipn', 'failed')).toBe(failedBefore + 1);

      const ipn = api.app.get(IpnService);
      await ipn.retryUnsettled(new Date(Date.now() + 3 * 60_000));
      await ipnProcessed(api);
      expect(await paymentStatus(orderId)).toBe('Paid');
      expect((await ipnRecord(fields.txn_id!))[0]).toMatchObject({ state: 'applied', attempts: 2 });

      // Settled messages are not picked up again.
      await ipn.retryUnsettled(new Date(Date.now() + 3 * 60_000));
      await ipnProcessed(api);
      expect((await ipnRecord(fields.txn_id!))[0]).toMatchObject({ state: 'applied', attempts: 2 });
    });

    it('records as applied a notification whose process stopped after settling it, and a repeat of it as ignored', async () => {
      const { orderId } = await newOrder();
      const fields = completedIpn(orderId);
      await deliver(fields);
      const [first] = await ipnRecord(fields.txn_id!);
      // What a process stopped between settling the payment and recording the outcome leaves behind, with a
      // second delivery of the same notification taken in at the same moment and stopped before its turn.
      const messages = api.db.collection('paypal_ipn_messages');
      await messages.updateOne(
        { _id: first!._id },
        { $set: { state: 'received' }, $unset: { reason: 1, processedAt: 1 } },
      );
      const { reason: _reason, processedAt: _processedAt, ...unprocessed } = first!;
      await messages.insertOne({
        ...unprocessed,
        _id: new Types.ObjectId(),
        receivedAt: new Date(Date.now() + 1),
        state: 'received',
      });
      const postBacks = paypal.postBacks.length;

      const outcomes = async () =>
        (await messages.find({ txnId: fields.txn_id }).sort({ receivedAt: 1 }).toArray()).map(
          ({ state, reason, attempts }) => ({ state, reason, attempts }),
        );
      // The order names the notification that paid it: its outcome is recorded from the order at once, without
      // processing it again; the repeat waits for its retry.
      await api.app.get(IpnService).retryUnsettled(new Date());
      await ipnProcessed(api);
      expect(await outcomes()).toEqual([
        { state: 'applied', reason: `order ${orderId} Paid`, attempts: 1 },
        { state: 'received', attempts: 1 },
      ]);
      await api.app.get(IpnService).retryUnsettled(new Date(Date.now() + 3 * 60_000));
      await ipnProcessed(api);
      expect(await outcomes()).toEqual([
        { state: 'applied', reason: `order ${orderId} Paid`, attempts: 1 },
        { state: 'ignored', reason: 'order is Paid, not UnPaid', attempts: 2 },
      ]);
      // Neither is posted back again, and the order was paid once.
      expect(paypal.postBacks.length).toBe(postBacks);
      expect(await paymentStatus(orderId)).toBe('Paid');
      expect(await api.db.collection('payment_transactions').countDocuments({ txnId: fields.txn_id })).toBe(
        1,
      );
    });

    it('takes only form-encoded bodies', async () => {
      const { orderId } = await newOrder();
      const response = await api.request('/payments/ipn', { method: 'POST', body: completedIpn(orderId) });
      expect(response.status).toBe(415);
      const empty = await api.request('/payments/ipn', {
        method: 'POST',
        body: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(empty.status).toBeGreaterThanOrEqual(400);
      expect(empty.status).toBeLessThan(500);
    });

    it('does not serve the checkout simulator outside simulator mode', async () => {
      const response = await api.request('/payments/simulator/validate', {
        method: 'POST',
        body: 'cmd=_notify-validate&a=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(404);
    });
  });
});

describe('payments in live mode', () => {
  it('refuses test_ipn=1 notifications and accepts real ones', async () => {
    const paypal = await FakePaypal.start();
    const api = await TestApi.start({ config: { paypalMode: 'live', paypalValidationUrl: paypal.url } });
    try {
      const packageId = await createPricing(api, 'Basic', '5.00');
      await setBusinessEmail(api);
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, packageId);
      const checkout = await api.request(`/payments/checkout/${order._id}`, { cookie });
      expect(checkout.body.action).toBe('https://www.paypal.com/cgi-bin/webscr');

      const sandboxIpn = completedIpn(order._id, { mc_gross: '5.00' });
      await sendIpn(api, paypal, sandboxIpn);
      await ipnProcessed(api);
      expect((await api.request(`/order/${order._id}`, { cookie })).body.paymentStatus).toBe('UnPaid');

      const { test_ipn: _ignored, ...liveIpn } = completedIpn(order._id, { mc_gross: '5.00' });
      await sendIpn(api, paypal, liveIpn);
      await ipnProcessed(api);
      expect((await api.request(`/order/${order._id}`, { cookie })).body.paymentStatus).toBe('Paid');
    } finally {
      await api.close();
      await paypal.close();
    }
  });
});

describe('IPN storage failure', () => {
  it('answers 5xx (so PayPal retries) when the notification cannot be stored', async () => {
    const paypal = await FakePaypal.start();
    const mongo = await startEmbeddedMongo();
    const api = await TestApi.start({
      database: mongo,
      config: { paypalMode: 'sandbox', paypalValidationUrl: paypal.url },
    });
    try {
      await mongo.stop();
      const response = await sendIpn(api, paypal, completedIpn(new Types.ObjectId().toHexString()));
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.status).toBeLessThan(600);
      expect(paypal.postBacks).toEqual([]);
    } finally {
      await api.close();
      await paypal.close();
    }
  });
});
