// The mixed workload of the multi-instance test and `npm run bench:scale`: visitors, sign-ups and sign-ins,
// orders paid through PayPal's simulators (Orders v2, the shop's checkout, and Payments Standard with its IPN),
// content edits, scheduled drafts and CSV exports, sent through the load balancer (or the reference deployment's
// edge, for `npm run bench:deploy`) by concurrent clients, with what was acknowledged recorded for the checks
// afterwards.
import { endpointPath } from '@agency/contracts/endpoints/endpoint';
import { ORDER_ENDPOINTS as ORDERS } from '@agency/contracts/endpoints/orders';
import { PAYMENT_ENDPOINTS as PAYMENTS } from '@agency/contracts/endpoints/payments';
import { PAYPAL_EMAIL_ENDPOINTS as PAYPAL_EMAIL } from '@agency/contracts/endpoints/paypal-email';
import type { ScaleCluster } from './scale-cluster';

/** Where the workload's clients go: the site and the API as browsers reach them, and the admin who edits. */
export type WorkloadTarget = Pick<ScaleCluster, 'siteUrl' | 'apiUrl' | 'admin'>;

export type RequestKind =
  | 'page'
  | 'content read'
  | 'sign-up'
  | 'sign-in'
  | 'order'
  | 'payment'
  | 'content edit'
  | 'draft'
  | 'csv export';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** Every write the cluster acknowledged, and every one it was sent without an answer (the instance died). */
export interface Acknowledged {
  customers: Array<{ email: string; cookie: string }>;
  orders: Array<{ id: string; email: string }>;
  /** Orders paid through Payments Standard: the simulator delivered their IPN (its redirect back to the shop). */
  paid: string[];
  /** Orders paid through Orders v2: the shop captured on the buyer's return and sent them to Payment Received. */
  captured: string[];
  bannerHeadings: string[];
  /** Scheduled drafts: the FAQ item each publishes and the answer it gives it. */
  scheduled: Array<{ recordId: string; text: string }>;
  /** Writes sent whose answer never came (a network error or a balancer's 502/503/504), by kind. */
  unanswered: Partial<Record<RequestKind, number>>;
}

export interface WorkloadResult {
  acknowledged: Acknowledged;
  /** Milliseconds per answered request, by kind. */
  latencies: Partial<Record<RequestKind, number[]>>;
  /** Answers that were neither expected nor the balancer losing an instance, as "kind status". */
  unexpected: string[];
  /** What the unanswered requests met instead (the balancer's answer, or the network error). */
  errors: string[];
  durationMs: number;
}

export interface WorkloadOptions {
  durationMs: number;
  /** Concurrent virtual clients. */
  clients: number;
  /** Called once, this long after the start (to kill an instance mid-run). */
  midway?: { afterMs: number; run: () => Promise<void> };
}

const PASSWORD = 'scale-password-1';
/** The balancer's own answers when the instance it sent a request to is gone (the API's own 503s are JSON). */
const LOST_INSTANCE = new Set([502, 503, 504]);

/** A client of the cluster: requests through the balancer (or one instance), timed by kind. */
export class ClusterClient {
  readonly latencies: Partial<Record<RequestKind, number[]>> = {};
  readonly unexpected: string[] = [];
  readonly unanswered: Partial<Record<RequestKind, number>> = {};
  readonly errors: string[] = [];

  constructor(
    readonly cluster: WorkloadTarget,
    /** The address this client's requests come from, as the balancer tells the API (X-Forwarded-For). */
    public address: string,
  ) {}

  /** Undefined when no answer came (the instance died with the request). */
  async send(
    kind: RequestKind,
    url: string,
    init: {
      method?: string;
      cookie?: string;
      json?: unknown;
      form?: string | Buffer;
      /** Sent as from this machine (the balancer's address alone), as the checkout simulator requires. */
      local?: boolean;
    } = {},
  ): Promise<HttpAnswer | undefined> {
    const headers: Record<string, string> = { origin: this.cluster.siteUrl };
    if (!init.local) headers['x-forwarded-for'] = this.address;
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | Blob | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = typeof init.form === 'string' ? init.form : new Blob([new Uint8Array(init.form)]);
    }
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (LOST_INSTANCE.has(response.status) && !response.headers.get('content-type')?.includes('json')) {
        this.unanswered[kind] = (this.unanswered[kind] ?? 0) + 1;
        this.errors.push(`${kind} ${response.status} ${text.slice(0, 100)}`);
        return undefined;
      }
      (this.latencies[kind] ??= []).push(performance.now() - started);
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      this.unanswered[kind] = (this.unanswered[kind] ?? 0) + 1;
      this.errors.push(`${kind} ${String(error)}`);
      return undefined;
    }
  }

  /** An answer with the expected status, else recorded as unexpected (a lost instance's answer is neither). */
  expect(kind: RequestKind, answer: HttpAnswer | undefined, status: number): answer is HttpAnswer {
    if (answer === undefined) return false;
    if (answer.status === status) return true;
    this.unexpected.push(`${kind} ${answer.status} ${answer.text.slice(0, 200)}`);
    return false;
  }

  api(path: string): string {
    return `${this.cluster.apiUrl}${path}`;
  }

  async signIn(email: string, password = PASSWORD): Promise<string | undefined> {
    const answer = await this.send('sign-in', this.api('/auth/login'), {
      method: 'POST',
      json: { email, password },
    });
    if (!this.expect('sign-in', answer, 200)) return undefined;
    return answer.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('sid='))
      ?.split(';')[0];
  }
}

