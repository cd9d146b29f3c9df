import { engineWithFreshDatabases } from '../helpers';

/** `maxTimeMS` and write concerns. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('maxTimeMS and write concerns', () => {
  test('a maxTimeMS that is not a whole number from 0 to 2^31 - 1 is refused', async () => {
    for (const maxTimeMS of [-1, 1.5, 2 ** 31, 'soon'])
      await expect(engine.db.command({ find: 'limits', maxTimeMS })).rejects.toMatchObject({ code: 2 });
    await expect(engine.db.command({ find: 'limits', maxTimeMS: 0 })).resolves.toMatchObject({ ok: 1 });
  });

  // Each test has its own database (beforeEach above), so each fills its own collection. Filling and
  // reading 20,000 documents takes seconds on a loaded machine: these tests get Jest time to match.
  const COUNT = 20_000;
  const FILL_AND_READ_TIMEOUT_MS = 60_000;
  const manyDocs = () => Array.from({ length: COUNT }, (_, i) => ({ i, group: i % 97, text: `item ${i}` }));

  test(
    'a read that outlasts its maxTimeMS answers 50 MaxTimeMSExpired, and with time enough it answers',
    async () => {
      await collection('slow').insertMany(manyDocs());
      const pipeline = [{ $group: { _id: '$group', total: { $sum: '$i' } } }, { $sort: { total: -1 } }];
      await expect(collection('slow').aggregate(pipeline, { maxTimeMS: 1 }).toArray()).rejects.toMatchObject({
        code: 50,
        codeName: 'MaxTimeMSExpired',
      });
      await expect(
        collection('slow').find({ text: /9$/ }).sort({ text: -1 }).maxTimeMS(1).toArray(),
      ).rejects.toMatchObject({ code: 50 });
      expect(await collection('slow').aggregate(pipeline, { maxTimeMS: 60_000 }).toArray()).toHaveLength(97);
    },
    FILL_AND_READ_TIMEOUT_MS,
  );

  test(
    'a write batch stops where its maxTimeMS ran out, and what it reports written is written',
    async () => {
      const refused = await collection('slow-writes')
        .insertMany(manyDocs(), { maxTimeMS: 1 } as never)
        .catch((error: unknown) => error as { code: number; insertedCount: number });
      expect(refused).toMatchObject({ code: 50 });
      const inserted = (refused as { insertedCount: number }).insertedCount;
      expect(inserted).toBeLessThan(COUNT);
      expect(await collection('slow-writes').countDocuments()).toBe(inserted);
    },
    FILL_AND_READ_TIMEOUT_MS,
  );

  test("a write concern waiting for other members is refused on this standalone; 'majority' is accepted", async () => {
    await expect(
      collection('concerns').insertOne({ a: 1 }, { writeConcern: { w: 2 } }),
    ).rejects.toMatchObject({ code: 2, message: "cannot use 'w' > 1 on a standalone" });
    await expect(
      collection('concerns').insertOne({ a: 2 }, { writeConcern: { w: 'majority' } }),
    ).resolves.toMatchObject({ acknowledged: true });
    expect(await collection('concerns').countDocuments()).toBe(1);
  });

  test('getMore refuses a maxTimeMS, as MongoDB does for cursors that cannot wait', async () => {
    await collection('cursor').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    const first = await engine.db.command({ find: 'cursor', batchSize: 1 });
    await expect(
      engine.db.command({ getMore: first.cursor.id, collection: 'cursor', maxTimeMS: 100 }),
    ).rejects.toMatchObject({ code: 2 });
  });
});
