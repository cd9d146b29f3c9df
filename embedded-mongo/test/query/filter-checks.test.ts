import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** Filters MongoDB refuses are refused with its messages; `$sampleRate`. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('filters MongoDB refuses are refused, with its messages', () => {
  beforeEach(async () => {
    await collection('f').insertMany([
      { _id: 1, n: 6, s: 'abc' },
      { _id: 2, n: 7, s: 'b' },
    ]);
  });
  const find = (filter: Document) => collection('f').find(filter).toArray();

  test.each([
    [{ n: { $mod: [0, 1] } }, 'divisor cannot be 0'],
    [{ n: { $mod: [5] } }, 'malformed mod, not enough elements'],
    [{ n: { $size: -1 } }, '$size may not be negative'],
    [{ n: { $size: 1.5 } }, '$size must be a whole number'],
    [{ n: { $in: 5 } }, '$in needs an array'],
    [{ $and: [] }, '$and argument must be a non-empty array'],
    [{ $or: [{ n: 1 }, 2] }, "$or argument's entries must be objects"],
    [{ n: { $not: 6 } }, '$not needs a regex or a document'],
    [{ n: { $elemMatch: { $mod: [0, 1] } } }, 'divisor cannot be 0'],
  ])('%j: %s', async (filter, message) => {
    await expect(find(filter)).rejects.toMatchObject({ code: 2, message });
    await expect(
      collection('f')
        .aggregate([{ $match: filter }])
        .toArray(),
    ).rejects.toMatchObject({ message });
  });

  test('operators needing server JavaScript or schemas answer 115', async () => {
    for (const filter of [{ $where: 'true' }, { $jsonSchema: {} }])
      await expect(find(filter)).rejects.toMatchObject({ code: 115 });
  });

  test('a top-level $comment is accepted and changes nothing', async () => {
    expect(await find({ $comment: 'why', n: 6 })).toEqual([{ _id: 1, n: 6, s: 'abc' }]);
  });
});

test('$sampleRate keeps each document with the given probability, beside other conditions', async () => {
  await collection('sampled').insertMany(Array.from({ length: 400 }, (_, i) => ({ i })));
  expect(await collection('sampled').countDocuments({ $sampleRate: 0 })).toBe(0);
  expect(await collection('sampled').countDocuments({ $sampleRate: 1, i: { $lt: 100 } })).toBe(100);
  // Binomial(400, ½) deviates by 10: the bounds are 8 deviations from 200, and an ignored rate would give 400.
  const half = await collection('sampled').countDocuments({ $sampleRate: 0.5 });
  expect(half).toBeGreaterThan(120);
  expect(half).toBeLessThan(280);
  await expect(collection('sampled').countDocuments({ $sampleRate: 2 })).rejects.toMatchObject({ code: 2 });
});