/** Everything the workload needs that exists before it starts: an admin session, a package, the banner. */
export interface WorkloadSetup {
  adminCookie: string;
  packageId: string;
  bannerId: string;
  faqIds: string[];
  /** The PayPal account payments go to (Payments Standard's `business`). */
  paypalEmail: string;
}

export async function prepareWorkload(cluster: WorkloadTarget): Promise<WorkloadSetup> {
  const client = new ClusterClient(cluster, '198.51.100.1');
  const admin = await client.signIn(cluster.admin.email, cluster.admin.password);
  if (!admin) throw new Error(`the admin could not sign in: ${client.unexpected.join('; ')}`);
  const read = async (path: string) => {
    const answer = await client.send('content read', client.api(path), { cookie: admin });
    if (!client.expect('content read', answer, 200)) throw new Error(`${path} did not answer`);
    return JSON.parse(answer.text) as Array<{ _id: string }>;
  };
  const [banner] = await read('/banner');
  const [pricing] = await read('/pricings');
  const faqs = await read('/faq-items');
  const [paypal] = (await read(PAYPAL_EMAIL.list.path)) as Array<{ paypalEmail?: string }>;
  const paypalEmail = paypal?.paypalEmail ?? 'sales@agency.test';
  if (!paypal) {
    const added = await client.send('content edit', client.api(PAYPAL_EMAIL.add.path), {
      method: PAYPAL_EMAIL.add.method,
      cookie: admin,
      json: { paypalEmail },
    });
    if (!client.expect('content edit', added, 201)) throw new Error('the PayPal e-mail could not be set');
  }
  if (!banner || !pricing || faqs.length === 0) throw new Error('the demo content is missing');
  return {
    adminCookie: admin,
    packageId: pricing._id,
    bannerId: banner._id,
    faqIds: faqs.map((faq) => faq._id),
    paypalEmail,
  };
}

interface PlacedOrder {
  _id: string;
  packageName: string;
  packagePrice: string;
}

/**
 * Orders v2, as a buyer's browser goes: the shop's checkout gives PayPal's approve link, the buyer approves on the
 * REST simulator's page, and PayPal sends them back to the shop, which captures and sends them on to Payment
 * Received. The simulator's webhook follows on its own, through the balancer.
 */
async function payWithOrders(client: ClusterClient, cookie: string, orderId: string): Promise<boolean> {
  const checkout = await client.send(
    'payment',
    client.api(endpointPath(PAYMENTS.checkout, { id: orderId })),
    { cookie },
  );
  if (!client.expect('payment', checkout, 200)) return false;
  const { action, fields } = JSON.parse(checkout.text) as { action: string; fields: Record<string, string> };
  const approved = await client.send('payment', action, {
    method: 'POST',
    form: new URLSearchParams({ token: fields.token ?? '', decision: 'approve' }).toString(),
    local: true,
  });
  if (!client.expect('payment', approved, 303)) return false;
  const back = await client.send('payment', approved.headers.get('location')!, { cookie });
  if (!client.expect('payment', back, 303)) return false;
  const received = back.headers.get('location') === `${client.cluster.siteUrl}/received-payment/${orderId}`;
  if (!received) client.unexpected.push(`payment return went to ${back.headers.get('location')}`);
  return received;
}

/**
 * Payments Standard: a buy-now form for the order (the fields the Standard pay page posts) paid on the checkout
 * simulator, which posts the IPN to the shop through the balancer before it sends the buyer back.
 */
async function payWithStandard(client: ClusterClient, setup: WorkloadSetup, order: PlacedOrder) {
  const { siteUrl, apiUrl } = client.cluster;
  const form = new URLSearchParams({
    cmd: '_xclick',
    business: setup.paypalEmail,
    item_number: '1',
    item_name: order.packageName,
    amount: order.packagePrice,
    no_shipping: '1',
    currency_code: 'USD',
    notify_url: `${apiUrl}${PAYMENTS.ipn.path}`,
    cancel_return: `${siteUrl}/pay-now/${order._id}`,
    return: `${siteUrl}/received-payment/${order._id}`,
    custom: order._id,
  });
  const paid = await client.send('payment', client.api('/payments/simulator/pay'), {
    method: 'POST',
    form: form.toString(),
    local: true,
  });
  return client.expect('payment', paid, 303);
}

/**
 * Runs `clients` virtual clients for `durationMs`, each a loop of one kind of work picked by its number: most
 * visit pages and read content; others sign up, sign in and order (every other order paid, through Orders v2 and
 * Payments Standard in turn); one admin edits the banner, saves and schedules drafts, and exports the orders.
 */
