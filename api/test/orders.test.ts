import { TestApi } from './support/test-api';
import { countOrders, createPricing, CUSTOMER_DETAILS, placeOrder } from './orders-support';
import { formatOrderDate } from '../src/orders/orders.service';
import { Types } from 'mongoose';

describe('orders', () => {
  let api: TestApi;
  let standardId: string;

  beforeAll(async () => {
    api = await TestApi.start();
    standardId = await createPricing(api, 'Standard', '19.99');
  });
  afterAll(() => api.close());

  /** Payment is settled by the payments module; here only its effect on orders matters. */
  /** What a customer's new order of the Standard package answers: unpaid, pending, with the checkout's details. */
  const newStandardOrder = (email: string) => ({
    packageName: 'Standard',
    packagePrice: '19.99',
    customerEmail: email,
    ...CUSTOMER_DETAILS,
    paymentStatus: 'UnPaid',
    orderStatus: 'Pending',
  });

  const cancelOrder = (orderId: string, cookie?: string, body: object = { paymentStatus: 'Cancelled' }) =>
    api.request(`/order-cancelled/${orderId}`, { method: 'PUT', cookie, body });

  async function markPaid(orderId: string): Promise<void> {
    await api.db
      .collection('orders')
      .updateOne(
        { _id: new Types.ObjectId(orderId) },
        { $set: { paymentStatus: 'Paid', txnId: `T-${orderId}` } },
      );
  }

  describe('POST /new-order', () => {
    it('takes name and price from the stored package and the e-mail from the session, whatever the body says', async () => {
      const { email, cookie } = await api.customerCookie();
      const response = await api.request('/new-order', {
        method: 'POST',
        cookie,
        body: {
          packageId: standardId,
          packageName: 'Premium',
          packagePrice: '0.01',
          customerEmail: 'someone-else@example.com',
          paymentStatus: 'Paid',
          orderStatus: 'Delivered',
          orderDate: '01/01/1999',
          ...CUSTOMER_DETAILS,
        },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        ...newStandardOrder(email),
        orderDate: formatOrderDate(new Date()),
      });
      expect(response.body.orderDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(Date.parse(response.body.createdAt)).not.toBeNaN();
      const stored = await api.db
        .collection('orders')
        .findOne({ _id: new Types.ObjectId(response.body._id) });
      expect(stored).toMatchObject({
        packagePrice: '19.99',
        amountCents: 1999,
        customerEmail: email,
        paymentStatus: 'UnPaid',
      });
    });

    it('accepts the package by name', async () => {
      const basicId = await createPricing(api, 'Basic', '9.5');
      const { cookie } = await api.customerCookie();
      const response = await api.request('/new-order', {
        method: 'POST',
        cookie,
        body: { packageName: 'Basic', ...CUSTOMER_DETAILS },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ packageId: basicId, packageName: 'Basic', packagePrice: '9.50' });
    });

    it('needs a signed-in user', async () => {
      const before = await countOrders(api);
      const response = await api.request('/new-order', {
        method: 'POST',
        body: { packageId: standardId, ...CUSTOMER_DETAILS },
      });
      expect(response.status).toBe(401);
      expect(await countOrders(api)).toBe(before);
    });

    it.each([
      ['a missing name', { customerName: undefined }, 'customerName'],
      ['an empty address', { customerAddress: '   ' }, 'customerAddress'],
      ['an overlong country', { customerCountry: 'x'.repeat(101) }, 'customerCountry'],
      ['a name that is not text', { customerName: 42 }, 'customerName'],
      ['an unknown field', { discount: '100%' }, 'discount'],
      ['an operator key', { $where: '1' }, '$where'],
      ['no package', { packageId: undefined }, 'packageId'],
      ['a package that does not exist', { packageId: new Types.ObjectId().toHexString() }, 'packageId'],
      ['a package name outside the three', { packageId: undefined, packageName: 'Gold' }, 'packageName'],
    ])('refuses %s with a 400 naming the field and stores nothing', async (_case, change, field) => {
      const { cookie } = await api.customerCookie();
      const before = await countOrders(api);
      const body: Record<string, unknown> = { packageId: standardId, ...CUSTOMER_DETAILS, ...change };
      const response = await api.request('/new-order', { method: 'POST', cookie, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field.replace('customer', ''));
      expect(response.body.errors?.[0]?.field ?? field).toBe(field);
      expect(await countOrders(api)).toBe(before);
    });

    it('refuses a malformed package id', async () => {
      const { cookie } = await api.customerCookie();
      const response = await api.request('/new-order', {
        method: 'POST',
        cookie,
        body: { packageId: 'abc', ...CUSTOMER_DETAILS },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('packageId');
    });

    it('refuses a package whose stored price is not an amount', async () => {
      const brokenId = await createPricing(api, 'Premium', 'call us');
      const { cookie } = await api.customerCookie();
      const response = await api.request('/new-order', {
        method: 'POST',
        cookie,
        body: { packageId: brokenId, ...CUSTOMER_DETAILS },
      });
      expect(response.status).toBe(400);
    });
  });

  describe('reading orders', () => {
    it('shows a customer only their own orders, newest first, and an admin every order', async () => {
      const a = await api.customerCookie();
      const b = await api.customerCookie();
      const a1 = await placeOrder(api, a.cookie, standardId);
      const b1 = await placeOrder(api, b.cookie, standardId);
      const a2 = await placeOrder(api, a.cookie, standardId);

      const mine = await api.request('/orders', { cookie: a.cookie });
      expect(mine.status).toBe(200);
      expect(mine.body.map((order: { _id: string }) => order._id)).toEqual([a2._id, a1._id]);
      expect(mine.body.every((order: { customerEmail: string }) => order.customerEmail === a.email)).toBe(
        true,
      );

      const all = await api.request('/orders', { cookie: await api.adminCookie() });
      expect(all.status).toBe(200);
      const ids = all.body.map((order: { _id: string }) => order._id);
      expect(ids).toEqual(expect.arrayContaining([a1._id, a2._id, b1._id]));
      expect(ids.indexOf(a2._id)).toBeLessThan(ids.indexOf(b1._id));
      expect(ids.indexOf(b1._id)).toBeLessThan(ids.indexOf(a1._id));
      const created = all.body.map((order: { createdAt: string }) => Date.parse(order.createdAt));
      expect([...created].sort((x, y) => y - x)).toEqual(created);

      const adminOwn = await api.request('/orders?mine=true', { cookie: await api.adminCookie() });
      expect(adminOwn.body).toEqual([]);
    });

    it('answers 401 to anonymous callers', async () => {
      expect((await api.request('/orders')).status).toBe(401);
    });

    it('lets the owner and an admin read an order, and answers 404 to another customer', async () => {
      const a = await api.customerCookie();
      const b = await api.customerCookie();
      const order = await placeOrder(api, a.cookie, standardId);
      expect((await api.request(`/order/${order._id}`, { cookie: a.cookie })).body._id).toBe(order._id);
      expect((await api.request(`/order/${order._id}`, { cookie: await api.adminCookie() })).status).toBe(
        200,
      );
      expect((await api.request(`/order/${order._id}`, { cookie: b.cookie })).status).toBe(404);
      expect((await api.request(`/order/${order._id}`)).status).toBe(401);
      expect(
        (await api.request(`/order/${new Types.ObjectId().toHexString()}`, { cookie: a.cookie })).status,
      ).toBe(404);
      expect((await api.request('/order/not-an-id', { cookie: a.cookie })).status).toBe(400);
    });
  });

  describe('PUT /order-status/{id}', () => {
    it('lets an admin move an order between Pending and Delivered, in either direction', async () => {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, standardId);
      const admin = await api.adminCookie();
      const delivered = await api.request(`/order-status/${order._id}`, {
        method: 'PUT',
        cookie: admin,
        body: { orderStatus: 'Delivered' },
      });
      expect(delivered.status).toBe(200);
      expect(delivered.body.orderStatus).toBe('Delivered');
      const back = await api.request(`/order-status/${order._id}`, {
        method: 'PUT',
        cookie: admin,
        body: { orderStatus: 'Pending' },
      });
      expect(back.body.orderStatus).toBe('Pending');
    });

    it.each([
      ['an unknown status', { orderStatus: 'Shipped' }],
      ['no status', {}],
      ['a payment status smuggled in', { orderStatus: 'Delivered', paymentStatus: 'Paid' }],
    ])('refuses %s with 400 and changes nothing', async (_case, body) => {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, standardId);
      const response = await api.request(`/order-status/${order._id}`, {
        method: 'PUT',
        cookie: await api.adminCookie(),
        body,
      });
      expect(response.status).toBe(400);
      const stored = await api.request(`/order/${order._id}`, { cookie });
      expect(stored.body).toMatchObject({ orderStatus: 'Pending', paymentStatus: 'UnPaid' });
    });

    it('is for admins only, and 404 for an order that does not exist', async () => {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, standardId);
      const body = { orderStatus: 'Delivered' };
      expect((await api.request(`/order-status/${order._id}`, { method: 'PUT', cookie, body })).status).toBe(
        403,
      );
      expect((await api.request(`/order-status/${order._id}`, { method: 'PUT', body })).status).toBe(401);
      const missing = new Types.ObjectId().toHexString();
      expect(
        (
          await api.request(`/order-status/${missing}`, {
            method: 'PUT',
            cookie: await api.adminCookie(),
            body,
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('order status follows the payment', () => {
    async function withPayment(paymentStatus: 'Refunded' | 'Cancelled') {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, standardId);
      await api.db
        .collection('orders')
        .updateOne({ _id: new Types.ObjectId(order._id) }, { $set: { paymentStatus } });
      return order;
    }
    const setStatus = async (orderId: string, orderStatus: string) =>
      api.request(`/order-status/${orderId}`, {
        method: 'PUT',
        cookie: await api.adminCookie(),
        body: { orderStatus },
      });

    it.each([
      ['Refunded', 'A refunded order cannot be marked Delivered: its payment was returned'],
      ['Cancelled', 'A cancelled order cannot be marked Delivered: it was never paid'],
    ] as const)(
      'refuses to deliver a %s order with 400 naming orderStatus, and mails nothing',
      async (paymentStatus, message) => {
        const order = await withPayment(paymentStatus);
        await api.settled();
        const mailsBefore = api.outbox().length;
        const refused = await setStatus(order._id, 'Delivered');
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          message,
          errors: [{ field: 'orderStatus', message }],
        });
        const stored = await api.db.collection('orders').findOne({ _id: new Types.ObjectId(order._id) });
        expect(stored).toMatchObject({ orderStatus: 'Pending', paymentStatus });
        await api.settled();
        expect(api.outbox()).toHaveLength(mailsBefore);
      },
    );

    it('still lets an admin set Pending on such an order', async () => {
      const order = await withPayment('Refunded');
      await api.db
        .collection('orders')
        .updateOne({ _id: new Types.ObjectId(order._id) }, { $set: { orderStatus: 'Delivered' } });
      const pending = await setStatus(order._id, 'Pending');
      expect(pending.status).toBe(200);
      expect(pending.body.orderStatus).toBe('Pending');
    });
  });

  describe('POST /order/{id}/pay-again', () => {
    async function cancelledOrder() {
      const customer = await api.customerCookie();
      const order = await placeOrder(api, customer.cookie, standardId);
      await cancelOrder(order._id, customer.cookie, {});
      return { ...customer, order };
    }
    const payAgain = (orderId: string, cookie?: string) =>
      api.request(`/order/${orderId}/pay-again`, { method: 'POST', cookie });

    it('places a new UnPaid order with the same package and details; the cancelled one stays Cancelled', async () => {
      const { cookie, email, order } = await cancelledOrder();
      const again = await payAgain(order._id, cookie);
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject(newStandardOrder(email));
      expect(again.body._id).not.toBe(order._id);
      expect(again.body.orderNumber).toBeGreaterThan(order.orderNumber!);
      expect((await api.request(`/order/${order._id}`, { cookie })).body.paymentStatus).toBe('Cancelled');
      // The pay page can take it at once.
      expect((await api.request(`/payments/checkout/${again.body._id}`, { cookie })).status).not.toBe(409);
    });

    it("names the new order on the cancelled one in the customer's list, so the list can tell it was paid again", async () => {
      const { cookie, order } = await cancelledOrder();
      const again = await payAgain(order._id, cookie);
      const mine = await api.request('/orders?mine=true', { cookie });
      const cancelled = (mine.body as { _id: string; reorderedAs?: string }[]).find(
        (o) => o._id === order._id,
      );
      expect(cancelled?.reorderedAs).toBe(again.body._id);
      expect((await api.request(`/order/${order._id}`, { cookie })).body.reorderedAs).toBe(again.body._id);
    });

    it('answers the same new order when asked again, even at once', async () => {
      const { cookie, order } = await cancelledOrder();
      const answers = await Promise.all([1, 2, 3].map(() => payAgain(order._id, cookie)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
      expect(
        await api.db.collection('orders').countDocuments({ _id: new Types.ObjectId(answers[0]!.body._id) }),
      ).toBe(1);
      expect((await api.request<unknown[]>('/orders', { cookie })).body).toHaveLength(2);
    });

    it('is only for the owner and only for a cancelled order', async () => {
      const { order } = await cancelledOrder();
      const stranger = await api.customerCookie();
      expect((await payAgain(order._id, stranger.cookie)).status).toBe(404);
      expect((await payAgain(order._id)).status).toBe(401);
      const unpaid = await placeOrder(api, stranger.cookie, standardId);
      const refused = await payAgain(unpaid._id, stranger.cookie);
      expect(refused.status).toBe(409);
      expect(await countOrders(api)).toBeGreaterThan(0);
      expect((await api.request<unknown[]>('/orders', { cookie: stranger.cookie })).body).toHaveLength(1);
    });
  });

  describe('PUT /order-cancelled/{id}', () => {
    it('lets the owner cancel an UnPaid order, and cancelling again changes nothing', async () => {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, standardId);
      const first = await cancelOrder(order._id, cookie);
      expect(first.status).toBe(200);
      expect(first.body.paymentStatus).toBe('Cancelled');
      const again = await cancelOrder(order._id, cookie);
      expect(again.status).toBe(200);
      expect(again.body.paymentStatus).toBe('Cancelled');
    });

    it('lets an admin cancel, refuses another customer with 404 and a Paid order with 409', async () => {
      const a = await api.customerCookie();
      const b = await api.customerCookie();
      const order = await placeOrder(api, a.cookie, standardId);
      expect((await cancelOrder(order._id, b.cookie, {})).status).toBe(404);
      expect((await api.request(`/order/${order._id}`, { cookie: a.cookie })).body.paymentStatus).toBe(
        'UnPaid',
      );

      const paid = await placeOrder(api, a.cookie, standardId);
      await markPaid(paid._id);
      const refused = await cancelOrder(paid._id, a.cookie);
      expect(refused.status).toBe(409);
      expect((await api.request(`/order/${paid._id}`, { cookie: a.cookie })).body.paymentStatus).toBe('Paid');

      const byAdmin = await cancelOrder(order._id, await api.adminCookie(), {});
      expect(byAdmin.body.paymentStatus).toBe('Cancelled');
    });

    it('sets only Cancelled', async () => {
      const { cookie } = await api.customerCookie();
      const order = await placeOrder(api, cookie, standardId);
      const response = await cancelOrder(order._id, cookie, { paymentStatus: 'Paid' });
      expect(response.status).toBe(400);
      expect((await api.request(`/order/${order._id}`, { cookie })).body.paymentStatus).toBe('UnPaid');
    });
  });

  describe('totals', () => {
    it('adds Paid orders in cents: 19.99 × 3 is exactly 59.97', async () => {
      const fresh = await TestApi.start();
      try {
        const packageId = await createPricing(fresh, 'Standard', '19.99');
        const a = await fresh.customerCookie();
        const b = await fresh.customerCookie();
        const paid = await Promise.all([1, 2, 3].map(() => placeOrder(fresh, a.cookie, packageId)));
        await placeOrder(fresh, a.cookie, packageId);
        await placeOrder(fresh, b.cookie, packageId);
        const db = fresh.db.collection('orders');
        for (const order of paid)
          await db.updateOne(
            { _id: new Types.ObjectId(order._id) },
            { $set: { paymentStatus: 'Paid', paidAt: new Date() } },
          );

        const sales = await fresh.request('/orders/total-sales', { cookie: await fresh.adminCookie() });
        expect(sales.status).toBe(200);
        expect(sales.body).toEqual({ totalSales: '59.97', cents: 5997 });
        expect((await fresh.request('/orders/total-spent', { cookie: a.cookie })).body).toEqual({
          totalSpent: '59.97',
          cents: 5997,
        });
        expect((await fresh.request('/orders/total-spent', { cookie: b.cookie })).body).toEqual({
          totalSpent: '0.00',
          cents: 0,
        });
      } finally {
        await fresh.close();
      }
    });

    it('keeps total sales for admins and total spent for signed-in users', async () => {
      const { cookie } = await api.customerCookie();
      expect((await api.request('/orders/total-sales', { cookie })).status).toBe(403);
      expect((await api.request('/orders/total-sales')).status).toBe(401);
      expect((await api.request('/orders/total-spent')).status).toBe(401);
    });
  });
});
