import { engineWithFreshDatabases } from '../helpers';

/** Commands and their options: what is answered, what is refused by name, and `let` variables. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('commands and options', () => {
  test('buildInfo answers in both spellings (admin().buildInfo() sends buildinfo)', async () => {
    const info = await engine.harness.client.db('admin').admin().buildInfo();
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect((await engine.db.command({ buildinfo: 1 })).ok).toBe(1);
  });

  test('find options that are not implemented are refused by name', async () => {
    for (const option of [
      { min: { a: 1 } },
      { max: { a: 1 } },
      { returnKey: true },
      { showRecordId: true },
    ]) {
      await expect(engine.db.command({ find: 'o', filter: {}, ...option })).rejects.toMatchObject({
        code: 115,
        message: expect.stringContaining(`'${Object.keys(option)[0]}'`),
      });
    }
    await expect(collection('o').find({}, { tailable: true }).toArray()).rejects.toMatchObject({ code: 115 });
  });

  test('let variables reach $expr in find, update, delete and aggregate', async () => {
    await collection('o').insertMany([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
    const expr = { $expr: { $eq: ['$a', '$$target'] } };
    expect(
      await collection('o')
        .find(expr, { let: { target: 2 } })
        .toArray(),
    ).toEqual([{ _id: 2, a: 2 }]);
    await collection('o').updateOne(expr, { $set: { hit: true } }, { let: { target: 1 } });
    expect(await collection('o').findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, hit: true });
    expect(
      await collection('o')
        .aggregate([{ $match: expr }], { let: { target: 1 } })
        .toArray(),
    ).toHaveLength(1);
    expect((await collection('o').deleteMany(expr, { let: { target: 2 } })).deletedCount).toBe(1);
  });

  test('collection options that are not implemented are refused, not ignored', async () => {
    await expect(
      engine.db.createCollection('v', { changeStreamPreAndPostImages: { enabled: true } }),
    ).rejects.toMatchObject({
      code: 115,
    });
  });

  test('index types the engine lacks are refused', async () => {
    await expect(collection('i').createIndex({ key: 'columnstore' } as never)).rejects.toMatchObject({
      code: 115,
    });
  });
});

test('MongoDB commands the engine lacks answer 115 naming them; unknown ones 59', async () => {
  for (const command of [{ dataSize: 'c' }, { dbStats: 1 }, { validate: 'c' }, { mapReduce: 'c' }])
    await expect(engine.db.command(command)).rejects.toMatchObject({
      code: 115,
      message: `${Object.keys(command)[0]} is not supported by embedded-mongo`,
    });
  await expect(engine.db.command({ notACommand: 1 })).rejects.toMatchObject({ code: 59 });
});

test("updateOne's and replaceOne's sort (MongoDB 8.0) is refused as a 7.0 server refuses it (40415); findOneAndUpdate's is honoured", async () => {
  await collection('sorted').insertMany([
    { _id: 1, k: 2 },
    { _id: 2, k: 1 },
  ]);
  const refusal = { code: 40415, message: "BSON field 'update.updates.sort' is an unknown field." };
  await expect(
    collection('sorted').updateOne({}, { $set: { z: 1 } }, { sort: { k: 1 } } as never),
  ).rejects.toMatchObject(refusal);
  await expect(
    collection('sorted').replaceOne({}, { z: 1 }, { sort: { k: 1 } } as never),
  ).rejects.toMatchObject(refusal);
  expect(await collection('sorted').countDocuments({ z: 1 })).toBe(0);
  // 7.0 parses the whole command first: the command fails, and the statement before the sorted one never runs.
  await expect(
    engine.db.command({
      update: 'sorted',
      updates: [
        { q: { _id: 1 }, u: { $set: { first: 1 } } },
        { q: {}, u: { $set: { z: 1 } }, sort: { k: 1 } },
      ],
    }),
  ).rejects.toMatchObject(refusal);
  expect(await collection('sorted').countDocuments({ first: 1 })).toBe(0);
  await collection('sorted').findOneAndUpdate({}, { $set: { z: 1 } }, { sort: { k: 1 } });
  expect(await collection('sorted').findOne({ z: 1 })).toEqual({ _id: 2, k: 1, z: 1 });
});
