import { Types } from 'mongoose';
import { MailQueue } from '../src/mail/mail-queue';
import { ShopNotifications } from '../src/notifications/shop-notifications.service';
import { OrderMailOutbox } from '../src/orders/order-mail-outbox';
import { createPricing, placeOrder } from './orders-support';
import { completedIpn, FakePaypal, ipnProcessed, sendIpn, setBusinessEmail } from './payments-support';
import { TEST_ADMIN, TestApi } from './support/test-api';

/** The mail queue shared by every API process: mail a process left behind is sent by another, and only once. */
describe('the mail queue in the database', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await TestApi.start();
    second = await TestApi.start({ database: first.database });
    // Only the test looks for abandoned mail here, so it can count what each look took.
    for (const api of [first, second]) api.app.get(MailQueue).pause();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('sends each mail a process died holding once, whichever processes look for it at once', async () => {
    const now = Date.now();
    // As a process that crashed leaves them: queued, claimed, its lease run out.
    const subjects = Array.from({ length: 20 }, (_, index) => `Left behind ${index}`);
    await first.db.collection('mail_queue').insertMany(
      subjects.map((subject) => ({
        to: 'customer@example.com',
        subject,
        text: `${subject}, sent at last.`,
        state: 'pending',
        attempts: 1,
        dueAt: new Date(now - 1000),
        lease: 'a process that died',
        createdAt: new Date(now - 60_000),
      })),
    );
    const taken = await Promise.all(
      [first, second, first, second].map((api) => api.app.get(MailQueue).deliverAbandoned()),
    );
    await Promise.all([first.settled(), second.settled()]);

    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(20);
    const sent = [...first.outbox(), ...second.outbox()].filter((mail) => mail.subject.startsWith('Left'));
    expect(sent.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const records = await first.db
      .collection('mail_queue')
      .find({ subject: /^Left behind/ })
      .toArray();
    expect(records.map((record) => record.state)).toEqual(subjects.map(() => 'sent'));
    // A sent mail's parts leave the queue.
    expect(records.filter((record) => 'text' in record)).toEqual([]);
  });

  it('leaves a mail a living process holds to that process', async () => {
    await first.db.collection('mail_queue').insertOne({
      to: 'customer@example.com',
      subject: 'Being sent',
      text: 'Held by a process that is still sending it.',
      state: 'pending',
      attempts: 1,
      dueAt: new Date(Date.now() + 30_000),
      lease: 'a living process',
    });
    expect(await second.app.get(MailQueue).deliverAbandoned()).toBe(0);
    expect(second.outbox().filter((mail) => mail.subject === 'Being sent')).toEqual([]);
  });

  it('queues the mail a request causes and marks it sent once it is', async () => {
    const running = await TestApi.start({ database: first.database });
    const response = await running.request('/add-message', {
      method: 'POST',
      body: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Call me back, please.' },
    });
    expect(response.status).toBe(201);
    await running.settled();
    expect(running.outbox().map((mail) => mail.subject)).toEqual(['New contact message from Grace Hopper']);
    await running.close();
    const record = await first.db
      .collection('mail_queue')
      .findOne({ kind: 'new-message', 'data.messageId': response.body._id });
    expect(record).toMatchObject({ state: 'sent', attempts: 1, to: TEST_ADMIN.email });
    expect(record?.sentAt).toBeInstanceOf(Date);
  });
});

