import { Types } from 'mongoose';
import { OrderPaymentsService } from '../src/orders/order-payments.service';
import { isoDay, periodIndex, periodStarts } from '../src/orders/sales-periods';
import { TestApi } from './support/test-api';

describe('sales periods', () => {
  const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday

  it('counts back 30 days, 12 ISO weeks (from Monday) and 12 months, oldest first', () => {
    const days = periodStarts('day', now).map(isoDay);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-27');
    expect(days.at(-1)).toBe('2026-11-25');
    const weeks = periodStarts('week', now).map(isoDay);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    const months = periodStarts('month', now).map(isoDay);
    expect(months).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('puts a day in the period that starts last before it', () => {
    const weeks = periodStarts('week', now);
    expect(periodIndex(weeks, new Date('2026-11-22T00:00:00Z'))).toBe(10); // Sunday: the week before
    expect(periodIndex(weeks, new Date('2026-11-23T00:00:00Z'))).toBe(11);
    expect(periodIndex(weeks, new Date('2026-01-01T00:00:00Z'))).toBe(-1);
  });
});

describe('GET /orders/sales', () => {
  let api: TestApi;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  beforeAll(async () => {
    api = await TestApi.start();
    const order = (paymentStatus: string, amountCents: number, paidAt?: Date) => ({
      packageName: 'Basic',
      packagePrice: (amountCents / 100).toFixed(2),
      amountCents,
      customerEmail: 'buyer@example.com',
      customerName: 'Buyer',
      paymentStatus,
      orderStatus: 'Pending',
      orderDate: '01/01/2026',
      createdAt: paidAt ?? new Date(),
      ...(paidAt ? { paidAt } : {}),
    });
    await api.db
      .collection('orders')
      .insertMany([
        order('Paid', 1999, daysAgo(0)),
        order('Paid', 4999, daysAgo(0)),
        order('Paid', 9999, daysAgo(1)),
        order('Paid', 100, daysAgo(400)),
        order('UnPaid', 7777),
        order('Refunded', 5555, daysAgo(0)),
      ]);
  });
  afterAll(() => api.close());

  it('sums paid orders per day, every day present, for admins only', async () => {
    expect((await api.request('/orders/sales')).status).toBe(401);
    const { cookie } = await api.customerCookie();
    expect((await api.request('/orders/sales', { cookie })).status).toBe(403);

    const report = await api.request('/orders/sales?by=day', { cookie: await api.adminCookie() });
    expect(report.status).toBe(200);
    expect(report.body.by).toBe('day');
    const periods = report.body.periods as Array<{ start: string; cents: number; orders: number }>;
    expect(periods).toHaveLength(30);
    expect(periods.at(-1)).toEqual({ start: isoDay(daysAgo(0)), cents: 6998, orders: 2 });
    expect(periods.at(-2)).toEqual({ start: isoDay(daysAgo(1)), cents: 9999, orders: 1 });
    expect(periods.slice(0, -2).every((period) => period.cents === 0 && period.orders === 0)).toBe(true);
  });

  it('folds the days into weeks and months, and refuses another period', async () => {
    const admin = await api.adminCookie();
    for (const by of ['week', 'month']) {
      const periods = (await api.request(`/orders/sales?by=${by}`, { cookie: admin })).body.periods as Array<{
        cents: number;
        orders: number;
      }>;
      expect(periods).toHaveLength(12);
      expect(periods.reduce((sum, period) => sum + period.cents, 0)).toBe(16997);
      expect(periods.reduce((sum, period) => sum + period.orders, 0)).toBe(3);
    }
    const bad = await api.request('/orders/sales?by=year', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('by must be day, week or month');
  });
});

describe('paid sales sealed per day', () => {
  let api: TestApi;
  const DAY_MS = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const paidOrder = (txnId: string, amountCents: number, paidAt: Date | undefined, createdAt = paidAt) => ({
    _id: new Types.ObjectId(),
    packageName: 'Basic',
    packagePrice: (amountCents / 100).toFixed(2),
    amountCents,
    customerEmail: 'buyer@example.com',
    customerName: 'Buyer',
    customerAddress: '1 Main Street',
    customerCountry: 'Portugal',
    paymentStatus: 'Paid',
    orderStatus: 'Pending',
    orderDate: '01/01/2026',
    txnId,
    createdAt,
    ...(paidAt ? { paidAt } : {}),
  });
  const figures = async (target: TestApi) => {
    const cookie = await target.adminCookie();
    const total = (await target.request('/orders/total-sales', { cookie })).body.cents as number;
    const days = (await target.request('/orders/sales?by=day', { cookie })).body.periods as Array<{
      start: string;
      cents: number;
    }>;
    return {
      total,
      byDay: Object.fromEntries(days.filter((day) => day.cents).map((day) => [day.start, day.cents])),
    };
  };
  const threeDaysAgo = paidOrder('T3', 300, daysAgo(3));

  beforeAll(async () => {
    api = await TestApi.start();
    await api.db
      .collection('orders')
      .insertMany([
        threeDaysAgo,
        paidOrder('T3b', 30, daysAgo(3)),
        paidOrder('T2', 200, daysAgo(2)),
        paidOrder('T0', 1, new Date()),
      ]);
  });
  afterAll(() => api.close());

  it('keeps a row for each ended day and sums the open day from the orders', async () => {
    expect(await figures(api)).toEqual({
      total: 531,
      byDay: { [isoDay(daysAgo(3))]: 330, [isoDay(daysAgo(2))]: 200, [isoDay(new Date())]: 1 },
    });
    const rows = await api.db.collection('salesdays').find().sort({ _id: 1 }).toArray();
    expect(rows.map((row) => [isoDay(row._id as unknown as Date), row.cents, row.orders])).toEqual([
      [isoDay(daysAgo(3)), 330, 2],
      [isoDay(daysAgo(2)), 200, 1],
    ]);
  });

  it('takes a refunded order out of its sealed day', async () => {
    const payments = api.app.get(OrderPaymentsService);
    const refund = { provider: 'paypal-standard', txnId: 'R3', paymentStatus: 'Refunded' };
    expect(await payments.markRefunded(threeDaysAgo._id.toString(), 'T3', refund, [])).toBe(true);
    expect(await figures(api)).toEqual({
      total: 231,
      byDay: { [isoDay(daysAgo(3))]: 30, [isoDay(daysAgo(2))]: 200, [isoDay(new Date())]: 1 },
    });
  });

  it('counts again, after a restart, what was written behind its back: a restored order, one paid before payment times were kept', async () => {
    await api.db
      .collection('orders')
      .insertMany([paidOrder('T5', 5000, daysAgo(5)), paidOrder('T4', 4000, undefined, daysAgo(4))]);
    // As a database from before payment times were kept: its migration has not run.
    await api.db.collection('migrations').deleteOne({ _id: '0003-sales-days-payment-times' as never });
    const restarted = await TestApi.start({ database: api.database });
    try {
      expect(await figures(restarted)).toEqual({
        total: 9231,
        byDay: {
          [isoDay(daysAgo(5))]: 5000,
          [isoDay(daysAgo(4))]: 4000,
          [isoDay(daysAgo(3))]: 30,
          [isoDay(daysAgo(2))]: 200,
          [isoDay(new Date())]: 1,
        },
      });
    } finally {
      await restarted.close();
    }
  });
});
