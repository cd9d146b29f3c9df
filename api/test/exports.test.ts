import { csvCell } from '../src/export/csv';
import { TestApi } from './support/test-api';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [undefined, ''],
    [19.5, '19.5'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('exports', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await TestApi.start();
    await api.db.collection('messages').insertMany([
      {
        name: '=cmd|/c calc!A1',
        email: 'spam@example.com',
        number: '+123',
        subject: 'Hi, there',
        message: 'Line one\nline "two"',
        messageStatus: 'UnRead',
        createdAt: new Date('2026-01-02T00:00:00Z'),
      },
      {
        name: 'Ana',
        email: 'ana@example.com',
        number: '',
        subject: '',
        message: 'Hello',
        messageStatus: 'Read',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
    ]);
    await api.db.collection('subscribers').insertMany([
      { subemail: 'first@example.com', createdAt: new Date('2026-01-01T00:00:00Z') },
      { subemail: '@evil.example', createdAt: new Date('2026-01-03T00:00:00Z') },
    ]);
    await api.db.collection('orders').insertOne({
      packageName: 'Basic',
      packagePrice: '19.99',
      customerEmail: 'buyer@example.com',
      customerName: '-SUM(1)',
      customerAddress: '1 Main St',
      customerCountry: 'PT',
      paymentStatus: 'Paid',
      orderStatus: 'Pending',
      orderDate: '01/05/2026',
      txnId: 'TXN1',
      createdAt: new Date('2026-01-05T00:00:00Z'),
    });
  });
  afterAll(() => api.close());

  it.each(['/orders/export.csv', '/messages/export.csv', '/subscribers/export.csv'])(
    '%s is for admins only',
    async (path) => {
      expect((await api.request(path)).status).toBe(401);
      const { cookie } = await api.customerCookie();
      expect((await api.request(path, { cookie })).status).toBe(403);
    },
  );

  it('exports messages newest first as a CSV download, formulas neutralised and cells quoted', async () => {
    const response = await api.request<string>('/messages/export.csv', { cookie: await api.adminCookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="messages.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toBe(
      'Date,Full Name,Email,Phone Number,Subject,Message,Message Status\r\n' +
        `2026-01-02T00:00:00.000Z,'=cmd|/c calc!A1,spam@example.com,'+123,"Hi, there","Line one\nline ""two""",UnRead\r\n` +
        '2026-01-01T00:00:00.000Z,Ana,ana@example.com,,,Hello,Read\r\n',
    );
  });

  it('exports subscribers and orders', async () => {
    const admin = await api.adminCookie();
    const subscribers = await api.request<string>('/subscribers/export.csv', { cookie: admin });
    expect(subscribers.body).toBe(
      'Email,Subscribed\r\n' +
        "'@evil.example,2026-01-03T00:00:00.000Z\r\n" +
        'first@example.com,2026-01-01T00:00:00.000Z\r\n',
    );
    const orders = await api.request<string>('/orders/export.csv', { cookie: admin });
    const [header, row, end] = orders.body.split('\r\n');
    expect(header).toBe(
      'Order No.,Order Id,Order Date,Customer Name,Email,Address,Country,Package,Price,Order Status,Payment Status,Transaction Id',
    );
    expect(row).toMatch(
      // Inserted directly, after start-up numbering ran: it has no number yet.
      /^,[0-9a-f]{24},2026-01-05T00:00:00.000Z,'-SUM\(1\),buyer@example.com,1 Main St,PT,Basic,19.99,Pending,Paid,TXN1$/,
    );
    expect(end).toBe('');
  });
});
