import type { CheckoutForm } from '@agency/contracts';
import { CUSTOMER_DETAILS, createPricing } from './orders-support';
import { ipnProcessed, setBusinessEmail, submitForm } from './payments-support';
import { TEST_ADMIN, TestApi, type OutboxMail } from './support/test-api';
import { TestSmtp } from './support/test-smtp';

/** Order, payment, delivery and contact-message e-mails, read from the outbox (both parts) or a real SMTP server. */

const HOSTILE_NAME = '<b>Ada</b> & "Co"';
const ESCAPED_NAME = '&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Co&quot;';
const UNVERIFIED_ADMIN = 'pending-admin@example.com';

describe('e-mails through the outbox', () => {
  let api: TestApi;
  let packageId: string;

  beforeAll(async () => {
    api = await TestApi.start({ config: { paypalMode: 'simulator' } });
    api.config.apiPublicUrl = api.url;
    packageId = await createPricing(api, 'Standard', '49.99');
    await setBusinessEmail(api);
    // Listed as an admin but never verified: not an admin yet, so none of the admin mail goes there.
    await api.register(UNVERIFIED_ADMIN);
    await api.db.collection('users').insertOne({ userEmail: UNVERIFIED_ADMIN, userRole: 'Admin' });
  });
  afterAll(() => api.close());

  /** Runs the action and returns the mails it caused once every background send has finished. */
  async function mailsFrom(action: () => Promise<unknown>): Promise<OutboxMail[]> {
    await api.settled();
    const before = api.outbox().length;
    await action();
    await api.settled();
    return api.outbox().slice(before);
  }

  function only(mails: OutboxMail[], to: string, subject: string | RegExp): OutboxMail {
    const matching = mails.filter((mail) => mail.to === to && mail.subject.match(subject));
    expect({ to, subject: String(subject), count: matching.length }).toEqual({
      to,
      subject: String(subject),
      count: 1,
    });
    return matching[0]!;
  }

  async function placeOrder(cookie: string, customerName: string = CUSTOMER_DETAILS.customerName) {
    const response = await api.request('/new-order', {
      method: 'POST',
      cookie,
      body: { packageId, ...CUSTOMER_DETAILS, customerName },
    });
    expect(response.status).toBe(201);
    return response.body as { _id: string; orderNumber: number };
  }

  it('tells the customer of a placed order and the verified admins of a new order, values escaped in HTML', async () => {
    const { email, cookie } = await api.customerCookie();
    let order = { _id: '', orderNumber: 0 };
    const mails = await mailsFrom(async () => {
      order = await placeOrder(cookie, HOSTILE_NAME);
    });
    const orderId = order._id;
    const orderNumber = `#${order.orderNumber}`;
    expect(mails.map((mail) => mail.to).sort()).toEqual([TEST_ADMIN.email, email].sort());

    const placed = only(mails, email, `Your order ${orderNumber} for the Standard package`);
    for (const part of [placed.text, placed.html!]) {
      // People read the short number and plain words, never the database's id or its 'UnPaid'.
      expect(part).toContain(orderNumber);
      expect(part).not.toContain(orderId);
      expect(part).toContain('Standard');
      expect(part).toContain('49.99 USD');
      expect(part).toContain('Not paid');
      expect(part).not.toContain('UnPaid');
    }
    expect(placed.text).toContain(HOSTILE_NAME);
    expect(placed.html).toContain(ESCAPED_NAME);
    expect(placed.html).not.toContain('<b>Ada');

    const notice = only(mails, TEST_ADMIN.email, `New order ${orderNumber}: Standard package, 49.99 USD`);
    for (const part of [notice.text, notice.html!]) {
      expect(part).toContain(orderNumber);
      expect(part).toContain(email);
      expect(part).toContain(CUSTOMER_DETAILS.customerAddress);
      expect(part).toContain(`/admin/payment-status/${orderId}`);
    }
    expect(notice.html).toContain(ESCAPED_NAME);
  });

  it('sends the customer a receipt (package, amount, transaction id) and the admins a paid-order notice, once', async () => {
    const { email, cookie } = await api.customerCookie();
    const order = await placeOrder(cookie);
    const checkout = await api.request<CheckoutForm>(`/payments/checkout/${order._id}`, { cookie });
    const mails = await mailsFrom(async () => {
      expect((await submitForm(api, '/payments/simulator/pay', checkout.body.fields)).status).toBe(303);
      await ipnProcessed(api);
    });
    const { txnId } = (await api.request(`/order/${order._id}`, { cookie })).body as { txnId: string };
    expect(txnId).toMatch(/^SIM/);
    expect(mails).toHaveLength(2);

    const receipt = only(mails, email, 'Payment received: Standard package, 49.99 USD');
    for (const part of [receipt.text, receipt.html!]) {
      expect(part).toContain('Standard');
      expect(part).toContain('49.99 USD');
      expect(part).toContain(txnId);
      expect(part).toContain('Paid');
      expect(part).toContain('receipt');
    }
    const notice = only(
      mails,
      TEST_ADMIN.email,
      `Order #${order.orderNumber} paid: Standard package, 49.99 USD`,
    );
    expect(notice.text).toContain(txnId);
    expect(notice.html).toContain(txnId);

    // The same notification again changes nothing, so it sends nothing.
    const repeat = await mailsFrom(async () => {
      await submitForm(api, '/payments/simulator/pay', checkout.body.fields);
      await ipnProcessed(api);
    });
    expect(repeat).toEqual([]);
  });

  it('tells the customer when the order is delivered, and only when the status changes', async () => {
    const { email, cookie } = await api.customerCookie();
    const order = await placeOrder(cookie);
    const admin = await api.adminCookie();
    const deliver = () =>
      api.request(`/order-status/${order._id}`, {
        method: 'PUT',
        cookie: admin,
        body: { orderStatus: 'Delivered' },
      });
    const mails = await mailsFrom(async () => expect((await deliver()).status).toBe(200));
    expect(mails).toHaveLength(1);
    const delivered = only(mails, email, `Your Standard order #${order.orderNumber} is Delivered`);
    for (const part of [delivered.text, delivered.html!]) {
      expect(part).toContain('has been delivered');
      expect(part).toContain(`#${order.orderNumber}`);
      expect(part).toContain('49.99 USD');
    }
    expect(await mailsFrom(async () => expect((await deliver()).status).toBe(200))).toEqual([]);
  });

  it('tells the verified admins of a new contact message, quoted and escaped', async () => {
    const message = {
      name: HOSTILE_NAME,
      email: 'visitor@example.com',
      number: '+1 555 0100',
      subject: 'A <new> website',
      message: 'Line one\n<script>alert(1)</script>',
    };
    let messageId = '';
    const mails = await mailsFrom(async () => {
      const response = await api.request('/add-message', { method: 'POST', body: message });
      expect(response.status).toBe(201);
      messageId = response.body._id;
    });
    expect(mails.map((mail) => mail.to)).toEqual([TEST_ADMIN.email]);
    const notice = only(mails, TEST_ADMIN.email, `New contact message from ${HOSTILE_NAME}`);
    expect(notice.text).toContain('> <script>alert(1)</script>');
    expect(notice.text).toContain('visitor@example.com');
    expect(notice.text).toContain(`/view/${messageId}`);
    expect(notice.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice.html).toContain('A &lt;new&gt; website');
    expect(notice.html).toContain(ESCAPED_NAME);
    expect(notice.html).not.toContain('<script>');
  });
});

describe('a failed send', () => {
  it('is retried until the mail server takes it, while the request that caused it answered normally', async () => {
    const smtp = new TestSmtp(1);
    const api = await TestApi.start({ config: { smtpUrl: await smtp.listen() } });
    try {
      const response = await api.request('/add-message', {
        method: 'POST',
        body: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Call me back, please.' },
      });
      expect(response.status).toBe(201);
      // The first attempt is refused and the retry waits, so nothing can have been delivered yet.
      expect(smtp.accepted).toEqual([]);
      await api.settled();
      expect(smtp.attempts).toBe(2);
      expect(smtp.accepted).toHaveLength(1);
      const [delivered] = smtp.accepted;
      expect(delivered).toContain(`To: ${TEST_ADMIN.email}`);
      expect(delivered).toContain('Subject: New contact message from Grace Hopper');
      expect(delivered).toContain('Content-Type: text/plain');
      expect(delivered).toContain('Content-Type: text/html');
      expect(delivered).toContain('Call me back, please.');
      expect(api.outbox()).toEqual([]);
    } finally {
      await api.close();
      await smtp.close();
    }
  });
});
