import fc from 'fast-check';
import type { Db, Document } from 'mongodb';
import { silentLogger } from '../../src/logger';
import { compilePartialFilter } from '../../src/query/partial-filters';
import { normaliseIndexSpec } from '../../src/storage/indexes';
import { countFromIndex, plan, regexPrefixOf } from '../../src/query/planner';
import { sortFields } from '../../src/query/sorting';
import { Storage } from '../../src/storage/storage';
import { startWithClient, type Harness } from '../helpers';

/**
 * Secondary indexes must never change an answer: the same documents and queries against a collection
 * with indexes and one without give identical results, order included.
 */
let h: Harness;
let db: Db;

beforeAll(async () => {
  h = await startWithClient();
  db = h.client.db('differential');
});
afterAll(async () => {
  await h.close();
});

const INDEXES: Document[] = [{ a: 1 }, { a: 1, b: -1 }, { b: 1, c: 1 }, { c: -1 }];
const STRINGS = ['', 'a', 'B', 'b', 'ab', 'z'];
const DATES = [new Date(0), new Date(1_000), new Date(2_000_000)];

const scalar = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(-1.5, 0.5, 2.25),
  fc.constantFrom(...STRINGS),
  fc.constantFrom(...DATES),
  fc.boolean(),
  fc.constant(null),
);
const fieldValue = fc.oneof(
  { weight: 8, arbitrary: scalar },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(...STRINGS)), {
      maxLength: 3,
    }),
  },
);
// MongoDB refuses arrays in two fields of one compound index ({ a, b } and { b, c } here): at most one per document.
const document = fc
  .record({ a: fieldValue, b: fieldValue, c: fieldValue }, { requiredKeys: [] })
  .filter((doc) => Object.values(doc).filter(Array.isArray).length <= 1);
const rangeBound = fc.oneof(
  fc.integer({ min: -6, max: 6 }),
  fc.constantFrom(...STRINGS),
  fc.constantFrom(...DATES),
);
const condition = fc.oneof(
  scalar,
  fc.record({ $in: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
  fc.dictionary(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), rangeBound, { minKeys: 1, maxKeys: 2 }),
  fc.record({ $gte: rangeBound, $ne: scalar }),
  fc.record({ $gt: fc.integer({ min: -6, max: 6 }), $lt: fc.integer({ min: -6, max: 6 }) }),
  // Prefix patterns read index ranges; an $all of them reads the narrowest.
  fc.constantFrom(/^a/, /^ab/, /^b/, /^z/i, { $regex: '^B', $options: '' }, { $all: [/^a/, /^ab/] }),
);
const filter = fc.dictionary(fc.constantFrom('a', 'b', 'c'), condition, { maxKeys: 2 });
const sort = fc
  .uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom(1, -1)), {
    maxLength: 2,
    selector: ([field]) => field,
  })
  .map((entries) => Object.fromEntries(entries) as Record<string, 1 | -1>);
const query = fc.record({
  filter,
  sort,
  skip: fc.nat({ max: 3 }),
  limit: fc.nat({ max: 6 }),
});

let round = 0;

test('indexed and unindexed collections answer every query identically', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(document, { maxLength: 30 }),
      fc.array(query, { minLength: 1, maxLength: 8 }),
      fc.array(
        fc.record({ id: fc.nat({ max: 29 }), set: document, remove: fc.boolean(), merge: fc.boolean() }),
        { maxLength: 5 },
      ),
      async (docs, queries, changes) => {
        round += 1;
        const indexed = db.collection(`indexed_${round}`);
        const plain = db.collection(`plain_${round}`);
        for (const key of INDEXES) await indexed.createIndex(key);
        const withIds = docs.map((doc, i) => ({ _id: i, ...doc }) as Document);
        if (withIds.length > 0) {
          await indexed.insertMany(withIds);
          await plain.insertMany(withIds);
        }
        // Replacements, $sets and deletes keep the index entries in step with the documents.
        // A $set that would give a document arrays in two fields of a compound index is refused by the indexed
        // collection only (171), so the plain one is left as it is too.
        for (const change of changes) {
          for (const target of [indexed, plain]) {
            if (change.remove) await target.deleteOne({ _id: change.id } as Document);
            else if (!change.merge) await target.replaceOne({ _id: change.id } as Document, change.set);
            else {
              const refused = await target
                .updateOne({ _id: change.id } as Document, { $set: change.set })
                .then(() => false)
                .catch((error: { code?: number }) => {
                  if (error.code !== 171 || target !== indexed) throw error;
                  return true;
                });
              if (refused) break;
            }
          }
        }
        for (const { filter: where, sort: order, skip, limit } of queries) {
          const run = (target: typeof plain) =>
            target
              .find(where as Document)
              .sort(order)
              .skip(skip)
              .limit(limit)
              .toArray();
          expect(await run(indexed)).toEqual(await run(plain));
          const counted = await plain.countDocuments(where as Document);
          expect(await indexed.countDocuments(where as Document)).toBe(counted);
          expect(await db.command({ count: indexed.collectionName, query: where })).toMatchObject({
            n: counted,
          });
        }
        await indexed.drop();
        await plain.drop();
      },
    ),
    {
      numRuns: 80,
      // An array with elements on both sides of a range but none inside it matches (each bound is met by
      // some element): a multikey index must not intersect the bounds.
      examples: [
        [[{ a: [-5, 5] }], [{ filter: { a: { $gt: 0, $lt: 3 } }, sort: {}, skip: 0, limit: 0 }], []],
      ],
    },
  );
}, 120_000);