/** Every mail is queued by the request that causes it, before its answer, and written from the stored cause when sent. */
describe('mail queued with its cause', () => {
  let paypal: FakePaypal;
  let crashing: TestApi;
  let survivor: TestApi;
  const afterTheLease = () => new Date(Date.now() + crashing.config.mailLeaseMs + 1_000);

  beforeAll(async () => {
    paypal = await FakePaypal.start();
    const config = { paypalMode: 'sandbox' as const, paypalValidationUrl: paypal.url };
    crashing = await TestApi.start({ config });
    survivor = await TestApi.start({ config, database: crashing.database });
    await setBusinessEmail(crashing);
  });
  afterAll(async () => {
    await survivor.close();
    await crashing.close();
    await paypal.close();
  });

  it('sends each mail once, after a restart, when the process died between the answer and the send', async () => {
    // A process whose mail never leaves it: its requests answer, then it is gone.
    crashing.app.get(MailQueue).pause();
    survivor.app.get(MailQueue).pause();
    const packageId = await createPricing(crashing, 'Standard', '19.99');
    const { email, cookie } = await crashing.customerCookie();
    const order = await placeOrder(crashing, cookie, packageId);
    expect((await sendIpn(crashing, paypal, completedIpn(order._id))).status).toBe(200);
    await ipnProcessed(crashing);
    const message = await crashing.request('/add-message', {
      method: 'POST',
      body: { name: 'Ada', email: 'ada@example.com', message: 'Is anyone there?' },
    });
    expect(message.status).toBe(201);
    expect((await crashing.request('/auth/reset', { method: 'POST', body: { email } })).status).toBe(202);
    expect(
      (await crashing.request('/auth/reset', { method: 'POST', body: { email: 'nobody@example.com' } }))
        .status,
    ).toBe(202);
    await crashing.settled();
    expect(crashing.outbox()).toEqual([]);

    // Another process finds them once their holder's lease has run out, and sends each once.
    expect(await survivor.app.get(MailQueue).deliverAbandoned(new Date())).toBe(0);
    await survivor.app.get(MailQueue).deliverAbandoned(afterTheLease());
    expect(await survivor.app.get(MailQueue).deliverAbandoned(afterTheLease())).toBe(0);
    const sent = survivor.outbox();
    const forCustomer = sent.filter((mail) => mail.to === email).map((mail) => mail.subject);
    const forAdmin = sent.filter((mail) => mail.to === TEST_ADMIN.email).map((mail) => mail.subject);
    expect(sent).toHaveLength(7);
    expect(forCustomer).toHaveLength(4);
    expect(forCustomer).toEqual(
      expect.arrayContaining([
        'Confirm your e-mail address',
        'Reset your password',
        `Your order #${order.orderNumber} for the Standard package`,
        expect.stringMatching(/^Payment received/),
      ]),
    );
    expect(forAdmin).toHaveLength(3);
    expect(forAdmin).toEqual(
      expect.arrayContaining([
        'New contact message from Ada',
        expect.stringMatching(new RegExp(`^New order #${order.orderNumber}`)),
      ]),
    );
    // The reset asked for an e-mail with no account was queued like any other, and dropped when written.
    expect(
      await survivor.db
        .collection('mail_queue')
        .countDocuments({ to: 'nobody@example.com', state: 'dropped' }),
    ).toBe(1);
    // The link mailed works: the token was made when the mail was written, by the process that sent it.
    const link = survivor
      .outbox()
      .find((mail) => mail.subject === 'Reset your password')!
      .text.match(/token=(\S+)/)![1]!;
    const reset = await survivor.request('/auth/reset/confirm', {
      method: 'POST',
      body: { token: decodeURIComponent(link), password: 'a-new-password' },
    });
    expect(reset.status).toBe(200);
  });

  it('mails a status change if and only if its write was made, also when its process stopped right after it', async () => {
    for (const api of [crashing, survivor]) api.app.get(MailQueue).pause();
    const packageId = await createPricing(crashing, 'Premium', '49.99');
    const { email, cookie } = await crashing.customerCookie();
    const order = await placeOrder(crashing, cookie, packageId);
    const admin = await crashing.adminCookie();
    const setStatus = async (orderStatus: string) => {
      const answer = await crashing.request(`/order-status/${order._id}`, {
        method: 'PUT',
        cookie: admin,
        body: { orderStatus },
      });
      expect(answer.status).toBe(200);
      // The mail a change carries is the mail queue's business, never an answer's.
      expect(answer.body).not.toHaveProperty('mailOutbox');
    };
    await setStatus('Delivered');
    // The status the order has: nothing changes, nothing is mailed.
    await setStatus('Delivered');
    // What a process stopped between a change's write and moving its mail into the queue leaves: the order
    // changed, carrying the mail.
    const mails = await crashing.app
      .get(ShopNotifications)
      .mailsFor('statusChanged', { id: order._id, customerEmail: email }, 'stopped-change', {
        orderStatus: 'Pending',
      });
    await crashing.db.collection('orders').updateOne(
      { _id: new Types.ObjectId(order._id) },
      // The order's own mail was moved already, so the change's is all it carries.
      { $set: { orderStatus: 'Pending', mailOutbox: mails } },
    );
    await crashing.settled();

    expect(await survivor.app.get(OrderMailOutbox).relayLeftBehind()).toBeGreaterThanOrEqual(1);
    await survivor.app.get(MailQueue).deliverAbandoned(afterTheLease());
    const name = `Premium order #${order.orderNumber}`;
    expect(
      survivor
        .outbox()
        .filter((mail) => mail.to === email && mail.subject.includes(' is '))
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([`Your ${name} is Delivered`, `Your ${name} is Pending`]);
    const jobs = await survivor.db
      .collection('mail_queue')
      .find({ kind: 'order-status', 'data.orderId': order._id })
      .toArray();
    expect(jobs.map((job) => job.state)).toEqual(['sent', 'sent']);
    const stored = await survivor.db.collection('orders').findOne({ _id: new Types.ObjectId(order._id) });
    expect(stored?.mailOutbox).toEqual([]);
  });

  it('queues one receipt when a payment is reported twice at once to two processes', async () => {
    for (const api of [crashing, survivor]) api.app.get(MailQueue).pause();
    const packageId = await createPricing(survivor, 'Basic', '19.99');
    const { cookie } = await survivor.customerCookie();
    const order = await placeOrder(survivor, cookie, packageId);
    const ipn = completedIpn(order._id);
    const answers = await Promise.all([sendIpn(crashing, paypal, ipn), sendIpn(survivor, paypal, ipn)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await Promise.all([ipnProcessed(crashing), ipnProcessed(survivor)]);
    const receipts = await survivor.db
      .collection('mail_queue')
      .find({ kind: 'payment-received', 'data.orderId': order._id })
      .toArray();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      key: `payment-received:${order._id}:${ipn.txn_id}`,
      state: 'pending',
    });
    // Asking the database directly to queue that cause again queues nothing more.
    await survivor.app
      .get(MailQueue)
      .queue([{ key: receipts[0]!.key, kind: 'payment-received', to: 'x@example.com', data: {} }]);
    expect(await survivor.db.collection('mail_queue').countDocuments({ key: receipts[0]!.key })).toBe(1);
  });
});
