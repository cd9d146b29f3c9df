import mongoose from 'mongoose';
import type { Order, SearchPage } from '@agency/contracts';
import { createPricing, earlyOrder, placeOrder } from './orders-support';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { TestApi } from './support/test-api';

/** Order numbers: one atomic counter, so they are distinct and consecutive however many orders arrive at once. */
describe('order numbers', () => {
  let database: TestDatabase;
  let api: TestApi;
  let packageId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Orders stored before numbers existed, as an earlier version of the shop left them.
    const connection = await mongoose.createConnection(database.uri).asPromise();
    await connection.collection('orders').insertMany([1, 2, 3, 4, 5].map((day) => earlyOrder(day)));
    await connection.close();
    // Two API processes start on that database at once: both number the old orders.
    const [first, second] = await Promise.all([TestApi.start({ database }), TestApi.start({ database })]);
    api = first;
    await second.close();
    packageId = await createPricing(api, 'Standard', '19.99');
  });
  afterAll(async () => {
    await api.close();
    await database.release();
  });

  const stored = () => api.db.collection('orders').find().sort({ createdAt: 1, _id: 1 }).toArray();

  it('numbers the orders stored before numbers existed once each, oldest first, whoever started first', async () => {
    const early = await stored();
    const numbers = early.map((order) => order.orderNumber as number);
    expect(new Set(numbers).size).toBe(5);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    // The new number is searchable like the rest of the record.
    expect(early[0]!.searchWords).toEqual(expect.arrayContaining([String(numbers[0])]));
  });

  it('gives 40 orders placed at once 40 distinct, consecutive numbers', async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => api.customerCookie()));
    const placed = await Promise.all(
      Array.from({ length: 40 }, (_, index) => placeOrder(api, customers[index % 4]!.cookie, packageId)),
    );
    const numbers = placed.map((order) => order.orderNumber!).sort((a, b) => a - b);
    expect(numbers).toHaveLength(40);
    expect(numbers.every((number, index) => index === 0 || number === numbers[index - 1]! + 1)).toBe(true);
    const earlier = Math.max(...(await stored()).slice(0, 5).map((order) => order.orderNumber as number));
    expect(numbers[0]).toBeGreaterThan(earlier);
    const counter = await api.db.collection<{ _id: string; value: number }>('sequences').findOne({
      _id: 'orderNumber',
    });
    expect(counter?.value).toBe(numbers[39]);
  });

  it('is found by the admin search, exported, and shown to the customer', async () => {
    const { cookie } = await api.customerCookie();
    const order = await placeOrder(api, cookie, packageId);
    const admin = await api.adminCookie();
    const found = await api.request<SearchPage<Order>>(`/orders/search?q=${order.orderNumber}`, {
      cookie: admin,
    });
    expect(found.body.items.map((item) => item._id)).toContain(order._id);
    const csv = await api.request<string>(`/orders/export.csv?q=${order.orderNumber}`, { cookie: admin });
    expect(csv.body).toContain(`\r\n${order.orderNumber},${order._id},`);
    const mine = await api.request<Order[]>('/orders', { cookie });
    expect(mine.body.map((item) => item.orderNumber)).toEqual([order.orderNumber]);
  });
});
