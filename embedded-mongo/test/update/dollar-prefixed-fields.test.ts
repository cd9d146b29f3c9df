import { engineWithFreshDatabases } from '../helpers';

/** Field names starting with `$` through update operators, as MongoDB 5.0+ validates them. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('dollar-prefixed field names in updates', () => {
  test('an upsert that inserts sets them, as an insert may', async () => {
    await collection('expenses').updateOne(
      { date: '2021-07-07' },
      { $set: { phone: 25.17, $hotel: 320.1 } },
      { upsert: true },
    );
    const doc = await collection('expenses').findOne({ date: '2021-07-07' }, { projection: { _id: 0 } });
    expect(doc).toEqual({ date: '2021-07-07', phone: 25.17, $hotel: 320.1 });
    const read = await collection('expenses')
      .aggregate([{ $project: { _id: 0, hotel: { $getField: { $literal: '$hotel' } } } }])
      .toArray();
    expect(read).toEqual([{ hotel: 320.1 }]);
  });

  test('the same update of a stored document is refused (52), and nothing changes', async () => {
    await collection('expenses').insertOne({ _id: 1, date: '2021-07-07' });
    for (const update of [{ $set: { $hotel: 1 } }, { $inc: { $z: 1 } }, { $set: { '$secret.agent': 1 } }])
      await expect(collection('expenses').updateOne({ _id: 1 }, update)).rejects.toMatchObject({ code: 52 });
    expect(await collection('expenses').findOne({ _id: 1 })).toEqual({ _id: 1, date: '2021-07-07' });
  });

  test('below the top level they are set on stored documents too', async () => {
    await collection('housing').insertOne({ _id: 'E123', address: { $number: 123, $street: 'Elm Road' } });
    await collection('housing').updateOne(
      { _id: 'E123' },
      { $set: { 'address.$street': 'Elm Ave', 'x.$y': 1 } },
    );
    expect(await collection('housing').findOne({ _id: 'E123' })).toEqual({
      _id: 'E123',
      address: { $number: 123, $street: 'Elm Ave' },
      x: { $y: 1 },
    });
  });
});

test('$unset removes a top-level one from a stored document', async () => {
  await collection('stored').insertOne({ _id: 1, $price: 5, a: 1 });
  await collection('stored').updateOne({ _id: 1 }, { $unset: { $price: '' } });
  expect(await collection('stored').findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
});
