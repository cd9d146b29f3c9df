import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/**
 * A field named `__proto__` is data to MongoDB: updates store, reach into and rename it like any other field
 * (guarding an application's objects is the driver's and the ODM's job). The engine runs in this process, so these
 * tests also see that none of it reaches the engine's own objects' prototype.
 */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

/** An object with an own `__proto__` key, as a decoded BSON document has; a literal would set its prototype. */
const withOwnProto = (json: string): Document => JSON.parse(json) as Document;

const prototypeIsClean = () => expect(Object.keys(Object.prototype)).toEqual([]);

afterEach(prototypeIsClean);

test("an own __proto__ key in $set's value, or as the field set, is stored", async () => {
  await collection('p').insertOne({ _id: 1, a: 1 });
  await collection('p').updateOne(
    { _id: 1 },
    { $set: { obj: withOwnProto('{"__proto__": {"x": 1}, "y": 2}') } },
  );
  const stored = await collection('p').findOne({ _id: 1 });
  expect(Object.keys(stored!.obj as Document)).toEqual(['__proto__', 'y']);
  expect(Object.getOwnPropertyDescriptor(stored!.obj, '__proto__')?.value).toEqual({ x: 1 });

  const result = await collection('p').updateOne(
    { _id: 1 },
    { $set: withOwnProto('{"__proto__": {"z": 3}}') },
  );
  expect(result.modifiedCount).toBe(1);
  const again = await collection('p').findOne({ _id: 1 });
  expect(Object.keys(again!)).toEqual(['_id', 'a', 'obj', '__proto__']);
  expect(await collection('p').countDocuments({ '__proto__.z': 3 } as Document)).toBe(1);
});

test('$rename to a __proto__.x path is accepted and moves the value there', async () => {
  await collection('r').insertOne({ _id: 1, a: 5, b: 1 });
  await collection('r').updateOne({ _id: 1 }, { $rename: { a: '__proto__.x' } });
  const stored = await collection('r').findOne({ _id: 1 });
  expect(Object.keys(stored!)).toEqual(['_id', 'b', '__proto__']);
  expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ x: 5 });
});

test('paths through __proto__ reach a stored field for every operator, never the prototype', async () => {
  await collection('o').insertOne({ _id: 1 });
  for (const update of <Document[]>[
    { $inc: { '__proto__.count': 2 } },
    { $max: { '__proto__.high': 7 } },
    { $set: { '__proto__.name': 'n', 'inner.__proto__.deep': true } },
    { $push: { '__proto__.list': 1 } },
  ])
    await collection('o').updateOne({ _id: 1 }, update);
  const stored = await collection('o').findOne({ _id: 1 });
  expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({
    count: 2,
    high: 7,
    name: 'n',
    list: [1],
  });
  expect(Object.getOwnPropertyDescriptor(stored!.inner, '__proto__')?.value).toEqual({ deep: true });
  await collection('o').updateOne({ _id: 1 }, { $unset: withOwnProto('{"__proto__": ""}') });
  expect(await collection('o').findOne({ _id: 1 })).toEqual({
    _id: 1,
    inner: withOwnProto('{"__proto__": {"deep": true}}'),
  });
});
