// A payment notification whose API process is killed (SIGKILL) at each moment between two of the payment's writes:
// after a restart the order, the notification's recorded outcome and the mail agree, and each mail is sent once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { pricings } from '@agency/contracts';
import { CRASH_POINTS, type CrashPoint } from '../src/config/crash-point';
import { CUSTOMER_DETAILS } from './orders-support';
import { BUSINESS_EMAIL, completedIpn, FakePaypal, formBody } from './payments-support';
import { ApiProcess } from './support/api-process';
import { EngineProcess } from './support/engine-process';
import { eventually } from './support/eventually';
import { TEST_ADMIN } from './support/test-api';
import { withDatabase } from './support/test-database';
import { TestSmtp } from './support/test-smtp';

/** The mail a payment sends: the customer's receipt and the admin's notice. */
const PAYMENT_MAILS = 2;

/** What the database holds of one payment: its order, its notification, its mail. */
interface PaymentState {
  paymentStatus: string;
  /** The transactions the order records as having changed it. */
  changes: number;
  /** Mail the order carries, not yet in the mail queue. */
  carried: number;
  /** The payment's mail in the mail queue, by state. */
  queued: string[];
  notification: string;
}

/**
 * What each crash point leaves, before the restart: it shows the process died between the two writes named, and
 * that the order's one update holds the payment, the notification that made it and its mail, or none of them.
 */
const LEFT_AT: Record<CrashPoint, Omit<PaymentState, 'queued'> & { queued: number }> = {
  'payment-claimed': { paymentStatus: 'UnPaid', changes: 0, carried: 0, queued: 0, notification: 'received' },
  'payment-written': { paymentStatus: 'Paid', changes: 1, carried: 2, queued: 0, notification: 'received' },
  'mail-queued': { paymentStatus: 'Paid', changes: 1, carried: 2, queued: 2, notification: 'received' },
  'notification-settled': {
    paymentStatus: 'Paid',
    changes: 1,
    carried: 0,
    queued: 2,
    notification: 'received',
  },
};

