// Three API processes and two shell servers on one database behind HAProxy, under a mixed workload during which
// one API process is killed (SIGKILL) and started again: afterwards every instance tells the same truth.
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { encodeForm } from '../../api/src/payments/paypal-standard/form-encoding';
import { startScaleCluster, type ScaleCluster } from '../../scripts/lib/scale-cluster';
import {
  ClusterClient,
  prepareWorkload,
  runWorkload,
  type WorkloadResult,
  type WorkloadSetup,
} from '../../scripts/lib/scale-workload';

/** Long enough for the mail and scheduled drafts the killed instance held to be taken over (their 30 s leases). */
const TAKE_OVER_MS = 40_000;
const AUTH_LIMIT = 10;

interface OutboxMail {
  to?: Array<{ address: string }>;
  subject: string;
}

function outbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('several API instances on one database, behind a load balancer', () => {
  let cluster: ScaleCluster;
  let db: mongoose.Connection;
  let setup: WorkloadSetup;
  let result: WorkloadResult;
  const logs: string[] = [];

  beforeAll(async () => {
    cluster = await startScaleCluster({
      apiInstances: 3,
      shellServers: 2,
      apiEnv: { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT), CONTENT_HISTORY_VERSIONS: '100000' },
      log: (line) => logs.push(line),
    });
    db = await mongoose.createConnection(cluster.databaseUri).asPromise();
    setup = await prepareWorkload(cluster);
    result = await runWorkload(cluster, setup, {
      durationMs: 12_000,
      clients: 9,
      midway: {
        afterMs: 4000,
        run: async () => {
          await cluster.killApi(2);
          await cluster.restartApi(2);
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await cluster?.stop();
  });

  // Unanswered requests (the balancer's or the shell's 5xx page, or a connection cut) are those the killed
  // instance held or that met it on their way; they count neither as acknowledged nor as unexpected.
  it('answered every request it was sent as expected, but those the killed instance held', () => {
    expect(result.unexpected).toEqual([]);
    expect(result.acknowledged.orders.length).toBeGreaterThan(0);
    expect(result.acknowledged.paid.length).toBeGreaterThan(0);
    expect(result.acknowledged.captured.length).toBeGreaterThan(0);
    expect(result.acknowledged.bannerHeadings.length).toBeGreaterThan(0);
  });

  it('keeps every acknowledged order once, each with its own number', async () => {
    const orders = await db.collection('orders').find({}).toArray();
    const stored = new Map(orders.map((order) => [String(order._id), order]));
    for (const { id, email } of result.acknowledged.orders) expect(stored.get(id)?.customerEmail).toBe(email);
    const unanswered = result.acknowledged.unanswered.order ?? 0;
    expect(orders.length).toBeGreaterThanOrEqual(result.acknowledged.orders.length);
    expect(orders.length).toBeLessThanOrEqual(result.acknowledged.orders.length + unanswered);
    const numbers = orders.map((order) => order.orderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('changes each order paid by IPN once, however many instances its notification reaches', async () => {
    // The order's one update records its payment and the notification that made it; each notification's own
    // record is derived from that, also for one whose instance was killed between the two (its restart records it).
    const agreement = async () => {
      const paidOrders = await db
        .collection('orders')
        .find({ paymentChanges: { $elemMatch: { provider: 'paypal-standard', paymentStatus: 'Completed' } } })
        .toArray();
      const namedByOrders = paidOrders
        .flatMap((order) => order.paymentChanges as Array<{ provider: string; notificationId?: string }>)
        .filter((change) => change.provider === 'paypal-standard')
        .map((change) => String(change.notificationId))
        .sort();
      const applied = (await db.collection('paypal_ipn_messages').find({ state: 'applied' }).toArray())
        .map((message) => String(message._id))
        .sort();
      return { namedByOrders, applied };
    };
    const agreed = await eventually(
      agreement,
      ({ namedByOrders, applied }) =>
        namedByOrders.length >= result.acknowledged.paid.length &&
        JSON.stringify(namedByOrders) === JSON.stringify(applied),
      10_000,
    );
    expect(agreed.applied).toEqual(agreed.namedByOrders);
    expect(agreed.namedByOrders.length).toBeGreaterThanOrEqual(result.acknowledged.paid.length);
    const applied = await db.collection('paypal_ipn_messages').find({ state: 'applied' }).toArray();
    const txnIds = applied.map((message) => message.txnId);
    expect(new Set(txnIds).size).toBe(txnIds.length);
    const orders = await db
      .collection('orders')
      .find({ _id: { $in: result.acknowledged.paid.map((id) => new mongoose.Types.ObjectId(id)) } })
      .toArray();
    expect(orders.map((order) => order.paymentStatus)).toEqual(result.acknowledged.paid.map(() => 'Paid'));

    // PayPal delivers again: the same notification, to each instance.
    const sent = await db
      .collection('payment_simulator_ipns')
      .find({ txnId: { $in: txnIds.slice(0, 5) } })
      .toArray();
    expect(sent.length).toBeGreaterThan(0);
    const client = new ClusterClient(cluster, '198.51.100.200');
    for (const ipn of sent) {
      const { notify_url: _notifyUrl, ...fields } = ipn.fields as Record<string, string>;
      for (const apiUrl of cluster.apiUrls) {
        const answer = await client.send('payment', `${apiUrl}/payments/ipn`, {
          method: 'POST',
          form: encodeForm(fields),
        });
        expect(answer?.status).toBe(200);
      }
    }
    // Acknowledged first and processed after: given time to, none changes anything.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await agreement()).toEqual(agreed);
  });

  it('pays each Orders v2 order once, its webhook delivered twice at once to two instances changing nothing more', async () => {
    const { captured } = result.acknowledged;
    const completed = () =>
      cluster.paypal.deliveries.filter((delivery) => delivery.eventType === 'PAYMENT.CAPTURE.COMPLETED');
    // The simulator signs one webhook per capture, and delivers it through the balancer after its answer.
    await eventually(
      async () => completed().length,
      (count) => count >= captured.length,
      10_000,
    );
    const captures = completed().map(
      (delivery) => (JSON.parse(delivery.body) as { resource: { id: string; custom_id: string } }).resource,
    );
    expect(new Set(captures.map((capture) => capture.custom_id)).size).toBe(captures.length);
    const paidByCapture = async () => {
      const [orders, transactions] = await Promise.all([
        db
          .collection('orders')
          .find({ _id: { $in: captures.map((capture) => new mongoose.Types.ObjectId(capture.custom_id)) } })
          .toArray(),
        db.collection('payment_transactions').find({ provider: 'paypal-orders' }).toArray(),
      ]);
      return { orders, transactions };
    };
    // PayPal delivers again what was not acknowledged (a delivery the killed instance held); the simulator does
    // not, so the test does, through the balancer.
    const unpaid = new Set(
      (await paidByCapture()).orders
        .filter((order) => order.paymentStatus !== 'Paid')
        .map((order) => String(order._id)),
    );
    for (const delivery of completed().filter((_, index) => unpaid.has(captures[index]!.custom_id)))
      await fetch(`${cluster.apiUrl}/payments/paypal-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...delivery.headers },
        body: delivery.body,
      });
    const before = await paidByCapture();
    const byId = new Map(before.orders.map((order) => [String(order._id), order]));
    // Every capture PayPal made (acknowledged or not) paid its own order, through one transaction.
    for (const capture of captures) {
      expect(byId.get(capture.custom_id)).toMatchObject({ paymentStatus: 'Paid', txnId: capture.id });
      expect(before.transactions.filter((row) => row.txnId === capture.id)).toHaveLength(1);
    }
    for (const id of captured) expect(byId.get(id)?.paymentStatus).toBe('Paid');

    // PayPal delivers again: each webhook, to two instances at once; each verifies it with the one PayPal.
    const again = completed().slice(0, 6);
    const answers = await Promise.all(
      again.flatMap((delivery, index) =>
        [index, index + 1].map((instance) =>
          fetch(`${cluster.apiUrls[instance % cluster.apiUrls.length]}/payments/paypal-webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...delivery.headers },
            body: delivery.body,
          }).then((response) => response.status),
        ),
      ),
    );
    expect(answers).toEqual(again.flatMap(() => [200, 200]));
    const after = await paidByCapture();
    expect(after.transactions).toEqual(before.transactions);
    expect(after.orders).toEqual(before.orders);
  });

  it('sends each mail once, the killed instance’s included', async () => {
    const orders = await db.collection('orders').find({}).toArray();
    const queue = await eventually(
      () =>
        db
          .collection('mail_queue')
          // A dropped mail is one queued before a write the killed instance never made (a contact message's).
          .find({ state: { $in: ['pending', 'failed'] } })
          .toArray(),
      (pending) => pending.length === 0,
      TAKE_OVER_MS,
    );
    expect(queue).toEqual([]);
    // No order still carries mail it decided: what the killed instance left on its orders was queued by the others.
    expect(await db.collection('orders').countDocuments({ 'mailOutbox.key': { $exists: true } })).toBe(0);
    const mails = outbox(cluster.dataDir);
    const placed = mails.filter((mail) => mail.subject.startsWith('Your order '));
    // Carried by the order it is about, in the write that stores it: every stored order is mailed, the killed
    // instance's included.
    expect(placed.length).toBe(orders.length);
    const keys = mails.map((mail) => `${mail.to?.[0]?.address} ${mail.subject}`);
    expect(keys.length - new Set(keys).size).toBe(0);
    const sent = await db.collection('mail_queue').find({ state: 'sent' }).toArray();
    const recipients = new Set(mails.map((mail) => mail.to?.[0]?.address));
    expect(sent.map((mail) => String(mail.to)).filter((to) => !recipients.has(to))).toEqual([]);
    expect(sent.length).toBeLessThanOrEqual(mails.length);
  });

  it('publishes each scheduled draft once, audited once', async () => {
    const { scheduled } = result.acknowledged;
    expect(scheduled.length).toBeGreaterThan(0);
    const remaining = await eventually(
      () => db.collection('content_drafts').countDocuments({ publishAt: { $exists: true } }),
      (count) => count === 0,
      TAKE_OVER_MS,
    );
    expect(remaining).toBe(0);
    for (const { recordId, text } of scheduled) {
      const versions = await db
        .collection('content_history')
        .find({ recordId, 'fields.accodingText': text })
        .toArray();
      expect(versions).toHaveLength(1);
    }
    const audited = await db
      .collection('audit_log')
      .countDocuments({ action: 'Published FAQ items at its scheduled time' });
    // A schedule the killed instance applied but never answered is published and audited too.
    expect(audited).toBeGreaterThanOrEqual(scheduled.length);
    expect(audited).toBeLessThanOrEqual(scheduled.length + (result.acknowledged.unanswered.draft ?? 0));
    const scheduledVersions = await db
      .collection('content_history')
      .countDocuments({ resource: 'faqItems', 'fields.accodingText': /^Scheduled answer/ });
    expect(scheduledVersions).toBe(audited);
  });

  it('numbers every acknowledged content edit in history, each audited once', async () => {
    const headings = result.acknowledged.bannerHeadings;
    const history = await db.collection('content_history').find({ resource: 'banner' }).toArray();
    const kept = new Set(history.map((version) => version.fields.bannerHeading));
    for (const heading of headings) expect(kept).toContain(heading);
    const versions = history.map((version) => version.version);
    expect(new Set(versions).size).toBe(versions.length);
    const audited = await db.collection('audit_log').countDocuments({ action: 'Updated Banner' });
    expect(audited).toBeGreaterThanOrEqual(headings.length);
    expect(audited).toBeLessThanOrEqual(
      headings.length + (result.acknowledged.unanswered['content edit'] ?? 0),
    );
  });

  it('holds a sign-in limit across instances: an attacker spreading attempts over them gets no more', async () => {
    const attacker = new ClusterClient(cluster, '203.0.113.66');
    const attacked = `attacked-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_LIMIT * 2; attempt++) {
      const apiUrl = cluster.apiUrls[attempt % cluster.apiUrls.length]!;
      const answer = await attacker.send('sign-in', `${apiUrl}/auth/login`, {
        method: 'POST',
        json: { email: attacked, password: 'guessing-wrong' },
      });
      statuses.push(answer?.status ?? 0);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_LIMIT);
    expect(statuses.slice(AUTH_LIMIT)).toEqual(statuses.slice(AUTH_LIMIT).map(() => 429));
  });

  it('refuses a revoked session on every instance', async () => {
    const client = new ClusterClient(cluster, '198.51.100.201');
    const { email } = result.acknowledged.customers[0]!;
    const cookie = await client.signIn(email);
    expect(cookie).toBeDefined();
    for (const apiUrl of cluster.apiUrls)
      expect((await client.send('sign-in', `${apiUrl}/auth/me`, { cookie }))?.status).toBe(200);
    const out = await client.send('sign-in', `${cluster.apiUrls[0]}/auth/logout`, { method: 'POST', cookie });
    expect(out?.status).toBeLessThan(300);
    for (const apiUrl of cluster.apiUrls)
      expect((await client.send('sign-in', `${apiUrl}/auth/me`, { cookie }))?.status).toBe(401);
  });

  it('shows a content edit made through one instance on every instance and every shell server a second later', async () => {
    const client = new ClusterClient(cluster, '198.51.100.202');
    // Every instance and shell has read the banner (and cached it) first.
    for (const url of [
      ...cluster.apiUrls.map((api) => `${api}/banner`),
      ...cluster.shellUrls.map((shell) => `${shell}/`),
    ])
      await client.send('content read', url);
    const heading = `Seen everywhere ${Date.now()}`;
    const edited = await client.send(
      'content edit',
      `${cluster.apiUrls[0]}/update-banner/${setup.bannerId}`,
      {
        method: 'PUT',
        cookie: setup.adminCookie,
        json: { bannerHeading: heading },
      },
    );
    expect(edited?.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const apiUrl of cluster.apiUrls)
      expect((await client.send('content read', `${apiUrl}/banner`))?.text).toContain(heading);
    for (const shellUrl of cluster.shellUrls)
      expect((await client.send('page', `${shellUrl}/`))?.text).toContain(heading);
  });
  // Last, since it leaves two instances: the orchestrator's way of stopping one, unlike the crash above.
  it('stops an instance asked to (SIGTERM) under load without failing a request, and it exits within its grace', async () => {
    const reader = new ClusterClient(cluster, '198.51.100.204');
    const cookie = await reader.signIn(result.acknowledged.customers.at(-1)!.email);
    expect(cookie).toBeDefined();
    let running = true;
    const headings: string[] = [];
    const readiness: number[] = [];
    const load = async (client: ClusterClient, editor: boolean) => {
      for (let round = 0; running; round++) {
        client.expect('page', await client.send('page', `${cluster.siteUrl}/`), 200);
        client.expect('content read', await client.send('content read', client.api('/pricings')), 200);
        client.expect('sign-in', await client.send('sign-in', client.api('/auth/me'), { cookie }), 200);
        if (!editor) continue;
        const heading = `Heading while stopping ${round} ${Date.now()}`;
        const edited = await client.send('content edit', client.api(`/update-banner/${setup.bannerId}`), {
          method: 'PUT',
          cookie: setup.adminCookie,
          json: { bannerHeading: heading },
        });
        if (client.expect('content edit', edited, 200)) headings.push(heading);
      }
    };
    const clients = Array.from(
      { length: 4 },
      (_, index) => new ClusterClient(cluster, `198.51.100.${210 + index}`),
    );
    const stopping = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const stopped = cluster.stopApi(1);
      // Asked directly, the stopping instance says it is not ready until it stops listening.
      for (;;) {
        const status = await fetch(`${cluster.apiUrls[1]}/health/ready`).then(
          (response) => response.status,
          () => 0,
        );
        readiness.push(status);
        if (status === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const code = await stopped;
      // A moment of load on the two left, then the clients stop.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      running = false;
      return code;
    })();
    const [code] = await Promise.all([
      stopping,
      ...clients.map((client, index) => load(client, index === 0)),
    ]);

    // Exit code 1 would mean it was still finishing when its grace period (SHUTDOWN_GRACE_MS) ran out.
    expect(code).toBe(0);
    expect(readiness).toContain(503);
    expect(readiness.slice(readiness.indexOf(503))).not.toContain(200);
    expect(clients.flatMap((client) => [...client.errors, ...client.unexpected])).toEqual([]);
    expect(clients.flatMap((client) => client.latencies.page ?? []).length).toBeGreaterThan(0);
    const history = await db.collection('content_history').find({ resource: 'banner' }).toArray();
    const kept = new Set(history.map((version) => version.fields.bannerHeading));
    expect(headings.filter((heading) => !kept.has(heading))).toEqual([]);
    expect(headings.length).toBeGreaterThan(0);
  });
});