describe('the planner uses secondary indexes', () => {
  const storage = new Storage(silentLogger, compilePartialFilter);
  const orders = storage.createCollection('shop', 'orders', {});
  storage.createIndex(orders, normaliseIndexSpec({ key: { customer: 1, createdAt: -1 } }));
  storage.createIndex(orders, normaliseIndexSpec({ key: { total: 1 } }));
  for (let i = 0; i < 200; i++)
    storage.insert(orders, { _id: i, customer: `c${i % 10}`, createdAt: new Date(i * 1000), total: i % 50 });

  test('equality on the prefix reads the sort order from the index', () => {
    const chosen = plan(orders, { customer: 'c3' }, sortFields({ createdAt: -1 }), false);
    expect(chosen).toMatchObject({ index: 'customer_1_createdAt_-1', sorted: true });
    const first = [...chosen.docs].slice(0, 3).map((doc) => doc._id);
    expect(first).toEqual([193, 183, 173]);
  });

  test('ranges and $in select candidates from the index', () => {
    const range = plan(orders, { total: { $gte: 48 } }, [], false);
    expect(range.index).toBe('total_1');
    expect([...range.docs]).toHaveLength(8);
    const list = plan(orders, { total: { $in: [1, 2] } }, [], false);
    expect([...list.docs].map((doc) => doc._id)).toEqual([1, 2, 51, 52, 101, 102, 151, 152]);
  });

  test('a sort alone on an indexed field reads the index backwards without a filter', () => {
    const chosen = plan(orders, {}, sortFields({ total: -1 }), false);
    expect(chosen).toMatchObject({ index: 'total_1', sorted: true });
    expect([...chosen.docs].slice(0, 4).map((doc) => doc._id)).toEqual([49, 99, 149, 199]);
  });

  test('equalities the index answers alone are counted from its entries, anything else is not', () => {
    expect(countFromIndex(orders, { customer: 'c3' })).toBe(20);
    expect(countFromIndex(orders, { total: 7 })).toBe(4);
    expect(countFromIndex(orders, {})).toBe(200);
    expect(countFromIndex(orders, { total: { $gte: 48 } })).toBeUndefined();
    expect(countFromIndex(orders, { customer: 'c3', note: 'x' })).toBeUndefined();
  });

  test('an unindexed field scans', () => {
    expect(plan(orders, { note: 'x' }, [], false).index).toBeUndefined();
  });
});

describe('prefix patterns read a range of the index', () => {
  test('an anchored, case-sensitive pattern requires its literal start; anything else requires nothing', () => {
    expect(regexPrefixOf(/^abc/)).toBe('abc');
    expect(regexPrefixOf(/^a\.b+c/)).toBe('a.b');
    expect(regexPrefixOf({ $regex: '^word', $options: '' })).toBe('word');
    expect(regexPrefixOf(/^abc*/)).toBe('ab');
    expect(regexPrefixOf(/^ab?/)).toBe('a');
    expect(regexPrefixOf(/^a\d/)).toBe('a');
    expect(regexPrefixOf(/^abc/i)).toBeUndefined();
    expect(regexPrefixOf(/^abc/m)).toBeUndefined();
    expect(regexPrefixOf(/abc/)).toBeUndefined();
    expect(regexPrefixOf(/^abc|xyz/)).toBeUndefined();
    expect(regexPrefixOf(/^.bc/)).toBeUndefined();
  });

  test('of several words that must all be present, the rarest is read from a multikey index', () => {
    const storage = new Storage(silentLogger, compilePartialFilter);
    const orders = storage.createCollection('shop', 'orders', {});
    storage.createIndex(orders, normaliseIndexSpec({ key: { words: 1 } }));
    for (let i = 0; i < 300; i++) storage.insert(orders, { _id: i, words: ['customer', `n${i}`] });
    const chosen = plan(orders, { words: { $all: [/^customer/, /^n12/] } }, [], false);
    expect(chosen.index).toBe('words_1');
    // n12 and n120-n129: the candidates are those 11 documents, not the 300 customers.
    expect([...chosen.docs].map((doc) => doc._id)).toEqual([
      12,
      ...Array.from({ length: 10 }, (_, i) => 120 + i),
    ]);
  });
});