export async function runWorkload(
  cluster: WorkloadTarget,
  setup: WorkloadSetup,
  options: WorkloadOptions,
): Promise<WorkloadResult> {
  const acknowledged: Acknowledged = {
    customers: [],
    orders: [],
    paid: [],
    captured: [],
    bannerHeadings: [],
    scheduled: [],
    unanswered: {},
  };
  const started = performance.now();
  const deadline = started + options.durationMs;
  const running = () => performance.now() < deadline;
  const clients = Array.from(
    { length: options.clients },
    (_, index) => new ClusterClient(cluster, `198.51.100.${10 + index}`),
  );
  let scheduledCount = 0;

  const visitor = async (client: ClusterClient) => {
    while (running()) {
      client.expect('page', await client.send('page', `${cluster.siteUrl}/`), 200);
      client.expect('content read', await client.send('content read', client.api('/pricings')), 200);
    }
  };

  const customer = async (client: ClusterClient, number: number) => {
    for (let round = 0; running(); round++) {
      // A visitor of their own each round (a documentation address), so no sign-in limit is reached.
      client.address = `2001:db8::${number.toString(16)}:${round.toString(16)}`;
      const email = `scale-${number}-${round}-${Date.now()}@example.com`;
      const registered = await client.send('sign-up', client.api('/auth/register'), {
        method: 'POST',
        json: { email, password: PASSWORD },
      });
      if (!client.expect('sign-up', registered, 202)) continue;
      const cookie = await client.signIn(email);
      if (!cookie) continue;
      acknowledged.customers.push({ email, cookie });
      for (let order = 0; order < 2 && running(); order++) {
        const placed = await client.send('order', client.api(ORDERS.place.path), {
          method: ORDERS.place.method,
          cookie,
          json: {
            packageId: setup.packageId,
            customerName: 'Ada Lovelace',
            customerAddress: '12 Analytical Row, London',
            customerCountry: 'United Kingdom',
          },
        });
        if (!client.expect('order', placed, 201)) continue;
        const placedOrder = JSON.parse(placed.text) as PlacedOrder;
        const id = placedOrder._id;
        acknowledged.orders.push({ id, email });
        // The first order of each round is paid, by each integration in turn.
        if (order > 0) continue;
        if (round % 2 === 0) {
          if (await payWithOrders(client, cookie, id)) acknowledged.captured.push(id);
        } else if (await payWithStandard(client, setup, placedOrder)) acknowledged.paid.push(id);
      }
    }
  };

  const editor = async (client: ClusterClient) => {
    const admin = setup.adminCookie;
    for (let round = 0; running(); round++) {
      const heading = `Heading ${round} ${Date.now()}`;
      const edited = await client.send('content edit', client.api(`/update-banner/${setup.bannerId}`), {
        method: 'PUT',
        cookie: admin,
        json: { bannerHeading: heading },
      });
      if (client.expect('content edit', edited, 200)) acknowledged.bannerHeadings.push(heading);
      const faqId = setup.faqIds[scheduledCount % setup.faqIds.length]!;
      if (round % 3 === 0 && scheduledCount < setup.faqIds.length) {
        scheduledCount++;
        const text = `Scheduled answer ${round} ${Date.now()}`;
        const draft = await client.send('draft', client.api(`/faq-item/${faqId}?draft=true`), {
          method: 'PUT',
          cookie: admin,
          json: { accodingText: text },
        });
        if (!client.expect('draft', draft, 200)) continue;
        const draftId = (JSON.parse(draft.text) as { _id: string })._id;
        const at = new Date(Date.now() + 1500).toISOString();
        const scheduled = await client.send('draft', client.api(`/content-drafts/${draftId}/schedule`), {
          method: 'PUT',
          cookie: admin,
          json: { publishAt: at },
        });
        if (client.expect('draft', scheduled, 200)) acknowledged.scheduled.push({ recordId: faqId, text });
      }
      if (round % 4 === 0)
        client.expect(
          'csv export',
          await client.send('csv export', client.api(ORDERS.export.path), { cookie: admin }),
          200,
        );
    }
  };

  const midway = options.midway
    ? new Promise<void>((resolve) => setTimeout(resolve, options.midway!.afterMs)).then(options.midway.run)
    : Promise.resolve();
  await Promise.all([
    midway,
    ...clients.map((client, index) => {
      if (index === 0) return editor(client);
      if (index % 3 === 1) return customer(client, index);
      return visitor(client);
    }),
  ]);

  const latencies: WorkloadResult['latencies'] = {};
  for (const client of clients) {
    for (const [kind, values] of Object.entries(client.latencies) as Array<[RequestKind, number[]]>)
      (latencies[kind] ??= []).push(...values);
    for (const [kind, count] of Object.entries(client.unanswered) as Array<[RequestKind, number]>)
      acknowledged.unanswered[kind] = (acknowledged.unanswered[kind] ?? 0) + count;
  }
  return {
    acknowledged,
    latencies,
    unexpected: clients.flatMap((client) => client.unexpected),
    errors: clients.flatMap((client) => client.errors),
    durationMs: performance.now() - started,
  };
}

/** The value below which `share` of the sorted values fall. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
