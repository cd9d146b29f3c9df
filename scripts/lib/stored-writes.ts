// What a run of the mixed workload (scale-workload.ts) left in the database, read from the engine afterwards: for
// each kind of write, how many the cluster acknowledged, how many of those are stored, and how many writes are
// stored twice. `npm run bench:scale` and `npm run bench:deploy` print it; a lost or doubled write is what matters.
import { MongoClient, type Db } from 'mongodb';
import type { Acknowledged } from './scale-workload';

export interface StoredCount {
  acknowledged: number;
  /** Acknowledged writes found in the database. */
  stored: number;
  /** Writes stored more than once: a second record of one acknowledged write. */
  doubled: number;
}

export type WriteKind =
  'sign-ups' | 'orders' | 'IPN payments' | 'Orders v2 payments' | 'content edits' | 'scheduled drafts';

export type StoredWrites = Record<WriteKind, StoredCount>;

/**
 * How long the work acknowledged before it was done may take to land: an IPN is processed after its answer, a
 * scheduled draft is published when due, and what the killed instance held is taken over when its 30 s lease ends.
 */
const SETTLE_MS = 40_000;

/** Reads what was stored, again until every acknowledged write is found or SETTLE_MS has passed. */
export async function readStoredWrites(
  databaseUri: string,
  acknowledged: Acknowledged,
): Promise<StoredWrites> {
  const client = await MongoClient.connect(databaseUri);
  try {
    const db = client.db();
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const stored = await countStored(db, acknowledged);
      const settled = Object.values(stored).every((count) => count.stored === count.acknowledged);
      if (settled || Date.now() > deadline) return stored;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.close();
  }
}

/** Acknowledged values found among `values`, and the records beyond one per value found. */
function tally(acknowledgedValues: readonly string[], values: readonly string[]): StoredCount {
  const found = new Set(values);
  return {
    acknowledged: acknowledgedValues.length,
    stored: acknowledgedValues.filter((value) => found.has(value)).length,
    doubled: values.length - found.size,
  };
}

async function countStored(db: Db, acknowledged: Acknowledged): Promise<StoredWrites> {
  const emails = acknowledged.customers.map((customer) => customer.email);
  const accounts = await db
    .collection('accounts')
    .find({ email: { $in: emails } }, { projection: { email: 1 } })
    .toArray();

  // Every order of the run's customers: one acknowledged twice, or stored beyond what was sent, is doubled.
  const orders = await db
    .collection('orders')
    .find({ customerEmail: { $in: emails } }, { projection: { customerEmail: 1, paymentStatus: 1 } })
    .toArray();
  const storedOrders = new Map(orders.map((order) => [String(order._id), order]));
  const sentOrders = acknowledged.orders.length + (acknowledged.unanswered.order ?? 0);

  const payments = async (ids: readonly string[], provider: string): Promise<StoredCount> => {
    // One claim per transaction is the rule; a second transaction paying one order is a payment taken twice.
    const claims = await db
      .collection('payment_transactions')
      .find({ provider, orderId: { $in: [...ids] } }, { projection: { orderId: 1 } })
      .toArray();
    const paidOrders = new Set(claims.map((claim) => String(claim.orderId)));
    return {
      acknowledged: ids.length,
      stored: ids.filter((id) => storedOrders.get(id)?.paymentStatus === 'Paid').length,
      doubled: claims.length - paidOrders.size,
    };
  };

  const history = async (resource: string, field: string, texts: readonly string[]) => {
    const versions = await db
      .collection('content_history')
      .find({ resource, [`fields.${field}`]: { $in: [...texts] } }, { projection: { fields: 1 } })
      .toArray();
    return tally(
      texts,
      versions.map((version) => String((version.fields as Record<string, unknown>)[field])),
    );
  };

  return {
    'sign-ups': tally(
      emails,
      accounts.map((account) => String(account.email)),
    ),
    orders: {
      acknowledged: acknowledged.orders.length,
      stored: acknowledged.orders.filter(({ id, email }) => storedOrders.get(id)?.customerEmail === email)
        .length,
      doubled: Math.max(0, orders.length - sentOrders),
    },
    'IPN payments': await payments(acknowledged.paid, 'paypal-standard'),
    'Orders v2 payments': await payments(acknowledged.captured, 'paypal-orders'),
    'content edits': await history('banner', 'bannerHeading', acknowledged.bannerHeadings),
    'scheduled drafts': await history(
      'faqItems',
      'accodingText',
      acknowledged.scheduled.map((draft) => draft.text),
    ),
  };
}