async function request(api: ApiProcess, pathname: string, body: unknown, cookie?: string) {
  const response = await fetch(`${api.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0],
    body: await response.json(),
  };
}

async function signIn(api: ApiProcess, email: string, password: string): Promise<string> {
  const answer = await request(api, '/auth/login', { email, password });
  expect(answer.status).toBe(200);
  return answer.cookie!;
}

describe('a payment notification whose API process is killed between two writes', () => {
  let dir: string;
  let engine: EngineProcess;
  let client: MongoClient;
  let db: Db;
  let paypal: FakePaypal;
  let smtp: TestSmtp;
  let env: Record<string, string>;
  let api: ApiProcess | undefined;
  /** One unpaid order per crash point, placed before any process is killed. */
  const orders = new Map<CrashPoint, { id: string; email: string }>();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'agency-payment-crash-'));
    engine = await EngineProcess.start(path.join(dir, 'db'));
    const databaseUri = withDatabase(engine.uri, 'agency_payment_crash');
    client = await MongoClient.connect(databaseUri);
    db = client.db();
    paypal = await FakePaypal.start();
    smtp = new TestSmtp();
    env = {
      MONGODB_URI: databaseUri,
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      PAYPAL_MODE: 'sandbox',
      PAYPAL_VALIDATION_URL: paypal.url,
      SMTP_URL: await smtp.listen(),
      // Mail a killed process held is taken over 5 s later rather than the default 30, still far above a send here.
      MAIL_LEASE: '5s',
    };

    api = await ApiProcess.start(env);
    const admin = await signIn(api, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await request(api, '/add-email', { paypalEmail: BUSINESS_EMAIL }, admin)).status).toBe(201);
    const pricing = await db
      .collection(pricings.collection)
      .insertOne({ packageName: 'Standard', packagePrice: '19.99', packageButtonText: 'Order now' });
    for (const point of CRASH_POINTS) {
      const email = `crash-${point}@example.com`;
      expect((await request(api, '/auth/register', { email, password: 'customer-password' })).status).toBe(
        202,
      );
      const cookie = await signIn(api, email, 'customer-password');
      const placed = await request(
        api,
        '/new-order',
        { packageId: pricing.insertedId.toHexString(), ...CUSTOMER_DETAILS },
        cookie,
      );
      expect(placed.status).toBe(201);
      orders.set(point, { id: placed.body._id, email });
    }
    // Stopped as an orchestrator stops it: whatever it started (the orders' mail) is finished first.
    api.signal('SIGTERM');
    expect(await api.exited()).toBe(0);
  }, 240_000);
  afterAll(async () => {
    await api?.stop();
    await client?.close();
    await engine?.stop();
    await paypal?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function paymentState(orderId: string, txnId: string): Promise<PaymentState> {
    const order = await db.collection('orders').findOne({ _id: new ObjectId(orderId) });
    const notification = await db.collection('paypal_ipn_messages').findOne({ txnId });
    const queued = await db
      .collection('mail_queue')
      .find({ key: { $in: paymentMailKeys(orderId, txnId) } })
      .toArray();
    return {
      paymentStatus: order?.paymentStatus,
      changes: order?.paymentChanges?.length ?? 0,
      carried: order?.mailOutbox?.length ?? 0,
      queued: queued.map((job) => job.state as string),
      notification: notification?.state,
    };
  }

  function paymentMailKeys(orderId: string, txnId: string): string[] {
    return [`payment-received:${orderId}:${txnId}`, `paid-order:${orderId}:${txnId}:${TEST_ADMIN.email}`];
  }

  it.each(CRASH_POINTS)(
    'killed at %s: after a restart the order is Paid, its notification applied, and each mail sent once',
    async (point) => {
      const order = orders.get(point)!;
      const fields = completedIpn(order.id);
      const txnId = fields.txn_id!;
      const body = formBody(fields);
      paypal.sent.add(body);

      api = await ApiProcess.start({ ...env, API_CRASH_POINT: point });
      const answer = await fetch(`${api.url}/payments/ipn`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      // Stored and acknowledged first; the process dies while it processes the notification after the answer.
      expect(answer.status).toBe(200);
      expect(await api.exited()).toBeNull();
      const left = await paymentState(order.id, txnId);
      expect({ ...left, queued: left.queued.length }).toEqual(LEFT_AT[point]);

      // Restarted, it may process a stored notification again at once rather than two minutes later.
      api = await ApiProcess.start({ ...env, IPN_RETRY_AFTER: '0' });
      const finished = await eventually(
        () => paymentState(order.id, txnId),
        (state) =>
          state.notification !== 'received' &&
          state.carried === 0 &&
          state.queued.length === PAYMENT_MAILS &&
          state.queued.every((job) => job !== 'pending'),
        // A mail the killed process held is taken over once its lease runs out, at the next look (every 5 s).
        60_000,
      );
      expect(finished).toEqual({
        paymentStatus: 'Paid',
        changes: 1,
        carried: 0,
        queued: ['sent', 'sent'],
        notification: 'applied',
      });
      const notification = await db.collection('paypal_ipn_messages').findOne({ txnId });
      expect(notification?.reason).toBe(`order ${order.id} Paid`);
      const stored = await db.collection('orders').findOne({ _id: new ObjectId(order.id) });
      expect(stored?.paymentChanges).toEqual([
        {
          provider: 'paypal-standard',
          txnId,
          paymentStatus: 'Completed',
          notificationId: String(notification?._id),
        },
      ]);

      // Each mail reached the mail server once: a resend would carry the same Message-ID.
      const jobs = await db
        .collection('mail_queue')
        .find({ key: { $in: paymentMailKeys(order.id, txnId) } })
        .toArray();
      for (const job of jobs) {
        const sent = smtp.accepted.filter((message) =>
          message.includes(`<${String(job._id)}@mail-queue.agency>`),
        );
        expect(sent).toHaveLength(1);
        expect(sent[0]).toContain(`To: ${job.to}`);
      }
      expect(jobs.map((job) => job.to).sort()).toEqual([order.email, TEST_ADMIN.email].sort());

      api.signal('SIGTERM');
      expect(await api.exited()).toBe(0);
    },
    240_000,
  );
});
