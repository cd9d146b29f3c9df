// An admin's searches of the long lists (orders, messages, subscribers): text, filters, creation days, sort and
// pages, each checked against the real database, and every bad parameter refused by name.
import type { SearchPage } from '@agency/contracts';
import { TestApi } from './support/test-api';

interface OrderRow {
  customerName: string;
  customerEmail: string;
  paymentStatus: string;
  orderStatus: string;
  amountCents: number;
}
interface MessageRow {
  name: string;
  messageStatus: string;
}
interface SubscriberRow {
  subemail: string;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe('searching the admin lists', () => {
  let api: TestApi;
  let admin: string;

  const search = async <T>(path: string) => {
    const response = await api.request<SearchPage<T>>(path, { cookie: admin });
    expect([path, response.status]).toEqual([path, 200]);
    return response.body;
  };

  let seeding: TestApi;

  beforeAll(async () => {
    // The records are written straight to the database, as an import from before search words would be, then
    // the API starts on them: its migration gives them their words.
    seeding = await TestApi.start();
    api = seeding;
    // 25 orders over 25 days: every fifth Paid, every third Delivered, one customer with a regex-like name.
    await api.db.collection('orders').insertMany(
      Array.from({ length: 25 }, (_, i) => ({
        packageName: ['Basic', 'Standard', 'Premium'][i % 3],
        packagePrice: '19.99',
        amountCents: 1000 + i,
        customerEmail: `buyer${i}@example.com`,
        customerName: i === 7 ? 'Ana (a.k.a. *Star*)' : `Customer ${String(i).padStart(2, '0')}`,
        customerAddress: '1 Main St',
        customerCountry: i % 2 ? 'Portugal' : 'Brazil',
        paymentStatus: i % 5 === 0 ? 'Paid' : 'UnPaid',
        orderStatus: i % 3 === 0 ? 'Delivered' : 'Pending',
        orderDate: '01/01/2026',
        createdAt: day(i + 1),
      })),
    );
    await api.db.collection('messages').insertMany(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        number: '',
        subject: i === 3 ? 'Refund please' : 'Hello',
        message: 'Text',
        messageStatus: i % 2 ? 'Read' : 'UnRead',
        createdAt: day(i + 1),
      })),
    );
    await api.db
      .collection('subscribers')
      .insertMany(
        Array.from({ length: 7 }, (_, i) => ({ subemail: `reader${i}@news.example`, createdAt: day(i + 1) })),
      );
    await api.db.collection('migrations').deleteMany({});
    api = await TestApi.start({ database: seeding.database });
    admin = await api.adminCookie();
  });
  afterAll(async () => {
    await api.close();
    await seeding.close();
  });

  it.each(['/orders/search', '/messages/search', '/subscribers/search'])(
    '%s is for admins only',
    async (path) => {
      expect((await api.request(path)).status).toBe(401);
      const { cookie } = await api.customerCookie();
      expect((await api.request(path, { cookie })).status).toBe(403);
    },
  );

  it("without parameters: the first page, newest first, at the product description's page size, with the total", async () => {
    const orders = await search<OrderRow>('/orders/search');
    expect(orders).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(orders.items.map((o) => o.customerEmail)).toEqual(
      Array.from({ length: 10 }, (_, i) => `buyer${24 - i}@example.com`),
    );
    expect((await search<SubscriberRow>('/subscribers/search')).pageSize).toBe(5);
  });

  it('pages follow each other without gaps or repeats, and a page past the end is empty', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await search<OrderRow>(`/orders/search?page=${page}`);
      seen.push(...result.items.map((o) => o.customerEmail));
    }
    expect(new Set(seen).size).toBe(25);
    expect((await search<OrderRow>('/orders/search?page=4')).items).toEqual([]);
    expect((await search<OrderRow>('/orders/search?pageSize=25')).items).toHaveLength(25);
  });

  it('filters by payment and order status, counting with the same filter', async () => {
    const paid = await search<OrderRow>('/orders/search?paymentStatus=Paid&pageSize=100');
    expect(paid.total).toBe(5);
    expect(paid.items.every((o) => o.paymentStatus === 'Paid')).toBe(true);
    const both = await search<OrderRow>('/orders/search?paymentStatus=Paid&orderStatus=Delivered');
    // i divisible by 5 and by 3: 0 and 15.
    expect(both.items.map((o) => o.customerEmail).sort()).toEqual([
      'buyer0@example.com',
      'buyer15@example.com',
    ]);
    expect(both.total).toBe(2);
    const unread = await search<MessageRow>('/messages/search?messageStatus=UnRead&pageSize=100');
    expect(unread.total).toBe(6);
    expect(unread.items.every((m) => m.messageStatus === 'UnRead')).toBe(true);
  });

  it('finds records by the start of their words, in any case, order and accents; a pattern is just characters', async () => {
    const emails = async (q: string) =>
      (await search<OrderRow>(`/orders/search?pageSize=100&q=${encodeURIComponent(q)}`)).items
        .map((o) => o.customerEmail)
        .sort();
    expect(await emails('BUYER12@')).toEqual(['buyer12@example.com']);
    expect((await search<OrderRow>('/orders/search?q=portugal')).total).toBe(12);
    expect((await search<OrderRow>('/orders/search?q=PORT')).total).toBe(12);
    // Words found anywhere in the record, in any order: Ana is the one customer of Portugal called Star.
    expect(await emails('star portugal')).toEqual(['buyer7@example.com']);
    expect(await emails('Stár')).toEqual(['buyer7@example.com']);
    expect(await emails('(a.k.a. *star*)')).toEqual(['buyer7@example.com']);
    // Customers 10 to 19, and the orders numbered 1 (buyer0's) and 10 (buyer9's): an order's number is a word too.
    expect(await emails('customer 1')).toEqual(
      [
        'buyer0',
        'buyer10',
        'buyer11',
        'buyer12',
        'buyer13',
        'buyer14',
        'buyer15',
        'buyer16',
        'buyer17',
        'buyer18',
        'buyer19',
        'buyer9',
      ].map((name) => `${name}@example.com`),
    );
    // The middle of a word is not the start of one; text without letters or digits finds nothing.
    expect((await search<OrderRow>('/orders/search?q=ortugal')).total).toBe(0);
    expect((await search<OrderRow>(`/orders/search?q=${encodeURIComponent('.*')}`)).total).toBe(0);
    expect((await search<MessageRow>('/messages/search?q=refund')).items.map((m) => m.name)).toEqual([
      'Sender 3',
    ]);
    expect((await search<SubscriberRow>('/subscribers/search?q=READER6')).items).toHaveLength(1);
  });

  it('keeps the search words to itself, and gives them to records it stores', async () => {
    const order = (await search<OrderRow>('/orders/search?q=buyer3')).items[0]!;
    expect(order).not.toHaveProperty('searchWords');
    expect(
      await api.request('/add-subscriber', { method: 'POST', body: { subemail: 'new.Reader@Mail.example' } }),
    ).toMatchObject({
      status: 201,
    });
    expect((await search<SubscriberRow>('/subscribers/search?q=mail%20reader')).items).toEqual([
      expect.objectContaining({ subemail: 'new.reader@mail.example' }),
    ]);
    await api.db.collection('subscribers').deleteOne({ subemail: 'new.reader@mail.example' });
  });

  it('limits to creation days, both ends included', async () => {
    const days = await search<OrderRow>('/orders/search?from=2026-01-03&to=2026-01-05&sort=createdAt');
    expect(days.items.map((o) => o.customerEmail)).toEqual([
      'buyer2@example.com',
      'buyer3@example.com',
      'buyer4@example.com',
    ]);
    expect((await search<OrderRow>('/orders/search?from=2026-01-24')).total).toBe(2);
    expect((await search<OrderRow>('/orders/search?to=2026-01-01')).total).toBe(1);
  });

  it('sorts by an allowed field either way', async () => {
    const cheapest = await search<OrderRow>('/orders/search?sort=amountCents&pageSize=3');
    expect(cheapest.items.map((o) => o.amountCents)).toEqual([1000, 1001, 1002]);
    const dearest = await search<OrderRow>('/orders/search?sort=-amountCents&pageSize=3');
    expect(dearest.items.map((o) => o.amountCents)).toEqual([1024, 1023, 1022]);
    const byName = await search<MessageRow>('/messages/search?sort=name&pageSize=2');
    expect(byName.items.map((m) => m.name)).toEqual(['Sender 0', 'Sender 1']);
  });

  it.each([
    ['/orders/search?paymentStatus=Free', 'paymentStatus'],
    ['/orders/search?paymentStatus[$ne]=Paid', 'paymentStatus[$ne]'],
    ['/orders/search?sort=password', 'sort'],
    ['/orders/search?sort=-$where', 'sort'],
    ['/orders/search?page=0', 'page'],
    ['/orders/search?page=1.5', 'page'],
    ['/orders/search?pageSize=101', 'pageSize'],
    ['/orders/search?from=2026-02-30', 'from'],
    ['/orders/search?from=yesterday', 'from'],
    ['/orders/search?from=2026-01-05&to=2026-01-04', 'to'],
    ['/orders/search?q=a&q=b', 'q'],
    [`/orders/search?q=${'x'.repeat(101)}`, 'q'],
    ['/orders/search?customerEmail=buyer1@example.com', 'customerEmail'],
    ['/messages/search?paymentStatus=Paid', 'paymentStatus'],
    ['/subscribers/search?messageStatus=Read', 'messageStatus'],
  ])('%s is refused, naming %s', async (path, field) => {
    const response = await api.request<{ errors: Array<{ field: string }> }>(path, { cookie: admin });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error) => error.field)).toContain(field);
  });

  it("the CSV export takes the same search: only the matching records, in the search's order", async () => {
    const response = await api.request<string>('/orders/export.csv?paymentStatus=Paid&sort=amountCents', {
      cookie: admin,
    });
    expect(response.status).toBe(200);
    const rows = response.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(5);
    // Order No., Order Id, Order Date, Customer Name, Email…
    expect(rows.map((row) => row.split(',')[4])).toEqual([
      'buyer0@example.com',
      'buyer5@example.com',
      'buyer10@example.com',
      'buyer15@example.com',
      'buyer20@example.com',
    ]);
    expect((await api.request('/orders/export.csv?sort=nope', { cookie: admin })).status).toBe(400);
  });

  it("the product description's list endpoints answer as before: every record, newest first", async () => {
    const orders = await api.request<OrderRow[]>('/orders', { cookie: admin });
    expect(orders.body).toHaveLength(25);
    expect(orders.body[0].customerEmail).toBe('buyer24@example.com');
    const subscribers = await api.request<SubscriberRow[]>('/subscribers', { cookie: admin });
    expect(subscribers.body).toHaveLength(7);
  });
});
